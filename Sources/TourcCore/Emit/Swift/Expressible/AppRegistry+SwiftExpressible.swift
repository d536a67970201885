/// Explicit Swift expressions for the TourKit types of AppRegistry.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.AppRegistry: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AppRegistry", storedProperties: ["id", "name", "description", "versions", "roles", "screens", "targets", "events", "conditions", "components", "persistence", "tags", "analytics"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink,
            id, name, description, versions, roles, screens, targets, events, conditions, components, persistence, tags,
            analytics)
    }
}

extension TourKit.AppVersion: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AppVersion", storedProperties: ["version", "major", "notes"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, version, major, notes)
    }
}

extension TourKit.Role: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Role", storedProperties: ["id", "name", "description"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, id, name, description)
    }
}

extension TourKit.Screen: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Screen", storedProperties: ["id", "name", "description", "target"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, id, name, description, target)
    }
}
