/// Accumulates indented lines for `SwiftRenderer` as UTF-8 bytes, and lays out expressions.
///
/// Why bytes: the output is written to disk as bytes, and appending to a `[UInt8]` is a plain
/// copy where appending to a `String` re-checks UTF-8 and grows a more complex buffer; a tried
/// one-line layout that does not fit is simply truncated away.
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
    mutating func line(prefix: String, expr: SwiftExpr, suffix: String, renderer: SwiftRenderer) {
        appendIndentation()
        out.append(contentsOf: prefix.utf8)
        rest(of: expr, prefixLength: prefix.utf8.count, suffix: suffix, renderer: renderer)
    }

    /// Writes `expr + suffix` and the line end, the line's indentation and a prefix of
    /// `prefixLength` bytes being already written. The one-line form is written straight into the
    /// output and cut off again when it does not fit.
    private mutating func rest(of expr: SwiftExpr, prefixLength: Int, suffix: String, renderer: SwiftRenderer) {
        let exprStart = out.count
        let available = renderer.width - level * indentWidth - prefixLength - suffix.utf8.count
        if Self.appendFlat(expr, to: &out, limit: exprStart + available) {
            out.append(contentsOf: suffix.utf8)
            out.append(Self.newline)
            return
        }
        out.removeSubrange(exprStart...)
        switch expr {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            out.append(Self.newline)
            indent()
            for item in items {
                appendIndentation()
                rest(of: item, prefixLength: 0, suffix: ",", renderer: renderer)
            }
            dedent()
            line("]" + suffix)
        case .dictionary(let entries):
            out.append(UInt8(ascii: "["))
            out.append(Self.newline)
            indent()
            for entry in entries {
                appendIndentation()
                let start = out.count
                _ = Self.appendFlat(entry.key, to: &out, limit: .max)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                rest(of: entry.value, prefixLength: out.count - start, suffix: ",", renderer: renderer)
            }
            dedent()
            line("]" + suffix)
        case .call(let callee, let arguments) where !arguments.isEmpty:
            _ = Self.appendFlat(callee, to: &out, limit: .max)
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
                rest(of: argument.value, prefixLength: out.count - start,
                     suffix: i == arguments.count - 1 ? "" : ",", renderer: renderer)
            }
            dedent()
            line(")" + suffix)
        default:
            // Scalars, names and member chains never break; a long string stays on its line.
            _ = Self.appendFlat(expr, to: &out, limit: .max)
            out.append(contentsOf: suffix.utf8)
            out.append(Self.newline)
        }
    }

    /// Appends the one-line form; false (with `out` then partly written, for the caller to cut)
    /// as soon as `out` grows past `limit` bytes (`Int.max`: no limit). Checking before and after
    /// every child makes a failed attempt cost about the budget, not the size of the first
    /// child: layout asks once per nesting level, and would otherwise be quadratic in the depth.
    private static func appendFlat(_ expr: SwiftExpr, to out: inout [UInt8], limit: Int) -> Bool {
        if out.count > limit { return false }
        switch expr {
        case .string(let s):
            // A literal is never shorter than its string's UTF-8 plus the two quotes (escapes
            // only add), so a string that cannot fit is not rendered at all.
            if limit != .max, out.count + s.utf8.count + 2 > limit { return false }
            SwiftStringLiteral.append(s, to: &out)
        case .integer(let i): appendInteger(i, to: &out)
        case .double(let d): out.append(contentsOf: SwiftNumberLiteral.render(d).utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .nil: out.append(contentsOf: "nil".utf8)
        case .name(let n): n.append(to: &out)
        case .member(let base, let name):
            if let base, !appendFlat(base, to: &out, limit: limit) { return false }
            out.append(UInt8(ascii: "."))
            name.append(to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " ")) }
                if !appendFlat(item, to: &out, limit: limit) { return false }
            }
            out.append(UInt8(ascii: "]"))
        case .dictionary(let entries):
            if entries.isEmpty { out.append(contentsOf: "[:]".utf8); break }
            out.append(UInt8(ascii: "["))
            for (i, entry) in entries.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " ")) }
                if !appendFlat(entry.key, to: &out, limit: limit) { return false }
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                if !appendFlat(entry.value, to: &out, limit: limit) { return false }
            }
            out.append(UInt8(ascii: "]"))
        case .call(let callee, let arguments):
            if !appendFlat(callee, to: &out, limit: limit) { return false }
            out.append(UInt8(ascii: "("))
            for (i, argument) in arguments.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " ")) }
                if let label = argument.label {
                    label.append(to: &out)
                    out.append(UInt8(ascii: ":"))
                    out.append(UInt8(ascii: " "))
                }
                if !appendFlat(argument.value, to: &out, limit: limit) { return false }
            }
            out.append(UInt8(ascii: ")"))
        case .subscript(let base, let index):
            if !appendFlat(base, to: &out, limit: limit) { return false }
            out.append(UInt8(ascii: "["))
            if !appendFlat(index, to: &out, limit: limit) { return false }
            out.append(UInt8(ascii: "]"))
        }
        return out.count <= limit
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
