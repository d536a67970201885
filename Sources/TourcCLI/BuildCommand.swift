import ArgumentParser
import Foundation
import TourcCore
import TourcDiagnostics

/// `tourc build`: compile every app's tours into a JSON bundle and Swift source.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the tours of every app into a JSON bundle and Swift source per app.",
        discussion: """
        Reads <dir>/<app-id>/app.yaml and the tour files beside it, runs every check that \
        `tourc check` runs, and writes, for each app, <output>/<app-id>/<app-id>.json and \
        <output>/<app-id>/<AppName>Tours.swift (layout: docs/output.md).

        Nothing is written when there is any error. Each file is written atomically and only when \
        its content changed, so unchanged files keep their modification time. tourc never \
        deletes a file it did not write.

        Exit status: 0 success, 1 the input has errors (or, with --verify, the output is stale), \
        2 tourc could not run or write, 64 bad command line.

        Examples:
          tourc build                         Build tours/ into build/tours/
          tourc build tours/finite --output Generated
          tourc build --dry-run               List what would change
          tourc build --verify                Fail (exit 1) when build/tours is out of date
          tourc build --include-authoring-notes  Keep authoring notes in the output
        """)

    @Argument(help: ArgumentHelp(
        "The folder holding one folder per app, or one app's folder (default: `tours` in tourc.yml, else tours).",
        valueName: "dir"))
    var input: String?

    @Option(name: .long, help: ArgumentHelp(
        "The folder that receives one folder per app (default: `output` in tourc.yml, else build/tours).",
        valueName: "dir"))
    var output: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Files loaded and checked at once; the default is the number of cores. The output never depends on it.",
        valueName: "n"))
    // Optional, so help does not print this machine's core count as a fixed "(default: n)".
    // `.unconditional`: `--jobs -1` is a value (refused by `validate()` in plain words), not
    // "Missing value" because `-1` looks like an option.
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp(
        "What the Swift file is named after: type (<TypeName>.swift) or app-id (<app-id>.swift, a name known before app.yaml is read, as the SwiftPM build plugin needs).",
        valueName: "type|app-id"))
    var swiftFileName: SwiftOutputStyle.FileName = .typeName

    @Flag(name: .long, help: "List what would be created or updated; write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Write nothing; exit 1 with a list of differences when the output folder is stale.")
    var verify = false

    @Option(name: .long, help: ArgumentHelp(
        "When to write each app's editor schema (<output>/<app-id>/<app-id>.schema.json): always, existing (only where one already is; the default, tourc.yml: editorSchemas) or never.",
        valueName: "always|existing|never"))
    var editorSchemas: EditorSchemaPolicy?

    @Flag(name: .long, help: "Keep authoring-only text (note, description, edgeCases...) in the JSON and the Swift; left out by default (tourc.yml: authoringNotes).")
    var includeAuthoringNotes = false

    @Flag(name: .long, help: "Also write the pseudo-languages en-XA (accented, 40% longer) and ar-XB (right to left) for every app with localization.")
    var pseudoLanguages = false

    @OptionGroup var config: ConfigOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        if dryRun && verify { throw ValidationError("--dry-run and --verify cannot be combined; pick one") }
    }

    func run() throws {
        let mode: BuildOptions.Mode = verify ? .verify : dryRun ? .dryRun : .write
        try Self.build(input: input, output: output, jobs: jobs ?? ProcessorCount.active, mode: mode, configFile: config.config,
                       format: diagnostics.format, maxErrors: diagnostics.maxErrors, quiet: diagnostics.quiet,
                       verbose: diagnostics.verbose, includeAuthoringNotes: includeAuthoringNotes,
                       swiftFileName: swiftFileName, pseudoLanguages: pseudoLanguages, editorSchemas: editorSchemas)
    }

    /// Builds with tourc.yml's settings (`configFile`, else ./tourc.yml when it exists); a folder
    /// given on the command line wins over the config's, and `--include-authoring-notes` over
    /// its `authoringNotes`.
    static func build(input: String?, output: String?, jobs: Int, mode: BuildOptions.Mode, configFile: String? = nil,
                      format: DiagnosticFormat?, maxErrors: Int, quiet: Bool = false, verbose: Bool = false,
                      includeAuthoringNotes: Bool = false,
                      swiftFileName: SwiftOutputStyle.FileName = .typeName, pseudoLanguages: Bool = false,
                      editorSchemas: EditorSchemaPolicy? = nil) throws {
        let config = try ConfigFile.load(configFile, format: format)
        var options = BuildOptions(input: input ?? config.tours, output: output ?? config.output, jobs: jobs, mode: mode,
                                   includesAuthoringNotes: includeAuthoringNotes || config.authoringNotes == .ship)
        options.severity = config.severity
        options.swift = config.swift
        options.swift.fileName = swiftFileName
        options.editorSchemas = editorSchemas ?? config.editorSchemas
        options.pseudoLanguages = pseudoLanguages
        try build(options, format: format, maxErrors: maxErrors, quiet: quiet, verbose: verbose)
    }

    /// The command's work, from plain values.
    static func build(_ options: BuildOptions, format: DiagnosticFormat?, maxErrors: Int, quiet: Bool = false,
                      verbose: Bool = false) throws {
        let sources = SourceCache.readingFromDisk()
        AllocatorTuning.forBuild()
        let report = BuildDriver(options: options).run(sources: sources)
        // The one spot that prints: diagnostics through the shared printer, then the file summary
        // (to standard error, so machine-readable diagnostics on standard output stay clean).
        DiagnosticPrinter(format: format, sources: sources, quiet: quiet, verbose: verbose).print(
            report.diagnostics.diagnostics, maxErrors: maxErrors, summary: report.diagnostics.hasErrors)
        if !report.diagnostics.hasErrors, !quiet {
            Terminal.write(BuildSummary.text(report, output: options.output), to: .standardError)
        }
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }

    /// The input and output of a command line that is `build`, at most one folder and at most one
    /// `--output <dir>` (the benchmark's and most scripts' `tourc build tours --output Gen`), or
    /// nil for anything else.
    ///
    /// Why: as for `CheckCommand.plainInvocation`, argument-parser's reflection is a large
    /// fixed cost on every run. Only lines the parser could read in one way are taken: no
    /// other option, no `--output=…` form, no value that starts with `-`, no `help`, no empty
    /// argument; everything else keeps argument-parser's exact behaviour and messages.
    static func plainInvocation(_ arguments: [String]) -> (input: String?, output: String?)? {
        guard arguments.first == "build" else { return nil }
        var input: String?
        var output: String?
        var rest = arguments.dropFirst()[...]
        func plain(_ value: String) -> Bool {
            !value.isEmpty && !value.hasPrefix("-") && value != "help" && value.first != ArgumentBatching.separator
        }
        while let argument = rest.popFirst() {
            if argument == "--output", output == nil, let value = rest.popFirst(), plain(value) {
                output = value
            } else if input == nil, plain(argument) {
                input = argument
            } else {
                return nil
            }
        }
        // Missing ones come from tourc.yml or the defaults, as after a parse.
        return (input, output)
    }
}

extension SwiftOutputStyle.FileName: ExpressibleByArgument {}

/// The lines `tourc build` prints about files: one per created or updated file, then a count.
enum BuildSummary {
    static func text(_ report: BuildReport, output: String) -> String {
        let verb: (FileChange) -> String
        switch report.mode {
        case .write: verb = { $0 == .create ? "created" : "updated" }
        case .dryRun: verb = { $0 == .create ? "would create" : "would update" }
        case .verify: verb = { $0 == .create ? "missing" : "stale" }
        }
        let writer = OutputWriter(root: output)
        var lines = report.outcomes.filter { $0.change != .unchanged }.map { "\(verb($0.change)) \(writer.absolutePath($0.path))" }
        let changed = lines.count
        let unchanged = report.outcomes.count - changed
        let apps = report.apps.count == 1 ? "1 app" : "\(report.apps.count) apps"
        switch report.mode {
        case .write: lines.append("built \(apps): \(changed) written, \(unchanged) unchanged")
        case .dryRun: lines.append("dry run, \(apps): \(changed) would change, \(unchanged) unchanged; nothing written")
        case .verify:
            lines.append(changed == 0 ? "verified \(apps): \(unchanged) files up to date" : "verify failed, \(apps): \(changed) stale, \(unchanged) up to date")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension EditorSchemaPolicy: ExpressibleByArgument {}
