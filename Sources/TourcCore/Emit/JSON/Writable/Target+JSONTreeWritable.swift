/// The JSON trees of the TourKit types of Target.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.Target: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.put(type, forKey: "type")
        try node.putIfPresent(identifier, forKey: "identifier")
        try node.putIfPresent(screen, forKey: "screen")
        try node.putIfPresent(rect, forKey: "rect")
        try node.putIfPresent(fallback, forKey: "fallback")
        try node.putIfPresent(icon, forKey: "icon")
        try node.putIfPresent(accessibilityLabel, forKey: "accessibilityLabel")
        try node.putIfPresent(description, forKey: "description")
    }
}

extension TourKit.TargetKind: JSONTreeWritable {}

extension TourKit.Rect: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(x, forKey: "x")
        try node.put(y, forKey: "y")
        try node.put(width, forKey: "width")
        try node.put(height, forKey: "height")
    }
}

extension TourKit.Point: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(x, forKey: "x")
        try node.put(y, forKey: "y")
    }
}

extension TourKit.Size: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(width, forKey: "width")
        try node.put(height, forKey: "height")
    }
}
