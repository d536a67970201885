/// Explicit Swift expressions for the TourKit types of Persistence.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.TourPersistence: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TourPersistence", storedProperties: ["onceKeys", "progressKey", "updates"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, onceKeys, into: &sink)
        try s.argument(1, progressKey, into: &sink)
        try s.argument(2, updates, into: &sink)
        sink.endCall()
    }
}

extension TourKit.StateUpdate: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.StateUpdate", storedProperties: ["outcomes", "key", "operation", "value"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        sink.beginCall(s.prepared)
        try s.argument(0, outcomes, into: &sink)
        try s.argument(1, key, into: &sink)
        try s.argument(2, operation, into: &sink)
        try s.argument(3, value, into: &sink)
        sink.endCall()
    }
}

extension TourKit.TourOutcome: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TourOutcome", cases: ["started", "completed", "skipped", "dismissed", "stepChanged", "reset"], payloadLabels: [[], [], [], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .started: s.write(case: 0, to: &sink)
        case .completed: s.write(case: 1, to: &sink)
        case .skipped: s.write(case: 2, to: &sink)
        case .dismissed: s.write(case: 3, to: &sink)
        case .stepChanged: s.write(case: 4, to: &sink)
        case .reset: s.write(case: 5, to: &sink)
        }
    }
}

extension TourKit.StateOperation: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.StateOperation", cases: ["set", "insert", "remove", "clear"], payloadLabels: [[], [], [], []])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .`set`: s.write(case: 0, to: &sink)
        case .insert: s.write(case: 1, to: &sink)
        case .remove: s.write(case: 2, to: &sink)
        case .clear: s.write(case: 3, to: &sink)
        }
    }
}

extension TourKit.StateValue: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.StateValue", cases: ["bool", "string"], payloadLabels: [[nil], [nil]])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        let s = Self.swiftShape
        switch self {
        case .bool(let v0):
            sink.beginCall(s.prepared[0])
            try s.argument(case: 0, 0, v0, into: &sink)
            sink.endCall()
        case .string(let v0):
            sink.beginCall(s.prepared[1])
            try s.argument(case: 1, 0, v0, into: &sink)
            sink.endCall()
        }
    }
}
