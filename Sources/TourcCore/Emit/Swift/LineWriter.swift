/// Accumulates indented lines for `SwiftRenderer`, and lays out expressions.
struct LineWriter {
    let indentWidth: Int
    private var level = 0
    private var out = ""

    init(indentWidth: Int) { self.indentWidth = indentWidth }

    mutating func indent() { level += 1 }
    mutating func dedent() { level -= 1 }

    /// Indentation is cut from one string of spaces (a memcpy) instead of building a new string
    /// per line.
    static let spaces = String(repeating: " ", count: 256)

    mutating func line(_ text: String) {
        out += Self.indentation(level * indentWidth)
        out += text
        out += "\n"
    }

    static func indentation(_ width: Int) -> Substring {
        guard width <= spaces.utf8.count else { return Substring(String(repeating: " ", count: width)) }
        // All ASCII: every UTF-8 offset is a character boundary.
        return spaces[..<spaces.utf8.index(spaces.utf8.startIndex, offsetBy: width)]
    }

    /// A blank line, never two in a row and never at the start.
    mutating func blankLine() {
        guard !out.isEmpty, !out.hasSuffix("\n\n") else { return }
        out += "\n"
    }

    /// The text with exactly one final newline.
    func finish() -> String {
        var text = out
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }

    /// Writes `prefix + expr + suffix`, on one line if it fits, else broken over several.
    mutating func line(prefix: String, expr: SwiftExpr, suffix: String, renderer: SwiftRenderer) {
        let available = renderer.width - level * indentWidth - prefix.utf8.count - suffix.utf8.count
        if let flat = Self.flat(expr, budget: available, renderer: renderer) {
            line(prefix + flat + suffix)
            return
        }
        switch expr {
        case .array(let items):
            line(prefix + "[")
            indent()
            for item in items { line(prefix: "", expr: item, suffix: ",", renderer: renderer) }
            dedent()
            line("]" + suffix)
        case .dictionary(let entries):
            line(prefix + "[")
            indent()
            for entry in entries {
                let key = Self.flat(entry.key, budget: Int.max, renderer: renderer) ?? ""
                line(prefix: key + ": ", expr: entry.value, suffix: ",", renderer: renderer)
            }
            dedent()
            line("]" + suffix)
        case .call(let callee, let arguments) where !arguments.isEmpty:
            let head = Self.flat(callee, budget: Int.max, renderer: renderer) ?? ""
            line(prefix + head + "(")
            indent()
            for (i, argument) in arguments.enumerated() {
                let label = argument.label.map { "\($0.rendered): " } ?? ""
                let comma = i == arguments.count - 1 ? "" : ","
                line(prefix: label, expr: argument.value, suffix: comma, renderer: renderer)
            }
            dedent()
            line(")" + suffix)
        default:
            // Scalars, names and member chains never break; a long string stays on its line.
            line(prefix + (Self.flat(expr, budget: Int.max, renderer: renderer) ?? "") + suffix)
        }
    }

    /// The one-line form, or nil when it would exceed `budget` characters. Stops early, so asking
    /// about a huge literal costs only `budget` work.
    static func flat(_ expr: SwiftExpr, budget: Int, renderer: SwiftRenderer) -> String? {
        var out = ""
        return appendFlat(expr, to: &out, budget: budget) ? out : nil
    }

    /// Gives up as soon as the text so far is over budget (before and after every child), so a
    /// failed attempt costs about `budget` characters, not the size of the first child: layout
    /// asks this once per nesting level, and would otherwise be quadratic in the depth.
    private static func appendFlat(_ expr: SwiftExpr, to out: inout String, budget: Int) -> Bool {
        if out.utf8.count > budget { return false }
        switch expr {
        case .string(let s):
            // A literal is never shorter than its string's UTF-8 plus the two quotes (escapes
            // only add), so a string that cannot fit is not rendered at all.
            if budget != Int.max, out.utf8.count + s.utf8.count + 2 > budget { return false }
            out += SwiftStringLiteral.render(s)
        case .integer(let i): out += String(i)
        case .double(let d): out += SwiftNumberLiteral.render(d)
        case .bool(let b): out += b ? "true" : "false"
        case .nil: out += "nil"
        case .name(let n): out += n.rendered
        case .member(let base, let name):
            if let base, !appendFlat(base, to: &out, budget: budget) { return false }
            out += "." + name.rendered
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                if !appendFlat(item, to: &out, budget: budget) { return false }
            }
            out += "]"
        case .dictionary(let entries):
            if entries.isEmpty { out += "[:]"; break }
            out += "["
            for (i, entry) in entries.enumerated() {
                if i > 0 { out += ", " }
                if !appendFlat(entry.key, to: &out, budget: budget) { return false }
                out += ": "
                if !appendFlat(entry.value, to: &out, budget: budget) { return false }
            }
            out += "]"
        case .call(let callee, let arguments):
            if !appendFlat(callee, to: &out, budget: budget) { return false }
            out += "("
            for (i, argument) in arguments.enumerated() {
                if i > 0 { out += ", " }
                if let label = argument.label { out += label.rendered + ": " }
                if !appendFlat(argument.value, to: &out, budget: budget) { return false }
            }
            out += ")"
        case .subscript(let base, let index):
            if !appendFlat(base, to: &out, budget: budget) { return false }
            out += "["
            if !appendFlat(index, to: &out, budget: budget) { return false }
            out += "]"
        }
        return out.utf8.count <= budget
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
