/// Explicit Swift expressions for the TourKit types of Region.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Region: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Region", storedProperties: ["target", "slice", "offset", "size", "padding"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, target, into: &sink)
        try s.argument(1, slice, into: &sink)
        try s.argument(2, offset, into: &sink)
        try s.argument(3, size, into: &sink)
        try s.argument(4, padding, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Slice: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Slice", storedProperties: ["edge", "length"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, edge, into: &sink)
        try s.argument(1, length, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Edge: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Edge", cases: ["top", "bottom", "leading", "trailing"], payloadLabels: [[], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .top: s.write(case: 0, to: &sink)
        case .bottom: s.write(case: 1, to: &sink)
        case .leading: s.write(case: 2, to: &sink)
        case .trailing: s.write(case: 3, to: &sink)
        }
    }
}

extension TourKit.Padding: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Padding", storedProperties: ["horizontal", "vertical"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, horizontal, into: &sink)
        try s.argument(1, vertical, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Spotlight: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Spotlight", storedProperties: ["regions", "shape", "cornerRadius"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, regions, into: &sink)
        try s.argument(1, shape, into: &sink)
        try s.argument(2, cornerRadius, into: &sink)
        sink.endCall()
    }
}

extension TourKit.SpotlightShape: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.SpotlightShape", cases: ["roundedRect", "circle", "capsule"], payloadLabels: [[], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .roundedRect: s.write(case: 0, to: &sink)
        case .circle: s.write(case: 1, to: &sink)
        case .capsule: s.write(case: 2, to: &sink)
        }
    }
}
