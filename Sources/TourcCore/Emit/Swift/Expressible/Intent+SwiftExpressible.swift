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
            return try s.call(case: 0, v0)
        case .highlight(let v0, let v1):
            return try s.call(case: 1, v0, v1)
        case .showMessage(let v0, let v1):
            return try s.call(case: 2, v0, v1)
        case .showTooltip(let v0, let v1):
            return try s.call(case: 3, v0, v1)
        case .demonstrateGesture(let v0, let v1, let v2):
            return try s.call(case: 4, v0, v1, v2)
        case .awaitTap(let v0):
            return try s.call(case: 5, v0)
        case .awaitNextButton: return s.cases[6]
        case .delay(let v0):
            return try s.call(case: 7, v0)
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
        try Self.swiftShape.call(gesture, at, icon, duration, animation)
    }
}
