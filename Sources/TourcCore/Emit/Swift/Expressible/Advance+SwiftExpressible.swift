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
            return .call(s.cases[2], [SwiftArgument(s.label(2, 0), try v0.swiftExpression())])
        case .gesture(let v0, let v1):
            return .call(s.cases[3], [SwiftArgument(s.label(3, 0), try v0.swiftExpression()), SwiftArgument(s.label(3, 1), try v1.swiftExpression())])
        case .event(let v0):
            return .call(s.cases[4], [SwiftArgument(s.label(4, 0), try v0.swiftExpression())])
        case .component(let v0, let v1):
            return .call(s.cases[5], [SwiftArgument(s.label(5, 0), try v0.swiftExpression()), SwiftArgument(s.label(5, 1), try v1.swiftExpression())])
        case .timer(let v0):
            return .call(s.cases[6], [SwiftArgument(s.label(6, 0), try v0.swiftExpression())])
        }
    }
}
