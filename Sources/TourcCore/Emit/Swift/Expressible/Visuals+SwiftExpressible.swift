/// Explicit Swift expressions for the TourKit types of Visuals.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Visuals: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Visuals", storedProperties: ["dim", "animations", "haptics", "celebration", "pulseRing", "tooltip", "accentColor", "titleDesign"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try dim.swiftExpression()),
            SwiftArgument(s.labels[1], try animations.swiftExpression()),
            SwiftArgument(s.labels[2], try haptics.swiftExpression()),
            SwiftArgument(s.labels[3], try celebration.swiftExpression()),
            SwiftArgument(s.labels[4], try pulseRing.swiftExpression()),
            SwiftArgument(s.labels[5], try tooltip.swiftExpression()),
            SwiftArgument(s.labels[6], try accentColor.swiftExpression()),
            SwiftArgument(s.labels[7], try titleDesign.swiftExpression())
        ])
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
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try duration.swiftExpression()),
            SwiftArgument(s.labels[1], try easing.swiftExpression()),
            SwiftArgument(s.labels[2], try delay.swiftExpression()),
            SwiftArgument(s.labels[3], try repeats.swiftExpression()),
            SwiftArgument(s.labels[4], try autoreverses.swiftExpression())
        ])
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
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try overlayAppear.swiftExpression()),
            SwiftArgument(s.labels[1], try stepTransition.swiftExpression()),
            SwiftArgument(s.labels[2], try pageTransition.swiftExpression()),
            SwiftArgument(s.labels[3], try spotlightChange.swiftExpression()),
            SwiftArgument(s.labels[4], try tooltipAppear.swiftExpression()),
            SwiftArgument(s.labels[5], try tooltipCrossfade.swiftExpression()),
            SwiftArgument(s.labels[6], try pulseRing.swiftExpression()),
            SwiftArgument(s.labels[7], try celebration.swiftExpression()),
            SwiftArgument(s.labels[8], try progress.swiftExpression()),
            SwiftArgument(s.labels[9], try finalDismiss.swiftExpression())
        ])
    }
}

extension TourKit.Celebration: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Celebration", storedProperties: ["style", "particleCount", "colors", "particleSize", "spread", "visibleFor", "haptic"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try style.swiftExpression()),
            SwiftArgument(s.labels[1], try particleCount.swiftExpression()),
            SwiftArgument(s.labels[2], try colors.swiftExpression()),
            SwiftArgument(s.labels[3], try particleSize.swiftExpression()),
            SwiftArgument(s.labels[4], try spread.swiftExpression()),
            SwiftArgument(s.labels[5], try visibleFor.swiftExpression()),
            SwiftArgument(s.labels[6], try haptic.swiftExpression())
        ])
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
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try min.swiftExpression()),
            SwiftArgument(s.labels[1], try max.swiftExpression())
        ])
    }
}

extension TourKit.PulseRingStyle: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.PulseRingStyle", storedProperties: ["scale", "lineWidth", "opacity", "innerOpacity", "color"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try scale.swiftExpression()),
            SwiftArgument(s.labels[1], try lineWidth.swiftExpression()),
            SwiftArgument(s.labels[2], try opacity.swiftExpression()),
            SwiftArgument(s.labels[3], try innerOpacity.swiftExpression()),
            SwiftArgument(s.labels[4], try color.swiftExpression())
        ])
    }
}

extension TourKit.TooltipStyle: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TooltipStyle", storedProperties: ["maxWidth", "cornerRadius", "material", "colorScheme"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try maxWidth.swiftExpression()),
            SwiftArgument(s.labels[1], try cornerRadius.swiftExpression()),
            SwiftArgument(s.labels[2], try material.swiftExpression()),
            SwiftArgument(s.labels[3], try colorScheme.swiftExpression())
        ])
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
