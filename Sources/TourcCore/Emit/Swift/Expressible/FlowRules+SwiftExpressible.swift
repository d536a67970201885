/// Explicit Swift expressions for the TourKit types of FlowRules.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.FlowRules: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.FlowRules", storedProperties: ["skip", "back", "resume", "recovery", "stepDelay"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, skip, into: &sink)
        try s.argument(1, back, into: &sink)
        try s.argument(2, resume, into: &sink)
        try s.argument(3, recovery, into: &sink)
        try s.argument(4, stepDelay, into: &sink)
        sink.endCall()
    }
}

extension TourKit.SkipPolicy: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.SkipPolicy", storedProperties: ["available", "confirmAfterProgress", "hiddenOnLastStep", "position"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, available, into: &sink)
        try s.argument(1, confirmAfterProgress, into: &sink)
        try s.argument(2, hiddenOnLastStep, into: &sink)
        try s.argument(3, position, into: &sink)
        sink.endCall()
    }
}

extension TourKit.ControlPosition: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ControlPosition", cases: ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "inline"], payloadLabels: [[], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .topLeading: s.write(case: 0, to: &sink)
        case .topTrailing: s.write(case: 1, to: &sink)
        case .bottomLeading: s.write(case: 2, to: &sink)
        case .bottomTrailing: s.write(case: 3, to: &sink)
        case .inline: s.write(case: 4, to: &sink)
        }
    }
}

extension TourKit.ResumePolicy: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ResumePolicy", storedProperties: ["onBackground", "onRelaunch"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, onBackground, into: &sink)
        try s.argument(1, onRelaunch, into: &sink)
        sink.endCall()
    }
}

extension TourKit.ResumeBehavior: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ResumeBehavior", cases: ["resume", "restart", "end"], payloadLabels: [[], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .resume: s.write(case: 0, to: &sink)
        case .restart: s.write(case: 1, to: &sink)
        case .end: s.write(case: 2, to: &sink)
        }
    }
}

extension TourKit.RecoveryStrategy: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.RecoveryStrategy", storedProperties: ["checkpoints", "fallback", "maxRetries", "retryDelay", "errors"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, checkpoints, into: &sink)
        try s.argument(1, fallback, into: &sink)
        try s.argument(2, maxRetries, into: &sink)
        try s.argument(3, retryDelay, into: &sink)
        try s.argument(4, errors, into: &sink)
        sink.endCall()
    }
}

extension TourKit.ErrorRecovery: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ErrorRecovery", storedProperties: ["error", "fallback"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, error, into: &sink)
        try s.argument(1, fallback, into: &sink)
        sink.endCall()
    }
}

extension TourKit.TourErrorKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TourErrorKind", cases: ["targetNotFound", "navigationFailed", "gestureAnimationFailed", "unexpectedState", "userCancelled"], payloadLabels: [[], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .targetNotFound: s.write(case: 0, to: &sink)
        case .navigationFailed: s.write(case: 1, to: &sink)
        case .gestureAnimationFailed: s.write(case: 2, to: &sink)
        case .unexpectedState: s.write(case: 3, to: &sink)
        case .userCancelled: s.write(case: 4, to: &sink)
        }
    }
}

extension TourKit.Fallback: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Fallback", cases: ["skipStep", "nextCheckpoint", "endTour", "restart"], payloadLabels: [[], [], ["message"], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .skipStep: s.write(case: 0, to: &sink)
        case .nextCheckpoint: s.write(case: 1, to: &sink)
        case .endTour(let v0):
            sink.beginCall(s.prepared[2])
            try s.argument(case: 2, 0, v0, into: &sink)
            sink.endCall()
        case .restart: s.write(case: 3, to: &sink)
        }
    }
}
