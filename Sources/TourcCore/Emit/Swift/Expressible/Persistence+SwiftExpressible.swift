/// Explicit Swift expressions for the TourKit types of Persistence.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.TourPersistence: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TourPersistence", storedProperties: ["onceKeys", "progressKey", "updates"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, onceKeys, progressKey, updates)
    }
}

extension TourKit.StateUpdate: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.StateUpdate", storedProperties: ["outcomes", "key", "operation", "value"])
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        try Self.swiftShape.call(into: &sink, outcomes, key, operation, value)
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
            try s.call(case: 0, into: &sink, v0)
        case .string(let v0):
            try s.call(case: 1, into: &sink, v0)
        }
    }
}
