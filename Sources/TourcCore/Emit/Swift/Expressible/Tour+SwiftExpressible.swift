/// Explicit Swift expressions for the TourKit types of Tour.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Tour: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Tour", storedProperties: ["id", "name", "description", "presentation", "roles", "tags", "estimatedDuration", "triggers", "when", "unless", "persistence", "flow", "visuals", "labels", "accessibility", "analytics", "steps", "edgeCases"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try id.swiftExpression()),
            SwiftArgument(s.labels[1], try name.swiftExpression()),
            SwiftArgument(s.labels[2], try description.swiftExpression()),
            SwiftArgument(s.labels[3], try presentation.swiftExpression()),
            SwiftArgument(s.labels[4], try roles.swiftExpression()),
            SwiftArgument(s.labels[5], try tags.swiftExpression()),
            SwiftArgument(s.labels[6], try estimatedDuration.swiftExpression()),
            SwiftArgument(s.labels[7], try triggers.swiftExpression()),
            SwiftArgument(s.labels[8], try when.swiftExpression()),
            SwiftArgument(s.labels[9], try unless.swiftExpression()),
            SwiftArgument(s.labels[10], try persistence.swiftExpression()),
            SwiftArgument(s.labels[11], try flow.swiftExpression()),
            SwiftArgument(s.labels[12], try visuals.swiftExpression()),
            SwiftArgument(s.labels[13], try labels.swiftExpression()),
            SwiftArgument(s.labels[14], try accessibility.swiftExpression()),
            SwiftArgument(s.labels[15], try analytics.swiftExpression()),
            SwiftArgument(s.labels[16], try steps.swiftExpression()),
            SwiftArgument(s.labels[17], try edgeCases.swiftExpression())
        ])
    }
}

extension TourKit.EdgeCase: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.EdgeCase", storedProperties: ["scenario", "behavior", "rule"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try scenario.swiftExpression()),
            SwiftArgument(s.labels[1], try behavior.swiftExpression()),
            SwiftArgument(s.labels[2], try rule.swiftExpression())
        ])
    }
}

extension TourKit.ButtonLabels: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ButtonLabels", storedProperties: ["next", "back", "skip", "done", "dismiss"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try next.swiftExpression()),
            SwiftArgument(s.labels[1], try back.swiftExpression()),
            SwiftArgument(s.labels[2], try skip.swiftExpression()),
            SwiftArgument(s.labels[3], try done.swiftExpression()),
            SwiftArgument(s.labels[4], try dismiss.swiftExpression())
        ])
    }
}

extension TourKit.LabelOverrides: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.LabelOverrides", storedProperties: ["next", "back", "skip", "done", "dismiss"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try next.swiftExpression()),
            SwiftArgument(s.labels[1], try back.swiftExpression()),
            SwiftArgument(s.labels[2], try skip.swiftExpression()),
            SwiftArgument(s.labels[3], try done.swiftExpression()),
            SwiftArgument(s.labels[4], try dismiss.swiftExpression())
        ])
    }
}
