/// Explicit Swift expressions for the TourKit types of PageContent.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.PageContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.PageContent", storedProperties: ["title", "subtitle", "body", "icon", "iconColor", "illustration", "content", "actions", "advance"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, title, subtitle, body, icon, iconColor, illustration, content, actions, advance)
    }
}

extension TourKit.Illustration: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Illustration", storedProperties: ["symbol", "asset", "description"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, symbol, asset, description)
    }
}

extension TourKit.SpotlightContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.SpotlightContent", storedProperties: ["title", "body", "hint", "spotlight", "dim", "coachMark", "gestureHint", "pulseRing", "blocksTouches", "component", "advance", "celebrate", "targetFallbacks"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink,
            title, body, hint, spotlight, dim, coachMark, gestureHint, pulseRing, blocksTouches, component, advance,
            celebrate, targetFallbacks)
    }
}

extension TourKit.CoachMark: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.CoachMark", storedProperties: ["position", "anchor"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, position, anchor)
    }
}

extension TourKit.TooltipPosition: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TooltipPosition", cases: ["above", "below", "leading", "trailing", "center", "automatic"], payloadLabels: [[], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .above: s.write(case: 0, to: &sink)
        case .below: s.write(case: 1, to: &sink)
        case .leading: s.write(case: 2, to: &sink)
        case .trailing: s.write(case: 3, to: &sink)
        case .center: s.write(case: 4, to: &sink)
        case .automatic: s.write(case: 5, to: &sink)
        }
    }
}

extension TourKit.TargetFallback: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TargetFallback", storedProperties: ["target", "replacement", "when", "unless"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, target, replacement, when, unless)
    }
}

extension TourKit.TooltipContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TooltipContent", storedProperties: ["title", "body", "anchor", "position", "dismiss"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, title, body, anchor, position, dismiss)
    }
}

extension TourKit.DismissMethod: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.DismissMethod", cases: ["tapOutside", "button", "swipeDown", "escapeGesture"], payloadLabels: [[], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .tapOutside: s.write(case: 0, to: &sink)
        case .button: s.write(case: 1, to: &sink)
        case .swipeDown: s.write(case: 2, to: &sink)
        case .escapeGesture: s.write(case: 3, to: &sink)
        }
    }
}

extension TourKit.IntentContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.IntentContent", storedProperties: ["intents"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, intents)
    }
}
