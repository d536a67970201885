/// The one place where Swift source text is produced.
///
/// Layout rules, fixed so output never churns: 4-space indentation; LF line ends; a final newline;
/// one blank line between top-level declarations and between members, except between
/// consecutive enum cases and after a comment; an expression stays on one line when it fits in
/// `width` columns, otherwise collections put one element per line (with a trailing comma) and
/// calls put one argument per line (without one, so Swift 6.0 compilers accept it).
public struct SwiftRenderer: Sendable {
    public var indentWidth = 4
    public var width = 100

    public init() {}

    public func render(_ file: SwiftFile) -> String {
        String(decoding: renderBytes(file), as: UTF8.self)
    }

    /// The file as UTF-8 bytes, what is written to disk (no detour through `String`).
    public func renderBytes(_ file: SwiftFile) -> [UInt8] {
        var w = LineWriter(indentWidth: indentWidth)
        for comment in file.header { renderComment(comment, into: &w) }
        if !file.header.isEmpty { w.blankLine() }
        for module in file.imports { w.line("import \(module.rendered)") }
        if !file.imports.isEmpty { w.blankLine() }
        renderMembers(file.declarations, into: &w)
        return w.finish()
    }

    /// One declaration on its own, for tests and snippets.
    public func render(_ decl: SwiftDecl) -> String {
        var w = LineWriter(indentWidth: indentWidth)
        renderDecl(decl, into: &w)
        return String(decoding: w.finish(), as: UTF8.self)
    }

    /// One expression, laid out as if it started at column 0.
    public func render(_ expr: SwiftExpr) -> String {
        var w = LineWriter(indentWidth: indentWidth)
        w.line(prefix: "", expr: expr, renderer: self)
        return String(decoding: w.finish(), as: UTF8.self)
    }

    private func renderMembers(_ decls: [SwiftDecl], into w: inout LineWriter) {
        var previous: SwiftDecl?
        for decl in decls {
            if let previous, Self.wantsBlankLine(between: previous, and: decl) { w.blankLine() }
            renderDecl(decl, into: &w)
            previous = decl
        }
    }

    static func wantsBlankLine(between a: SwiftDecl, and b: SwiftDecl) -> Bool {
        switch (a, b) {
        case (.comment, _): return false
        case (.enumCase, .enumCase): return false
        case (.import, .import): return false
        default: return true
        }
    }

    private func renderDecl(_ decl: SwiftDecl, into w: inout LineWriter) {
        switch decl {
        case .comment(let c):
            renderComment(c, into: &w)
        case .import(let module):
            w.line("import \(module.rendered)")
        case .enumCase(let name, let raw):
            w.enumCase(name, rawValue: raw)
        case .nominal(let n):
            for attribute in n.attributes { w.line("@\(attribute.text)") }
            w.nominalHead(n, closed: n.members.isEmpty)
            if !n.members.isEmpty {
                w.indent()
                renderMembers(n.members, into: &w)
                w.dedent()
                w.line("}")
            }
        case .constant(let c):
            let head = modifiers(c.access, c.isStatic) + "let \(c.name.rendered): \(renderType(c.type)) = "
            w.line(prefix: head, expr: c.value, renderer: self)
        case .computed(let c):
            w.line(modifiers(c.access, c.isStatic) + "var \(c.name.rendered): \(renderType(c.type)) {")
            w.indent()
            w.line(prefix: "", expr: c.body, renderer: self)
            w.dedent()
            w.line("}")
        }
    }

    private func modifiers(_ access: SwiftAccess?, _ isStatic: Bool) -> String {
        (access.map { "\($0.rawValue) " } ?? "") + (isStatic ? "static " : "")
    }

    /// One rule for writing a type, `LineWriter.appendType` (declaration heads use it directly).
    func renderType(_ type: SwiftType) -> String {
        var out = ByteBuffer(capacity: 64)
        LineWriter.appendType(type, to: &out)
        return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    private func renderComment(_ comment: SwiftComment, into w: inout LineWriter) {
        let (prefix, text): (String, String)
        switch comment {
        case .line(let t): (prefix, text) = ("//", t)
        case .doc(let t): (prefix, text) = ("///", t)
        }
        for line in Self.commentLines(text) {
            w.line(line.isEmpty ? prefix : "\(prefix) \(line)")
        }
    }

    /// Splits comment text at every kind of line break and makes invisible or reordering
    /// characters visible as `\u{...}`, so a comment always stays a comment.
    static func commentLines(_ text: String) -> [String] {
        // Printable ASCII alone holds no line break and nothing to make visible: the text is its
        // one line (the common case, decided on the bytes without a walk over the scalars).
        var printable = true
        WordScan.withUTF8(of: text) { bytes in
            for b in bytes where b < 0x20 || b >= 0x7F {
                printable = false
                break
            }
        }
        if printable { return [text] }
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where previousWasCR:
                previousWasCR = false
                continue
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                lines.append(current)
                current = ""
                previousWasCR = scalar.value == 0x0D
                continue
            default:
                previousWasCR = false
            }
            if SwiftStringLiteral.needsEscape(scalar, atStart: false) {
                current += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }
}
