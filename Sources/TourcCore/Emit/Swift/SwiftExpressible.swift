/// A value that knows the Swift expression constructing it: what the Swift emitter writes for
/// every TourKit value in a bundle.
///
/// Why explicit code instead of reflection: `SwiftValueEmitter` (reflection) spent most of a
/// build in `Mirror`, conformance lookups, dynamic casts and `String(reflecting:)`. The explicit
/// conformances (in `Generated/`, one file per TourKit source file) do the same work with
/// static dispatch, and every type name, label and case expression is built once per type
/// (`SwiftStructShape`, `SwiftEnumShape`), not once per value.
///
/// Why it cannot drift from TourKit: the conformances in `Generated/` and TourKit's types are
/// both generated from the one description of the language (`make generate`, docs/output.md), so
/// a field added there reaches both at once. The tests are a second line: they compare every
/// expression of the bundled tours and a generated corpus app with what the reflective
/// `SwiftValueEmitter` (kept as the oracle) produces, and the consumer target compiles the output.
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

/// A value Swift source cannot hold (a NaN or infinite number), in words.
public struct SwiftExpressionFailure: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(description: String) { self.description = description }
}

/// A struct's initializer call, prepared once per type: `TourKit.Step(id: ..., kind: ...)`.
struct SwiftStructShape: Sendable {
    /// `TourKit.Step` as an expression.
    var callee: SwiftExpr { prepared.expr }
    let prepared: SwiftPreparedExpr
    /// The initializer's argument labels, in stored-property order (nil: unlabeled).
    let labels: [SwiftName?]
    /// The same labels, prepared for writing.
    let argumentLabels: [SwiftArgumentLabel]
    /// The stored properties the explicit code writes, in declaration order (checked against
    /// `Mirror` by the tests).
    let storedProperties: [String]

    init(_ qualifiedName: String, storedProperties: [String], labels: [String?]? = nil) {
        prepared = SwiftPreparedExpr(SwiftType.named(SwiftStructShape.typeNameParts(qualifiedName)).expression)
        self.storedProperties = storedProperties
        self.labels = (labels ?? storedProperties).map { $0.map(SwiftName.init) }
        argumentLabels = self.labels.map(SwiftArgumentLabel.init)
        precondition(self.labels.count == storedProperties.count, "\(qualifiedName): one label per stored property")
    }

    /// `TourKit.Action.Kind` as its names. A plain loop: the generic `split` is costly per call,
    /// and a run makes every shape it uses once.
    static func typeNameParts(_ qualifiedName: String) -> [SwiftName] {
        var parts: [SwiftName] = []
        var part = ""
        for scalar in qualifiedName.unicodeScalars {
            if scalar == "." {
                parts.append(SwiftName(part))
                part = ""
            } else {
                part.unicodeScalars.append(scalar)
            }
        }
        parts.append(SwiftName(part))
        return parts
    }

    /// Argument `index` of the initializer: its label, then `value`. Each conformance spells its
    /// arguments out (between `beginCall(prepared)` and `endCall()`) rather than passing them to
    /// one variadic function: a parameter pack reaches each value through its witness table, with
    /// a copy through its value witnesses and every array and optional below it unspecialized;
    /// spelled out, every call is direct and specialized.
    @inline(__always)
    func argument<Value: SwiftExpressible>(_ index: Int, _ value: Value, into sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        sink.argument(argumentLabels[index])
        try value.writeSwift(to: &sink)
    }
}

/// An argument label prepared once per shape: its text as the recorder writes it (`label: `,
/// nothing when unlabeled) and its name for trees. Both live as long as the process (shapes are
/// static, one per type, made once), so a label is passed around without reference counting:
/// copying a `SwiftName?` for every argument of every value was a retain and a release of its
/// string and its bytes each time. (`@unchecked Sendable`: the memory is written once, in `init`,
/// and never freed.)
struct SwiftArgumentLabel: @unchecked Sendable {
    private final class Box {
        let name: SwiftName
        init(_ name: SwiftName) { self.name = name }
    }

    /// `label: ` as UTF-8; empty when unlabeled.
    let text: UnsafeBufferPointer<UInt8>
    private let box: Unmanaged<Box>?

    init(_ name: SwiftName?) {
        guard let name else {
            text = UnsafeBufferPointer(start: nil, count: 0)
            box = nil
            return
        }
        let bytes = name.labelUTF8 + Array(": ".utf8)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = storage.initialize(from: bytes)
        text = UnsafeBufferPointer(storage)
        box = Unmanaged.passRetained(Box(name))
    }

    var name: SwiftName? { box?.takeUnretainedValue().name }
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
    /// All cases' labels prepared for writing, case after case; case `c` starts at `firstLabel[c]`
    /// (one flat array: reading from an inner array would retain it).
    let argumentLabels: [SwiftArgumentLabel]
    let firstLabel: [Int]

    init(_ qualifiedName: String, cases: [String], payloadLabels: [[String?]]) {
        let type = SwiftType.named(SwiftStructShape.typeNameParts(qualifiedName)).expression
        caseNames = cases
        prepared = cases.map { SwiftPreparedExpr(.member(type, SwiftName($0))) }
        self.payloadLabels = payloadLabels.map { $0.map { $0.map(SwiftName.init) } }
        argumentLabels = self.payloadLabels.joined().map(SwiftArgumentLabel.init)
        firstLabel = self.payloadLabels.reduce(into: [0]) { $0.append($0.last! + $1.count) }
    }

    func label(_ caseIndex: Int, _ element: Int) -> SwiftName? { payloadLabels[caseIndex][element] }

    /// Associated value `index` of case `caseIndex` (after `beginCall(prepared[caseIndex])`): its
    /// label, then `value`. Spelled out per value, as `SwiftStructShape.argument`.
    @inline(__always)
    func argument<Value: SwiftExpressible>(case caseIndex: Int, _ index: Int, _ value: Value,
                                           into sink: inout SwiftExprWriter) throws(SwiftExpressionFailure) {
        precondition(index < payloadLabels[caseIndex].count, "one label per associated value")
        sink.argument(argumentLabels[firstLabel[caseIndex] + index])
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
