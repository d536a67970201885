/// Explicit Swift expressions for the TourKit types of Trigger.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.Trigger: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.Trigger", storedProperties: ["kind", "note"], labels: [nil, "note"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, kind, into: &sink)
        try s.argument(1, note, into: &sink)
        sink.endCall()
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
            sink.beginCall(s.prepared[2])
            try s.argument(case: 2, 0, v0, into: &sink)
            try s.argument(case: 2, 1, v1, into: &sink)
            sink.endCall()
        case .targetTap(let v0):
            sink.beginCall(s.prepared[3])
            try s.argument(case: 3, 0, v0, into: &sink)
            sink.endCall()
        case .event(let v0, let v1):
            sink.beginCall(s.prepared[4])
            try s.argument(case: 4, 0, v0, into: &sink)
            try s.argument(case: 4, 1, v1, into: &sink)
            sink.endCall()
        case .majorUpdate(let v0, let v1):
            sink.beginCall(s.prepared[5])
            try s.argument(case: 5, 0, v0, into: &sink)
            try s.argument(case: 5, 1, v1, into: &sink)
            sink.endCall()
        case .manual(let v0):
            sink.beginCall(s.prepared[6])
            try s.argument(case: 6, 0, v0, into: &sink)
            sink.endCall()
        }
    }
}

extension TourKit.ManualEntry: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.ManualEntry", storedProperties: ["label", "screen", "section", "icon", "resetsState"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, label, into: &sink)
        try s.argument(1, screen, into: &sink)
        try s.argument(2, section, into: &sink)
        try s.argument(3, icon, into: &sink)
        try s.argument(4, resetsState, into: &sink)
        sink.endCall()
    }
}
