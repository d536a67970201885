/// Explicit Swift expressions for the TourKit types of FlowRules.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.FlowRules: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.FlowRules", storedProperties: ["skip", "back", "resume", "recovery", "stepDelay"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try skip.swiftExpression()),
            SwiftArgument(s.labels[1], try back.swiftExpression()),
            SwiftArgument(s.labels[2], try resume.swiftExpression()),
            SwiftArgument(s.labels[3], try recovery.swiftExpression()),
            SwiftArgument(s.labels[4], try stepDelay.swiftExpression())
        ])
    }
}

extension TourKit.SkipPolicy: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.SkipPolicy", storedProperties: ["available", "confirmAfterProgress", "hiddenOnLastStep", "position"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try available.swiftExpression()),
            SwiftArgument(s.labels[1], try confirmAfterProgress.swiftExpression()),
            SwiftArgument(s.labels[2], try hiddenOnLastStep.swiftExpression()),
            SwiftArgument(s.labels[3], try position.swiftExpression())
        ])
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
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try onBackground.swiftExpression()),
            SwiftArgument(s.labels[1], try onRelaunch.swiftExpression())
        ])
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
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try checkpoints.swiftExpression()),
            SwiftArgument(s.labels[1], try fallback.swiftExpression()),
            SwiftArgument(s.labels[2], try maxRetries.swiftExpression()),
            SwiftArgument(s.labels[3], try retryDelay.swiftExpression()),
            SwiftArgument(s.labels[4], try errors.swiftExpression())
        ])
    }
}

extension TourKit.ErrorRecovery: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ErrorRecovery", storedProperties: ["error", "fallback"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try error.swiftExpression()),
            SwiftArgument(s.labels[1], try fallback.swiftExpression())
        ])
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
            return .call(s.cases[2], [SwiftArgument(s.label(2, 0), try v0.swiftExpression())])
        case .restart: return s.cases[3]
        }
    }
}
