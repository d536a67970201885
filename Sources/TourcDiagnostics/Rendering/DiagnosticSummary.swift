/// The closing line of a human run: "2 errors, 1 warning in 3 files".
public enum DiagnosticSummary {
    /// - Parameters:
    ///   - filesChecked: how many files the run looked at, when it makes sense to say so.
    ///   - stoppedAt: the `--max-errors` limit, when the run stopped there (more errors may exist).
    public static func text(for diagnostics: [Diagnostic], filesChecked: Int? = nil, stoppedAt: Int? = nil) -> String {
        let accepted = diagnostics.filter { $0.acceptance != nil }.count
        let standing = diagnostics.filter { $0.acceptance == nil }
        let errors = standing.filter { $0.severity == .error }.count
        let warnings = standing.filter { $0.severity == .warning }.count
        let files = Set(standing.compactMap { $0.span?.file }).count
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
        var counted: [String] = []
        if let filesChecked { counted.append("\(plural(filesChecked, "file")) checked") }
        if accepted > 0 { counted.append(plural(accepted, "accepted warning")) }
        if !counted.isEmpty { text += " (" + counted.joined(separator: ", ") + ")" }
        if let stoppedAt {
            text += "; stopped after \(plural(stoppedAt, "error")) (--max-errors \(stoppedAt))"
        }
        return text
    }

    static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}
