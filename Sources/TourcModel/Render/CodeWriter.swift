/// Writes generated Swift line by line (the description's renderers, and TourcGenerate's embeds), keeping the indentation and the wrapping in one place, so
/// a renderer reads as the code it produces (proposal 9 of the 2026-11-25 review; the shape of
/// swift-openapi-generator's `TextBasedRenderer`). Before it, each renderer counted columns and
/// spaces by hand (`"        case"`, `line.count + piece.count > 110`).
public struct CodeWriter {
    /// What has been written.
    public private(set) var text = ""
    private var depth = 0

    public init() {}

    /// The column limit of a generated line (the project's style: 120).
    public static let width = 120

    /// The current indentation: four spaces a level.
    public var indentation: String { String(repeating: " ", count: depth * 4) }

    /// One line at the current indentation; an empty string gives an empty line.
    public mutating func line(_ s: String) {
        text += s.isEmpty ? "\n" : indentation + s + "\n"
    }

    /// An empty line.
    public mutating func blank() { text += "\n" }

    /// Text written as it is (a file header, a part rendered elsewhere).
    public mutating func raw(_ s: String) { text += s }

    /// A `///` comment of `doc`'s lines; nothing for an empty doc.
    public mutating func doc(_ doc: String) {
        guard !doc.isEmpty else { return }
        for part in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// \(part)")
        }
    }

    /// `body` one level in.
    public mutating func indented(_ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `head {`, `body` one level in, `}`.
    public mutating func block(_ head: String, _ body: (inout CodeWriter) -> Void) {
        line(head + " {")
        indented(body)
        line("}")
    }

    /// `switch subject {`, the cases at the switch's own level (Swift's style), `}`.
    public mutating func switchBlock(_ subject: String, _ body: (inout CodeWriter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// Whether `s` fits on one line at the current indentation.
    public func fits(_ s: String, width: Int = CodeWriter.width) -> Bool {
        indentation.count + s.count <= width
    }

    /// `items` filled into as few lines as fit in `width` columns, separated by a space: the first
    /// line starts with `lead`, the others with `continuation`; `trimming` is dropped from the end
    /// of every line but the last (`case a, b` lines take no trailing comma). An item wider than
    /// the line gets a line of its own.
    public mutating func fill(_ items: [String], width: Int, lead: String = "", continuation: String = "", trimming: Character? = nil) {
        var lines: [String] = []
        var current = indentation + lead
        var empty = true
        for item in items {
            if !empty && current.count + 1 + item.count > width {
                lines.append(current)
                current = indentation + continuation + item
            } else {
                current += (empty ? "" : " ") + item
            }
            empty = false
        }
        lines.append(current)
        for (i, var l) in lines.enumerated() {
            if let trimming, i < lines.count - 1 {
                while l.last == trimming { l.removeLast() }
            }
            text += l + "\n"
        }
    }
}

extension Array where Element == String {
    /// Each item but the last followed by `separator` (`a,` `b,` `c`), for `CodeWriter.fill`.
    public func punctuated(_ separator: String = ",") -> [String] {
        enumerated().map { i, item in i == count - 1 ? item : item + separator }
    }
}
