/// Explicit Swift expressions for the TourKit types of Intent.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Intent: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Intent", cases: ["navigate", "highlight", "showMessage", "showTooltip", "demonstrateGesture", "awaitTap", "awaitNextButton", "delay"], payloadLabels: [["to"], ["target", "padding"], ["title", "body"], ["message", "position"], ["gesture", "duration", "target"], ["target"], [], ["seconds"]])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .navigate(let v0):
            return .call(s.cases[0], [SwiftArgument(s.label(0, 0), try v0.swiftExpression())])
        case .highlight(let v0, let v1):
            return .call(s.cases[1], [SwiftArgument(s.label(1, 0), try v0.swiftExpression()), SwiftArgument(s.label(1, 1), try v1.swiftExpression())])
        case .showMessage(let v0, let v1):
            return .call(s.cases[2], [SwiftArgument(s.label(2, 0), try v0.swiftExpression()), SwiftArgument(s.label(2, 1), try v1.swiftExpression())])
        case .showTooltip(let v0, let v1):
            return .call(s.cases[3], [SwiftArgument(s.label(3, 0), try v0.swiftExpression()), SwiftArgument(s.label(3, 1), try v1.swiftExpression())])
        case .demonstrateGesture(let v0, let v1, let v2):
            return .call(s.cases[4], [SwiftArgument(s.label(4, 0), try v0.swiftExpression()), SwiftArgument(s.label(4, 1), try v1.swiftExpression()), SwiftArgument(s.label(4, 2), try v2.swiftExpression())])
        case .awaitTap(let v0):
            return .call(s.cases[5], [SwiftArgument(s.label(5, 0), try v0.swiftExpression())])
        case .awaitNextButton: return s.cases[6]
        case .delay(let v0):
            return .call(s.cases[7], [SwiftArgument(s.label(7, 0), try v0.swiftExpression())])
        }
    }
}

extension TourKit.Intent.Kind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Intent.Kind", cases: ["navigate", "highlight", "showMessage", "showTooltip", "demonstrateGesture", "awaitTap", "awaitNextButton", "delay"], payloadLabels: [[], [], [], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .navigate: return s.cases[0]
        case .highlight: return s.cases[1]
        case .showMessage: return s.cases[2]
        case .showTooltip: return s.cases[3]
        case .demonstrateGesture: return s.cases[4]
        case .awaitTap: return s.cases[5]
        case .awaitNextButton: return s.cases[6]
        case .delay: return s.cases[7]
        }
    }
}

extension TourKit.GestureKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.GestureKind", cases: ["tap", "doubleTap", "longPress", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "pinchIn", "pinchOut"], payloadLabels: [[], [], [], [], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .tap: return s.cases[0]
        case .doubleTap: return s.cases[1]
        case .longPress: return s.cases[2]
        case .swipeLeft: return s.cases[3]
        case .swipeRight: return s.cases[4]
        case .swipeUp: return s.cases[5]
        case .swipeDown: return s.cases[6]
        case .pinchIn: return s.cases[7]
        case .pinchOut: return s.cases[8]
        }
    }
}

extension TourKit.GestureHint: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.GestureHint", storedProperties: ["gesture", "at", "icon", "duration", "animation"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try gesture.swiftExpression()),
            SwiftArgument(s.labels[1], try at.swiftExpression()),
            SwiftArgument(s.labels[2], try icon.swiftExpression()),
            SwiftArgument(s.labels[3], try duration.swiftExpression()),
            SwiftArgument(s.labels[4], try animation.swiftExpression())
        ])
    }
}
