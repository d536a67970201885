/// The JSON trees of the TourKit types of Tour.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.Tour: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.put(name, forKey: "name")
        try node.putIfPresent(description, forKey: "description")
        try node.put(presentation, forKey: "presentation")
        try node.put(roles, forKey: "roles")
        try node.put(tags, forKey: "tags")
        try node.putIfPresent(estimatedDuration, forKey: "estimatedDuration")
        try node.put(triggers, forKey: "triggers")
        try node.put(when, forKey: "when")
        try node.put(unless, forKey: "unless")
        try node.put(persistence, forKey: "persistence")
        try node.put(flow, forKey: "flow")
        try node.put(visuals, forKey: "visuals")
        try node.put(labels, forKey: "labels")
        try node.put(accessibility, forKey: "accessibility")
        try node.put(analytics, forKey: "analytics")
        try node.put(steps, forKey: "steps")
        try node.put(edgeCases, forKey: "edgeCases")
    }
}

extension TourKit.EdgeCase: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(scenario, forKey: "scenario")
        try node.put(behavior, forKey: "behavior")
        try node.putIfPresent(rule, forKey: "rule")
    }
}

extension TourKit.ButtonLabels: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(next, forKey: "next")
        try node.put(back, forKey: "back")
        try node.put(skip, forKey: "skip")
        try node.put(done, forKey: "done")
        try node.put(dismiss, forKey: "dismiss")
    }
}

extension TourKit.LabelOverrides: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.putIfPresent(next, forKey: "next")
        try node.putIfPresent(back, forKey: "back")
        try node.putIfPresent(skip, forKey: "skip")
        try node.putIfPresent(done, forKey: "done")
        try node.putIfPresent(dismiss, forKey: "dismiss")
    }
}
