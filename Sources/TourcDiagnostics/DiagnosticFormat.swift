/// The four ways tourc prints diagnostics, chosen by `--diagnostics-format`.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// For people: `path:line:col: error[CODE]: message`, a snippet with an underline, notes and help.
    case human
    /// JSON Lines: one object per diagnostic, for scripts and editors.
    case json
    /// GitHub Actions workflow commands (`::error file=…::message`), shown as annotations on PRs.
    case github
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif

    /// The format to use when none was asked for: GitHub annotations inside GitHub Actions
    /// (which sets `GITHUB_ACTIONS=true`), human text everywhere else.
    public static func automatic(environment: [String: String]) -> DiagnosticFormat {
        environment["GITHUB_ACTIONS"] == "true" ? .github : .human
    }

    /// Whether the format is read by programs (and so goes to standard output, never coloured).
    public var isMachineReadable: Bool { self != .human }
}
