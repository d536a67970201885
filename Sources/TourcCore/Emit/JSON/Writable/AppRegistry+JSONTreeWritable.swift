/// The JSON trees of the TourKit types of AppRegistry.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.AppRegistry: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.put(name, forKey: "name")
        try node.putIfPresent(description, forKey: "description")
        try node.put(versions, forKey: "versions")
        try node.put(roles, forKey: "roles")
        try node.put(screens, forKey: "screens")
        try node.put(targets, forKey: "targets")
        try node.put(events, forKey: "events")
        try node.put(conditions, forKey: "conditions")
        try node.put(components, forKey: "components")
        try node.put(persistence, forKey: "persistence")
        try node.put(tags, forKey: "tags")
        try node.put(analytics, forKey: "analytics")
    }
}

extension TourKit.AppVersion: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(version, forKey: "version")
        try node.put(major, forKey: "major")
        try node.putIfPresent(notes, forKey: "notes")
    }
}

extension TourKit.Role: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.put(name, forKey: "name")
        try node.putIfPresent(description, forKey: "description")
    }
}

extension TourKit.Screen: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.put(name, forKey: "name")
        try node.putIfPresent(description, forKey: "description")
        try node.putIfPresent(target, forKey: "target")
    }
}
