import JSONSchema
import TourcDiagnostics
import YAMLLoader

/// What to write when a value has the wrong type: the validator says "Expected a list, found a
/// string"; the author needs `[medium]`. Each rewrite keeps the diagnostic's code and place (or
/// moves it to the character that caused it) and adds the corrected text as a suggestion and, when
/// it is certain, a machine-applicable fix.
///
/// - a string where a list is expected: `[text]`;
/// - `yes`/`no`/`on`/`off` where a boolean is expected: YAML 1.2 reads them as text; `true`/`false`;
/// - a number with a unit (`1.5s`, `300pt`, `1.5 minutes`, `85%`): the unit the key takes, converted;
/// - a quoted number: the number without quotes;
/// - a `#RRGGBB` color read as a comment (so the value is empty): the color in quotes;
/// - text holding `: ` read as a mapping: the text in quotes;
/// - a kind's name where a mapping is expected (`advance: timer`): `{type: timer}`.
enum TypeAdvice {
    static func rewrite(_ d: Diagnostic, in document: YAMLDocument, source: () -> [UInt8]) -> Diagnostic {
        guard let span = d.span, span.file == document.file,
              let expected = SchemaMessages.between(d.message, "Expected ", ", found") else { return d }
        let keyNode = SchemaMessages.key(ofValueAt: span.range, in: document.root)
        let key = keyNode?.stringKey
        let node = SchemaMessages.node(at: span.range, in: document.root)
        let scalar = node?.scalar
        var copy = d
        func advise(_ message: String, _ replacement: String?, at: SourceSpan? = nil, exact: Bool = true) {
            copy.message = message
            // The validator's own hint ("`` is read as null; put it in quotes") is replaced.
            copy.notes.removeAll { $0.contains(" is read as ") }
            if let replacement {
                copy.suggestions = [replacement]
                if exact { copy.fix = Diagnostic.Fix(span: at ?? span, replacement: replacement, message: "write `\(replacement)`") }
            }
            if let at { copy.span = at }
        }
        let named = key.map { "`\($0)`" } ?? "this value"
        let assign = { (value: String) in key.map { "\($0): \(value)" } ?? value }

        switch expected {
        case "a list":
            guard let scalar, case .string = scalar.value, !scalar.text.isEmpty, scalar.style != .literal, scalar.style != .folded else { break }
            let item = scalar.style == .plain ? scalar.text : "\"" + scalar.text + "\""
            advise("\(named) takes a list, even of one item; write `\(assign("[" + item + "]"))`", "[\(item)]")
        case "a boolean":
            guard let scalar, case .string(let text) = scalar.value else { break }
            switch text.lowercased() {
            case "yes", "y", "on":
                advise("\(named) takes `true` or `false`; YAML 1.2 reads `\(text)` as text, not a boolean: write `\(assign("true"))`", "true")
            case "no", "n", "off":
                advise("\(named) takes `true` or `false`; YAML 1.2 reads `\(text)` as text, not a boolean: write `\(assign("false"))`", "false")
            case "true", "false":
                advise("\(named) takes the boolean `\(text.lowercased())`, not the text; write it without quotes: `\(assign(text.lowercased()))`", text.lowercased())
            default:
                copy.message = "\(named) takes `true` or `false`, not text"
            }
        case "a number", "an integer":
            guard let scalar, case .string(let text) = scalar.value else { break }
            if let advice = Units.advice(for: text, key: key, integer: expected == "an integer") {
                advise("\(named) takes \(advice.takes); write `\(assign(advice.value))`", advice.value)
            } else {
                copy.message = "\(named) takes \(Units.takes(key: key, integer: expected == "an integer")), not text"
            }
        case "a string":
            if let scalar, case .null = scalar.value, let fixed = commentedColor(at: span, source: source()) {
                advise("`\(fixed.text)` starts a comment here (a `#` after a space), so \(named) is empty; put the color in quotes: `\(assign("\"" + fixed.text + "\""))`",
                       "\"\(fixed.text)\"", at: fixed.span)
            } else if let node, let pairs = node.pairs, pairs.count == 1, let colon = colonSpan(after: pairs[0].key, in: document, source: source()),
                      let text = lineText(from: node.range.start.offset, source: source()) {
                let quoted = YAMLQuoting.doubleQuoted(text)
                advise("\(named) takes text, but the `: ` in it makes YAML read a `key: value` mapping; put the text in quotes: `\(quoted)`",
                       quoted, at: colon, exact: false)
            }
        case "a mapping":
            guard let scalar, case .string(let text) = scalar.value, scalar.style == .plain, isKindName(text) else { break }
            advise("\(named) takes a mapping whose `type` says which kind it is (with the keys that kind needs); write `\(assign("{type: " + text + "}"))`",
                   "{type: \(text)}", exact: false)
        default:
            // `default: 1` where text or a boolean is taken (a `bool` key's default): quoting, the
            // validator's hint, gives text the key cannot hold (the advice sweep); 1 means true.
            if expected.contains("a boolean"), let scalar, case .number = scalar.value, scalar.text == "1" || scalar.text == "0" {
                let value = scalar.text == "1" ? "true" : "false"
                advise("\(named) takes `true` or `false` here, and YAML reads `\(scalar.text)` as a number: write `\(assign(value))`", value)
                copy.notes.removeAll { $0.contains("put it in quotes") }
            }
        }
        return copy
    }

    /// Whether `text` is a kind's name (`const` of some `type` in the tour schema).
    static func isKindName(_ text: String) -> Bool {
        guard let schema = TourSchemas.document("tour.schema.json") else { return false }
        return schema.contains("\"type\":{\"const\":\"\(text)\"}")
    }

    /// A `#RRGGBB` (or `#RGB`) comment right after the key of an empty value.
    static func commentedColor(at span: SourceSpan, source: [UInt8]) -> (text: String, span: SourceSpan)? {
        var i = span.range.start.offset
        var column = span.range.start.column
        while i < source.count, source[i] == 0x20 || source[i] == 0x09 { i += 1; column += 1 }
        guard i < source.count, source[i] == UInt8(ascii: "#") else { return nil }
        var j = i + 1
        while j < source.count, isHex(source[j]) { j += 1 }
        let digits = j - i - 1
        guard digits == 6 || digits == 3 || digits == 8, j == source.count || source[j] == 0x20 || source[j] == 0x0A || source[j] == 0x0D
        else { return nil }
        let text = String(decoding: source[i..<j], as: UTF8.self)
        let start = SourceLocation(line: span.range.start.line, column: column, offset: i)
        let end = SourceLocation(line: span.range.start.line, column: column + (j - i), offset: j)
        return (text, SourceSpan(file: span.file, range: SourceRange(start: start, end: end)))
    }

    static func isHex(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    /// The `:` after a one-line key (for "text holding `: `").
    static func colonSpan(after key: YAMLNode, in document: YAMLDocument, source: [UInt8]) -> SourceSpan? {
        var i = key.range.end.offset
        var column = key.range.end.column
        while i < source.count, source[i] == 0x20 { i += 1; column += 1 }
        guard i < source.count, source[i] == UInt8(ascii: ":"), key.range.start.line == key.range.end.line else { return nil }
        let at = SourceLocation(line: key.range.end.line, column: column, offset: i)
        var end = at
        end.offset += 1
        end.column += 1
        return SourceSpan(file: document.file, range: SourceRange(start: at, end: end))
    }

    /// The text from `offset` to the end of its line, trailing blanks removed.
    static func lineText(from offset: Int, source: [UInt8]) -> String? {
        guard offset < source.count else { return nil }
        var j = offset
        while j < source.count, source[j] != 0x0A, source[j] != 0x0D { j += 1 }
        while j > offset, source[j - 1] == 0x20 || source[j - 1] == 0x09 { j -= 1 }
        return String(validating: source[offset..<j], as: UTF8.self)
    }
}
