/// Explicit Swift expressions for the TourKit types of TourBundle.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.TourBundle: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TourBundle", storedProperties: ["format", "app", "tours", "contentHash"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, format, into: &sink)
        try s.argument(1, app, into: &sink)
        try s.argument(2, tours, into: &sink)
        try s.argument(3, contentHash, into: &sink)
        sink.endCall()
    }
}
