/// The JSON trees of the TourKit types of Intent.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.Intent.Kind: JSONTreeWritable {}

extension TourKit.GestureKind: JSONTreeWritable {}

extension TourKit.GestureHint: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(gesture, forKey: "gesture")
        try node.putIfPresent(at, forKey: "at")
        try node.putIfPresent(icon, forKey: "icon")
        try node.putIfPresent(duration, forKey: "duration")
        try node.putIfPresent(animation, forKey: "animation")
    }
}

/// Mirrors `Intent.encode(to:)`.
extension TourKit.Intent: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(type, forKey: "type")
        switch self {
        case .navigate(let to): try node.put(to, forKey: "to")
        case .highlight(let target, let padding):
            try node.put(target, forKey: "target")
            try node.put(padding, forKey: "padding")
        case .showMessage(let title, let body):
            try node.put(title, forKey: "title")
            try node.put(body, forKey: "body")
        case .showTooltip(let message, let position):
            try node.put(message, forKey: "message")
            try node.put(position, forKey: "position")
        case .demonstrateGesture(let gesture, let duration, let target):
            try node.put(gesture, forKey: "gesture")
            try node.putIfPresent(duration, forKey: "duration")
            try node.putIfPresent(target, forKey: "target")
        case .awaitTap(let target): try node.putIfPresent(target, forKey: "target")
        case .awaitNextButton: break
        case .delay(let seconds): try node.put(seconds, forKey: "seconds")
        }
    }
}
