/// Explicit Swift expressions for the TourKit types of Visuals.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Visuals: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Visuals", storedProperties: ["dim", "animations", "haptics", "celebration", "pulseRing", "tooltip", "accentColor", "titleDesign"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(dim, animations, haptics, celebration, pulseRing, tooltip, accentColor, titleDesign)
    }
}

extension TourKit.FontDesign: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.FontDesign", cases: ["default", "rounded", "serif", "monospaced"], payloadLabels: [[], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .`default`: return s.cases[0]
        case .rounded: return s.cases[1]
        case .serif: return s.cases[2]
        case .monospaced: return s.cases[3]
        }
    }
}

extension TourKit.Animation: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Animation", storedProperties: ["duration", "easing", "delay", "repeats", "autoreverses"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(duration, easing, delay, repeats, autoreverses)
    }
}

extension TourKit.Easing: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Easing", cases: ["linear", "easeIn", "easeOut", "easeInOut", "snappy", "spring"], payloadLabels: [[], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .linear: return s.cases[0]
        case .easeIn: return s.cases[1]
        case .easeOut: return s.cases[2]
        case .easeInOut: return s.cases[3]
        case .snappy: return s.cases[4]
        case .spring: return s.cases[5]
        }
    }
}

extension TourKit.AnimationTimings: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.AnimationTimings", storedProperties: ["overlayAppear", "stepTransition", "pageTransition", "spotlightChange", "tooltipAppear", "tooltipCrossfade", "pulseRing", "celebration", "progress", "finalDismiss"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(
            overlayAppear, stepTransition, pageTransition, spotlightChange, tooltipAppear, tooltipCrossfade, pulseRing,
            celebration, progress, finalDismiss)
    }
}

extension TourKit.Celebration: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Celebration", storedProperties: ["style", "particleCount", "colors", "particleSize", "spread", "visibleFor", "haptic"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(style, particleCount, colors, particleSize, spread, visibleFor, haptic)
    }
}

extension TourKit.CelebrationStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.CelebrationStyle", cases: ["burst", "confetti", "none"], payloadLabels: [[], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .burst: return s.cases[0]
        case .confetti: return s.cases[1]
        case .none: return s.cases[2]
        }
    }
}

extension TourKit.ClosedRangeValue: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ClosedRangeValue", storedProperties: ["min", "max"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(min, max)
    }
}

extension TourKit.PulseRingStyle: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.PulseRingStyle", storedProperties: ["scale", "lineWidth", "opacity", "innerOpacity", "color"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(scale, lineWidth, opacity, innerOpacity, color)
    }
}

extension TourKit.TooltipStyle: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TooltipStyle", storedProperties: ["maxWidth", "cornerRadius", "material", "colorScheme"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(maxWidth, cornerRadius, material, colorScheme)
    }
}

extension TourKit.Material: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Material", cases: ["ultraThin", "thin", "regular", "thick", "solid"], payloadLabels: [[], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .ultraThin: return s.cases[0]
        case .thin: return s.cases[1]
        case .regular: return s.cases[2]
        case .thick: return s.cases[3]
        case .solid: return s.cases[4]
        }
    }
}

extension TourKit.ColorScheme: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ColorScheme", cases: ["light", "dark", "system"], payloadLabels: [[], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .light: return s.cases[0]
        case .dark: return s.cases[1]
        case .system: return s.cases[2]
        }
    }
}
