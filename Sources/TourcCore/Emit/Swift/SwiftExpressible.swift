/// A value that knows the Swift expression constructing it: what the Swift emitter writes for
/// every TourKit value in a bundle.
///
/// Why explicit code instead of reflection: `SwiftValueEmitter` (reflection) spent most of a
/// build in `Mirror`, conformance lookups, dynamic casts and `String(reflecting:)`. The explicit
/// conformances (in `Expressible/`, one file per TourKit source file) do the same work with
/// static dispatch, and every type name, label and case expression is built once per type
/// (`SwiftStructShape`, `SwiftEnumShape`), not once per value.
///
/// Why it cannot silently drift from TourKit: an enum that gains a case stops compiling (the
/// switches are exhaustive); a property of a new type stops compiling (the type does not conform);
/// a struct that gains a stored property is caught by the tests, which compare every struct's
/// `storedProperties` with `Mirror` and every expression of the bundled tours and a generated
/// corpus app with what the reflective `SwiftValueEmitter` (kept as the oracle) produces.
public protocol SwiftExpressible {
    /// Writes the expression part by part into `sink` (see `SwiftExprWriter`).
    func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure)
}

extension SwiftExpressible {
    /// The expression as a tree (the tests' view; `tourc build` records it instead).
    public func swiftExpression() throws(SwiftExpressionFailure) -> SwiftExpr {
        var writer = SwiftExprWriter(buildingTree: ())
        try writeSwift(to: &writer)
        return writer.tree!.result!
    }
}

public typealias SwiftExpressionFailure = SwiftValueEmitter.Failure

/// A struct's initializer call, prepared once per type: `TourKit.Step(id: ..., kind: ...)`.
struct SwiftStructShape: Sendable {
    /// `TourKit.Step` as an expression.
    var callee: SwiftExpr { prepared.expr }
    let prepared: SwiftPreparedExpr
    /// The initializer's argument labels, in stored-property order (nil: unlabeled).
    let labels: [SwiftName?]
    /// The stored properties the explicit code writes, in declaration order (checked against
    /// `Mirror` by the tests).
    let storedProperties: [String]

    init(_ qualifiedName: String, storedProperties: [String], labels: [String?]? = nil) {
        prepared = SwiftPreparedExpr(SwiftType.named(qualifiedName.split(separator: ".").map { SwiftName(String($0)) }).expression)
        self.storedProperties = storedProperties
        self.labels = (labels ?? storedProperties).map { $0.map(SwiftName.init) }
        precondition(self.labels.count == storedProperties.count, "\(qualifiedName): one label per stored property")
    }

    /// Argument `index` of the initializer: its label, then `value`. Each conformance spells its
    /// arguments out (between `beginCall(prepared)` and `endCall()`) rather than passing them to
    /// one variadic function: a parameter pack reaches each value through its witness table, with
    /// a copy through its value witnesses and every array and optional below it unspecialized;
    /// spelled out, every call is direct and specialized.
    @inline(__always)
    func argument<Value: SwiftExpressible>(_ index: Int, _ value: Value, into sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        sink.argument(labels[index])
        try value.writeSwift(to: &sink)
    }
}

/// An enum's cases, prepared once per type: `TourKit.Haptic.light` for a case without payload
/// (the whole expression), `TourKit.Action.startTour` as the callee of one with a payload.
struct SwiftEnumShape: Sendable {
    let caseNames: [String]
    /// Per case, `TourKit.Type.case`.
    var cases: [SwiftExpr] { prepared.map(\.expr) }
    let prepared: [SwiftPreparedExpr]
    /// Per case, the labels of its associated values (nil: unlabeled).
    let payloadLabels: [[SwiftName?]]

    init(_ qualifiedName: String, cases: [String], payloadLabels: [[String?]]) {
        let type = SwiftType.named(qualifiedName.split(separator: ".").map { SwiftName(String($0)) }).expression
        caseNames = cases
        prepared = cases.map { SwiftPreparedExpr(.member(type, SwiftName($0))) }
        self.payloadLabels = payloadLabels.map { $0.map { $0.map(SwiftName.init) } }
    }

    func label(_ caseIndex: Int, _ element: Int) -> SwiftName? { payloadLabels[caseIndex][element] }

    /// Associated value `index` of case `caseIndex` (after `beginCall(prepared[caseIndex])`): its
    /// label, then `value`. Spelled out per value, as `SwiftStructShape.argument`.
    @inline(__always)
    func argument<Value: SwiftExpressible>(case caseIndex: Int, _ index: Int, _ value: Value,
                                           into sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        sink.argument(payloadLabels[caseIndex][index])
        try value.writeSwift(to: &sink)
    }

    /// The case `caseIndex`, which has no payload.
    func write(case caseIndex: Int, to sink: inout SwiftExprWriter) {
        sink.constant(prepared[caseIndex])
    }
}

extension String: SwiftExpressible {
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) { sink.string(self) }
}

extension Bool: SwiftExpressible {
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) { sink.bool(self) }
}

extension Int: SwiftExpressible {
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) { sink.integer(Int64(self)) }
}

extension Double: SwiftExpressible {
    /// Same refusal (and message) as the reflective emitter: NaN and infinity have no literal.
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        guard isFinite else { throw SwiftExpressionFailure(description: "\(self) has no Swift literal") }
        sink.double(self)
    }
}

extension Optional: SwiftExpressible where Wrapped: SwiftExpressible {
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        switch self {
        case .none: sink.nilLiteral()
        case .some(let wrapped): try wrapped.writeSwift(to: &sink)
        }
    }
}

extension Array: SwiftExpressible where Element: SwiftExpressible {
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        sink.beginArray()
        for element in self {
            sink.element()
            try element.writeSwift(to: &sink)
        }
        sink.endArray()
    }
}

extension Dictionary: SwiftExpressible where Key == String, Value: SwiftExpressible {
    /// Entries in byte order of their keys, as the reflective emitter writes them (hash order
    /// changes from run to run).
    public func writeSwift(to sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        sink.beginDictionary()
        for key in keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            sink.key(key)
            try self[key]!.writeSwift(to: &sink)
        }
        sink.endDictionary()
    }
}
