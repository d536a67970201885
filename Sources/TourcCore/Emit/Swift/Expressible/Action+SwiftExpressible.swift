/// Explicit Swift expressions for the TourKit types of Action.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Action: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Action", cases: ["next", "back", "skip", "complete", "dismiss", "startTour", "showSheet", "presentComponent", "openScreen", "openURL"], payloadLabels: [[], [], [], [], [], ["tour"], [nil], [nil], ["screen"], ["url"]])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .next: s.write(case: 0, to: &sink)
        case .back: s.write(case: 1, to: &sink)
        case .skip: s.write(case: 2, to: &sink)
        case .complete: s.write(case: 3, to: &sink)
        case .dismiss: s.write(case: 4, to: &sink)
        case .startTour(let v0):
            sink.beginCall(s.prepared[5])
            try s.argument(case: 5, 0, v0, into: &sink)
            sink.endCall()
        case .showSheet(let v0):
            sink.beginCall(s.prepared[6])
            try s.argument(case: 6, 0, v0, into: &sink)
            sink.endCall()
        case .presentComponent(let v0):
            sink.beginCall(s.prepared[7])
            try s.argument(case: 7, 0, v0, into: &sink)
            sink.endCall()
        case .openScreen(let v0):
            sink.beginCall(s.prepared[8])
            try s.argument(case: 8, 0, v0, into: &sink)
            sink.endCall()
        case .openURL(let v0):
            sink.beginCall(s.prepared[9])
            try s.argument(case: 9, 0, v0, into: &sink)
            sink.endCall()
        }
    }
}

extension TourKit.Action.Kind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Action.Kind", cases: ["next", "back", "skip", "complete", "dismiss", "startTour", "showSheet", "presentComponent", "openScreen", "openURL"], payloadLabels: [[], [], [], [], [], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .next: s.write(case: 0, to: &sink)
        case .back: s.write(case: 1, to: &sink)
        case .skip: s.write(case: 2, to: &sink)
        case .complete: s.write(case: 3, to: &sink)
        case .dismiss: s.write(case: 4, to: &sink)
        case .startTour: s.write(case: 5, to: &sink)
        case .showSheet: s.write(case: 6, to: &sink)
        case .presentComponent: s.write(case: 7, to: &sink)
        case .openScreen: s.write(case: 8, to: &sink)
        case .openURL: s.write(case: 9, to: &sink)
        }
    }
}

extension TourKit.ActionButton: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ActionButton", storedProperties: ["label", "style", "icon", "accessibilityLabel", "action"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, label, into: &sink)
        try s.argument(1, style, into: &sink)
        try s.argument(2, icon, into: &sink)
        try s.argument(3, accessibilityLabel, into: &sink)
        try s.argument(4, action, into: &sink)
        sink.endCall()
    }
}

extension TourKit.ButtonStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ButtonStyle", cases: ["primary", "secondary", "link"], payloadLabels: [[], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .primary: s.write(case: 0, to: &sink)
        case .secondary: s.write(case: 1, to: &sink)
        case .link: s.write(case: 2, to: &sink)
        }
    }
}
