/// Accumulates indented lines for `SwiftRenderer` as UTF-8 bytes, and lays out expressions.
///
/// Why bytes: the output is written to disk as bytes, and appending to a `ByteBuffer` is a plain
/// copy where appending to a `String` re-checks UTF-8 and grows a more complex buffer. Each
/// expression is printed once on one line, recording where its parts lie (`SwiftExprRecording`:
/// the emitter's large constants come recorded already); the layout then decides from those
/// widths where to break and copies the pieces.
struct LineWriter: ~Copyable {
    let indentWidth: Int
    private var level = 0
    /// Sized for a typical app's file (a few hundred KB): growing copies, and untouched pages
    /// cost nothing.
    private var out = ByteBuffer(capacity: 1 << 19)

    init(indentWidth: Int) {
        self.indentWidth = indentWidth
    }

    mutating func indent() { level += 1 }
    mutating func dedent() { level -= 1 }

    private static let newline = UInt8(ascii: "\n")

    mutating func line(_ text: String) {
        appendIndentation()
        out.append(utf8: text)
        out.append(Self.newline)
    }

    /// `case name` or `case name = "raw"`, written as bytes: an app's id enums have a case per
    /// id, and building each line as an interpolated `String` (with the literal rendered
    /// scalar by scalar) cost more than the rest of the enum.
    mutating func enumCase(_ name: SwiftName, rawValue: String?) {
        appendIndentation()
        out.append("case ")
        name.append(to: &out)
        if let rawValue {
            out.append(" = ")
            SwiftStringLiteral.append(rawValue, to: &out)
        }
        out.append(Self.newline)
    }

    /// `public enum Name: A, B.C {` (or `{}` when `closed`), written as bytes: an app's file
    /// declares an enum per id kind, and joining the head from `String`s cost more than
    /// writing it.
    mutating func nominalHead(_ n: SwiftNominal, closed: Bool) {
        appendIndentation()
        if let access = n.access {
            out.append(utf8: access.rawValue)
            out.append(UInt8(ascii: " "))
        }
        out.append(utf8: n.kind.rawValue)
        out.append(UInt8(ascii: " "))
        Self.appendType(n.name, to: &out)
        for (i, conformance) in n.conformances.enumerated() {
            out.append(i == 0 ? ": " : ", ")
            Self.appendType(conformance, to: &out)
        }
        out.append(closed ? " {}" : " {")
        out.append(Self.newline)
    }

    /// A type as written in source (`A.B`, `[T]`, `[K: V]`, `T?`): the one rule, which
    /// `SwiftRenderer.renderType` returns as a string.
    static func appendType(_ type: SwiftType, to out: inout ByteBuffer) {
        switch type {
        case .named(let parts):
            for i in parts.indices {
                if i > 0 { out.append(UInt8(ascii: ".")) }
                parts[i].append(to: &out)
            }
        case .array(let element):
            out.append(UInt8(ascii: "["))
            appendType(element, to: &out)
            out.append(UInt8(ascii: "]"))
        case .dictionary(let key, let value):
            out.append(UInt8(ascii: "["))
            appendType(key, to: &out)
            out.append(": ")
            appendType(value, to: &out)
            out.append(UInt8(ascii: "]"))
        case .optional(let wrapped):
            appendType(wrapped, to: &out)
            out.append(UInt8(ascii: "?"))
        }
    }

    private mutating func appendIndentation() {
        out.append(repeating: UInt8(ascii: " "), count: level * indentWidth)
    }

    /// `width` spaces as a string (CanonicalJSON's indentation).
    static func indentation(_ width: Int) -> String {
        String(repeating: " ", count: width)
    }

    /// `]` or `)`, and a comma when `comma`, on a line of its own.
    private mutating func closingLine(_ bracket: UInt8, comma: Bool) {
        appendIndentation()
        out.append(bracket)
        endLine(comma: comma)
    }

    /// The comma after an element (when `comma`) and the line end.
    @inline(__always)
    private mutating func endLine(comma: Bool) {
        if comma { out.append(UInt8(ascii: ",")) }
        out.append(Self.newline)
    }

    /// A blank line, never two in a row and never at the start.
    mutating func blankLine() {
        guard !out.isEmpty, !(out.count >= 2 && out[out.count - 1] == Self.newline && out[out.count - 2] == Self.newline)
        else { return }
        out.append(Self.newline)
    }

    /// The bytes with exactly one final newline.
    func finish() -> [UInt8] {
        var count = out.count
        while count >= 2 && out[count - 1] == Self.newline && out[count - 2] == Self.newline {
            count -= 1
        }
        return out.withBytes(in: 0..<count) { Array($0) }
    }

    /// Writes `prefix + expr`, on one line if it fits, else broken over several.
    mutating func line(prefix: String, expr: SwiftExpr, renderer: SwiftRenderer) {
        appendIndentation()
        out.append(utf8: prefix)
        let recording: SwiftExprRecording
        if case .recorded(let recorded) = expr {
            recording = recorded
        } else {
            recording = recorder.record(expr)
        }
        recording.storage.withBytes { flat in
            recording.spans.withUnsafeBufferPointer { spans in
                rest(at: 0, prefixLength: prefix.utf8.count, comma: false, width: renderer.width, flat: flat, spans: spans)
            }
        }
    }

    /// Records the expressions that come as trees. The layout then copies slices of the
    /// recording's one-line text (one memcpy per line piece) instead of walking the expression a
    /// second time to print it.
    private var recorder = SwiftExprRecorder(capacity: 1 << 12)

    private typealias Span = SwiftExprRecording.Span

    /// Writes the node at `index` (of `spans`), a comma when `comma`, and the line end, the line's
    /// indentation and a prefix of `prefixLength` bytes being already written: on one line when
    /// it fits in `width` columns (or cannot break), else one element per line.
    private mutating func rest(at index: Int, prefixLength: Int, comma: Bool, width: Int,
                               flat: UnsafeBufferPointer<UInt8>, spans: UnsafeBufferPointer<Span>) {
        let span = spans[index]
        let available = width - level * indentWidth - prefixLength - (comma ? 1 : 0)
        if span.kind == .leaf || span.end - span.start <= available {
            out.append(UnsafeBufferPointer(rebasing: flat[span.start..<span.end]))
            endLine(comma: comma)
            return
        }
        let close: UInt8
        if span.kind == .call {
            // The callee, up to the `(` before the first argument's text.
            out.append(UnsafeBufferPointer(rebasing: flat[span.start..<(spans[index + 1].lead - 1)]))
            out.append(UInt8(ascii: "("))
            close = UInt8(ascii: ")")
        } else {
            out.append(UInt8(ascii: "["))
            close = UInt8(ascii: "]")
        }
        out.append(Self.newline)
        indent()
        let stop = index + span.size
        var child = index + 1
        while child < stop {
            let element = spans[child]
            appendIndentation()
            out.append(UnsafeBufferPointer(rebasing: flat[element.lead..<element.start]))
            let next = child + element.size
            // Collections keep a trailing comma; calls take none after their last argument.
            rest(at: child, prefixLength: element.start - element.lead, comma: span.kind != .call || next < stop,
                 width: width, flat: flat, spans: spans)
            child = next
        }
        dedent()
        closingLine(close, comma: comma)
    }

    /// Appends the one-line form (for the parts that never break, and what a recording's text
    /// is made of).
    static func writeFlat(_ expr: SwiftExpr, to out: inout ByteBuffer) {
        switch expr {
        case .string(let s): SwiftStringLiteral.append(s, to: &out)
        case .integer(let i): appendInteger(i, to: &out)
        case .double(let d): out.append(utf8: SwiftNumberLiteral.render(d))
        case .bool(let b): out.append(b ? "true" : "false")
        case .nil: out.append("nil")
        case .name(let n): n.append(to: &out)
        case .member(let base, let name):
            if let base { writeFlat(base, to: &out) }
            out.append(UInt8(ascii: "."))
            name.append(to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for i in items.indices {
                if i > 0 { out.append(", ") }
                writeFlat(items[i], to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .dictionary(let entries):
            if entries.isEmpty { out.append("[:]"); break }
            out.append(UInt8(ascii: "["))
            for i in entries.indices {
                if i > 0 { out.append(", ") }
                writeFlat(entries[i].key, to: &out)
                out.append(": ")
                writeFlat(entries[i].value, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .call(let callee, let arguments):
            writeFlat(callee, to: &out)
            out.append(UInt8(ascii: "("))
            for i in arguments.indices {
                if i > 0 { out.append(", ") }
                if let label = arguments[i].label {
                    out.append(label.labelUTF8)
                    out.append(": ")
                }
                writeFlat(arguments[i].value, to: &out)
            }
            out.append(UInt8(ascii: ")"))
        case .subscript(let base, let index):
            writeFlat(base, to: &out)
            out.append(UInt8(ascii: "["))
            writeFlat(index, to: &out)
            out.append(UInt8(ascii: "]"))
        case .recorded(let recording):
            recording.storage.withBytes { out.append($0) }
        }
    }

    /// Decimal digits without going through `String`.
    static func appendInteger(_ value: Int64, to out: inout ByteBuffer) {
        withDigits(of: value) { out.append($0) }
    }

    static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        withDigits(of: value) { out.append(contentsOf: $0) }
    }

    /// The decimal text of `value`, sign included, in a stack buffer.
    private static func withDigits(of value: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            if value < 0 {
                buffer[19 - count] = UInt8(ascii: "-")
                count += 1
            }
            body(UnsafeBufferPointer(rebasing: buffer[(20 - count)...]))
        }
    }
}

/// Number formatting for Swift source: the shortest text that reads back as the same Double.
enum SwiftNumberLiteral {
    static func render(_ d: Double) -> String {
        precondition(d.isFinite, "non-finite numbers have no Swift literal")
        // Swift's description is locale-independent and round-trips ("0.1", "1e-05", "2.0").
        return d.description
    }
}
