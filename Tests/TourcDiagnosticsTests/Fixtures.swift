import TourcDiagnostics

/// A fixed set of diagnostics and sources that every rendering is tested with: labels, notes,
/// suggestions, a fix, multi-byte and wide characters, a tab, a multi-line range, a diagnostic with
/// no position, and characters that GitHub's escaping must handle.
enum Fixtures {
    static let duplicateKey = DiagnosticCode(
        "TOUR1901", "duplicate key", explanation: "A key appears twice in one mapping. Remove one.")
    static let unknownProperty = DiagnosticCode(
        "TOUR2901", "unknown property", severity: .warning,
        explanation: "The mapping has a key the schema does not know. Fix the spelling.")
    static let badValue = DiagnosticCode(
        "TOUR3901", "value out of range", explanation: "The value is outside what the field accepts.")
    static let toolNote = DiagnosticCode(
        "TOUR9901", "no files", severity: .note, explanation: "Nothing to do. Pass a folder.")

    static let codes = [duplicateKey, unknownProperty, badValue, toolNote]

    static let appPath = "tours/finite/app.yaml"
    static let appSource = """
        app:
          id: finite
          name: Finite
          id: finite-2
          versions:
            - 1.0
            - "2.0"
        tours:
          - id: welcome
            curentWeek: true

        """

    static let introPath = "tours/omni site/intro, 2.yaml"
    static let introSource = "title: \"Bienvenue à 🚀 OmniSite 日本語\"\n\tbody: café\r\ndelay: 1.5e400\n"

    static func location(_ line: Int, _ column: Int, _ offset: Int) -> TourcDiagnostics.SourceLocation {
        TourcDiagnostics.SourceLocation(line: line, column: column, offset: offset)
    }

    static func span(_ file: String, _ start: TourcDiagnostics.SourceLocation, _ end: TourcDiagnostics.SourceLocation) -> SourceSpan {
        SourceSpan(file: file, range: SourceRange(start: start, end: end))
    }

    static var sources: SourceCache {
        let cache = SourceCache()
        cache.add(appPath, text: appSource)
        cache.add(introPath, text: introSource)
        return cache
    }

    static var diagnostics: [Diagnostic] {
        [
            Diagnostic(
                duplicateKey, "duplicate key `id` in this mapping",
                at: span(appPath, location(4, 3, 35), location(4, 5, 37)),
                labels: [.init(span: span(appPath, location(2, 3, 7), location(2, 5, 9)), message: "first defined here")],
                notes: ["keys in a mapping must be unique; the second `id` would silently win"]),
            Diagnostic(
                unknownProperty, "unknown property `curentWeek`",
                at: span(appPath, location(10, 5, 109), location(10, 15, 119)),
                suggestions: ["currentWeek", "currentWeeks"],
                fix: Diagnostic.Fix(
                    span: span(appPath, location(10, 5, 109), location(10, 15, 119)),
                    replacement: "currentWeek", message: "rename the key")),
            // "🚀 OmniSite" on line 1: columns count scalars (🚀 is one column, two cells wide).
            Diagnostic(
                badValue, "title has 100% too many emoji: \"🚀\", see note",
                at: span(introPath, location(1, 21, 21), location(1, 31, 34)),
                notes: ["line one\nline two, with a colon: here"]),
            // Line 2 starts with a tab.
            Diagnostic(
                badValue, "tab before `body`",
                at: span(introPath, location(2, 2, 47), location(2, 6, 51)),
                suggestions: ["body", "bodies", "boda", "bod", "bodega"]),
            // A range over two lines.
            Diagnostic(
                badValue, "mapping spans lines",
                at: span(appPath, location(5, 3, 50), location(7, 14, 81))),
            Diagnostic(toolNote, "nothing to check in `empty/`", at: nil),
        ]
    }
}
