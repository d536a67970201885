/// Renders diagnostics for people, in the shape compilers and editors share:
///
///     tours/finite/app.yaml:5:3: error[TOUR1008]: the key `title` appears twice in this mapping; …
///       |
///     5 |   title: Welcome again
///       |   ^^^^^
///     tours/finite/app.yaml:3:3: note: `title` first defined here
///       |
///     3 |   title: Welcome
///       |   ----- `title` first defined here
///       = note: keys in a mapping must be unique
///       = help: did you mean `subtitle`?
///
/// The first line is the `path:line:col: severity: message` grammar that Xcode, VS Code problem
/// matchers and Emacs parse; labels get their own such line (as `note:`) so editors link them too.
public struct HumanRenderer {
    public var sources: (any SourceProvider)?
    public var color: Bool
    /// Whether to show the diagnostics' technical `details` (as notes); `--verbose`.
    public var verbose: Bool
    var snippets = SnippetBuilder()

    public init(sources: (any SourceProvider)? = nil, color: Bool = false, verbose: Bool = false) {
        self.sources = sources
        self.color = color
        self.verbose = verbose
    }

    /// All diagnostics, each followed by a blank line.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) + "\n" }.joined()
    }

    /// One diagnostic, ending in a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        let style = TerminalStyle(enabled: color)
        var lines: [String] = []

        let primary = diagnostic.span.flatMap { span in
            sources?.source(for: span.file).flatMap { snippets.snippet(for: span, in: $0) }
        }
        let labelSnippets: [SnippetBuilder.Snippet?] = diagnostic.labels.map { label in
            sources?.source(for: label.span.file).flatMap { snippets.snippet(for: label.span, in: $0) }
        }
        let numbers = ([primary] + labelSnippets).compactMap { $0?.lineNumber }
        let gutterWidth = numbers.map { String($0).count }.max() ?? 1
        let pad = String(repeating: " ", count: gutterWidth)

        let severityWord = "\(diagnostic.severity.rawValue)[\(diagnostic.code.id)]"
        let location = diagnostic.span.map { DisplayWidth.sanitize(Self.location($0)) } ?? "tourc"
        lines.append(
            style.bold(location + ":") + " " + style.severity(diagnostic.severity, severityWord)
                + style.bold(": " + Self.indentContinuation(DisplayWidth.sanitize(diagnostic.message), by: 4)))

        if let primary {
            let trailer = primary.endLine.map { " …continues to line \($0)" } ?? ""
            lines += snippetLines(primary, marker: "^", label: trailer, pad: pad, style: style) {
                style.severity(diagnostic.severity, $0)
            }
        }

        for (label, snippet) in zip(diagnostic.labels, labelSnippets) {
            lines.append(
                style.bold(DisplayWidth.sanitize(Self.location(label.span)) + ":") + " " + style.severity(.note, "note")
                    + ": " + DisplayWidth.sanitize(label.message))
            if let snippet {
                lines += snippetLines(
                    snippet, marker: "-", label: " " + DisplayWidth.sanitize(label.message), pad: pad,
                    style: style, paint: style.secondary)
            }
        }

        let bullet = primary == nil && labelSnippets.allSatisfy({ $0 == nil }) ? "  =" : pad + " ="
        for note in verbose ? diagnostic.notes + diagnostic.details : diagnostic.notes {
            lines.append(
                style.gutter(bullet) + " " + style.bold("note") + ": "
                    + Self.indentContinuation(DisplayWidth.sanitize(note), by: bullet.count + 7))
        }
        // "Did you mean" once: not again when the message already asks it, nor when the fix
        // below writes the one suggestion.
        if !diagnostic.suggestions.isEmpty, !Self.asksDidYouMean(diagnostic.message),
           !(diagnostic.suggestions.count == 1 && diagnostic.suggestions.first == diagnostic.fix?.replacement) {
            lines.append(
                style.gutter(bullet) + " " + style.help("help") + ": "
                    + DisplayWidth.sanitize(Self.didYouMean(diagnostic.suggestions)))
        }
        if let fix = diagnostic.fix {
            lines.append(style.gutter(bullet) + " " + style.help("fix") + ": " + DisplayWidth.sanitize(describe(fix)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `did you mean `a`?` / `did you mean `a`, `b` or `c`?`
    public static func didYouMean(_ suggestions: [String]) -> String {
        let quoted = suggestions.map { "`\($0)`" }
        guard let last = quoted.last else { return "" }
        if quoted.count == 1 { return "did you mean \(last)?" }
        return "did you mean \(quoted.dropLast().joined(separator: ", ")) or \(last)?"
    }

    /// Whether a message already offers its suggestion ("…; did you mean `x`?").
    public static func asksDidYouMean(_ message: String) -> Bool {
        message.contains("did you mean")
    }

    /// `path:line:col`, the prefix editors jump to.
    public static func location(_ span: SourceSpan) -> String {
        "\(span.file):\(span.range.start.line):\(span.range.start.column)"
    }

    private func describe(_ fix: Diagnostic.Fix) -> String {
        var text = fix.message
        let original = sources?.source(for: fix.span.file).flatMap { source -> String? in
            let lower = fix.span.range.start.offset
            let upper = fix.span.range.end.offset
            guard lower >= 0, lower <= upper, upper <= source.bytes.count else { return nil }
            return String(decoding: source.bytes[lower..<upper], as: UTF8.self)
        }
        let replacement = Self.clip(fix.replacement)
        if let original, !original.isEmpty, !original.contains("\n") {
            text += " (replace `\(Self.clip(original))` with `\(replacement)`)"
        } else if original == "" {
            text += " (insert `\(replacement)`)"
        } else {
            text += " (replace with `\(replacement)`)"
        }
        return text
    }

    /// Lines after the first of a multi-line text, indented so they read as part of one item.
    static func indentContinuation(_ text: String, by width: Int) -> String {
        guard text.contains("\n") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + String(repeating: " ", count: width))
    }

    private static func clip(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(79)) + "…" : text
    }

    private func snippetLines(
        _ snippet: SnippetBuilder.Snippet, marker: Character, label: String, pad: String,
        style: TerminalStyle, paint: (String) -> String
    ) -> [String] {
        let number = String(snippet.lineNumber)
        let numberPadded = String(repeating: " ", count: pad.count - number.count) + number
        let underline = String(repeating: " ", count: snippet.lead)
            + paint(String(repeating: marker, count: snippet.width) + label)
        return [
            style.gutter(pad + " |"),
            style.gutter(numberPadded + " |") + " " + snippet.text,
            style.gutter(pad + " |") + " " + underline,
        ]
    }
}
