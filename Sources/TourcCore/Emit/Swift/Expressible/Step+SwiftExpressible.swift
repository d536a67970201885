/// Explicit Swift expressions for the TourKit types of Step.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Step: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Step", storedProperties: ["id", "kind", "skippable", "when", "unless", "tags", "haptics", "labels", "accessibility", "note"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try id.swiftExpression()),
            SwiftArgument(s.labels[1], try kind.swiftExpression()),
            SwiftArgument(s.labels[2], try skippable.swiftExpression()),
            SwiftArgument(s.labels[3], try when.swiftExpression()),
            SwiftArgument(s.labels[4], try unless.swiftExpression()),
            SwiftArgument(s.labels[5], try tags.swiftExpression()),
            SwiftArgument(s.labels[6], try haptics.swiftExpression()),
            SwiftArgument(s.labels[7], try labels.swiftExpression()),
            SwiftArgument(s.labels[8], try accessibility.swiftExpression()),
            SwiftArgument(s.labels[9], try note.swiftExpression())
        ])
    }
}

extension TourKit.StepKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.StepKind", cases: ["page", "spotlight", "intents", "tooltip"], payloadLabels: [[nil], [nil], [nil], [nil]])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .page(let v0):
            return .call(s.cases[0], [SwiftArgument(s.label(0, 0), try v0.swiftExpression())])
        case .spotlight(let v0):
            return .call(s.cases[1], [SwiftArgument(s.label(1, 0), try v0.swiftExpression())])
        case .intents(let v0):
            return .call(s.cases[2], [SwiftArgument(s.label(2, 0), try v0.swiftExpression())])
        case .tooltip(let v0):
            return .call(s.cases[3], [SwiftArgument(s.label(3, 0), try v0.swiftExpression())])
        }
    }
}

extension TourKit.HapticCue: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.HapticCue", storedProperties: ["event", "haptic"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try event.swiftExpression()),
            SwiftArgument(s.labels[1], try haptic.swiftExpression())
        ])
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
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try label.swiftExpression()),
            SwiftArgument(s.labels[1], try hint.swiftExpression()),
            SwiftArgument(s.labels[2], try announcement.swiftExpression())
        ])
    }
}
