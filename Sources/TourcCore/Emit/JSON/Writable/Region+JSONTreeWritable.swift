/// The JSON trees of the TourKit types of Region.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.Region: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(target, forKey: "target")
        try node.putIfPresent(slice, forKey: "slice")
        try node.putIfPresent(offset, forKey: "offset")
        try node.putIfPresent(size, forKey: "size")
        try node.put(padding, forKey: "padding")
    }
}

extension TourKit.Slice: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(edge, forKey: "edge")
        try node.put(length, forKey: "length")
    }
}

extension TourKit.Edge: JSONTreeWritable {}

extension TourKit.Spotlight: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(regions, forKey: "regions")
        try node.put(shape, forKey: "shape")
        try node.put(cornerRadius, forKey: "cornerRadius")
    }
}

extension TourKit.SpotlightShape: JSONTreeWritable {}

/// Mirrors `Padding.encode(to:)`: always both sides, never the one-number form.
extension TourKit.Padding: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(horizontal, forKey: "horizontal")
        try node.put(vertical, forKey: "vertical")
    }
}
