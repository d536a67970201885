/// Accumulates indented lines for `SwiftRenderer` as UTF-8 bytes, and lays out expressions.
///
/// Why bytes: the output is written to disk as bytes, and appending to a `[UInt8]` is a plain
/// copy where appending to a `String` re-checks UTF-8 and grows a more complex buffer. Each
/// expression's one-line width is measured once, bottom-up, before anything is written, so
/// every byte is written once.
struct LineWriter {
    let indentWidth: Int
    private var level = 0
    private(set) var out: [UInt8] = []

    init(indentWidth: Int) {
        self.indentWidth = indentWidth
        out.reserveCapacity(1 << 16)
    }

    mutating func indent() { level += 1 }
    mutating func dedent() { level -= 1 }

    private static let newline = UInt8(ascii: "\n")

    mutating func line(_ text: String) {
        appendIndentation()
        out.append(contentsOf: text.utf8)
        out.append(Self.newline)
    }

    /// Indentation is cut from one buffer of spaces (a memcpy) instead of appended space by space.
    static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    private mutating func appendIndentation() {
        let width = level * indentWidth
        if width <= Self.spaces.count {
            out.append(contentsOf: Self.spaces[..<width])
        } else {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    /// `width` spaces as a string (CanonicalJSON's indentation).
    static func indentation(_ width: Int) -> String {
        String(repeating: " ", count: width)
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// `]` or `)` with the suffix, on a line of its own.
    private mutating func closingLine(_ bracket: UInt8, _ suffix: StaticString) {
        appendIndentation()
        out.append(bracket)
        append(suffix)
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
        var bytes = out
        while bytes.count >= 2 && bytes[bytes.count - 1] == Self.newline && bytes[bytes.count - 2] == Self.newline {
            bytes.removeLast()
        }
        return bytes
    }

    /// Writes `prefix + expr + suffix`, on one line if it fits, else broken over several.
    mutating func line(prefix: String, expr: SwiftExpr, suffix: StaticString, renderer: SwiftRenderer) {
        appendIndentation()
        out.append(contentsOf: prefix.utf8)
        flatWidths.removeAll(keepingCapacity: true)
        subtreeSizes.removeAll(keepingCapacity: true)
        maxWidth = renderer.width
        _ = measure(expr)
        rest(of: expr, at: 0, prefixLength: prefix.utf8.count, suffix: suffix, renderer: renderer)
    }

    /// One-line widths (bytes) and subtree sizes (nodes) of the expression being laid out, in
    /// preorder: measured once, bottom-up, so deciding whether a node fits is a lookup rather
    /// than a one-line attempt written and cut off again at every nesting level.
    private var flatWidths: [Int] = []
    private var subtreeSizes: [Int] = []
    /// Where a string literal is rendered to be measured when it is not plain ASCII.
    private var scratch: [UInt8] = []
    /// The widest line the renderer allows (set for each expression laid out).
    private var maxWidth = Int.max

    /// Records the preorder entries of `expr`'s subtree (children in the order `rest` and
    /// `writeFlat` visit them) and returns its one-line width.
    private mutating func measure(_ expr: SwiftExpr) -> Int {
        let index = flatWidths.count
        flatWidths.append(0)
        subtreeSizes.append(0)
        var width: Int
        switch expr {
        case .string(let s): width = literalWidth(s)
        case .integer(let i): width = Self.integerWidth(i)
        case .double(let d): width = SwiftNumberLiteral.render(d).utf8.count
        case .bool(let b): width = b ? 4 : 5
        case .nil: width = 3
        case .name(let n): width = n.utf8Count
        case .member(let base, let name):
            width = 1 + name.utf8Count
            if let base { width += measure(base) }
        case .array(let items):
            width = 2 + 2 * max(items.count - 1, 0)
            for item in items { width += measure(item) }
        case .dictionary(let entries):
            width = entries.isEmpty ? 3 : 2 + 2 * (entries.count - 1) + 2 * entries.count
            for entry in entries { width += measure(entry.key) + measure(entry.value) }
        case .call(let callee, let arguments):
            width = measure(callee) + 2 + 2 * max(arguments.count - 1, 0)
            for argument in arguments {
                if let label = argument.label { width += label.utf8Count + 2 }
                width += measure(argument.value)
            }
        case .subscript(let base, let index):
            width = measure(base) + 2 + measure(index)
        }
        flatWidths[index] = width
        subtreeSizes[index] = flatWidths.count - index
        return width
    }

    /// The literal's width, or a lower bound when that already exceeds `maxWidth` (such a string
    /// never fits, so its exact width is never needed).
    private mutating func literalWidth(_ s: String) -> Int {
        let lowerBound = s.utf8.count + 2
        if lowerBound > maxWidth { return lowerBound }
        var s = s
        let plain = s.withUTF8 { SwiftStringLiteral.plainASCIIPrefix($0) == $0.count }
        if plain { return lowerBound }
        scratch.removeAll(keepingCapacity: true)
        SwiftStringLiteral.append(s, to: &scratch)
        return scratch.count
    }

    private static func integerWidth(_ value: Int64) -> Int {
        var width = value < 0 ? 2 : 1
        var magnitude = value.magnitude / 10
        while magnitude > 0 { width += 1; magnitude /= 10 }
        return width
    }

    /// Writes `expr + suffix` and the line end, the line's indentation and a prefix of
    /// `prefixLength` bytes being already written; `index` is `expr`'s preorder position.
    private mutating func rest(of expr: SwiftExpr, at index: Int, prefixLength: Int, suffix: StaticString, renderer: SwiftRenderer) {
        let available = renderer.width - level * indentWidth - prefixLength - suffix.utf8CodeUnitCount
        if flatWidths[index] <= available {
            Self.writeFlat(expr, to: &out)
            append(suffix)
            out.append(Self.newline)
            return
        }
        var child = index + 1
        switch expr {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            out.append(Self.newline)
            indent()
            for item in items {
                appendIndentation()
                rest(of: item, at: child, prefixLength: 0, suffix: ",", renderer: renderer)
                child += subtreeSizes[child]
            }
            dedent()
            closingLine(UInt8(ascii: "]"), suffix)
        case .dictionary(let entries):
            out.append(UInt8(ascii: "["))
            out.append(Self.newline)
            indent()
            for entry in entries {
                appendIndentation()
                let start = out.count
                Self.writeFlat(entry.key, to: &out)
                child += subtreeSizes[child]
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                rest(of: entry.value, at: child, prefixLength: out.count - start, suffix: ",", renderer: renderer)
                child += subtreeSizes[child]
            }
            dedent()
            closingLine(UInt8(ascii: "]"), suffix)
        case .call(let callee, let arguments) where !arguments.isEmpty:
            Self.writeFlat(callee, to: &out)
            child += subtreeSizes[child]
            out.append(UInt8(ascii: "("))
            out.append(Self.newline)
            indent()
            for (i, argument) in arguments.enumerated() {
                appendIndentation()
                let start = out.count
                if let label = argument.label {
                    label.append(to: &out)
                    out.append(UInt8(ascii: ":"))
                    out.append(UInt8(ascii: " "))
                }
                rest(of: argument.value, at: child, prefixLength: out.count - start,
                     suffix: i == arguments.count - 1 ? "" : ",", renderer: renderer)
                child += subtreeSizes[child]
            }
            dedent()
            closingLine(UInt8(ascii: ")"), suffix)
        default:
            // Scalars, names and member chains never break; a long string stays on its line.
            Self.writeFlat(expr, to: &out)
            append(suffix)
            out.append(Self.newline)
        }
    }

    /// Appends the one-line form (its length is the `measure`d width).
    private static func writeFlat(_ expr: SwiftExpr, to out: inout [UInt8]) {
        switch expr {
        case .string(let s): SwiftStringLiteral.append(s, to: &out)
        case .integer(let i): appendInteger(i, to: &out)
        case .double(let d): out.append(contentsOf: SwiftNumberLiteral.render(d).utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .nil: out.append(contentsOf: "nil".utf8)
        case .name(let n): n.append(to: &out)
        case .member(let base, let name):
            if let base { writeFlat(base, to: &out) }
            out.append(UInt8(ascii: "."))
            name.append(to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " ")) }
                writeFlat(item, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .dictionary(let entries):
            if entries.isEmpty { out.append(contentsOf: "[:]".utf8); break }
            out.append(UInt8(ascii: "["))
            for (i, entry) in entries.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " ")) }
                writeFlat(entry.key, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                writeFlat(entry.value, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .call(let callee, let arguments):
            writeFlat(callee, to: &out)
            out.append(UInt8(ascii: "("))
            for (i, argument) in arguments.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " ")) }
                if let label = argument.label {
                    label.append(to: &out)
                    out.append(UInt8(ascii: ":"))
                    out.append(UInt8(ascii: " "))
                }
                writeFlat(argument.value, to: &out)
            }
            out.append(UInt8(ascii: ")"))
        case .subscript(let base, let index):
            writeFlat(base, to: &out)
            out.append(UInt8(ascii: "["))
            writeFlat(index, to: &out)
            out.append(UInt8(ascii: "]"))
        }
    }

    /// Decimal digits without going through `String`.
    static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            out.append(contentsOf: buffer[(20 - count)...])
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
