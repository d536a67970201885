import TourcDiagnostics

/// tourc's exit statuses, a contract with scripts and CI (see docs/cli.md).
public enum ExitStatus: Int32, Sendable {
    /// Done; warnings are allowed.
    case success = 0
    /// The input has errors.
    case inputErrors = 1
    /// tourc could not do its job: a path is missing or unreadable, an I/O error, a bug.
    case couldNotRun = 2
    /// The command line is wrong (unknown option, missing argument, unknown code). EX_USAGE.
    case usage = 64

    /// The status a run that produced these diagnostics ends with.
    public static func of(_ diagnostics: [Diagnostic]) -> ExitStatus {
        var status = ExitStatus.success
        for diagnostic in diagnostics where diagnostic.severity == .error {
            if ToolCodes.couldNotRun.contains(diagnostic.code.id) { return .couldNotRun }
            status = .inputErrors
        }
        return status
    }
}
