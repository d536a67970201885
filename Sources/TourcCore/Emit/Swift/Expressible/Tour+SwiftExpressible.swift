/// Explicit Swift expressions for the TourKit types of Tour.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Tour: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Tour", storedProperties: ["id", "name", "description", "presentation", "roles", "tags", "estimatedDuration", "triggers", "when", "unless", "persistence", "flow", "visuals", "labels", "accessibility", "analytics", "steps", "edgeCases"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, name, into: &sink)
        try s.argument(2, description, into: &sink)
        try s.argument(3, presentation, into: &sink)
        try s.argument(4, roles, into: &sink)
        try s.argument(5, tags, into: &sink)
        try s.argument(6, estimatedDuration, into: &sink)
        try s.argument(7, triggers, into: &sink)
        try s.argument(8, when, into: &sink)
        try s.argument(9, unless, into: &sink)
        try s.argument(10, persistence, into: &sink)
        try s.argument(11, flow, into: &sink)
        try s.argument(12, visuals, into: &sink)
        try s.argument(13, labels, into: &sink)
        try s.argument(14, accessibility, into: &sink)
        try s.argument(15, analytics, into: &sink)
        try s.argument(16, steps, into: &sink)
        try s.argument(17, edgeCases, into: &sink)
        sink.endCall()
    }
}

extension TourKit.EdgeCase: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.EdgeCase", storedProperties: ["scenario", "behavior", "rule"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, scenario, into: &sink)
        try s.argument(1, behavior, into: &sink)
        try s.argument(2, rule, into: &sink)
        sink.endCall()
    }
}

extension TourKit.ButtonLabels: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ButtonLabels", storedProperties: ["next", "back", "skip", "done", "dismiss"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, next, into: &sink)
        try s.argument(1, back, into: &sink)
        try s.argument(2, skip, into: &sink)
        try s.argument(3, done, into: &sink)
        try s.argument(4, dismiss, into: &sink)
        sink.endCall()
    }
}

extension TourKit.LabelOverrides: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.LabelOverrides", storedProperties: ["next", "back", "skip", "done", "dismiss"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, next, into: &sink)
        try s.argument(1, back, into: &sink)
        try s.argument(2, skip, into: &sink)
        try s.argument(3, done, into: &sink)
        try s.argument(4, dismiss, into: &sink)
        sink.endCall()
    }
}
