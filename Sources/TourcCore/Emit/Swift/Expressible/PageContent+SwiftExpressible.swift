/// Explicit Swift expressions for the TourKit types of PageContent.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.PageContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.PageContent", storedProperties: ["title", "subtitle", "body", "icon", "iconColor", "illustration", "content", "actions", "advance"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try title.swiftExpression()),
            SwiftArgument(s.labels[1], try subtitle.swiftExpression()),
            SwiftArgument(s.labels[2], try body.swiftExpression()),
            SwiftArgument(s.labels[3], try icon.swiftExpression()),
            SwiftArgument(s.labels[4], try iconColor.swiftExpression()),
            SwiftArgument(s.labels[5], try illustration.swiftExpression()),
            SwiftArgument(s.labels[6], try content.swiftExpression()),
            SwiftArgument(s.labels[7], try actions.swiftExpression()),
            SwiftArgument(s.labels[8], try advance.swiftExpression())
        ])
    }
}

extension TourKit.Illustration: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Illustration", storedProperties: ["symbol", "asset", "description"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try symbol.swiftExpression()),
            SwiftArgument(s.labels[1], try asset.swiftExpression()),
            SwiftArgument(s.labels[2], try description.swiftExpression())
        ])
    }
}

extension TourKit.SpotlightContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.SpotlightContent", storedProperties: ["title", "body", "hint", "spotlight", "dim", "coachMark", "gestureHint", "pulseRing", "blocksTouches", "component", "advance", "celebrate", "targetFallbacks"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try title.swiftExpression()),
            SwiftArgument(s.labels[1], try body.swiftExpression()),
            SwiftArgument(s.labels[2], try hint.swiftExpression()),
            SwiftArgument(s.labels[3], try spotlight.swiftExpression()),
            SwiftArgument(s.labels[4], try dim.swiftExpression()),
            SwiftArgument(s.labels[5], try coachMark.swiftExpression()),
            SwiftArgument(s.labels[6], try gestureHint.swiftExpression()),
            SwiftArgument(s.labels[7], try pulseRing.swiftExpression()),
            SwiftArgument(s.labels[8], try blocksTouches.swiftExpression()),
            SwiftArgument(s.labels[9], try component.swiftExpression()),
            SwiftArgument(s.labels[10], try advance.swiftExpression()),
            SwiftArgument(s.labels[11], try celebrate.swiftExpression()),
            SwiftArgument(s.labels[12], try targetFallbacks.swiftExpression())
        ])
    }
}

extension TourKit.CoachMark: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.CoachMark", storedProperties: ["position", "anchor"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try position.swiftExpression()),
            SwiftArgument(s.labels[1], try anchor.swiftExpression())
        ])
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
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try target.swiftExpression()),
            SwiftArgument(s.labels[1], try replacement.swiftExpression()),
            SwiftArgument(s.labels[2], try when.swiftExpression()),
            SwiftArgument(s.labels[3], try unless.swiftExpression())
        ])
    }
}

extension TourKit.TooltipContent: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TooltipContent", storedProperties: ["title", "body", "anchor", "position", "dismiss"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try title.swiftExpression()),
            SwiftArgument(s.labels[1], try body.swiftExpression()),
            SwiftArgument(s.labels[2], try anchor.swiftExpression()),
            SwiftArgument(s.labels[3], try position.swiftExpression()),
            SwiftArgument(s.labels[4], try dismiss.swiftExpression())
        ])
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
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try intents.swiftExpression())
        ])
    }
}
