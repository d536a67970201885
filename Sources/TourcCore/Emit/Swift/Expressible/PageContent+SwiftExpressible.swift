/// Explicit Swift expressions for the TourKit types of PageContent.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.PageContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.PageContent", storedProperties: ["title", "subtitle", "body", "icon", "iconColor", "illustration", "content", "actions", "advance"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, title, into: &sink)
        try s.argument(1, subtitle, into: &sink)
        try s.argument(2, body, into: &sink)
        try s.argument(3, icon, into: &sink)
        try s.argument(4, iconColor, into: &sink)
        try s.argument(5, illustration, into: &sink)
        try s.argument(6, content, into: &sink)
        try s.argument(7, actions, into: &sink)
        try s.argument(8, advance, into: &sink)
        sink.endCall()
    }
}

extension TourKit.Illustration: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Illustration", storedProperties: ["symbol", "asset", "description"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, symbol, into: &sink)
        try s.argument(1, asset, into: &sink)
        try s.argument(2, description, into: &sink)
        sink.endCall()
    }
}

extension TourKit.SpotlightContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.SpotlightContent", storedProperties: ["title", "body", "hint", "spotlight", "dim", "coachMark", "gestureHint", "pulseRing", "blocksTouches", "component", "advance", "celebrate", "targetFallbacks"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, title, into: &sink)
        try s.argument(1, body, into: &sink)
        try s.argument(2, hint, into: &sink)
        try s.argument(3, spotlight, into: &sink)
        try s.argument(4, dim, into: &sink)
        try s.argument(5, coachMark, into: &sink)
        try s.argument(6, gestureHint, into: &sink)
        try s.argument(7, pulseRing, into: &sink)
        try s.argument(8, blocksTouches, into: &sink)
        try s.argument(9, component, into: &sink)
        try s.argument(10, advance, into: &sink)
        try s.argument(11, celebrate, into: &sink)
        try s.argument(12, targetFallbacks, into: &sink)
        sink.endCall()
    }
}

extension TourKit.CoachMark: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.CoachMark", storedProperties: ["position", "anchor"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, position, into: &sink)
        try s.argument(1, anchor, into: &sink)
        sink.endCall()
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
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, target, into: &sink)
        try s.argument(1, replacement, into: &sink)
        try s.argument(2, when, into: &sink)
        try s.argument(3, unless, into: &sink)
        sink.endCall()
    }
}

extension TourKit.TooltipContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TooltipContent", storedProperties: ["title", "body", "anchor", "position", "dismiss"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, title, into: &sink)
        try s.argument(1, body, into: &sink)
        try s.argument(2, anchor, into: &sink)
        try s.argument(3, position, into: &sink)
        try s.argument(4, dismiss, into: &sink)
        sink.endCall()
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
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, intents, into: &sink)
        sink.endCall()
    }
}
