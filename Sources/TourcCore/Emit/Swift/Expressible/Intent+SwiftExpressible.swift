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
            sink.beginCall(s.prepared[0])
            try s.argument(case: 0, 0, v0, into: &sink)
            sink.endCall()
        case .highlight(let v0, let v1):
            sink.beginCall(s.prepared[1])
            try s.argument(case: 1, 0, v0, into: &sink)
            try s.argument(case: 1, 1, v1, into: &sink)
            sink.endCall()
        case .showMessage(let v0, let v1):
            sink.beginCall(s.prepared[2])
            try s.argument(case: 2, 0, v0, into: &sink)
            try s.argument(case: 2, 1, v1, into: &sink)
            sink.endCall()
        case .showTooltip(let v0, let v1):
            sink.beginCall(s.prepared[3])
            try s.argument(case: 3, 0, v0, into: &sink)
            try s.argument(case: 3, 1, v1, into: &sink)
            sink.endCall()
        case .demonstrateGesture(let v0, let v1, let v2):
            sink.beginCall(s.prepared[4])
            try s.argument(case: 4, 0, v0, into: &sink)
            try s.argument(case: 4, 1, v1, into: &sink)
            try s.argument(case: 4, 2, v2, into: &sink)
            sink.endCall()
        case .awaitTap(let v0):
            sink.beginCall(s.prepared[5])
            try s.argument(case: 5, 0, v0, into: &sink)
            sink.endCall()
        case .awaitNextButton: s.write(case: 6, to: &sink)
        case .delay(let v0):
            sink.beginCall(s.prepared[7])
            try s.argument(case: 7, 0, v0, into: &sink)
            sink.endCall()
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
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, gesture, into: &sink)
        try s.argument(1, at, into: &sink)
        try s.argument(2, icon, into: &sink)
        try s.argument(3, duration, into: &sink)
        try s.argument(4, animation, into: &sink)
        sink.endCall()
    }
}
