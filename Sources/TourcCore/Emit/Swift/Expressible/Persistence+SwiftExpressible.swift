/// Explicit Swift expressions for the TourKit types of Persistence.swift (generated from the model's declarations
/// once, then kept in sync by hand; the drift tests in EmitSwiftExpressibleTests.swift fail when
/// they fall behind). See SwiftExpressible.swift.
import TourKit

extension TourKit.TourPersistence: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.TourPersistence", storedProperties: ["onceKeys", "progressKey", "updates"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(onceKeys, progressKey, updates)
    }
}

extension TourKit.StateUpdate: SwiftExpressible {
    static let swiftShape = SwiftStructShape("TourKit.StateUpdate", storedProperties: ["outcomes", "key", "operation", "value"])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        try Self.swiftShape.call(outcomes, key, operation, value)
    }
}

extension TourKit.TourOutcome: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.TourOutcome", cases: ["started", "completed", "skipped", "dismissed", "stepChanged", "reset"], payloadLabels: [[], [], [], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .started: return s.cases[0]
        case .completed: return s.cases[1]
        case .skipped: return s.cases[2]
        case .dismissed: return s.cases[3]
        case .stepChanged: return s.cases[4]
        case .reset: return s.cases[5]
        }
    }
}

extension TourKit.StateOperation: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.StateOperation", cases: ["set", "insert", "remove", "clear"], payloadLabels: [[], [], [], []])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .`set`: return s.cases[0]
        case .insert: return s.cases[1]
        case .remove: return s.cases[2]
        case .clear: return s.cases[3]
        }
    }
}

extension TourKit.StateValue: SwiftExpressible {
    static let swiftShape = SwiftEnumShape("TourKit.StateValue", cases: ["bool", "string"], payloadLabels: [[nil], [nil]])
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        let s = Self.swiftShape
        switch self {
        case .bool(let v0):
            return try s.call(case: 0, v0)
        case .string(let v0):
            return try s.call(case: 1, v0)
        }
    }
}
