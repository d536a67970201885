/// The JSON trees of the TourKit types of TourBundle.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.TourBundle: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(format, forKey: "format")
        try node.put(app, forKey: "app")
        try node.put(tours, forKey: "tours")
        try node.put(contentHash, forKey: "contentHash")
    }
}
