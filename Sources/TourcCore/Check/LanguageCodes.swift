import TourcDiagnostics

/// Codes of the language checks (TOUR3xxx): references, ids, flow, values, content lint.
public enum LanguageCodes {
    public static let all: [DiagnosticCode] = []
}
