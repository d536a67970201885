/// Explicit Swift expressions for the TourKit types of Tour.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Tour: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Tour", storedProperties: ["id", "name", "description", "presentation", "roles", "tags", "estimatedDuration", "triggers", "when", "unless", "persistence", "flow", "visuals", "labels", "accessibility", "analytics", "steps", "edgeCases"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink,
            id, name, description, presentation, roles, tags, estimatedDuration, triggers, when, unless, persistence,
            flow, visuals, labels, accessibility, analytics, steps, edgeCases)
    }
}

extension TourKit.EdgeCase: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.EdgeCase", storedProperties: ["scenario", "behavior", "rule"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, scenario, behavior, rule)
    }
}

extension TourKit.ButtonLabels: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ButtonLabels", storedProperties: ["next", "back", "skip", "done", "dismiss"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, next, back, skip, done, dismiss)
    }
}

extension TourKit.LabelOverrides: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.LabelOverrides", storedProperties: ["next", "back", "skip", "done", "dismiss"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, next, back, skip, done, dismiss)
    }
}
