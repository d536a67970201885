/// Explicit Swift expressions for the TourKit types of AppRegistry.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.AppRegistry: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AppRegistry", storedProperties: ["id", "name", "description", "versions", "roles", "screens", "targets", "events", "conditions", "components", "persistence", "tags", "analytics"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try id.swiftExpression()),
            SwiftArgument(s.labels[1], try name.swiftExpression()),
            SwiftArgument(s.labels[2], try description.swiftExpression()),
            SwiftArgument(s.labels[3], try versions.swiftExpression()),
            SwiftArgument(s.labels[4], try roles.swiftExpression()),
            SwiftArgument(s.labels[5], try screens.swiftExpression()),
            SwiftArgument(s.labels[6], try targets.swiftExpression()),
            SwiftArgument(s.labels[7], try events.swiftExpression()),
            SwiftArgument(s.labels[8], try conditions.swiftExpression()),
            SwiftArgument(s.labels[9], try components.swiftExpression()),
            SwiftArgument(s.labels[10], try persistence.swiftExpression()),
            SwiftArgument(s.labels[11], try tags.swiftExpression()),
            SwiftArgument(s.labels[12], try analytics.swiftExpression())
        ])
    }
}

extension TourKit.AppVersion: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AppVersion", storedProperties: ["version", "major", "notes"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try version.swiftExpression()),
            SwiftArgument(s.labels[1], try major.swiftExpression()),
            SwiftArgument(s.labels[2], try notes.swiftExpression())
        ])
    }
}

extension TourKit.Role: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Role", storedProperties: ["id", "name", "description"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try id.swiftExpression()),
            SwiftArgument(s.labels[1], try name.swiftExpression()),
            SwiftArgument(s.labels[2], try description.swiftExpression())
        ])
    }
}

extension TourKit.Screen: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Screen", storedProperties: ["id", "name", "description", "target"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try id.swiftExpression()),
            SwiftArgument(s.labels[1], try name.swiftExpression()),
            SwiftArgument(s.labels[2], try description.swiftExpression()),
            SwiftArgument(s.labels[3], try target.swiftExpression())
        ])
    }
}
