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

        let shown = scalars.map(DisplayWidth.display)
        let total = shown.reduce(0) { $0 + $1.width }

        var windowStart = 0
        var windowEnd = scalars.count
        if total > maxWidth {
            var cells = 0
            windowStart = startIndex
            while windowStart > 0, cells + shown[windowStart - 1].width <= contextBefore {
                windowStart -= 1
                cells += shown[windowStart].width
            }
            var budget = maxWidth - (windowStart > 0 ? 1 : 0) - 1
            windowEnd = windowStart
            while windowEnd < scalars.count, budget - shown[windowEnd].width >= 0 {
                budget -= shown[windowEnd].width
                windowEnd += 1
            }
        }

        var text = windowStart > 0 ? "…" : ""
        var lead = windowStart > 0 ? 1 : 0
        var width = 0
        for index in windowStart..<windowEnd {
            text += shown[index].text
            if index < startIndex { lead += shown[index].width }
            if index >= startIndex, index < endIndex { width += shown[index].width }
        }
        if windowEnd < scalars.count { text += "…" }
        return Snippet(
            lineNumber: start.line, text: text, lead: lead, width: max(width, 1),
            endLine: multiLine ? end.line : nil)
    }
}
