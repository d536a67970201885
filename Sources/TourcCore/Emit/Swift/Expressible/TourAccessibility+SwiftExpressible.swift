/// Explicit Swift expressions for the TourKit types of TourAccessibility.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.TourAccessibility: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TourAccessibility", storedProperties: ["announceSteps", "trapsFocus", "focusOrder", "escapeDismisses", "respectsReduceMotion", "dynamicType", "minimumTouchTarget", "touchTargets", "notes"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(
            announceSteps, trapsFocus, focusOrder, escapeDismisses, respectsReduceMotion, dynamicType,
            minimumTouchTarget, touchTargets, notes)
    }
}

extension TourKit.FocusElement: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.FocusElement", cases: ["title", "body", "tooltip", "content", "nextButton", "backButton", "skipButton", "doneButton", "dismissButton"], payloadLabels: [[], [], [], [], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .title: return s.cases[0]
        case .body: return s.cases[1]
        case .tooltip: return s.cases[2]
        case .content: return s.cases[3]
        case .nextButton: return s.cases[4]
        case .backButton: return s.cases[5]
        case .skipButton: return s.cases[6]
        case .doneButton: return s.cases[7]
        case .dismissButton: return s.cases[8]
        }
    }
}

extension TourKit.TouchTarget: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TouchTarget", storedProperties: ["control", "minimum"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(control, minimum)
    }
}

extension TourKit.TourControl: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TourControl", cases: ["next", "back", "skip", "done", "dismiss", "help"], payloadLabels: [[], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .next: return s.cases[0]
        case .back: return s.cases[1]
        case .skip: return s.cases[2]
        case .done: return s.cases[3]
        case .dismiss: return s.cases[4]
        case .help: return s.cases[5]
        }
    }
}
