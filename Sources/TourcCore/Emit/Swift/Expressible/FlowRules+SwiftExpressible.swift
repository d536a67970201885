/// Explicit Swift expressions for the TourKit types of FlowRules.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.FlowRules: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.FlowRules", storedProperties: ["skip", "back", "resume", "recovery", "stepDelay"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(skip, back, resume, recovery, stepDelay)
    }
}

extension TourKit.SkipPolicy: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.SkipPolicy", storedProperties: ["available", "confirmAfterProgress", "hiddenOnLastStep", "position"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(available, confirmAfterProgress, hiddenOnLastStep, position)
    }
}

extension TourKit.ControlPosition: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ControlPosition", cases: ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "inline"], payloadLabels: [[], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .topLeading: return s.cases[0]
        case .topTrailing: return s.cases[1]
        case .bottomLeading: return s.cases[2]
        case .bottomTrailing: return s.cases[3]
        case .inline: return s.cases[4]
        }
    }
}

extension TourKit.ResumePolicy: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ResumePolicy", storedProperties: ["onBackground", "onRelaunch"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(onBackground, onRelaunch)
    }
}

extension TourKit.ResumeBehavior: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ResumeBehavior", cases: ["resume", "restart", "end"], payloadLabels: [[], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .resume: return s.cases[0]
        case .restart: return s.cases[1]
        case .end: return s.cases[2]
        }
    }
}

extension TourKit.RecoveryStrategy: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.RecoveryStrategy", storedProperties: ["checkpoints", "fallback", "maxRetries", "retryDelay", "errors"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(checkpoints, fallback, maxRetries, retryDelay, errors)
    }
}

extension TourKit.ErrorRecovery: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ErrorRecovery", storedProperties: ["error", "fallback"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(error, fallback)
    }
}

extension TourKit.TourErrorKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TourErrorKind", cases: ["targetNotFound", "navigationFailed", "gestureAnimationFailed", "unexpectedState", "userCancelled"], payloadLabels: [[], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .targetNotFound: return s.cases[0]
        case .navigationFailed: return s.cases[1]
        case .gestureAnimationFailed: return s.cases[2]
        case .unexpectedState: return s.cases[3]
        case .userCancelled: return s.cases[4]
        }
    }
}

extension TourKit.Fallback: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Fallback", cases: ["skipStep", "nextCheckpoint", "endTour", "restart"], payloadLabels: [[], [], ["message"], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .skipStep: return s.cases[0]
        case .nextCheckpoint: return s.cases[1]
        case .endTour(let v0):
            return try s.call(case: 2, v0)
        case .restart: return s.cases[3]
        }
    }
}
