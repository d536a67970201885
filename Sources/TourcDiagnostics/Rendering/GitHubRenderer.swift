/// Renders diagnostics as GitHub Actions workflow commands, which GitHub shows as annotations on
/// the pull request's diff:
///
///     ::error file=tours/a.yaml,line=3,col=5,endLine=3,endColumn=9,title=TOUR1002::duplicate key
///
/// Values are escaped the way the Actions runner unescapes them: in the message `%`, CR and LF
/// become `%25`, `%0D`, `%0A`; in properties `:` and `,` are escaped too (`%3A`, `%2C`), since
/// they separate properties. Notes and help follow the message on their own (escaped) lines.
public enum GitHubRenderer {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) + "\n" }.joined()
    }

    public static func render(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [(String, String)] = []
        if let span = diagnostic.span {
            properties += [
                ("file", repositoryPath(span.file)),
                ("line", String(span.range.start.line)),
                ("col", String(span.range.start.column)),
                ("endLine", String(span.range.end.line)),
                ("endColumn", String(span.range.end.column)),
            ]
        }
        properties.append(("title", diagnostic.code.id))

        var message = diagnostic.message
        for label in diagnostic.labels {
            message += "\n\(HumanRenderer.location(label.span)): note: \(label.message)"
        }
        for note in diagnostic.notes { message += "\nnote: \(note)" }
        if !diagnostic.suggestions.isEmpty, !HumanRenderer.asksDidYouMean(diagnostic.message) {
            message += "\nhelp: " + HumanRenderer.didYouMean(diagnostic.suggestions)
        }
        if let fix = diagnostic.fix {
            message += "\nfix: \(fix.message) (`\(fix.replacement)`)"
        }

        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(list)::\(escapeData(message))"
    }

    /// GitHub matches `file=` against paths relative to the repository root: `./tours/a.yaml`
    /// would not match `tours/a.yaml`, so the leading `./` goes.
    static func repositoryPath(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        return String(trimmed)
    }

    /// Escaping for the message part of a workflow command.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escaping for a property value (`file=`, `title=`): also `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
