import TourKit
import TourcDiagnostics
import YAMLLoader

/// The progress text's template (TOUR3408) and coach-mark arrows (TOUR3410): two small shapes
/// of what a step shows whose mistakes the schema cannot see (docs/language.md, "Progress" and
/// "Coach marks").
enum BubbleChecks {
    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        for tour in scope.tours {
            if let format = tour.value.presentation.progress.format {
                progressFormat(format, NodeRef(tour.document)["presentation"]["progress"]["format"], &diagnostics)
            }
            arrows(tour, &diagnostics)
        }
    }

    // MARK: Progress format

    /// Every `{...}` of `format` must be `{current}` or `{total}`; a lone brace is an error too.
    static func progressFormat(_ format: String, _ node: NodeRef, _ d: inout DiagnosticCollector) {
        let scalars = Array(format.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "}" {
                d.emit(LanguageCodes.unknownProgressPlaceholder,
                       "this `}` closes no placeholder; the progress format takes `{current}` and `{total}`",
                       at: span(node, from: i, length: 1))
                i += 1
                continue
            }
            guard c == "{" else { i += 1; continue }
            guard let close = scalars[(i + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" }), scalars[close] == "}" else {
                d.emit(LanguageCodes.unknownProgressPlaceholder,
                       "this `{` opens no placeholder; write `{current}` or `{total}`",
                       at: span(node, from: i, length: 1))
                i += 1
                continue
            }
            let name = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
            if !ProgressIndicator.formatPlaceholders.contains(name) {
                let best = Suggestions.closest(to: name, in: ProgressIndicator.formatPlaceholders)
                let at = span(node, from: i, length: close - i + 1)
                let fix = best.first.flatMap { b in at.map { Diagnostic.Fix(span: $0, replacement: "{\(b)}", message: "write `{\(b)}`") } }
                d.emit(LanguageCodes.unknownProgressPlaceholder,
                       "`{\(name)}` is not a progress placeholder; the format takes `{current}` (the step's position) and `{total}` (the step count)",
                       at: at ?? node.span, suggestions: best.map { "{\($0)}" }, fix: fix)
            }
            i = close + 1
        }
    }

    /// The span of `length` scalars from scalar `start` of the value, when the value is written
    /// on one line without escapes (plain or quoted); otherwise the whole value.
    static func span(_ node: NodeRef, from start: Int, length: Int) -> SourceSpan? {
        let whole = node.span
        guard let scalar = node.node.scalar else { return whole }
        let quote: Int
        switch scalar.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return whole
        }
        let range = node.node.range
        guard range.start.line == range.end.line,
              range.end.offset - range.start.offset == scalar.text.utf8.count + 2 * quote,
              !scalar.text.contains("\\"), !scalar.text.contains("'") else { return whole }
        let scalars = Array(scalar.text.unicodeScalars)
        let before = scalars[..<start].reduce(0) { $0 + String($1).utf8.count }
        let width = scalars[start..<min(start + length, scalars.count)].reduce(0) { $0 + String($1).utf8.count }
        let from = SourceLocation(line: range.start.line, column: range.start.column + quote + start,
                                  offset: range.start.offset + quote + before)
        let to = SourceLocation(line: from.line, column: from.column + length, offset: from.offset + width)
        return SourceSpan(file: whole.file, range: SourceRange(start: from, end: to))
    }

    // MARK: Coach-mark arrows

    /// The edge of a bubble that faces its anchor, by position; nil where no one edge does.
    static func facingEdge(_ position: TooltipPosition) -> Edge? {
        switch position {
        case .above: .bottom
        case .below: .top
        case .leading: .trailing
        case .trailing: .leading
        case .center, .automatic: nil
        }
    }

    static func arrows(_ tour: Located<Tour>, _ d: inout DiagnosticCollector) {
        TourWalker(tour: tour).forEachStep { _, step, node in
            let spot: SpotlightContent
            switch step.kind {
            case .spotlight(let content): spot = content
            case .page, .intents, .tooltip: return
            }
            guard let arrow = spot.coachMark.arrow else { return }
            let mark = node["coachMark"]
            if spot.coachMark.anchor == nil {
                d.emit(LanguageCodes.arrowFacesAway,
                       "this coach mark has an arrow but no `anchor` to point at; add `anchor:` or remove `arrow`",
                       at: mark["arrow"].keySpan)
                return
            }
            guard let edge = arrow.edge else { return }
            let position = spot.coachMark.position
            if position == .automatic {
                d.emit(LanguageCodes.arrowFacesAway,
                       "with `position: automatic` the bubble may sit above or below its anchor, so a fixed `edge: \(edge.rawValue)` points away half the time; leave `edge` out",
                       at: mark["arrow"]["edge"].span)
            } else if let facing = facingEdge(position), facing != edge {
                let at = mark["arrow"]["edge"].span
                d.emit(LanguageCodes.arrowFacesAway,
                       "with `position: \(position.rawValue)` the bubble points at its anchor from its `\(facing.rawValue)` edge; `\(edge.rawValue)` points away",
                       at: at, fix: Diagnostic.Fix(span: at, replacement: facing.rawValue, message: "use `\(facing.rawValue)`"))
            }
        }
    }
}
