/// One problem found in the input. Every stage reports through this one type, and every output
/// format (human, JSON Lines, GitHub annotations, SARIF) renders it.
public struct Diagnostic: Hashable, Sendable {
    /// A secondary place that helps explain the problem ("first defined here").
    public struct Label: Hashable, Sendable {
        public var span: SourceSpan
        public var message: String
        public init(span: SourceSpan, message: String) {
            self.span = span
            self.message = message
        }
    }

    /// A machine-applicable edit: replace `span` with `replacement`.
    public struct Fix: Hashable, Sendable {
        public var span: SourceSpan
        public var replacement: String
        public var message: String
        public init(span: SourceSpan, replacement: String, message: String) {
            self.span = span
            self.replacement = replacement
            self.message = message
        }
    }

    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    /// Where the problem is. `nil` only for problems that belong to no file (rare).
    public var span: SourceSpan?
    public var labels: [Label]
    public var notes: [String]
    /// Technical notes for tool builders (a schema's instance and schema paths, which of a
    /// schema's alternatives was explained): in the JSON and SARIF formats with the notes, in the
    /// human and GitHub formats only with `--verbose`, so an author reads plain words.
    public var details: [String] = []
    /// At most four "did you mean" candidates, best first.
    public var suggestions: [String]
    public var fix: Fix?
    /// The reason an author gave for accepting this warning in the source (`# tourc:accept CODE
    /// -- reason`); nil for every diagnostic that stands. An accepted warning stays in the run so
    /// that `--verbose` and SARIF (as a suppression) can show it, but it is not counted or shown
    /// as a problem.
    public var acceptance: String?

    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at span: SourceSpan?,
        severity: Severity? = nil,
        labels: [Label] = [],
        notes: [String] = [],
        suggestions: [String] = [],
        fix: Fix? = nil
    ) {
        self.severity = severity ?? code.severity
        self.code = code
        self.message = message
        self.span = span
        self.labels = labels
        self.notes = notes
        self.suggestions = Array(suggestions.prefix(4))
        self.fix = fix
    }

    /// This diagnostic with its technical details shown as notes (`--verbose`).
    public var withDetailsAsNotes: Diagnostic {
        var copy = self
        copy.notes += copy.details
        copy.details = []
        return copy
    }
}
