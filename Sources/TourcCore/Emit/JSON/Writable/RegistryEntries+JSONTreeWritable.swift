/// The JSON trees of the TourKit types of RegistryEntries.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.AppEvent: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.putIfPresent(description, forKey: "description")
        try node.putIfPresent(screen, forKey: "screen")
    }
}

extension TourKit.Condition: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.putIfPresent(description, forKey: "description")
        try node.putIfPresent(key, forKey: "key")
    }
}

extension TourKit.Component: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.putIfPresent(description, forKey: "description")
        try node.put(presentation, forKey: "presentation")
        try node.put(outcomes, forKey: "outcomes")
        try node.put(fields, forKey: "fields")
        try node.put(events, forKey: "events")
    }
}

extension TourKit.ComponentPresentation: JSONTreeWritable {}

extension TourKit.ComponentField: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.put(label, forKey: "label")
        try node.put(kind, forKey: "kind")
        try node.putIfPresent(contentType, forKey: "contentType")
        try node.put(autocapitalize, forKey: "autocapitalize")
    }
}

extension TourKit.FieldKind: JSONTreeWritable {}

extension TourKit.PersistenceKey: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(key, forKey: "key")
        try node.put(type, forKey: "type")
        try node.put(store, forKey: "store")
        try node.put(scope, forKey: "scope")
        try node.putIfPresent(description, forKey: "description")
    }
}

extension TourKit.PersistenceType: JSONTreeWritable {}

extension TourKit.PersistenceStore: JSONTreeWritable {}

extension TourKit.PersistenceScope: JSONTreeWritable {}

extension TourKit.Tag: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.putIfPresent(group, forKey: "group")
        try node.putIfPresent(description, forKey: "description")
    }
}

extension TourKit.TagGroup: JSONTreeWritable {}

extension TourKit.AnalyticsEvent: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.put(parameters, forKey: "parameters")
        try node.putIfPresent(description, forKey: "description")
    }
}
