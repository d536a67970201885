import ArgumentParser
import Foundation
import TourcCore
import TourcDiagnostics

/// `tourc test`: run scenario files against the compiled tours with the TourKit runtime.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run tour scenarios (*.test.yaml) against the compiled tours.",
        discussion: """
        A scenario is an executable specification of a tour's behaviour: the world before it \
        starts (given), then inputs (launch, visit, tap, next, wait…) and expectations (expect). \
        tourc compiles each scenario's app from the tours root, runs the steps with the TourKit \
        runtime on a virtual clock, and reports every expectation that does not hold at its \
        entry. See docs/runtime.md.

        Exit status: 0 every scenario passed, 1 a scenario failed or has errors, 2 tourc could \
        not run (missing or unreadable path), 64 bad command line.

        Examples:
          tourc test                               Run every scenario under tours/
          tourc test tours/finite/tests            Run one app's scenarios
          tourc test my.test.yaml --transcript     Print every input and command
        """)

    @Argument(help: ArgumentHelp("Scenario files or folders (default: the tours root).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp(
        "The tours root the scenarios' apps are compiled from (default: tourc.yml's tours, else tours; where that folder is missing, the nearest folder at or above the first path that holds an app folder).",
        valueName: "dir"))
    var tours: String?

    @Flag(help: "Print every input and command of every scenario.")
    var transcript = false

    @OptionGroup var config: ConfigOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let settings = try ConfigFile.load(config.config, format: diagnostics.format)
        let given = ArgumentBatching.unpack(paths)
        let tours = self.tours ?? Self.toursRoot(configured: settings.tours, paths: given)
        let roots = given.isEmpty ? [tours] : given
        // A tours root that is missing (or not a folder) is one problem: said once, exit 2,
        // rather than "cannot be compiled" once per scenario with exit 1.
        var info = stat()
        if stat(tours, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
            var problem = stat(tours, &info) != 0
                ? FileReader.Failure.notFound(tours).diagnostic
                : Diagnostic(ToolCodes.unreadable, "\(tours) is a file; --tours takes the folder that holds the app folders", at: nil)
            problem.suggestions = InputFiles.similarPaths(to: tours)
            DiagnosticPrinter(format: diagnostics.format, sources: nil).print([problem], maxErrors: diagnostics.maxErrors, summary: false)
            throw ExitCode(ExitStatus.couldNotRun.rawValue)
        }
        let sources = SourceCache.readingFromDisk()
        let runner = ScenarioRunner(toursRoot: tours, keepsTranscript: transcript, maxErrors: diagnostics.maxErrors)
        let printer = DiagnosticPrinter(format: diagnostics.format, sources: sources)
        // Each file's diagnostics are printed as soon as it has run (memory holds one file's),
        // except SARIF, one document for the whole run, and with --transcript, printed first.
        let streams = printer.format != .sarif && !transcript
        let report = runner.run(paths: roots, sources: sources, each: streams ? { printer.print($0.diagnostics, summary: false) } : nil)
        if transcript { Terminal.write(report.transcript.map { $0 + "\n" }.joined(), to: .standardOutput) }
        if !streams {
            printer.print(report.diagnostics.diagnostics, maxErrors: diagnostics.maxErrors, summary: false)
        }
        if report.stoppedEarly && (diagnostics.format == nil || diagnostics.format == .human) {
            Terminal.write("stopped after \(report.errorCount) errors (--max-errors \(diagnostics.maxErrors)); the remaining scenarios did not run\n", to: .standardError)
        }
        if diagnostics.format == nil || diagnostics.format == .human {
            let total = report.passed + report.failed
            let line = report.failed == 0
                ? "\(total) scenario\(total == 1 ? "" : "s") passed\n"
                : "\(report.failed) of \(total) scenario\(total == 1 ? "" : "s") failed\n"
            Terminal.write(line, to: .standardError)
        }
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }

    /// The tours root when `--tours` is not given: tourc.yml's `tours` (default `tours`) when that
    /// folder exists, as every command reads it; otherwise the nearest folder at or above the first
    /// path that holds an app folder (`tourc test my-tours`, or `tourc test .` inside an app), so
    /// naming the scenarios is enough. Without either, the configured root, which is then
    /// reported missing.
    static func toursRoot(configured: String, paths: [String]) -> String {
        var info = stat()
        if stat(configured, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return configured }
        guard let first = paths.first else { return configured }
        var folder = UserPath(first).absolute
        if stat(folder.string, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR { folder = folder.parent }
        while true {
            var ignored = DiagnosticCollector()
            if !AppDiscovery.apps(in: folder.string, diagnostics: &ignored).filter({ UserPath($0.folder).absolute.parent == folder }).isEmpty {
                return folder.string
            }
            let up = folder.parent
            if up == folder { return configured }
            folder = up
        }
    }
}
