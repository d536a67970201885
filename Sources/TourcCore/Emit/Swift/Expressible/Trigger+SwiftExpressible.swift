/// Explicit Swift expressions for the TourKit types of Trigger.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Trigger: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Trigger", storedProperties: ["kind", "note"], labels: [nil, "note"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(kind, note)
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
            return try s.call(case: 2, v0, v1)
        case .targetTap(let v0):
            return try s.call(case: 3, v0)
        case .event(let v0, let v1):
            return try s.call(case: 4, v0, v1)
        case .majorUpdate(let v0, let v1):
            return try s.call(case: 5, v0, v1)
        case .manual(let v0):
            return try s.call(case: 6, v0)
        }
    }
}

extension TourKit.ManualEntry: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ManualEntry", storedProperties: ["label", "screen", "section", "icon", "resetsState"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(label, screen, section, icon, resetsState)
    }
}
