import TourcDiagnostics

/// Turns libyaml's terse `problem` / `context` pair into a diagnostic in plain words, with its own
/// code for the cases authors hit most (tabs, unclosed quotes, `%YAML` versions, tag handles).
struct SyntaxErrorTranslator {
    /// What libyaml reported, with marks already mapped to file locations.
    struct Report {
        var problem: String
        var context: String?
        var problemAt: SourceLocation
        var contextAt: SourceLocation?
    }

    let file: String
    let mapper: PositionMapper

    private func span(_ at: SourceLocation) -> SourceSpan { SourceSpan(file: file, range: SourceRange(at: at)) }

    /// How to name the character at a location: "`x`", "a tab", "a line break", "the end of the file".
    func found(at location: SourceLocation) -> String {
        guard let s = mapper.scalar(atFileOffset: location.offset) else { return "the end of the file" }
        switch s {
        case "\t": return "a tab"
        case "\n", "\r": return "the end of the line"
        case " ": return "a space"
        case "`": return "a backtick (`` ` ``)"
        default: return "`\(Character(s))`"
        }
    }

    func diagnostic(_ r: Report) -> Diagnostic {
        let here = span(r.problemAt)
        let ctx = r.context ?? ""
        let opened = r.contextAt.map { "\($0.line):\($0.column)" } ?? "?"
        var labels: [Diagnostic.Label] = []
        func label(_ text: String) {
            if let c = r.contextAt, c != r.problemAt { labels.append(.init(span: span(c), message: text)) }
        }
        let found = found(at: r.problemAt)
        if found == "`:`", let length = keyLength(before: r.problemAt), length > 1024 {
            return Diagnostic(YAMLCodes.syntaxError,
                              "the key before this `:` is \(length) characters long, but YAML (and libyaml) limit a key written on one line to 1024 characters; shorten the key, or write it as an explicit key (`? long key` on one line, `: value` on the next)",
                              at: here)
        }

        if !r.problem.contains("tab"), mapper.scalar(atFileOffset: r.problemAt.offset) != "\t", let cause = causeDiagnostic(r) {
            return cause
        }

        switch r.problem {
        case "found character that cannot start any token":
            if mapper.scalar(atFileOffset: r.problemAt.offset) == "\t" {
                let message = onlyBlanksBefore(r.problemAt)
                    ? "this line is indented with a tab; YAML indentation must use spaces, so replace the tab with spaces\(spacesMeant(at: r.problemAt).map { " (\($0) before the text, going by the line above)" } ?? "")"
                    : "a tab here is read as indentation (after `- `, `? ` or `: ` at the start of a block, YAML needs spaces); replace the tab with spaces"
                return Diagnostic(YAMLCodes.tabIndentation, message, at: here)
            }
            var message = "\(found) cannot start a value here (YAML reserves it); put the value in quotes if it is text"
            var suggestions: [String] = []
            if let rest = restOfLine(from: r.problemAt), !rest.isEmpty, rest.unicodeScalars.count <= 60 {
                let quoted = YAMLQuoting.doubleQuoted(rest)
                message += ": \(quoted)"
                suggestions = [quoted]
            }
            return Diagnostic(YAMLCodes.syntaxError, message, at: here, suggestions: suggestions)
        case "found a tab character that violates indentation", "found a tab character where an indentation space is expected":
            return Diagnostic(YAMLCodes.tabIndentation,
                              "a tab is used for indentation here; YAML indentation must use spaces, so replace the tab with spaces\(onlyBlanksBefore(r.problemAt) ? spacesMeant(at: r.problemAt).map { " (\($0) before the text, going by the line above)" } ?? "" : "")",
                              at: here)
        case "found unexpected end of stream" where ctx.contains("quoted scalar"),
             "found unexpected document indicator" where ctx.contains("quoted scalar"):
            let start = r.contextAt ?? r.problemAt
            let quote = mapper.byte(atFileOffset: start.offset) == UInt8(ascii: "'") ? "'" : "\""
            let ending = r.problem.contains("document") ? "the next `---` or `...` line" : "the end of the file"
            return Diagnostic(YAMLCodes.unclosedQuote,
                              "this quoted string is never closed: add the closing \(quote) (without it, everything up to \(ending) is part of the string)",
                              at: span(start),
                              labels: [.init(span: here, message: "reached \(ending) while still inside the string")])
        case "found unexpected end of stream":
            label("this started here")
            return Diagnostic(YAMLCodes.syntaxError,
                              "the file ends in the middle of \(Self.thing(ctx)); complete it or remove it", at: here, labels: labels)
        case "found incompatible YAML document":
            return Diagnostic(YAMLCodes.unsupportedVersion,
                              "this document declares a `%YAML` version that tourc does not read; tourc reads YAML 1.1 and 1.2 (and always resolves values by YAML 1.2): write `%YAML 1.2` or remove the directive",
                              at: here)
        case "found undefined tag handle":
            return Diagnostic(YAMLCodes.unknownTag,
                              "this tag uses a handle that no `%TAG` directive declares; tags are not supported apart from `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map` and `!!seq`: remove the tag",
                              at: here)
        case "did not find expected key":
            label("the mapping starts here")
            return Diagnostic(YAMLCodes.syntaxError,
                              "expected another `key: value` entry of the mapping that starts at \(opened), but found \(found); check the indentation of this line (siblings must line up exactly)",
                              at: here, labels: labels)
        case "mapping values are not allowed in this context":
            return Diagnostic(YAMLCodes.syntaxError,
                              "unexpected `:` here; if the colon is part of the text, put the whole value in quotes (`key: \"a: b\"`), otherwise check the indentation",
                              at: here)
        case "could not find expected ':'":
            let keyStart = r.contextAt ?? r.problemAt
            return Diagnostic(YAMLCodes.syntaxError,
                              "this line is read as a key but has no `:` after it; add `: ` after the key, or, if it continues the previous value, indent it more or quote that value",
                              at: span(keyStart))
        case "did not find expected node content":
            label("while reading the value that starts here")
            return Diagnostic(YAMLCodes.syntaxError, "expected a value here, but found \(found)", at: here, labels: labels)
        case "did not find expected ',' or ']'":
            label("the list starts here")
            return Diagnostic(YAMLCodes.syntaxError,
                              "expected `,` or `]` in the list that starts at \(opened), but found \(found); add the missing `,` or `]`",
                              at: here, labels: labels)
        case "did not find expected ',' or '}'":
            label("the mapping starts here")
            return Diagnostic(YAMLCodes.syntaxError,
                              "expected `,` or `}` in the mapping that starts at \(opened), but found \(found); add the missing `,` or `}`",
                              at: here, labels: labels)
        case "did not find expected '-' indicator":
            label("the list starts here")
            return Diagnostic(YAMLCodes.syntaxError,
                              "expected another `- ` item of the list that starts at \(opened), but found \(found); check the indentation of this line",
                              at: here, labels: labels)
        case "block sequence entries are not allowed in this context":
            return Diagnostic(YAMLCodes.syntaxError,
                              "a `- ` list item cannot start here; put the list on its own lines, indented under its key",
                              at: here)
        case "did not find expected <document start>":
            return Diagnostic(YAMLCodes.syntaxError,
                              "expected `---` before this content: after directives or `...`, a new document must start with `---`",
                              at: here)
        case "found unknown escape character":
            return Diagnostic(YAMLCodes.syntaxError,
                              "unknown escape sequence in a double-quoted string; write `\\\\` for a backslash, or use single quotes, where backslashes are literal",
                              at: here, labels: labels)
        case "found invalid Unicode character escape code":
            return Diagnostic(YAMLCodes.syntaxError,
                              "this `\\u`/`\\U` escape is not a Unicode character: a UTF-16 surrogate (D800–DFFF) must be followed by its other half (`\\uD83D\\uDE80`), and code points stop at 10FFFF",
                              at: here)
        case "did not find expected hexdecimal number":
            return Diagnostic(YAMLCodes.syntaxError,
                              "an escape needs hex digits: `\\xXX` (2), `\\uXXXX` (4) or `\\UXXXXXXXX` (8), but found \(found)",
                              at: here)
        case "did not find expected alphabetic or numeric character":
            return Diagnostic(YAMLCodes.syntaxError,
                              "`&` starts an anchor and `*` an alias, and a name must follow directly; if the `&` or `*` is part of the text, put the value in quotes",
                              at: here)
        default:
            label("while reading what starts here")
            var message = "this is not valid YAML: the parser \(r.problem)"
            if !ctx.isEmpty { message += " \(ctx)" }
            return Diagnostic(YAMLCodes.syntaxError, message, at: here, labels: labels)
        }
    }

    /// Whether only spaces and tabs precede `location` on its line.
    /// How many spaces a tab-indented line most likely means: the indentation of the line above,
    /// two more when that line opens a block (ends with `:`). Nil when there is no line above.
    /// A new author who replaced the tab with the four columns it is drawn as got a cascade.
    private func spacesMeant(at location: SourceLocation) -> Int? {
        var offset = location.offset - 1
        while let b = mapper.byte(atFileOffset: offset), b != 0x0A, b != 0x0D { offset -= 1 }
        // `offset` is the line break before this line (or -1); read the lines above it.
        while offset > 0 {
            var end = offset
            while end > 0, let b = mapper.byte(atFileOffset: end), b == 0x0A || b == 0x0D { end -= 1 }
            var start = end
            while start > 0, let b = mapper.byte(atFileOffset: start - 1), b != 0x0A, b != 0x0D { start -= 1 }
            var bytes: [UInt8] = []
            var i = start
            while i <= end, let b = mapper.byte(atFileOffset: i) { bytes.append(b); i += 1 }
            let indent = bytes.prefix { $0 == 0x20 }.count
            let text = bytes.dropFirst(indent)
            offset = start - 1
            guard let first = text.first, first != UInt8(ascii: "#") else { continue }  // blank or comment
            if first == 0x09 { return nil }  // tabs above too: no safe guess
            let content = text.reversed().drop { $0 == 0x20 || $0 == 0x09 }
            return content.first == UInt8(ascii: ":") ? indent + 2 : indent
        }
        return nil
    }

    private func onlyBlanksBefore(_ location: SourceLocation) -> Bool {
        var offset = location.offset - 1
        while let b = mapper.byte(atFileOffset: offset), b != 0x0A, b != 0x0D {
            if b != 0x20 && b != 0x09 { return false }
            offset -= 1
        }
        return true
    }

    /// How many characters the key before a `:` at `location` has, counted back to the start of
    /// the line or the last `{`, `[` or `,` (enough to recognise libyaml's 1024-character limit).
    private func keyLength(before location: SourceLocation) -> Int? {
        var offset = location.offset - 1
        var characters = 0
        while let b = mapper.byte(atFileOffset: offset), characters <= 5000 {
            if b == 0x0A || b == 0x0D || b == UInt8(ascii: "{") || b == UInt8(ascii: "[") || b == UInt8(ascii: ",") { break }
            if b & 0xC0 != 0x80 { characters += 1 }
            offset -= 1
        }
        // Leading blanks are indentation or separation, not key.
        var start = offset + 1
        while let b = mapper.byte(atFileOffset: start), b == 0x20 || b == 0x09, start < location.offset {
            start += 1
            characters -= 1
        }
        return characters
    }

    /// The text from `location` to the end of its line, trailing blanks removed.
    private func restOfLine(from location: SourceLocation) -> String? {
        var bytes: [UInt8] = []
        var offset = location.offset
        while let b = mapper.byte(atFileOffset: offset), b != 0x0A, b != 0x0D, bytes.count < 400 {
            bytes.append(b)
            offset += 1
        }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        return String(validating: bytes, as: UTF8.self)
    }

    /// "while scanning a block scalar" → "a block scalar".
    private static func thing(_ context: String) -> String {
        for prefix in ["while scanning ", "while parsing "] where context.hasPrefix(prefix) {
            return String(context.dropFirst(prefix.count))
        }
        return context.isEmpty ? "a value" : context
    }
}
