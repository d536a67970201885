/// Explicit Swift expressions for the TourKit types of Step.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Step: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Step", storedProperties: ["id", "kind", "skippable", "when", "unless", "tags", "haptics", "labels", "accessibility", "note"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, id, kind, skippable, when, unless, tags, haptics, labels, accessibility, note)
    }
}

extension TourKit.StepKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.StepKind", cases: ["page", "spotlight", "intents", "tooltip"], payloadLabels: [[nil], [nil], [nil], [nil]])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .page(let v0):
            try s.call(case: 0, into: &sink, v0)
        case .spotlight(let v0):
            try s.call(case: 1, into: &sink, v0)
        case .intents(let v0):
            try s.call(case: 2, into: &sink, v0)
        case .tooltip(let v0):
            try s.call(case: 3, into: &sink, v0)
        }
    }
}

extension TourKit.HapticCue: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.HapticCue", storedProperties: ["event", "haptic"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, event, haptic)
    }
}

extension TourKit.Haptic: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Haptic", cases: ["light", "medium", "heavy", "soft", "rigid", "success", "warning", "error", "selection"], payloadLabels: [[], [], [], [], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .light: s.write(case: 0, to: &sink)
        case .medium: s.write(case: 1, to: &sink)
        case .heavy: s.write(case: 2, to: &sink)
        case .soft: s.write(case: 3, to: &sink)
        case .rigid: s.write(case: 4, to: &sink)
        case .success: s.write(case: 5, to: &sink)
        case .warning: s.write(case: 6, to: &sink)
        case .error: s.write(case: 7, to: &sink)
        case .selection: s.write(case: 8, to: &sink)
        }
    }
}

extension TourKit.StepAccessibility: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.StepAccessibility", storedProperties: ["label", "hint", "announcement"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, label, hint, announcement)
    }
}
