/// Explicit Swift expressions for the TourKit types of AppRegistry.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.AppRegistry: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AppRegistry", storedProperties: ["id", "name", "description", "versions", "roles", "screens", "targets", "events", "conditions", "components", "persistence", "tags", "analytics"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, name, into: &sink)
        try s.argument(2, description, into: &sink)
        try s.argument(3, versions, into: &sink)
        try s.argument(4, roles, into: &sink)
        try s.argument(5, screens, into: &sink)
        try s.argument(6, targets, into: &sink)
        try s.argument(7, events, into: &sink)
        try s.argument(8, conditions, into: &sink)
        try s.argument(9, components, into: &sink)
        try s.argument(10, persistence, into: &sink)
        try s.argument(11, tags, into: &sink)
        try s.argument(12, analytics, into: &sink)
        sink.endCall()
    }
}

extension TourKit.AppVersion: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AppVersion", storedProperties: ["version", "major", "notes"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, version, into: &sink)
        try s.argument(1, major, into: &sink)
        try s.argument(2, notes, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Role: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Role", storedProperties: ["id", "name", "description"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, name, into: &sink)
        try s.argument(2, description, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Screen: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Screen", storedProperties: ["id", "name", "description", "target"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, name, into: &sink)
        try s.argument(2, description, into: &sink)
        try s.argument(3, target, into: &sink)
        sink.endCall()
    }
}
