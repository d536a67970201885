import ArgumentParser
import Foundation
import TourcCore
import TourcDiagnostics

/// `tourc strings`: the String Catalog of each app (docs/localization.md).
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Keep each app's String Catalog in step with its tours, and show what is translated.",
        discussion: """
        Every app with `localization:` in its app.yaml has a String Catalog (`.xcstrings`, by \
        default `<app-id>.xcstrings` in the app folder) holding every text of its tours under a \
        stable key, with a comment for translators and the translations. See docs/localization.md.

        Examples:
          tourc strings sync                 Add new texts, mark changed ones for review, old ones stale
          tourc strings status               Per language: translated, missing, needing review, over budget
          tourc strings status --format json
        """,
        subcommands: [StringsSyncCommand.self, StringsStatusCommand.self, StringsExportCommand.self, StringsImportCommand.self])
}

struct StringsSyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Write or update each app's String Catalog from its tours.",
        discussion: """
        Adds new keys with their source text and a comment for translators; gives a key whose \
        source text changed the new text and marks its translations `needs_review`; marks keys \
        no tour uses any more `stale`. Never deletes a translation. Writes a catalog only when \
        its bytes change, atomically, formatted as Xcode writes it. An app with errors (other \
        than in its translations) is not synced.

        Exit status: 0 synced, 1 an app has errors, 2 a file could not be read or written, 64 \
        bad command line.
        """)

    @Argument(help: ArgumentHelp("App folders, or folders holding app folders (default: `tours` in tourc.yml, else tours).", valueName: "app-dir"))
    var paths: [String] = []

    @Flag(name: .long, help: "Report what would change; write nothing.")
    var dryRun = false

    @OptionGroup var config: ConfigOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let settings = try ConfigFile.load(config.config, format: diagnostics.format)
        let roots = paths.isEmpty ? [settings.tours] : paths
        let report = StringsDriver(jobs: ProcessorCount.active).sync(roots, dryRun: dryRun)
        let sources = SourceCache.readingFromDisk()
        // What the sync itself repairs (a missing or out-of-date catalog) is not reported.
        let repaired: Set<String> = [LocalizationCodes.catalogMissing.id, LocalizationCodes.catalogOutOfDate.id]
        DiagnosticPrinter(format: diagnostics.format, sources: sources, quiet: diagnostics.quiet, verbose: diagnostics.verbose)
            .print(report.diagnostics.diagnostics.filter { !repaired.contains($0.code.id) }, maxErrors: diagnostics.maxErrors,
                   filesChecked: nil, stoppedEarly: false)
        if !diagnostics.quiet {
            for result in report.synced {
                let what = result.written ? (dryRun ? "would update" : "updated") : "up to date"
                var counts: [String] = []
                if result.added > 0 { counts.append("\(result.added) added") }
                if result.changed > 0 { counts.append("\(result.changed) changed (translations marked needs_review)") }
                if result.stale > 0 { counts.append("\(result.stale) stale") }
                print("\(result.catalog): \(what)\(counts.isEmpty ? "" : " (" + counts.joined(separator: ", ") + ")")")
            }
            for app in report.skipped { print("\(app): no `localization:` in its app.yaml; nothing to sync") }
        }
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }
}

struct StringsStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Per app and language: texts translated, missing, needing review and over budget.",
        discussion: """
        Exit status: 0 shown (missing translations are not an error here), 1 an app has errors, \
        2 a file could not be read, 64 bad command line.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: ArgumentHelp("App folders, or folders holding app folders (default: `tours` in tourc.yml, else tours).", valueName: "app-dir"))
    var paths: [String] = []

    @Option(help: "Output format: text (a table per app) or json.")
    var format: Format = .text

    @OptionGroup var config: ConfigOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let settings = try ConfigFile.load(config.config, format: diagnostics.format)
        let roots = paths.isEmpty ? [settings.tours] : paths
        let report = StringsDriver(jobs: ProcessorCount.active).status(roots)
        let errors = report.diagnostics.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            DiagnosticPrinter(format: diagnostics.format, sources: SourceCache.readingFromDisk(), quiet: diagnostics.quiet, verbose: diagnostics.verbose)
                .print(errors, maxErrors: diagnostics.maxErrors, filesChecked: nil, stoppedEarly: false)
        }
        switch format {
        case .text: print(StatusTable.text(report.status, skipped: report.skipped), terminator: "")
        case .json: print(StatusTable.json(report.status))
        }
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }
}

struct StringsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write each app's catalog as XLIFF 1.2, one file per language, for translators' tools.",
        discussion: """
        Writes <output>/<app-id>.<language>.xliff for every language of every app: each key with \
        its source text, its translation when there is one, and the comment for translators. \
        Bring the translated files back with `tourc strings import`.
        """)

    @Argument(help: ArgumentHelp("App folders, or folders holding app folders (default: `tours` in tourc.yml, else tours).", valueName: "app-dir"))
    var paths: [String] = []

    @Flag(help: "Export XLIFF 1.2 (the one format offered; required, so a later format can be added without surprise).")
    var xliff = false

    @Option(help: "The folder the .xliff files are written to.")
    var output: String = "build/xliff"

    @OptionGroup var config: ConfigOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if !xliff { throw ValidationError("name the format: --xliff (XLIFF 1.2, what Xcode exports)") }
    }

    func run() throws {
        let settings = try ConfigFile.load(config.config, format: diagnostics.format)
        let report = StringsDriver(jobs: ProcessorCount.active).exportXLIFF(paths.isEmpty ? [settings.tours] : paths, output: output)
        DiagnosticPrinter(format: diagnostics.format, sources: SourceCache.readingFromDisk(), quiet: diagnostics.quiet, verbose: diagnostics.verbose)
            .print(report.diagnostics.diagnostics.filter { $0.severity == .error }, maxErrors: diagnostics.maxErrors, filesChecked: nil, stoppedEarly: false)
        if !diagnostics.quiet { for path in report.written { print("wrote \(path)") } }
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }
}

struct StringsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read translated XLIFF 1.2 files into an app's catalog.",
        discussion: """
        Every <target> of the files becomes the translation of its key in the app's String \
        Catalog (state translated, or needs_review where the file says needs-review). A key the \
        catalog does not have, a language app.yaml does not list, or a file that cannot be read \
        is an error at its line, and then nothing is imported. Run `tourc check` afterwards: it \
        checks every imported translation.
        """)

    @Argument(help: ArgumentHelp("The app folder whose catalog the files translate.", valueName: "app-dir"))
    var app: String

    @Argument(help: ArgumentHelp("The XLIFF files.", valueName: "file"))
    var files: [String]

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let report = StringsDriver(jobs: ProcessorCount.active).importXLIFF(files, appFolder: app)
        let repaired: Set<String> = [LocalizationCodes.catalogOutOfDate.id]
        DiagnosticPrinter(format: diagnostics.format, sources: SourceCache.readingFromDisk(), quiet: diagnostics.quiet, verbose: diagnostics.verbose)
            .print(report.diagnostics.diagnostics.filter { $0.severity == .error || !repaired.contains($0.code.id) && $0.code.id != LocalizationCodes.missingTranslation.id },
                   maxErrors: diagnostics.maxErrors, filesChecked: nil, stoppedEarly: false)
        if !diagnostics.quiet { for path in report.written { print("updated \(path)") } }
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }
}

/// The two renderings of `tourc strings status`.
enum StatusTable {
    static func text(_ apps: [(app: String, languages: [LanguageStatus])], skipped: [String]) -> String {
        var out = ""
        for (app, languages) in apps {
            out += "\(app)\n"
            let header = ["language", "translated", "missing", "needs review", "over budget"]
            var rows = [header]
            for s in languages {
                rows.append([s.language, "\(s.translated)/\(s.total)", "\(s.missing)", "\(s.needsReview)", "\(s.overBudget)"])
            }
            if languages.isEmpty { out += "  (no language besides the source language)\n" }
            else {
                let widths = header.indices.map { i in rows.map { $0[i].count }.max() ?? 0 }
                for row in rows {
                    out += "  " + row.enumerated().map { i, cell in
                        i == 0 ? cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
                               : String(repeating: " ", count: widths[i] - cell.count) + cell
                    }.joined(separator: "  ") + "\n"
                }
            }
        }
        for app in skipped { out += "\(app)\n  (no `localization:` in its app.yaml)\n" }
        return out
    }

    /// One object per app, keys sorted, so the output is stable for scripts and tests.
    static func json(_ apps: [(app: String, languages: [LanguageStatus])]) -> String {
        JSONOutput.object([("apps", .array(apps.map { app, languages in
            .object([("app", .string(app)), ("languages", .array(languages.map { s in
                .object([("language", .string(s.language)), ("missing", .int(s.missing)), ("needsReview", .int(s.needsReview)),
                         ("overBudget", .int(s.overBudget)), ("total", .int(s.total)), ("translated", .int(s.translated))])
            }))])
        }))]).serialized()
    }
}
