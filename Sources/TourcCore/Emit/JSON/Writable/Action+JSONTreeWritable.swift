/// The JSON trees of the TourKit types of Action.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.Action.Kind: JSONTreeWritable {}

extension TourKit.ActionButton: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(label, forKey: "label")
        try node.put(style, forKey: "style")
        try node.putIfPresent(icon, forKey: "icon")
        try node.putIfPresent(accessibilityLabel, forKey: "accessibilityLabel")
        try node.put(action, forKey: "action")
    }
}

extension TourKit.ButtonStyle: JSONTreeWritable {}

/// Mirrors `Action.encode(to:)`: `type`, then the payload; a component embed is flattened in.
extension TourKit.Action: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(type, forKey: "type")
        switch self {
        case .next, .back, .skip, .complete, .dismiss: break
        case .startTour(let tour): try node.put(tour, forKey: "tour")
        case .showSheet(let sheet): try node.put(sheet, forKey: "sheet")
        case .presentComponent(let embed): try embed.writeJSON(into: node)
        case .openScreen(let screen): try node.put(screen, forKey: "screen")
        case .openURL(let url): try node.put(url, forKey: "url")
        }
    }
}
