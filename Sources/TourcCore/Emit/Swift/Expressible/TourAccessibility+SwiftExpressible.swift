/// Explicit Swift expressions for the TourKit types of TourAccessibility.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.TourAccessibility: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TourAccessibility", storedProperties: ["announceSteps", "trapsFocus", "focusOrder", "escapeDismisses", "respectsReduceMotion", "dynamicType", "minimumTouchTarget", "touchTargets", "notes"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, announceSteps, into: &sink)
        try s.argument(1, trapsFocus, into: &sink)
        try s.argument(2, focusOrder, into: &sink)
        try s.argument(3, escapeDismisses, into: &sink)
        try s.argument(4, respectsReduceMotion, into: &sink)
        try s.argument(5, dynamicType, into: &sink)
        try s.argument(6, minimumTouchTarget, into: &sink)
        try s.argument(7, touchTargets, into: &sink)
        try s.argument(8, notes, into: &sink)
        sink.endCall()
    }
}

extension TourKit.FocusElement: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.FocusElement", cases: ["title", "body", "tooltip", "content", "nextButton", "backButton", "skipButton", "doneButton", "dismissButton"], payloadLabels: [[], [], [], [], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .title: s.write(case: 0, to: &sink)
        case .body: s.write(case: 1, to: &sink)
        case .tooltip: s.write(case: 2, to: &sink)
        case .content: s.write(case: 3, to: &sink)
        case .nextButton: s.write(case: 4, to: &sink)
        case .backButton: s.write(case: 5, to: &sink)
        case .skipButton: s.write(case: 6, to: &sink)
        case .doneButton: s.write(case: 7, to: &sink)
        case .dismissButton: s.write(case: 8, to: &sink)
        }
    }
}

extension TourKit.TouchTarget: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TouchTarget", storedProperties: ["control", "minimum"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, control, into: &sink)
        try s.argument(1, minimum, into: &sink)
        sink.endCall()
    }
}

extension TourKit.TourControl: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TourControl", cases: ["next", "back", "skip", "done", "dismiss", "help"], payloadLabels: [[], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .next: s.write(case: 0, to: &sink)
        case .back: s.write(case: 1, to: &sink)
        case .skip: s.write(case: 2, to: &sink)
        case .done: s.write(case: 3, to: &sink)
        case .dismiss: s.write(case: 4, to: &sink)
        case .help: s.write(case: 5, to: &sink)
        }
    }
}
