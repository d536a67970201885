/// The closing line of a human run: "2 errors, 1 warning in 3 files".
public enum DiagnosticSummary {
    /// - Parameters:
    ///   - filesChecked: how many files the run looked at, when it makes sense to say so.
    ///   - omittedErrors: errors not shown because of `--max-errors`.
    public static func text(for diagnostics: [Diagnostic], filesChecked: Int? = nil, omittedErrors: Int = 0) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count + omittedErrors
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let files = Set(diagnostics.compactMap { $0.span?.file }).count
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        var text: String
        if parts.isEmpty {
            text = "no problems"
        } else {
            text = parts.joined(separator: ", ")
            if files > 0 { text += " in " + plural(files, "file") }
        }
        if let filesChecked { text += " (\(plural(filesChecked, "file")) checked)" }
        if omittedErrors > 0 {
            text += "; \(plural(omittedErrors, "error")) not shown (--max-errors)"
        }
        return text
    }

    static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}
