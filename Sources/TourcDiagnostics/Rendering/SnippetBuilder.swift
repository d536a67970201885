/// Cuts the source line a span starts on into what a terminal shows, and works out where the
/// underline goes, in terminal cells.
///
/// Columns count Unicode scalars; cells do not (tabs become four spaces, CJK and emoji take two,
/// combining marks none, control characters are made visible). Very long lines (minified JSON,
/// a 2 MB line) are cut to a window around the span with `…` on the cut sides.
struct SnippetBuilder {
    struct Snippet: Equatable {
        var lineNumber: Int
        var text: String
        /// Cells before the underline.
        var lead: Int
        /// Cells of underline; at least one, so an empty range still gets a caret.
        var width: Int
        /// The span ends on a later line than it starts.
        var endLine: Int?
    }

    /// Widest line shown, in cells (the `…` markers included).
    var maxWidth = 120
    /// Cells of context kept before the span when a long line has to be cut.
    var contextBefore = 40

    func snippet(for span: SourceSpan, in source: SourceText) -> Snippet? {
        let start = span.range.start
        guard let line = source.line(start.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        let startIndex = min(max(start.column - 1, 0), scalars.count)
        let end = span.range.end
        let multiLine = end.line > start.line
        let endIndex = multiLine ? scalars.count : min(max(end.column - 1, startIndex), scalars.count)

        // Widths only, and only as far as needed: a 2 MB line must not turn into 2 million strings.
        func cells(_ index: Int) -> Int { DisplayWidth.display(widthOf: scalars[index]) }
        var fits = true
        var total = 0
        for index in scalars.indices {
            total += cells(index)
            if total > maxWidth { fits = false; break }
        }

        var windowStart = 0
        var windowEnd = scalars.count
        if !fits {
            var used = 0
            windowStart = startIndex
            while windowStart > 0, used + cells(windowStart - 1) <= contextBefore {
                windowStart -= 1
                used += cells(windowStart)
            }
            var budget = maxWidth - (windowStart > 0 ? 1 : 0) - 1
            windowEnd = windowStart
            while windowEnd < scalars.count, budget - cells(windowEnd) >= 0 {
                budget -= cells(windowEnd)
                windowEnd += 1
            }
        }
        let shown = scalars[windowStart..<windowEnd].map { DisplayWidth.display($0) }

        var text = windowStart > 0 ? "…" : ""
        var lead = windowStart > 0 ? 1 : 0
        var width = 0
        for index in windowStart..<windowEnd {
            let (piece, cells) = shown[index - windowStart]
            text += piece
            if index < startIndex { lead += cells }
            if index >= startIndex, index < endIndex { width += cells }
        }
        if windowEnd < scalars.count { text += "…" }
        return Snippet(
            lineNumber: start.line, text: text, lead: lead, width: max(width, 1),
            endLine: multiLine ? end.line : nil)
    }
}
