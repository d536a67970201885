/// Explicit Swift expressions for the TourKit types of Visuals.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Visuals: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Visuals", storedProperties: ["dim", "animations", "haptics", "celebration", "pulseRing", "tooltip", "accentColor", "titleDesign"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, dim, into: &sink)
        try s.argument(1, animations, into: &sink)
        try s.argument(2, haptics, into: &sink)
        try s.argument(3, celebration, into: &sink)
        try s.argument(4, pulseRing, into: &sink)
        try s.argument(5, tooltip, into: &sink)
        try s.argument(6, accentColor, into: &sink)
        try s.argument(7, titleDesign, into: &sink)
        sink.endCall()
    }
}

extension TourKit.FontDesign: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.FontDesign", cases: ["default", "rounded", "serif", "monospaced"], payloadLabels: [[], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .`default`: s.write(case: 0, to: &sink)
        case .rounded: s.write(case: 1, to: &sink)
        case .serif: s.write(case: 2, to: &sink)
        case .monospaced: s.write(case: 3, to: &sink)
        }
    }
}

extension TourKit.Animation: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Animation", storedProperties: ["duration", "easing", "delay", "repeats", "autoreverses"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, duration, into: &sink)
        try s.argument(1, easing, into: &sink)
        try s.argument(2, delay, into: &sink)
        try s.argument(3, repeats, into: &sink)
        try s.argument(4, autoreverses, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Easing: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Easing", cases: ["linear", "easeIn", "easeOut", "easeInOut", "snappy", "spring"], payloadLabels: [[], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .linear: s.write(case: 0, to: &sink)
        case .easeIn: s.write(case: 1, to: &sink)
        case .easeOut: s.write(case: 2, to: &sink)
        case .easeInOut: s.write(case: 3, to: &sink)
        case .snappy: s.write(case: 4, to: &sink)
        case .spring: s.write(case: 5, to: &sink)
        }
    }
}

extension TourKit.AnimationTimings: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AnimationTimings", storedProperties: ["overlayAppear", "stepTransition", "pageTransition", "spotlightChange", "tooltipAppear", "tooltipCrossfade", "pulseRing", "celebration", "progress", "finalDismiss"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, overlayAppear, into: &sink)
        try s.argument(1, stepTransition, into: &sink)
        try s.argument(2, pageTransition, into: &sink)
        try s.argument(3, spotlightChange, into: &sink)
        try s.argument(4, tooltipAppear, into: &sink)
        try s.argument(5, tooltipCrossfade, into: &sink)
        try s.argument(6, pulseRing, into: &sink)
        try s.argument(7, celebration, into: &sink)
        try s.argument(8, progress, into: &sink)
        try s.argument(9, finalDismiss, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Celebration: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Celebration", storedProperties: ["style", "particleCount", "colors", "particleSize", "spread", "visibleFor", "haptic"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, style, into: &sink)
        try s.argument(1, particleCount, into: &sink)
        try s.argument(2, colors, into: &sink)
        try s.argument(3, particleSize, into: &sink)
        try s.argument(4, spread, into: &sink)
        try s.argument(5, visibleFor, into: &sink)
        try s.argument(6, haptic, into: &sink)
        sink.endCall()
    }
}

extension TourKit.CelebrationStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.CelebrationStyle", cases: ["burst", "confetti", "none"], payloadLabels: [[], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .burst: s.write(case: 0, to: &sink)
        case .confetti: s.write(case: 1, to: &sink)
        case .none: s.write(case: 2, to: &sink)
        }
    }
}

extension TourKit.ClosedRangeValue: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ClosedRangeValue", storedProperties: ["min", "max"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, min, into: &sink)
        try s.argument(1, max, into: &sink)
        sink.endCall()
    }
}

extension TourKit.PulseRingStyle: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.PulseRingStyle", storedProperties: ["scale", "lineWidth", "opacity", "innerOpacity", "color"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, scale, into: &sink)
        try s.argument(1, lineWidth, into: &sink)
        try s.argument(2, opacity, into: &sink)
        try s.argument(3, innerOpacity, into: &sink)
        try s.argument(4, color, into: &sink)
        sink.endCall()
    }
}

extension TourKit.TooltipStyle: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TooltipStyle", storedProperties: ["maxWidth", "cornerRadius", "material", "colorScheme"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, maxWidth, into: &sink)
        try s.argument(1, cornerRadius, into: &sink)
        try s.argument(2, material, into: &sink)
        try s.argument(3, colorScheme, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Material: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Material", cases: ["ultraThin", "thin", "regular", "thick", "solid"], payloadLabels: [[], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .ultraThin: s.write(case: 0, to: &sink)
        case .thin: s.write(case: 1, to: &sink)
        case .regular: s.write(case: 2, to: &sink)
        case .thick: s.write(case: 3, to: &sink)
        case .solid: s.write(case: 4, to: &sink)
        }
    }
}

extension TourKit.ColorScheme: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ColorScheme", cases: ["light", "dark", "system"], payloadLabels: [[], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .light: s.write(case: 0, to: &sink)
        case .dark: s.write(case: 1, to: &sink)
        case .system: s.write(case: 2, to: &sink)
        }
    }
}
