/// The JSON trees of the TourKit types of Persistence.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.TourPersistence: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(onceKeys, forKey: "onceKeys")
        try node.putIfPresent(progressKey, forKey: "progressKey")
        try node.put(updates, forKey: "updates")
    }
}

extension TourKit.StateUpdate: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(outcomes, forKey: "outcomes")
        try node.put(key, forKey: "key")
        try node.put(operation, forKey: "operation")
        try node.putIfPresent(value, forKey: "value")
    }
}

extension TourKit.TourOutcome: JSONTreeWritable {}

extension TourKit.StateOperation: JSONTreeWritable {}

/// Mirrors `StateValue.encode(to:)`: a single value.
extension TourKit.StateValue: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        switch self {
        case .bool(let b): node.setScalar(.bool(b))
        case .string(let s): node.setScalar(.string(s))
        }
    }
}
