/// Explicit Swift expressions for the TourKit types of Action.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Action: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Action", cases: ["next", "back", "skip", "complete", "dismiss", "startTour", "showSheet", "presentComponent", "openScreen", "openURL"], payloadLabels: [[], [], [], [], [], ["tour"], [nil], [nil], ["screen"], ["url"]])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .next: return s.cases[0]
        case .back: return s.cases[1]
        case .skip: return s.cases[2]
        case .complete: return s.cases[3]
        case .dismiss: return s.cases[4]
        case .startTour(let v0):
            return try s.call(case: 5, v0)
        case .showSheet(let v0):
            return try s.call(case: 6, v0)
        case .presentComponent(let v0):
            return try s.call(case: 7, v0)
        case .openScreen(let v0):
            return try s.call(case: 8, v0)
        case .openURL(let v0):
            return try s.call(case: 9, v0)
        }
    }
}

extension TourKit.Action.Kind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Action.Kind", cases: ["next", "back", "skip", "complete", "dismiss", "startTour", "showSheet", "presentComponent", "openScreen", "openURL"], payloadLabels: [[], [], [], [], [], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .next: return s.cases[0]
        case .back: return s.cases[1]
        case .skip: return s.cases[2]
        case .complete: return s.cases[3]
        case .dismiss: return s.cases[4]
        case .startTour: return s.cases[5]
        case .showSheet: return s.cases[6]
        case .presentComponent: return s.cases[7]
        case .openScreen: return s.cases[8]
        case .openURL: return s.cases[9]
        }
    }
}

extension TourKit.ActionButton: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ActionButton", storedProperties: ["label", "style", "icon", "accessibilityLabel", "action"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(label, style, icon, accessibilityLabel, action)
    }
}

extension TourKit.ButtonStyle: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.ButtonStyle", cases: ["primary", "secondary", "link"], payloadLabels: [[], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .primary: return s.cases[0]
        case .secondary: return s.cases[1]
        case .link: return s.cases[2]
        }
    }
}
