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
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    func run() throws {
        let roots = paths.isEmpty ? ["tours"] : ArgumentBatching.unpack(paths)
        let sources = SourceCache.readingFromDisk()
        let checker = Checker(maxErrors: diagnostics.maxErrors, jobs: jobs)
        let report = checker.check(paths: roots, sources: sources)
        DiagnosticPrinter(options: diagnostics, sources: sources).print(
            report.diagnostics.diagnostics, maxErrors: diagnostics.maxErrors,
            filesChecked: report.files.count, stoppedEarly: report.stoppedEarly)
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }
}
