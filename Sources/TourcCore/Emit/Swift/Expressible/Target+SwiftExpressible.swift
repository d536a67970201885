/// Explicit Swift expressions for the TourKit types of Target.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Target: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Target", storedProperties: ["id", "type", "identifier", "screen", "rect", "fallback", "icon", "accessibilityLabel", "description"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, type, into: &sink)
        try s.argument(2, identifier, into: &sink)
        try s.argument(3, screen, into: &sink)
        try s.argument(4, rect, into: &sink)
        try s.argument(5, fallback, into: &sink)
        try s.argument(6, icon, into: &sink)
        try s.argument(7, accessibilityLabel, into: &sink)
        try s.argument(8, description, into: &sink)
        sink.endCall()
    }
}

extension TourKit.TargetKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TargetKind", cases: ["view", "tabBarItem", "screen", "fullScreen", "coordinates"], payloadLabels: [[], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .view: s.write(case: 0, to: &sink)
        case .tabBarItem: s.write(case: 1, to: &sink)
        case .screen: s.write(case: 2, to: &sink)
        case .fullScreen: s.write(case: 3, to: &sink)
        case .coordinates: s.write(case: 4, to: &sink)
        }
    }
}

extension TourKit.Rect: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Rect", storedProperties: ["x", "y", "width", "height"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, x, into: &sink)
        try s.argument(1, y, into: &sink)
        try s.argument(2, width, into: &sink)
        try s.argument(3, height, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Point: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Point", storedProperties: ["x", "y"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, x, into: &sink)
        try s.argument(1, y, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Size: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Size", storedProperties: ["width", "height"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, width, into: &sink)
        try s.argument(1, height, into: &sink)
        sink.endCall()
    }
}
