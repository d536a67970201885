/// The JSON trees of the TourKit types of Advance.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.Advance.Kind: JSONTreeWritable {}

/// Mirrors `Advance.encode(to:)`.
extension TourKit.Advance: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(type, forKey: "type")
        switch self {
        case .nextButton, .tapAnywhere: break
        case .tapTarget(let target): try node.put(target, forKey: "target")
        case .gesture(let gesture, let target):
            try node.put(gesture, forKey: "gesture")
            try node.putIfPresent(target, forKey: "target")
        case .event(let event): try node.put(event, forKey: "event")
        case .component(let component, let outcomes):
            try node.put(component, forKey: "component")
            try node.put(outcomes, forKey: "outcomes")
        case .timer(let after): try node.put(after, forKey: "after")
        }
    }
}
