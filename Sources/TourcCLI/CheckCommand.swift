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
        "Files or folders to check (default: `tours` in tourc.yml, else tours).", valueName: "path"))
    var paths: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Files loaded and checked at once; the default is the number of cores. The output never depends on it.",
        valueName: "n"))
    // Optional, so help does not print this machine's core count as a fixed "(default: n)".
    // `.unconditional`: `--jobs -1` is a value (refused by `validate()` in plain words), not
    // "Missing value" because `-1` looks like an option.
    var jobs: Int?

    @Flag(name: .long, help: ArgumentHelp(
        "A named app.yaml stands for its whole app folder (what the pre-commit hook passes when a registry changed)."))
    var expandApps = false

    @OptionGroup var config: ConfigOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    func run() throws {
        var paths = ArgumentBatching.unpack(paths)
        if expandApps { paths = Self.expandingApps(paths) }
        try Self.check(paths: paths, jobs: jobs ?? ProcessorCount.active, format: diagnostics.format, maxErrors: diagnostics.maxErrors,
                       configFile: config.config, quiet: diagnostics.quiet, verbose: diagnostics.verbose)
    }

    /// The command's work, from plain values (so the fast path below can run it without a parse).
    static func check(paths: [String], jobs: Int, format: DiagnosticFormat?, maxErrors: Int,
                      configFile: String? = nil, quiet: Bool = false, verbose: Bool = false) throws {
        let config = try ConfigFile.load(configFile, format: format)
        let roots = paths.isEmpty ? [config.tours] : paths
        let sources = SourceCache.readingFromDisk()
        var checker = Checker(maxErrors: maxErrors, jobs: jobs)
        checker.severity = config.severity
        checker.stages = Checker.styled(checker.stages, config.swift)
        let report = checker.check(paths: roots, sources: sources)
        DiagnosticPrinter(format: format, sources: sources, quiet: quiet, verbose: verbose).print(
            report.diagnostics.diagnostics, maxErrors: maxErrors,
            filesChecked: report.files.count, stoppedEarly: report.stoppedEarly)
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }

    /// `paths` with every `app.yaml` replaced by its folder, and tours of an app already named
    /// that way left out (they are checked with it), so a file is never checked twice.
    static func expandingApps(_ paths: [String]) -> [String] {
        let apps = paths.filter { UserPath($0).lastComponent == "app.yaml" }.map { UserPath($0).parent.string }
        guard !apps.isEmpty else { return paths }
        let folders = Set(apps)
        var result: [String] = []
        for folder in apps where !result.contains(folder) { result.append(folder) }
        for path in paths where UserPath(path).lastComponent != "app.yaml" {
            if !folders.contains(UserPath(path).parent.string) { result.append(path) }
        }
        return result
    }

    /// The paths of a command line that is `check` followed only by paths (the pre-commit hook's
    /// `tourc check tours/`), or nil for anything else.
    ///
    /// Why: swift-argument-parser spends a large part of a hello-world
    /// process reflecting over every command before it parses anything, on every run. A line
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
