import TourcDiagnostics

/// Codes of accepted warnings (TOUR36xx): the `# tourc:accept` comments of docs/diagnostics.md.
public enum AcceptanceCodes {
    public static let acceptsNothing = DiagnosticCode("TOUR3601", "accepted warning not reported", explanation: """
        A `# tourc:accept CODE -- reason` comment accepts a warning on the next line (or on its \
        own line, after a value), and `# tourc:accept-file CODE -- reason` accepts it anywhere \
        in the file. This one accepts a code that is not reported there, so it hides nothing: \
        the text was changed, the warning was fixed, or the comment stands above the wrong line. \
        Remove the comment, or move it to the line above the one the warning points at. A \
        comment that accepts nothing is an error so that stale acceptances cannot pile up and \
        later hide a new problem.
        """)

    public static let malformed = DiagnosticCode("TOUR3602", "acceptance comment cannot be read", explanation: """
        A comment starting with `# tourc:` is an instruction to tourc. It must read \
        `# tourc:accept TOUR3501 -- why this is right` (the next line, or this line after a \
        value) or `# tourc:accept-file TOUR3501 -- why` (the whole file; one tour per file, so \
        the whole tour). Several codes are separated by commas. The reason after `--` is \
        required: it is what a reviewer reads, and what SARIF reports as the justification. \
        Only warnings can be accepted; an error must be fixed. Write one of the two forms, with \
        a warning code that exists (`tourc explain CODE`).
        """)

    public static let all: [DiagnosticCode] = [acceptsNothing, malformed]
}
