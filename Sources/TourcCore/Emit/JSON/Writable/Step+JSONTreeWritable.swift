/// The JSON trees of the TourKit types of Step.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.StepKind.Kind: JSONTreeWritable {}

extension TourKit.HapticCue: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(event, forKey: "event")
        try node.put(haptic, forKey: "haptic")
    }
}

extension TourKit.Haptic: JSONTreeWritable {}

extension TourKit.StepAccessibility: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.putIfPresent(label, forKey: "label")
        try node.putIfPresent(hint, forKey: "hint")
        try node.putIfPresent(announcement, forKey: "announcement")
    }
}

/// Mirrors `Step.encode(to:)`: its members, then its kind flattened in.
extension TourKit.Step: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.put(skippable, forKey: "skippable")
        try node.put(when, forKey: "when")
        try node.put(unless, forKey: "unless")
        try node.put(tags, forKey: "tags")
        try node.put(haptics, forKey: "haptics")
        try node.putIfPresent(labels, forKey: "labels")
        try node.putIfPresent(accessibility, forKey: "accessibility")
        try node.putIfPresent(note, forKey: "note")
        try kind.writeJSON(into: node)
    }
}

/// Mirrors `StepKind.encode(to:)`: `type`, then the content flattened in.
extension TourKit.StepKind: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(type, forKey: "type")
        switch self {
        case .page(let v): try v.writeJSON(into: node)
        case .spotlight(let v): try v.writeJSON(into: node)
        case .intents(let v): try v.writeJSON(into: node)
        case .tooltip(let v): try v.writeJSON(into: node)
        }
    }
}
