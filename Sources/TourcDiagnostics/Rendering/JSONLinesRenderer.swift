/// Renders diagnostics as JSON Lines: one compact object per diagnostic, one per line.
///
/// Keys always come in this order: `file`, `line`, `column`, `endLine`, `endColumn`, `severity`,
/// `code`, `title`, `message`, then `notes`, `suggestions`, `labels`, `fix`, `accepted` (the
/// reason of a warning accepted in the source, printed only with `--verbose`) when present. Lines and
/// columns are 1-based, columns count Unicode scalars, and the end is exclusive (the column just
/// after the last character). A diagnostic that belongs to no file has `null` positions.
public enum JSONLinesRenderer {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) + "\n" }.joined()
    }

    /// One diagnostic as a single line of JSON (no trailing newline).
    public static func render(_ diagnostic: Diagnostic) -> String {
        object(for: diagnostic).serialized()
    }

    public static func object(for diagnostic: Diagnostic) -> JSONOutput {
        var members = position(diagnostic.span)
        members += [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.id)),
            ("title", .string(diagnostic.code.title)),
            ("message", .string(diagnostic.message)),
        ]
        if !diagnostic.notes.isEmpty || !diagnostic.details.isEmpty {
            members.append(("notes", .array((diagnostic.notes + diagnostic.details).map { .string($0) })))
        }
        if !diagnostic.suggestions.isEmpty {
            members.append(("suggestions", .array(diagnostic.suggestions.map { .string($0) })))
        }
        if !diagnostic.labels.isEmpty {
            members.append(("labels", .array(diagnostic.labels.map { label in
                .object(position(label.span) + [("message", .string(label.message))])
            })))
        }
        if let fix = diagnostic.fix {
            members.append(("fix", .object(position(fix.span) + [
                ("replacement", .string(fix.replacement)),
                ("message", .string(fix.message)),
            ])))
        }
        if let reason = diagnostic.acceptance {
            members.append(("accepted", .string(reason)))
        }
        return .object(members)
    }

    static func position(_ span: SourceSpan?) -> [(String, JSONOutput)] {
        guard let span else {
            return [("file", .null), ("line", .null), ("column", .null), ("endLine", .null), ("endColumn", .null)]
        }
        return [
            ("file", .string(span.file)),
            ("line", .int(span.range.start.line)),
            ("column", .int(span.range.start.column)),
            ("endLine", .int(span.range.end.line)),
            ("endColumn", .int(span.range.end.column)),
        ]
    }
}
