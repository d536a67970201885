/// The JSON trees of the TourKit types of Presentation.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.Presentation: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(style, forKey: "style")
        try node.put(container, forKey: "container")
        try node.put(background, forKey: "background")
        try node.put(detents, forKey: "detents")
        try node.put(dragIndicator, forKey: "dragIndicator")
        try node.put(interactiveDismiss, forKey: "interactiveDismiss")
        try node.put(progress, forKey: "progress")
    }
}

extension TourKit.PresentationStyle: JSONTreeWritable {}

extension TourKit.PresentationContainer: JSONTreeWritable {}

extension TourKit.Background: JSONTreeWritable {}

extension TourKit.Detent: JSONTreeWritable {}

extension TourKit.ProgressIndicator: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(style, forKey: "style")
        try node.put(excludesFinalStep, forKey: "excludesFinalStep")
        try node.put(hiddenForSingleStep, forKey: "hiddenForSingleStep")
    }
}

extension TourKit.ProgressStyle: JSONTreeWritable {}
