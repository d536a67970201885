/// Explicit Swift expressions for the TourKit types of Intent.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Intent: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Intent", cases: ["navigate", "highlight", "showMessage", "showTooltip", "demonstrateGesture", "awaitTap", "awaitNextButton", "delay"], payloadLabels: [["to"], ["target", "padding"], ["title", "body"], ["message", "position"], ["gesture", "duration", "target"], ["target"], [], ["seconds"]])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .navigate(let v0):
            try s.call(case: 0, into: &sink, v0)
        case .highlight(let v0, let v1):
            try s.call(case: 1, into: &sink, v0, v1)
        case .showMessage(let v0, let v1):
            try s.call(case: 2, into: &sink, v0, v1)
        case .showTooltip(let v0, let v1):
            try s.call(case: 3, into: &sink, v0, v1)
        case .demonstrateGesture(let v0, let v1, let v2):
            try s.call(case: 4, into: &sink, v0, v1, v2)
        case .awaitTap(let v0):
            try s.call(case: 5, into: &sink, v0)
        case .awaitNextButton: s.write(case: 6, to: &sink)
        case .delay(let v0):
            try s.call(case: 7, into: &sink, v0)
        }
    }
}

extension TourKit.Intent.Kind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Intent.Kind", cases: ["navigate", "highlight", "showMessage", "showTooltip", "demonstrateGesture", "awaitTap", "awaitNextButton", "delay"], payloadLabels: [[], [], [], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .navigate: s.write(case: 0, to: &sink)
        case .highlight: s.write(case: 1, to: &sink)
        case .showMessage: s.write(case: 2, to: &sink)
        case .showTooltip: s.write(case: 3, to: &sink)
        case .demonstrateGesture: s.write(case: 4, to: &sink)
        case .awaitTap: s.write(case: 5, to: &sink)
        case .awaitNextButton: s.write(case: 6, to: &sink)
        case .delay: s.write(case: 7, to: &sink)
        }
    }
}

extension TourKit.GestureKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.GestureKind", cases: ["tap", "doubleTap", "longPress", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "pinchIn", "pinchOut"], payloadLabels: [[], [], [], [], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .tap: s.write(case: 0, to: &sink)
        case .doubleTap: s.write(case: 1, to: &sink)
        case .longPress: s.write(case: 2, to: &sink)
        case .swipeLeft: s.write(case: 3, to: &sink)
        case .swipeRight: s.write(case: 4, to: &sink)
        case .swipeUp: s.write(case: 5, to: &sink)
        case .swipeDown: s.write(case: 6, to: &sink)
        case .pinchIn: s.write(case: 7, to: &sink)
        case .pinchOut: s.write(case: 8, to: &sink)
        }
    }
}

extension TourKit.GestureHint: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.GestureHint", storedProperties: ["gesture", "at", "icon", "duration", "animation"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, gesture, at, icon, duration, animation)
    }
}
