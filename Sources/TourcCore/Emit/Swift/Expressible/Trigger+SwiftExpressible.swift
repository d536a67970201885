/// Explicit Swift expressions for the TourKit types of Trigger.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Trigger: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Trigger", storedProperties: ["kind", "note"], labels: [nil, "note"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, kind, note)
    }
}

extension TourKit.TriggerKind: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TriggerKind", cases: ["firstLaunch", "appLaunch", "firstVisit", "targetTap", "event", "majorUpdate", "manual"], payloadLabels: [[], [], ["screen", "via"], ["target"], ["event", "delay"], ["versionKey", "version"], [nil]])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .firstLaunch: s.write(case: 0, to: &sink)
        case .appLaunch: s.write(case: 1, to: &sink)
        case .firstVisit(let v0, let v1):
            try s.call(case: 2, into: &sink, v0, v1)
        case .targetTap(let v0):
            try s.call(case: 3, into: &sink, v0)
        case .event(let v0, let v1):
            try s.call(case: 4, into: &sink, v0, v1)
        case .majorUpdate(let v0, let v1):
            try s.call(case: 5, into: &sink, v0, v1)
        case .manual(let v0):
            try s.call(case: 6, into: &sink, v0)
        }
    }
}

extension TourKit.ManualEntry: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ManualEntry", storedProperties: ["label", "screen", "section", "icon", "resetsState"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, label, screen, section, icon, resetsState)
    }
}
