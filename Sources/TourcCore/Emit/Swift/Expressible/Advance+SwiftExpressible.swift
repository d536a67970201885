/// Explicit Swift expressions for the TourKit types of Advance.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Advance: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.Advance", cases: ["nextButton", "tapAnywhere", "tapTarget", "gesture", "event", "component", "timer"], payloadLabels: [[], [], ["target"], ["gesture", "target"], ["event"], ["component", "outcomes"], ["after"]])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .nextButton: s.write(case: 0, to: &sink)
        case .tapAnywhere: s.write(case: 1, to: &sink)
        case .tapTarget(let v0):
            try s.call(case: 2, into: &sink, v0)
        case .gesture(let v0, let v1):
            try s.call(case: 3, into: &sink, v0, v1)
        case .event(let v0):
            try s.call(case: 4, into: &sink, v0)
        case .component(let v0, let v1):
            try s.call(case: 5, into: &sink, v0, v1)
        case .timer(let v0):
            try s.call(case: 6, into: &sink, v0)
        }
    }
}
