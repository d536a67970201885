/// Explicit Swift expressions for the TourKit types of Region.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Region: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Region", storedProperties: ["target", "slice", "offset", "size", "padding"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(target, slice, offset, size, padding)
    }
}

extension TourKit.Slice: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Slice", storedProperties: ["edge", "length"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(edge, length)
    }
}

extension TourKit.Edge: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Edge", cases: ["top", "bottom", "leading", "trailing"], payloadLabels: [[], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .top: return s.cases[0]
        case .bottom: return s.cases[1]
        case .leading: return s.cases[2]
        case .trailing: return s.cases[3]
        }
    }
}

extension TourKit.Padding: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Padding", storedProperties: ["horizontal", "vertical"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(horizontal, vertical)
    }
}

extension TourKit.Spotlight: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Spotlight", storedProperties: ["regions", "shape", "cornerRadius"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(regions, shape, cornerRadius)
    }
}

extension TourKit.SpotlightShape: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.SpotlightShape", cases: ["roundedRect", "circle", "capsule"], payloadLabels: [[], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .roundedRect: return s.cases[0]
        case .circle: return s.cases[1]
        case .capsule: return s.cases[2]
        }
    }
}
