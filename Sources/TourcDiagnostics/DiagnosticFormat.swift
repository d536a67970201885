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

/// Whether human output gets ANSI colour: only on a terminal, and never when `NO_COLOR` is set to
/// a non-empty value (https://no-color.org). `TERM=dumb` terminals get none either.
public enum ColorPolicy {
    public static func shouldColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }
}
