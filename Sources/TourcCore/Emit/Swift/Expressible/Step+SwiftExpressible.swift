/// Explicit Swift expressions for the TourKit types of Step.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Step: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Step", storedProperties: ["id", "kind", "skippable", "when", "unless", "tags", "haptics", "labels", "accessibility", "note"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, id, into: &sink)
        try s.argument(1, kind, into: &sink)
        try s.argument(2, skippable, into: &sink)
        try s.argument(3, when, into: &sink)
        try s.argument(4, unless, into: &sink)
        try s.argument(5, tags, into: &sink)
        try s.argument(6, haptics, into: &sink)
        try s.argument(7, labels, into: &sink)
        try s.argument(8, accessibility, into: &sink)
        try s.argument(9, note, into: &sink)
        sink.endCall()
    }
}

extension TourKit.StepKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.StepKind", cases: ["page", "spotlight", "intents", "tooltip"], payloadLabels: [[nil], [nil], [nil], [nil]])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .page(let v0):
            sink.beginCall(s.prepared[0])
            try s.argument(case: 0, 0, v0, into: &sink)
            sink.endCall()
        case .spotlight(let v0):
            sink.beginCall(s.prepared[1])
            try s.argument(case: 1, 0, v0, into: &sink)
            sink.endCall()
        case .intents(let v0):
            sink.beginCall(s.prepared[2])
            try s.argument(case: 2, 0, v0, into: &sink)
            sink.endCall()
        case .tooltip(let v0):
            sink.beginCall(s.prepared[3])
            try s.argument(case: 3, 0, v0, into: &sink)
            sink.endCall()
        }
    }
}

extension TourKit.HapticCue: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.HapticCue", storedProperties: ["event", "haptic"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, event, into: &sink)
        try s.argument(1, haptic, into: &sink)
        sink.endCall()
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
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, label, into: &sink)
        try s.argument(1, hint, into: &sink)
        try s.argument(2, announcement, into: &sink)
        sink.endCall()
    }
}
