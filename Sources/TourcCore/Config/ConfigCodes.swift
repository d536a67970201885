import TourcDiagnostics

/// Codes of the config file `tourc.yml` (TOUR92xx). A config problem stops tourc with exit
/// status 2: it could not run as configured. Problems of the file's shape are reported with the
/// schema's own codes (TOUR2xxx) at their place in the file, and also stop tourc with status 2.
public enum ConfigCodes {
    public static let notFound = DiagnosticCode(
        "TOUR9201", "config file not found",
        explanation: """
        `--config FILE` names a file that does not exist or cannot be read. (Without `--config`, \
        tourc reads `tourc.yml` from the current folder only when it exists.) tourc stops with \
        exit status 2.

        Check the path, or write a commented starting point with `tourc init`.
        """)

    public static let unknownCode = DiagnosticCode(
        "TOUR9202", "unknown diagnostic code in config",
        explanation: """
        A key under `severity:` in tourc.yml is not a diagnostic code tourc has. tourc stops with \
        exit status 2, because a misspelt code would silently change nothing.

        Use a code from docs/diagnostics.md (or `tourc explain --all`):

            severity:
              TOUR3501: off

        Only warnings can be changed (an error stays an error), so "did you mean" offers warning \
        codes only.
        """)

    public static let cannotLowerError = DiagnosticCode(
        "TOUR9203", "an error cannot be lowered",
        explanation: """
        `severity:` in tourc.yml asks for an error to be reported as a warning or not at all. tourc \
        builds nothing past an error (what follows an error may not be decodable), so only \
        warnings and notes can be changed: turned `off`, or raised to `warning` or `error`. tourc \
        stops with exit status 2.

        Fix the content instead, or remove the entry.
        """)

    public static let alreadyExists = DiagnosticCode(
        "TOUR9204", "file already exists",
        explanation: """
        `tourc init` does not overwrite: a `tourc.yml` or the app folder it would write already \
        exists. tourc stops with exit status 2 and writes nothing.

        Pick another app name (`tourc init my-app`), or remove the existing file first.
        """)

    public static let all: [DiagnosticCode] = [notFound, unknownCode, cannotLowerError, alreadyExists]
}
