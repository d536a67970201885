import TourcDiagnostics

/// The author's mistake behind a syntax error, when the text around it says what it is: a
/// string or bracket left open (found by `SyntaxCause`, which proves it by repairing it), a line
/// indented more or less than its siblings, a forgotten `- `, a `-` without its space, a key
/// without the space after `:`, and a plain value that starts with a YAML indicator or holds
/// `: `. Each diagnostic points at the character the author has to change and says what to write.
///
/// Runs only after libyaml reported an error. Nil means: no cause recognised, the translator's
/// reading of libyaml's own message stands.
extension SyntaxErrorTranslator {
    /// Files larger than this get only libyaml's reading (the cause search re-parses the text).
    static let causeSearchLimit = 1024 * 1024

    func causeDiagnostic(_ r: Report) -> Diagnostic? {
        let shift = mapper.location(byteOffset: 0).offset
        var text: [UInt8] = []
        var offset = shift
        while let b = mapper.byte(atFileOffset: offset), text.count <= Self.causeSearchLimit {
            text.append(b)
            offset += 1
        }
        guard text.count <= Self.causeSearchLimit else { return nil }
        let errorAt = r.problemAt.offset - shift
        let layout = Layout(text: text)
        if let cause = SyntaxCause.find(text: text, errorOffset: errorAt) {
            return diagnostic(for: cause, layout: layout, report: r)
        }
        return layoutDiagnostic(r, layout: layout, errorAt: errorAt)
    }

    private func location(_ textOffset: Int) -> SourceLocation { mapper.location(byteOffset: textOffset) }

    private func span(_ from: Int, _ to: Int) -> SourceSpan {
        SourceSpan(file: file, range: SourceRange(start: location(from), end: location(to)))
    }

    private func diagnostic(for cause: SyntaxCause, layout: Layout, report r: Report) -> Diagnostic {
        let here = span(cause.at, cause.at + 1)
        let failed = SourceSpan(file: file, range: SourceRange(at: r.problemAt))
        let line = layout.lineNumber(cause.at)
        let end = layout.trimmedEnd(ofLineAt: cause.at)
        switch cause.kind {
        case .unclosedQuote(let q):
            let quote = q == UInt8(ascii: "'") ? "'" : "\""
            var labels: [Diagnostic.Label] = []
            if r.problemAt.line != line {
                labels.append(.init(span: failed, message: "without the closing \(quote), the string runs on to here, where YAML gives up"))
            }
            let value = layout.string(cause.at, end) + quote
            return Diagnostic(YAMLCodes.unclosedQuote,
                              "this string, opened here with \(quote), is never closed: add the closing \(quote) at the end of line \(line) (`\(Self.clip(value))`)",
                              at: here, labels: labels, suggestions: [value],
                              fix: Diagnostic.Fix(span: span(end, end), replacement: quote, message: "close the string"))
        case .unclosedFlow(let opener, let closers):
            let what = opener == UInt8(ascii: "[") ? "list" : "mapping"
            let value = layout.string(cause.at, end) + closers
            return Diagnostic(YAMLCodes.syntaxError,
                              "this \(what), opened here with `\(Character(Unicode.Scalar(opener)))`, is never closed: add `\(closers)` at the end of line \(line) (`\(Self.clip(value))`)",
                              at: here, suggestions: [value],
                              fix: Diagnostic.Fix(span: span(end, end), replacement: closers, message: "close the \(what)"))
        case .earlyClose(let q, let valueStart):
            let raw = layout.string(valueStart + 1, end - 1)
            if q == UInt8(ascii: "'") {
                let plain = raw.replacingAll("''", with: "'")
                let single = YAMLQuoting.singleQuoted(plain)
                let double = YAMLQuoting.doubleQuoted(plain)
                return Diagnostic(YAMLCodes.syntaxError,
                                  "this apostrophe ends the single-quoted string, so the rest of the line cannot be read: inside single quotes write an apostrophe as `''` (`\(Self.clip(single))`), or put the text in double quotes (`\(Self.clip(double))`)",
                                  at: here, suggestions: [double, single],
                                  fix: Diagnostic.Fix(span: span(valueStart, end), replacement: double, message: "use double quotes"))
            }
            var inner = ""
            var i = raw.startIndex
            while i < raw.endIndex {
                let c = raw[i]
                if c == "\\", raw.index(after: i) < raw.endIndex {
                    inner.append(c)
                    inner.append(raw[raw.index(after: i)])
                    i = raw.index(i, offsetBy: 2)
                    continue
                }
                inner += c == "\"" ? "\\\"" : String(c)
                i = raw.index(after: i)
            }
            let double = "\"" + inner + "\""
            var suggestions = [double]
            var alternative = ""
            if !raw.contains("\\") {
                let single = YAMLQuoting.singleQuoted(raw)
                suggestions.append(single)
                alternative = ", or put the text in single quotes (`\(Self.clip(single))`)"
            }
            return Diagnostic(YAMLCodes.syntaxError,
                              "this `\"` ends the double-quoted string, so the rest of the line cannot be read: inside double quotes write a quote as `\\\"` (`\(Self.clip(double))`)\(alternative)",
                              at: here, suggestions: suggestions,
                              fix: Diagnostic.Fix(span: span(valueStart, end), replacement: double, message: "escape the quotes"))
        }
    }

    private func layoutDiagnostic(_ r: Report, layout t: Layout, errorAt: Int) -> Diagnostic? {
        guard errorAt <= t.text.count else { return nil }
        let lineStart = t.lineStart(errorAt)
        let first = t.firstNonBlank(lineStart)
        switch r.problem {
        case "mapping values are not allowed in this context":
            return colonDiagnostic(t, colon: errorAt, lineStart: lineStart, first: first)
        case "did not find expected '-' indicator", "did not find expected key", "did not find expected node content":
            guard errorAt == first else { return nil }
            if t.byte(first) == UInt8(ascii: "-"), let next = t.byte(first + 1), next != 0x20, next != 0x0A, next != 0x0D {
                let rest = t.string(first + 1, t.trimmedEnd(ofLineAt: first))
                return Diagnostic(YAMLCodes.syntaxError,
                                  "a `-` that starts a list item needs a space after it: write `- \(Self.clip(rest))`",
                                  at: span(first, first + 1), suggestions: ["- " + rest],
                                  fix: Diagnostic.Fix(span: span(first + 1, first + 1), replacement: " ", message: "add a space after `-`"))
            }
            guard r.problem != "did not find expected node content" else { return nil }
            return indentationDiagnostic(r, t, first: first, lineStart: lineStart)
        case "could not find expected ':'":
            guard let keyAt = r.contextAt else { return nil }
            let start = keyAt.offset - (r.problemAt.offset - errorAt)
            guard start >= 0, start < t.text.count else { return nil }
            return missingSpaceAfterColon(t, keyStart: start)
        case "did not find expected alphabetic or numeric character":
            guard let at = r.contextAt else { return nil }
            let start = at.offset - (r.problemAt.offset - errorAt)
            guard start >= 0, start < t.text.count, let c = t.byte(start), c == UInt8(ascii: "*") || c == UInt8(ascii: "&") else { return nil }
            let value = t.string(start, t.trimmedEnd(ofLineAt: start))
            let quoted = YAMLQuoting.doubleQuoted(value)
            let role = c == UInt8(ascii: "*") ? "an alias (`*name` repeats what `&name` marked)" : "an anchor (`&name` marks a value to repeat)"
            return Diagnostic(YAMLCodes.syntaxError,
                              "`\(Character(Unicode.Scalar(c)))` at the start of a value begins \(role), so it cannot start text; put the value in quotes: `\(Self.clip(quoted))`",
                              at: span(start, start + 1), suggestions: [quoted],
                              fix: Diagnostic.Fix(span: span(start, start + value.utf8.count), replacement: quoted, message: "quote the value"))
        default:
            return nil
        }
    }

    /// `name:Challenges`: a key without the space after its `:` (read as one piece of text).
    private func missingSpaceAfterColon(_ t: Layout, keyStart start: Int) -> Diagnostic? {
        let end = t.trimmedEnd(ofLineAt: start)
        guard t.firstKeyColon(from: start, to: end) == nil, let b = t.byte(start), !"\"'[{#-".utf8.contains(b) else { return nil }
        var i = start
        while i + 1 < end {
            if t.text[i] == UInt8(ascii: ":"), t.text[i + 1] != 0x20 {
                let key = t.string(start, i), value = t.string(i + 1, end)
                return Diagnostic(YAMLCodes.syntaxError,
                                  "a key needs a space after its `:`: write `\(Self.clip(key)): \(Self.clip(value))` (without the space, YAML reads `\(Self.clip(key + ":" + value))` as one piece of text)",
                                  at: span(i, i + 1), suggestions: ["\(key): \(value)"],
                                  fix: Diagnostic.Fix(span: span(i + 1, i + 1), replacement: " ", message: "add a space after `:`"))
            }
            i += 1
        }
        return nil
    }

    /// A `:` libyaml did not expect: a key indented more than the plain value above it (so it
    /// continues that value), a `: ` inside a plain value, or a key above without the space
    /// after its `:` (which made this line continue it).
    private func colonDiagnostic(_ t: Layout, colon: Int, lineStart: Int, first: Int) -> Diagnostic? {
        let indent = first - lineStart
        let end = t.trimmedEnd(ofLineAt: colon)
        let firstColon = t.firstKeyColon(from: first, to: end)
        if firstColon == colon, let previous = t.previousContentLine(before: lineStart),
           t.keyValue(onLineAt: previous) == nil, let missing = missingSpaceAfterColon(t, keyStart: t.firstNonBlank(previous)) {
            return missing
        }
        if firstColon == colon, t.byte(first) != UInt8(ascii: "-"), let previous = t.previousContentLine(before: lineStart),
           let above = t.keyValue(onLineAt: previous), indent > above.keyColumn,
           let v = above.valueStart, let b = t.byte(v), !"|>\"'[{&*!".utf8.contains(b) {
            let key = t.string(first, colon), aboveKey = t.string(above.keyStart, above.colon)
            let fixed = String(repeating: " ", count: above.keyColumn) + t.string(first, end)
            return Diagnostic(YAMLCodes.syntaxError,
                              "this line is indented more than `\(aboveKey)` above, so YAML reads `\(Self.clip(key))` as more text of `\(aboveKey)`'s value; to make `\(Self.clip(key))` a key of the same mapping as `\(aboveKey)`, indent it by \(above.keyColumn) spaces, like `\(aboveKey)`",
                              at: span(first, first + 1), suggestions: [fixed],
                              fix: Diagnostic.Fix(span: span(lineStart, first), replacement: String(repeating: " ", count: above.keyColumn),
                                                  message: "line it up with `\(aboveKey)`"))
        }
        // A `: ` inside a value: quote the value (after the key's `: `, or after `- `).
        var valueStart = first
        while t.byte(valueStart) == UInt8(ascii: "-"), t.byte(valueStart + 1) == 0x20 { valueStart = t.firstNonBlank(valueStart + 2) }
        // Only when a key stands before this colon on its line: a colon that is the line's first
        // is a key's own colon, and the mistake is elsewhere (libyaml's reading stands).
        guard let k = t.firstKeyColon(from: valueStart, to: end), k < colon else { return nil }
        let key = t.string(valueStart, k)
        valueStart = t.firstNonBlank(k + 1)
        guard valueStart < colon else { return nil }
        let value = t.string(valueStart, end)
        let quoted = YAMLQuoting.doubleQuoted(value)
        return Diagnostic(YAMLCodes.syntaxError,
                          "this `: ` inside the value of `\(key)` would start a nested `key: value`; if it is part of the text, put the whole value in quotes: `\(Self.clip(quoted))`",
                          at: span(colon, colon + 1), suggestions: [quoted],
                          fix: Diagnostic.Fix(span: span(valueStart, end), replacement: quoted, message: "quote the value"))
    }

    /// A line that ends a mapping or list at the wrong column: a forgotten `- `, or a key
    /// indented less than the mapping it belongs to.
    private func indentationDiagnostic(_ r: Report, _ t: Layout, first: Int, lineStart: Int) -> Diagnostic? {
        let column = first - lineStart
        let end = t.trimmedEnd(ofLineAt: first)
        let content = t.string(first, end)
        let key = t.firstKeyColon(from: first, to: end).map { t.string(first, $0) }
        // The list item or mapping above: the closest earlier line indented at least as much.
        var itemKeys: [String] = []
        var keyColumn: Int?
        var dashAbove = false
        var line = t.previousContentLine(before: lineStart)
        while let start = line {
            let f = t.firstNonBlank(start)
            let c = f - start
            if c < column { break }
            if c == column {
                if t.byte(f) == UInt8(ascii: "-"), t.byte(f + 1) == 0x20 {
                    dashAbove = true
                    let inner = t.firstNonBlank(f + 2)
                    keyColumn = keyColumn ?? (inner - start)
                    if let k = t.firstKeyColon(from: inner, to: t.trimmedEnd(ofLineAt: inner)) { itemKeys.append(t.string(inner, k)) }
                }
                break
            }
            if let kv = t.keyValue(onLineAt: start), keyColumn == nil || kv.keyColumn == keyColumn {
                keyColumn = kv.keyColumn
                itemKeys.append(t.string(kv.keyStart, kv.colon))
            }
            line = t.previousContentLine(before: start)
        }
        guard let target = keyColumn, target > column else { return nil }
        if dashAbove, let key, itemKeys.contains(key) {
            return Diagnostic(YAMLCodes.syntaxError,
                              "this line is at the column of the list's `- ` items but has no `- `; the item above already has `\(key)`, so this starts a new item: write `- \(Self.clip(content))`",
                              at: span(first, first + 1), suggestions: ["- " + content],
                              fix: Diagnostic.Fix(span: span(first, first), replacement: "- ", message: "start a new list item"))
        }
        let fixed = String(repeating: " ", count: target) + content
        let owner = itemKeys.last.map { " (the mapping of `\($0)`)" } ?? ""
        return Diagnostic(YAMLCodes.syntaxError,
                          "this line is indented less than the keys of the mapping above\(owner), which start at column \(target + 1), so it belongs to no mapping; indent it by \(target) spaces\(dashAbove ? ", or, if it starts a new list item, write `- ` before it" : "")",
                          at: span(first, first + 1), suggestions: [fixed],
                          fix: Diagnostic.Fix(span: span(lineStart, first), replacement: String(repeating: " ", count: target),
                                              message: "indent it like the keys above"))
    }

    static func clip(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    /// TOUR1010 for a tag tourc does not support; a local tag on plain text (`!Got it`) is most
    /// likely text, so the diagnostic offers it quoted.
    static func unsupportedTag(_ tag: String, reason: String, text: String, plain: Bool, at span: SourceSpan) -> Diagnostic {
        guard plain, tag.hasPrefix("!"), !tag.hasPrefix("!!"), !tag.hasPrefix("!<") else {
            return Diagnostic(YAMLCodes.unknownTag, "the tag `\(tag)` is not supported: \(reason); remove the tag", at: span)
        }
        // Other YAML tools' file inclusion: quoting it would only turn it into a text.
        if ["!include", "!import", "!ref", "!file", "!inc"].contains(tag.lowercased()) {
            return Diagnostic(YAMLCodes.unknownTag,
                              "`\(tag)` includes another file in some YAML tools; tourc reads each file on its own and has no includes, so write the content here (a tour that grows too long can be split into tours that start each other with `startTour`)",
                              at: span)
        }
        let quoted = YAMLQuoting.doubleQuoted(text.isEmpty ? tag : tag + " " + text)
        return Diagnostic(YAMLCodes.unknownTag,
                          "`!` at the start of a value begins a tag (`\(tag)`), which tourc does not support; if this is text, put it in quotes: `\(clip(quoted))`",
                          at: span, suggestions: [quoted])
    }
}

/// Lines of the text, for the cause search (byte offsets into the text libyaml read).
struct Layout {
    let text: [UInt8]

    func byte(_ i: Int) -> UInt8? { i >= 0 && i < text.count ? text[i] : nil }

    func string(_ from: Int, _ to: Int) -> String {
        guard from < to, from >= 0, to <= text.count else { return "" }
        return String(decoding: text[from..<to], as: UTF8.self)
    }

    func lineStart(_ i: Int) -> Int {
        var j = min(i, text.count)
        while j > 0, text[j - 1] != 0x0A, text[j - 1] != 0x0D { j -= 1 }
        return j
    }

    func lineNumber(_ i: Int) -> Int {
        var n = 1
        for j in 0..<min(i, text.count) where text[j] == 0x0A || (text[j] == 0x0D && (j + 1 >= text.count || text[j + 1] != 0x0A)) { n += 1 }
        return n
    }

    func firstNonBlank(_ i: Int) -> Int {
        var j = i
        while j < text.count, text[j] == 0x20 { j += 1 }
        return j
    }

    func trimmedEnd(ofLineAt i: Int) -> Int {
        var j = SyntaxCause.lineEnd(text, from: i)
        while j > i, text[j - 1] == 0x20 || text[j - 1] == 0x09 { j -= 1 }
        return j
    }

    /// The start of the closest earlier line holding something other than blanks or a comment.
    func previousContentLine(before lineStart: Int) -> Int? {
        var end = lineStart - 1
        while end > 0 {
            let start = self.lineStart(end)
            let f = firstNonBlank(start)
            if f < end, text[f] != UInt8(ascii: "#"), text[f] != 0x0A, text[f] != 0x0D { return start }
            end = start - 1
        }
        return nil
    }

    /// The first `:` followed by a space or the line's end, outside quotes, from `from` to `to`.
    func firstKeyColon(from: Int, to: Int) -> Int? {
        guard from < to, let b = byte(from), b != UInt8(ascii: "\""), b != UInt8(ascii: "'") else { return nil }
        var i = from
        while i < to {
            if text[i] == UInt8(ascii: ":"), i + 1 == to || text[i + 1] == 0x20 { return i }
            if text[i] == UInt8(ascii: "#"), i > from, text[i - 1] == 0x20 { return nil }
            i += 1
        }
        return nil
    }

    /// A line's `key: value` (after any `- `): where the key starts, its column, its colon and
    /// where the value starts (nil when the value is on later lines).
    func keyValue(onLineAt start: Int) -> (keyStart: Int, keyColumn: Int, colon: Int, valueStart: Int?)? {
        var f = firstNonBlank(start)
        while byte(f) == UInt8(ascii: "-"), byte(f + 1) == 0x20 { f = firstNonBlank(f + 2) }
        let end = trimmedEnd(ofLineAt: f)
        guard let colon = firstKeyColon(from: f, to: end) else { return nil }
        let v = firstNonBlank(colon + 1)
        return (f, f - start, colon, v < end && text[v] != UInt8(ascii: "#") ? v : nil)
    }
}
