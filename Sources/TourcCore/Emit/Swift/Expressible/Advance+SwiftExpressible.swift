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
            sink.beginCall(s.prepared[2])
            try s.argument(case: 2, 0, v0, into: &sink)
            sink.endCall()
        case .gesture(let v0, let v1):
            sink.beginCall(s.prepared[3])
            try s.argument(case: 3, 0, v0, into: &sink)
            try s.argument(case: 3, 1, v1, into: &sink)
            sink.endCall()
        case .event(let v0):
            sink.beginCall(s.prepared[4])
            try s.argument(case: 4, 0, v0, into: &sink)
            sink.endCall()
        case .component(let v0, let v1):
            sink.beginCall(s.prepared[5])
            try s.argument(case: 5, 0, v0, into: &sink)
            try s.argument(case: 5, 1, v1, into: &sink)
            sink.endCall()
        case .timer(let v0):
            sink.beginCall(s.prepared[6])
            try s.argument(case: 6, 0, v0, into: &sink)
            sink.endCall()
        }
    }
}
