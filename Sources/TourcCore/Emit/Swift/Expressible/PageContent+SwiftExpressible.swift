/// Explicit Swift expressions for the TourKit types of PageContent.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.PageContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.PageContent", storedProperties: ["title", "subtitle", "body", "icon", "iconColor", "illustration", "content", "actions", "advance"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(title, subtitle, body, icon, iconColor, illustration, content, actions, advance)
    }
}

extension TourKit.Illustration: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Illustration", storedProperties: ["symbol", "asset", "description"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(symbol, asset, description)
    }
}

extension TourKit.SpotlightContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.SpotlightContent", storedProperties: ["title", "body", "hint", "spotlight", "dim", "coachMark", "gestureHint", "pulseRing", "blocksTouches", "component", "advance", "celebrate", "targetFallbacks"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(
            title, body, hint, spotlight, dim, coachMark, gestureHint, pulseRing, blocksTouches, component, advance,
            celebrate, targetFallbacks)
    }
}

extension TourKit.CoachMark: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.CoachMark", storedProperties: ["position", "anchor"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(position, anchor)
    }
}

extension TourKit.TooltipPosition: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TooltipPosition", cases: ["above", "below", "leading", "trailing", "center", "automatic"], payloadLabels: [[], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .above: return s.cases[0]
        case .below: return s.cases[1]
        case .leading: return s.cases[2]
        case .trailing: return s.cases[3]
        case .center: return s.cases[4]
        case .automatic: return s.cases[5]
        }
    }
}

extension TourKit.TargetFallback: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TargetFallback", storedProperties: ["target", "replacement", "when", "unless"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(target, replacement, when, unless)
    }
}

extension TourKit.TooltipContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TooltipContent", storedProperties: ["title", "body", "anchor", "position", "dismiss"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(title, body, anchor, position, dismiss)
    }
}

extension TourKit.DismissMethod: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.DismissMethod", cases: ["tapOutside", "button", "swipeDown", "escapeGesture"], payloadLabels: [[], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .tapOutside: return s.cases[0]
        case .button: return s.cases[1]
        case .swipeDown: return s.cases[2]
        case .escapeGesture: return s.cases[3]
        }
    }
}

extension TourKit.IntentContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.IntentContent", storedProperties: ["intents"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(intents)
    }
}
