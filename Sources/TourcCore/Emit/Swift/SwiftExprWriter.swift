/// What an explicit `SwiftExpressible` conformance writes its expression into, one part at a
/// time: the same calls either record the renderer's one-line layout input straight away
/// (`SwiftExprRecorder`, what `tourc build` uses) or build a `SwiftExpr` tree
/// (`SwiftExprTreeBuilder`, what the tests compare with the reflective oracle).
///
/// Why not always the tree: a bundle's tree is a heap box and an argument array per value, each
/// retained while it is flattened and freed afterwards (a large share of the Swift emission's
/// work); the recording is the renderer's own input, written once into one buffer.
/// The layout decisions stay in `LineWriter`, and every literal still goes through
/// `SwiftStringLiteral`.
///
/// Why one concrete type with two modes rather than a protocol: with a protocol every
/// conformance is generic over the sink, and one reached through a witness table (a parameter
/// pack did that) runs unspecialized with everything below it, a dynamic call per part. A
/// concrete writer cannot fall into that; the mode costs one predictable branch per part.
///
/// Calls come in the order the expression reads: `beginCall`, then per argument `argument`
/// and its value, then `endCall`; likewise `element` before each array item and `key` before
/// each dictionary value.
public struct SwiftExprWriter: ~Copyable {
    var recorder: SwiftExprRecorder
    /// Set when building a tree instead of recording.
    var tree: SwiftExprTreeBuilder?

    /// A writer that records (`record(_:)`).
    init(capacity: Int = 1 << 16) {
        recorder = SwiftExprRecorder(capacity: capacity)
    }

    /// A writer that builds a tree (`tree?.result`).
    init(buildingTree: Void) {
        recorder = SwiftExprRecorder(capacity: 16)
        tree = SwiftExprTreeBuilder()
    }

    /// Records `value` through its explicit conformance.
    mutating func record<T: SwiftExpressible>(_ value: T) throws(SwiftExpressionFailure) -> SwiftExprRecording {
        recorder.reset()
        try value.writeSwift(to: &self)
        return recorder.finish()
    }

    mutating func string(_ value: String) {
        if tree != nil { tree!.value(.string(value)) } else { recorder.string(value) }
    }

    mutating func integer(_ value: Int64) {
        if tree != nil { tree!.value(.integer(value)) } else { recorder.integer(value) }
    }

    /// Must be finite.
    mutating func double(_ value: Double) {
        if tree != nil { tree!.value(.double(value)) } else { recorder.double(value) }
    }

    mutating func bool(_ value: Bool) {
        if tree != nil { tree!.value(.bool(value)) } else { recorder.bool(value) }
    }

    mutating func nilLiteral() {
        if tree != nil { tree!.value(.nil) } else { recorder.nilLiteral() }
    }

    /// An expression that never breaks across lines (an enum case without payload).
    mutating func constant(_ expr: SwiftPreparedExpr) {
        if tree != nil { tree!.value(expr.expr) } else { recorder.constant(expr) }
    }

    /// `callee(`: arguments follow, then `endCall()`.
    mutating func beginCall(_ callee: SwiftPreparedExpr) {
        if tree != nil { tree!.beginCall(callee.expr) } else { recorder.beginCall(callee) }
    }

    /// The next argument of the innermost call, with its label.
    mutating func argument(_ label: SwiftArgumentLabel) {
        if tree != nil { tree!.argument(label.name) } else { recorder.argument(text: label.text) }
    }

    mutating func endCall() {
        if tree != nil { tree!.endCall() } else { recorder.endCall() }
    }

    mutating func beginArray() {
        if tree != nil { tree!.beginArray() } else { recorder.beginArray() }
    }

    /// The next item of the innermost array.
    mutating func element() {
        if tree == nil { recorder.element() }
    }

    mutating func endArray() {
        if tree != nil { tree!.endArray() } else { recorder.endArray() }
    }

    mutating func beginDictionary() {
        if tree != nil { tree!.beginDictionary() } else { recorder.beginDictionary() }
    }

    /// The key of the next entry of the innermost dictionary (its value follows).
    mutating func key(_ key: String) {
        if tree != nil { tree!.key(key) } else { recorder.key(key) }
    }

    mutating func endDictionary() {
        if tree != nil { tree!.endDictionary() } else { recorder.endDictionary() }
    }
}

/// An expression prepared once per type (a callee, an enum case): as a tree and as the text
/// it renders to on one line.
public struct SwiftPreparedExpr: Sendable {
    let expr: SwiftExpr
    let text: [UInt8]

    init(_ expr: SwiftExpr) {
        self.expr = expr
        var buffer = ByteBuffer(capacity: 64)
        LineWriter.writeFlat(expr, to: &buffer)
        text = buffer.array
    }
}

/// Builds the `SwiftExpr` tree of what is written: the form the tests compare with the
/// reflective `SwiftValueEmitter`, and what `swiftExpression()` returns.
struct SwiftExprTreeBuilder {
    private enum Frame {
        case call(SwiftExpr, [SwiftArgument], label: SwiftName?)
        case array([SwiftExpr])
        case dictionary([SwiftDictionaryEntry], key: String)
    }

    private var stack: [Frame] = []
    /// The finished expression, once the outermost value is complete.
    private(set) var result: SwiftExpr?

    mutating func value(_ expr: SwiftExpr) {
        guard let top = stack.popLast() else {
            precondition(result == nil, "one expression per builder")
            result = expr
            return
        }
        switch top {
        case .call(let callee, var arguments, let label):
            arguments.append(SwiftArgument(label, expr))
            stack.append(.call(callee, arguments, label: nil))
        case .array(var items):
            items.append(expr)
            stack.append(.array(items))
        case .dictionary(var entries, let key):
            entries.append(SwiftDictionaryEntry(.string(key), expr))
            stack.append(.dictionary(entries, key: ""))
        }
    }

    mutating func beginCall(_ callee: SwiftExpr) { stack.append(.call(callee, [], label: nil)) }

    mutating func argument(_ label: SwiftName?) {
        guard case .call(let callee, let arguments, _) = stack.popLast() else { preconditionFailure("argument outside a call") }
        stack.append(.call(callee, arguments, label: label))
    }

    mutating func endCall() {
        guard case .call(let callee, let arguments, _) = stack.popLast() else { preconditionFailure("unbalanced endCall") }
        value(.call(callee, arguments))
    }

    mutating func beginArray() { stack.append(.array([])) }

    mutating func endArray() {
        guard case .array(let items) = stack.popLast() else { preconditionFailure("unbalanced endArray") }
        value(.array(items))
    }

    mutating func beginDictionary() { stack.append(.dictionary([], key: "")) }

    mutating func key(_ key: String) {
        guard case .dictionary(let entries, _) = stack.popLast() else { preconditionFailure("key outside a dictionary") }
        stack.append(.dictionary(entries, key: key))
    }

    mutating func endDictionary() {
        guard case .dictionary(let entries, _) = stack.popLast() else { preconditionFailure("unbalanced endDictionary") }
        value(.dictionary(entries))
    }
}
