import ArgumentParser
import Foundation
import TourcCore
import TourcDiagnostics

/// `tourc check`: report every problem in tour files; write nothing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check tour files and report every problem; writes nothing.",
        discussion: """
        Loads every file (folders are searched recursively for .yaml and .yml files; hidden \
        files and folders are skipped) and reports all problems of all files, not only the first. \
        Nothing is written, so it is safe in pre-commit hooks and CI.

        Exit status: 0 no errors (warnings allowed), 1 errors found, 2 a path is missing or \
        unreadable, 64 bad command line.

        Examples:
          tourc check                          Check everything under tours/
          tourc check tours/finite intro.yaml  Check a folder and a file
          tourc check --max-errors 10          Stop after ten errors
          tourc check --diagnostics-format sarif > tourc.sarif
        """)

    @Argument(help: ArgumentHelp(
        "Files or folders to check (default: tours).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp(
        "Files loaded and checked at once (default: the number of cores). The output never depends on it.",
        valueName: "n"))
    var jobs: Int = ProcessorCount.active

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    func run() throws {
        try Self.check(paths: ArgumentBatching.unpack(paths), jobs: jobs,
                       format: diagnostics.format, maxErrors: diagnostics.maxErrors, verbose: diagnostics.verbose)
    }

    /// The command's work, from plain values (so the fast path below can run it without a parse).
    static func check(paths: [String], jobs: Int, format: DiagnosticFormat?, maxErrors: Int, verbose: Bool = false) throws {
        let roots = paths.isEmpty ? ["tours"] : paths
        let sources = SourceCache.readingFromDisk()
        let checker = Checker(maxErrors: maxErrors, jobs: jobs)
        let report = checker.check(paths: roots, sources: sources)
        DiagnosticPrinter(format: format, sources: sources, verbose: verbose).print(
            report.diagnostics.diagnostics, maxErrors: maxErrors,
            filesChecked: report.files.count, stoppedEarly: report.stoppedEarly)
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }

    /// The paths of a command line that is `check` followed only by paths (the pre-commit hook's
    /// `tourc check tours/`), or nil for anything else.
    ///
    /// Why: swift-argument-parser spends ~17 million instructions (a third of a hello-world
    /// process) reflecting over every command before it parses anything, on every run. A line
    /// with no option-like argument (`-…`) can only mean the defaults plus these positionals: help,
    /// `--version` and every option start with `-`, and `check` has no subcommands. `help` is
    /// left to the parser all the same, and so is an empty argument, so that anything unusual
    /// keeps argument-parser's exact behaviour and messages.
    static func plainInvocation(_ arguments: [String]) -> [String]? {
        guard arguments.first == "check" else { return nil }
        let paths = arguments.dropFirst()
        for path in paths where path.isEmpty || path.hasPrefix("-") || path == "help" || path.first == ArgumentBatching.separator {
            return nil
        }
        return Array(paths)
    }
}
