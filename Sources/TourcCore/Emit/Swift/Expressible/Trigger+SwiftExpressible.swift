/// Explicit Swift expressions for the TourKit types of Trigger.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Trigger: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Trigger", storedProperties: ["kind", "note"], labels: [nil, "note"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try kind.swiftExpression()),
            SwiftArgument(s.labels[1], try note.swiftExpression())
        ])
    }
}

extension TourKit.TriggerKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TriggerKind", cases: ["firstLaunch", "appLaunch", "firstVisit", "targetTap", "event", "majorUpdate", "manual"], payloadLabels: [[], [], ["screen", "via"], ["target"], ["event", "delay"], ["versionKey", "version"], [nil]])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .firstLaunch: return s.cases[0]
        case .appLaunch: return s.cases[1]
        case .firstVisit(let v0, let v1):
            return .call(s.cases[2], [SwiftArgument(s.label(2, 0), try v0.swiftExpression()), SwiftArgument(s.label(2, 1), try v1.swiftExpression())])
        case .targetTap(let v0):
            return .call(s.cases[3], [SwiftArgument(s.label(3, 0), try v0.swiftExpression())])
        case .event(let v0, let v1):
            return .call(s.cases[4], [SwiftArgument(s.label(4, 0), try v0.swiftExpression()), SwiftArgument(s.label(4, 1), try v1.swiftExpression())])
        case .majorUpdate(let v0, let v1):
            return .call(s.cases[5], [SwiftArgument(s.label(5, 0), try v0.swiftExpression()), SwiftArgument(s.label(5, 1), try v1.swiftExpression())])
        case .manual(let v0):
            return .call(s.cases[6], [SwiftArgument(s.label(6, 0), try v0.swiftExpression())])
        }
    }
}

extension TourKit.ManualEntry: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ManualEntry", storedProperties: ["label", "screen", "section", "icon", "resetsState"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        return .call(s.callee, [
            SwiftArgument(s.labels[0], try label.swiftExpression()),
            SwiftArgument(s.labels[1], try screen.swiftExpression()),
            SwiftArgument(s.labels[2], try section.swiftExpression()),
            SwiftArgument(s.labels[3], try icon.swiftExpression()),
            SwiftArgument(s.labels[4], try resetsState.swiftExpression())
        ])
    }
}
