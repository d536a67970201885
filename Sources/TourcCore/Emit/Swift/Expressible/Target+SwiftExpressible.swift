/// Explicit Swift expressions for the TourKit types of Target.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Target: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Target", storedProperties: ["id", "type", "identifier", "screen", "rect", "fallback", "icon", "accessibilityLabel", "description"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(id, type, identifier, screen, rect, fallback, icon, accessibilityLabel, description)
    }
}

extension TourKit.TargetKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TargetKind", cases: ["view", "tabBarItem", "screen", "fullScreen", "coordinates"], payloadLabels: [[], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .view: return s.cases[0]
        case .tabBarItem: return s.cases[1]
        case .screen: return s.cases[2]
        case .fullScreen: return s.cases[3]
        case .coordinates: return s.cases[4]
        }
    }
}

extension TourKit.Rect: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Rect", storedProperties: ["x", "y", "width", "height"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(x, y, width, height)
    }
}

extension TourKit.Point: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Point", storedProperties: ["x", "y"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(x, y)
    }
}

extension TourKit.Size: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Size", storedProperties: ["width", "height"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(width, height)
    }
}
