/// An expression in the form `LineWriter` lays out: its one-line text, and where each part that
/// a line may break at (or that is a direct element of one) lies in that text.
///
/// The emitter records each large constant (the registry, every tour) straight from the TourKit
/// values (`SwiftExprWriter` recording), so no `SwiftExpr` tree is built,
/// walked and freed for them; a `SwiftExpr` tree (`.recorded` holds one of these) is recorded
/// the same way when it is rendered. It is still structure, not source text chosen by an
/// emitter: which lines break is decided by `LineWriter` alone.
public final class SwiftExprRecording: Hashable, Sendable {
    struct Span: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case leaf, bracketed, call }
        var kind: Kind
        /// Start of the node's element text in `text`: its label and `: ` (call argument) or
        /// its key and `: ` (dictionary value) come first; equal to `start` otherwise.
        var lead: Int
        /// The node's own one-line text: `text[start..<end]` (its width is `end - start`).
        var start: Int
        var end = 0
        /// Entries in the node's subtree, itself included.
        var size = 1
    }

    /// The whole expression on one line, as UTF-8: the recorder's buffer itself, handed over
    /// rather than copied into an array.
    let storage: ByteBuffer
    /// In preorder (children in the order the layout visits them); the first is the whole
    /// expression. Parts that never break (callees, dictionary keys, member bases, subscripts,
    /// literals' insides) get no entry of their own.
    let spans: [Span]

    init(storage: consuming ByteBuffer, spans: [Span]) {
        precondition(!spans.isEmpty, "a recording holds an expression")
        self.storage = storage
        self.spans = spans
    }

    /// The text as an array (a copy; for tests and comparisons).
    var text: [UInt8] { storage.array }

    public static func == (lhs: SwiftExprRecording, rhs: SwiftExprRecording) -> Bool {
        if lhs === rhs { return true }
        guard lhs.spans == rhs.spans else { return false }
        return lhs.storage.withBytes { a in rhs.storage.withBytes { b in a.elementsEqual(b) } }
    }

    public func hash(into hasher: inout Hasher) {
        storage.withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(spans)
    }
}

/// Writes what a `SwiftExprWriter` is given as a `SwiftExprRecording`: the text through the same
/// literal rules as a rendered tree (`SwiftStringLiteral`, `LineWriter.writeFlat`), the spans
/// as `LineWriter` needs them. One recorder is reused for every constant of a file.
struct SwiftExprRecorder: ~Copyable {
    private var text: ByteBuffer
    private var spans: [SwiftExprRecording.Span] = []

    /// The open calls, arrays and dictionaries outside the innermost one: their spans and
    /// element counts. The innermost one's are the two fields below, so adding an element
    /// touches no array.
    private var open: [(span: Int, elements: Int)] = []
    private var innermostSpan = -1
    private var innermostElements = 0
    /// Where the next value's element text starts (after `argument`, `element` or `key`), -1
    /// when it starts with the value itself.
    private var lead = -1

    init(capacity: Int = 1 << 16) {
        text = ByteBuffer(capacity: capacity)
        spans.reserveCapacity(1 << 10)
        open.reserveCapacity(32)
    }

    /// Records a tree (what the renderer does with an expression that is not recorded yet).
    mutating func record(_ expr: SwiftExpr) -> SwiftExprRecording {
        reset()
        append(expr)
        return finish()
    }

    mutating func reset() {
        text.removeAll()
        spans.removeAll(keepingCapacity: true)  // unshared: `finish` gave the last array away
        open.removeAll(keepingCapacity: true)
        innermostSpan = -1
        innermostElements = 0
        lead = -1
    }

    mutating func finish() -> SwiftExprRecording {
        precondition(open.isEmpty && !spans.isEmpty, "one complete expression")
        // The recording keeps this buffer; the next one is written into a fresh buffer sized
        // for an expression like this one.
        var done = ByteBuffer(capacity: max(text.count + text.count / 4, 1 << 12))
        swap(&done, &text)
        // Likewise the spans: the recording keeps this array, sized for it (keeping the
        // capacity here would leave every recording with the largest one's).
        let recorded = spans
        spans = []
        spans.reserveCapacity(max(recorded.count + recorded.count / 4, 64))
        return SwiftExprRecording(storage: done, spans: recorded)
    }

    // MARK: Spans

    /// Opens the span of the next value, starting here.
    @inline(__always)
    private mutating func beginSpan(_ kind: SwiftExprRecording.Span.Kind) -> Int {
        let start = text.count
        spans.append(SwiftExprRecording.Span(kind: kind, lead: lead >= 0 ? lead : start, start: start))
        lead = -1
        return spans.count - 1
    }

    @inline(__always)
    private mutating func endSpan(_ index: Int) {
        spans[index].end = text.count
        spans[index].size = spans.count - index
    }

    /// The separator before the next element of the innermost open value; that element's text
    /// starts after it.
    @inline(__always)
    private mutating func nextElement() {
        if innermostElements > 0 { text.append(", ") }
        innermostElements += 1
        lead = text.count
    }

    private mutating func openValue(_ kind: SwiftExprRecording.Span.Kind) {
        let span = beginSpan(kind)
        open.append((innermostSpan, innermostElements))
        innermostSpan = span
        innermostElements = 0
    }

    /// Closes the innermost open value: its span and element count.
    private mutating func closeValue() -> (span: Int, elements: Int) {
        let closed = (span: innermostSpan, elements: innermostElements)
        (innermostSpan, innermostElements) = open.removeLast()
        return closed
    }

    // MARK: Parts (see `SwiftExprWriter`)

    mutating func string(_ value: String) {
        let span = beginSpan(.leaf)
        SwiftStringLiteral.append(value, to: &text)
        endSpan(span)
    }

    mutating func integer(_ value: Int64) {
        let span = beginSpan(.leaf)
        LineWriter.appendInteger(value, to: &text)
        endSpan(span)
    }

    mutating func double(_ value: Double) {
        let span = beginSpan(.leaf)
        text.append(utf8: SwiftNumberLiteral.render(value))
        endSpan(span)
    }

    mutating func bool(_ value: Bool) {
        let span = beginSpan(.leaf)
        text.append(value ? "true" : "false")
        endSpan(span)
    }

    mutating func nilLiteral() {
        let span = beginSpan(.leaf)
        text.append("nil")
        endSpan(span)
    }

    mutating func constant(_ expr: SwiftPreparedExpr) {
        let span = beginSpan(.leaf)
        text.append(expr.text)
        endSpan(span)
    }

    mutating func beginCall(_ callee: SwiftPreparedExpr) {
        openValue(.call)
        text.append(callee.text)
        text.append(UInt8(ascii: "("))
    }

    mutating func argument(_ label: SwiftName?) {
        nextElement()
        if let label {
            text.append(label.labelUTF8)
            text.append(": ")
        }
    }

    /// `argument(_:)` with the label already written out (`SwiftArgumentLabel.text`).
    mutating func argument(text label: UnsafeBufferPointer<UInt8>) {
        nextElement()
        text.append(label)
    }

    /// A call without arguments never breaks: a leaf, as in a rendered tree.
    mutating func endCall() {
        let call = closeValue()
        text.append(UInt8(ascii: ")"))
        if call.elements == 0 { spans[call.span].kind = .leaf }
        endSpan(call.span)
    }

    mutating func beginArray() {
        openValue(.bracketed)
        text.append(UInt8(ascii: "["))
    }

    mutating func element() { nextElement() }

    mutating func endArray() {
        let array = closeValue()
        text.append(UInt8(ascii: "]"))
        endSpan(array.span)
    }

    mutating func beginDictionary() {
        openValue(.bracketed)
        text.append(UInt8(ascii: "["))
    }

    mutating func key(_ key: String) {
        nextElement()
        SwiftStringLiteral.append(key, to: &text)
        text.append(": ")
    }

    /// An empty dictionary is the leaf `[:]`.
    mutating func endDictionary() {
        let dictionary = closeValue()
        if dictionary.elements == 0 {
            text.append(":]")
            spans[dictionary.span].kind = .leaf
        } else {
            text.append(UInt8(ascii: "]"))
        }
        endSpan(dictionary.span)
    }

    // MARK: Trees

    /// A tree: collections and calls with arguments get spans for their elements; everything
    /// else (scalars, names, member chains, subscripts, calls without arguments) never breaks.
    private mutating func append(_ expr: SwiftExpr) {
        switch expr {
        case .array(let items):
            beginArray()
            for item in items {
                element()
                append(item)
            }
            endArray()
        case .dictionary(let entries) where !entries.isEmpty:
            beginDictionary()
            for entry in entries {
                nextElement()
                LineWriter.writeFlat(entry.key, to: &text)
                text.append(": ")
                append(entry.value)
            }
            endDictionary()
        case .call(let callee, let arguments) where !arguments.isEmpty:
            openValue(.call)
            LineWriter.writeFlat(callee, to: &text)
            text.append(UInt8(ascii: "("))
            for argument in arguments {
                self.argument(argument.label)
                append(argument.value)
            }
            endCall()
        case .recorded(let recording):
            append(recording)
        default:
            let span = beginSpan(.leaf)
            LineWriter.writeFlat(expr, to: &text)
            endSpan(span)
        }
    }

    /// A recording inside a tree: its spans moved to where its text lands.
    private mutating func append(_ recording: SwiftExprRecording) {
        let base = text.count
        let rootLead = lead >= 0 ? lead : base
        lead = -1
        for var span in recording.spans {
            span.lead += base
            span.start += base
            span.end += base
            spans.append(span)
        }
        spans[spans.count - recording.spans.count].lead = rootLead
        text.append(recording.storage, range: 0..<recording.storage.count)
    }
}
