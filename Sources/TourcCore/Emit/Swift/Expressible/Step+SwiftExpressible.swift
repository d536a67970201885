/// Explicit Swift expressions for the TourKit types of Step.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Step: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Step", storedProperties: ["id", "kind", "skippable", "when", "unless", "tags", "haptics", "labels", "accessibility", "note"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(id, kind, skippable, when, unless, tags, haptics, labels, accessibility, note)
    }
}

extension TourKit.StepKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.StepKind", cases: ["page", "spotlight", "intents", "tooltip"], payloadLabels: [[nil], [nil], [nil], [nil]])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .page(let v0):
            return try s.call(case: 0, v0)
        case .spotlight(let v0):
            return try s.call(case: 1, v0)
        case .intents(let v0):
            return try s.call(case: 2, v0)
        case .tooltip(let v0):
            return try s.call(case: 3, v0)
        }
    }
}

extension TourKit.HapticCue: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.HapticCue", storedProperties: ["event", "haptic"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(event, haptic)
    }
}

extension TourKit.Haptic: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Haptic", cases: ["light", "medium", "heavy", "soft", "rigid", "success", "warning", "error", "selection"], payloadLabels: [[], [], [], [], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .light: return s.cases[0]
        case .medium: return s.cases[1]
        case .heavy: return s.cases[2]
        case .soft: return s.cases[3]
        case .rigid: return s.cases[4]
        case .success: return s.cases[5]
        case .warning: return s.cases[6]
        case .error: return s.cases[7]
        case .selection: return s.cases[8]
        }
    }
}

extension TourKit.StepAccessibility: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.StepAccessibility", storedProperties: ["label", "hint", "announcement"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(label, hint, announcement)
    }
}
