/// Explicit Swift expressions for the TourKit types of Advance.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Advance: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Advance", cases: ["nextButton", "tapAnywhere", "tapTarget", "gesture", "event", "component", "timer"], payloadLabels: [[], [], ["target"], ["gesture", "target"], ["event"], ["component", "outcomes"], ["after"]])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .nextButton: return s.cases[0]
        case .tapAnywhere: return s.cases[1]
        case .tapTarget(let v0):
            return try s.call(case: 2, v0)
        case .gesture(let v0, let v1):
            return try s.call(case: 3, v0, v1)
        case .event(let v0):
            return try s.call(case: 4, v0)
        case .component(let v0, let v1):
            return try s.call(case: 5, v0, v1)
        case .timer(let v0):
            return try s.call(case: 6, v0)
        }
    }
}
