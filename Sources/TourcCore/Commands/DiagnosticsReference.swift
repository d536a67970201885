import TourcDiagnostics

/// The texts `tourc explain` prints, and docs/diagnostics.md (generated from the same registry by
/// `tourc explain --all --markdown`, i.e. `make docs`; a test fails when the committed file is stale).
public enum DiagnosticsReference {
    /// `tourc explain CODE`.
    public static func text(for code: DiagnosticCode) -> String {
        "\(code.id): \(code.title) (\(code.severity.rawValue))\n\n\(code.explanation)\n"
    }

    /// `tourc explain --all`: every code, one after the other.
    public static func text(for codes: [DiagnosticCode]) -> String {
        codes.map(text(for:)).joined(separator: "\n")
    }

    static let stages: [(digit: Character, name: String)] = [
        ("1", "YAML loading"), ("2", "JSON Schema validation"), ("3", "Language checks"),
        ("4", "Output"), ("9", "The tool itself"),
    ]

    /// docs/diagnostics.md.
    public static func markdown(for codes: [DiagnosticCode] = CodeRegistry.all) -> String {
        var out = """
        # tourc diagnostics

        <!-- Generated from the code registry by `make docs` (`tourc explain --all --markdown`). Do not edit by hand. -->

        Every problem tourc reports carries a stable code: `TOUR` and four digits, whose first digit \
        names the stage that found it. The code keeps its meaning forever; the wording of messages may \
        improve. `tourc explain CODE` prints the explanation below in a terminal.

        Positions are `file:line:column`, 1-based; columns count Unicode scalars (so `é` and `🚀` each \
        count one).

        | Code | Severity | Title |
        | --- | --- | --- |

        """
        for code in codes {
            out += "| [\(code.id)](#\(code.id.lowercased())) | \(code.severity.rawValue) | \(escapeCell(code.title)) |\n"
        }
        for stage in stages {
            let group = codes.filter { $0.id.dropFirst(4).first == stage.digit }
            guard !group.isEmpty else { continue }
            out += "\n## \(stage.name) (TOUR\(stage.digit)xxx)\n"
            for code in group {
                out += "\n### \(code.id)\n\n**\(code.title)** (\(code.severity.rawValue))\n\n\(code.explanation)\n"
            }
        }
        let others = codes.filter { code in !stages.contains { $0.digit == code.id.dropFirst(4).first } }
        if !others.isEmpty {
            out += "\n## Other\n"
            for code in others {
                out += "\n### \(code.id)\n\n**\(code.title)** (\(code.severity.rawValue))\n\n\(code.explanation)\n"
            }
        }
        return out
    }

    static func escapeCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
