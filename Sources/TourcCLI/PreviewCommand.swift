import ArgumentParser
import TourcCore
import TourcDiagnostics
import TourcPreview

/// `tourc preview`: a thin command over `TourcPreview` (docs/preview.md), which owns the work.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw every step and every tour's flow as a static site (HTML, optionally PNG).",
        discussion: """
        Builds the tours as `tourc build` does (same checks; nothing is written when there is an \
        error), then writes a self-contained site: <output>/index.html, a page per app and a page \
        per tour with every step on a phone-sized frame (light, dark, large text) and the tour's \
        flow as a graph. Files are written atomically and only when their content changed.

        --png also renders each step and each flow graph to PNG with headless Chromium \
        (<output>/<app>/png/<tour>/); without Chromium it says what to install and exits 2.

        A localized app's tour pages exist in each of its languages (<tour>.<lang>.html, with \
        a language switch); --language L takes the PNGs in L (a pseudo-language, en-XA or \
        ar-XB, adds its pages too).

        Exit status: 0 success, 1 the input has errors, 2 tourc could not run or write, \
        64 bad command line (including an unknown --app, --tour or --language).

        Examples:
          tourc preview                          Preview tours/ into build/preview/
          tourc preview --app ops --tour office_onboarding
          tourc preview --png --output site      Pages and PNGs into site/
          tourc preview --png --language ar-XB   PNGs in the right-to-left pseudo-language
        """)

    @Argument(help: ArgumentHelp(
        "The folder holding one folder per app, or one app's folder (default: `tours` in tourc.yml, else tours).",
        valueName: "dir"))
    var input: String?

    @Option(name: .long, help: ArgumentHelp("The folder that receives the site.", valueName: "dir"))
    var output: String = "build/preview"

    @Option(name: .long, help: ArgumentHelp("Only this app (its folder name).", valueName: "id"))
    var app: String?

    @Option(name: .long, help: ArgumentHelp("Only this tour (its id).", valueName: "id"))
    var tour: String?

    @Flag(name: .long, help: "Also render each step and each flow graph to PNG with headless Chromium.")
    var png = false

    @Option(name: .long, help: ArgumentHelp("The language of the PNGs: one of the apps' languages, or en-XA / ar-XB.", valueName: "tag"))
    var language: String?

    @OptionGroup var config: ConfigOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let settings = try ConfigFile.load(config.config, format: diagnostics.format)
        var options = PreviewOptions(input: input ?? settings.tours, output: output, app: app, tour: tour,
                                     jobs: ProcessorCount.active, png: png)
        options.severity = settings.severity
        options.language = language
        let sources = SourceCache.readingFromDisk()
        let report: PreviewReport
        do {
            report = try PreviewDriver(options: options).run(sources: sources)
        } catch let error as PreviewError {
            Terminal.write("error: \(error.description)\n", to: .standardError)
            throw ExitCode(error.exitStatus)
        } catch {
            Terminal.write("error: \(error)\n", to: .standardError)
            throw ExitCode(ExitStatus.couldNotRun.rawValue)
        }
        DiagnosticPrinter(format: diagnostics.format, sources: sources, quiet: diagnostics.quiet, verbose: diagnostics.verbose)
            .print(report.diagnostics.diagnostics, maxErrors: diagnostics.maxErrors, summary: report.diagnostics.hasErrors)
        if !report.diagnostics.hasErrors, !diagnostics.quiet {
            let changed = report.outcomes.filter { $0.change != .unchanged }
            let writer = OutputWriter(root: output)
            var lines = changed.map { "\($0.change == .create ? "created" : "updated") \(writer.absolutePath($0.path))" }
            lines.append("preview: \(changed.count) written, \(report.outcomes.count - changed.count) unchanged; open \(writer.absolutePath("index.html"))")
            Terminal.write(lines.joined(separator: "\n") + "\n", to: .standardError)
        }
        if report.exitStatus != .success { throw ExitCode(report.exitStatus.rawValue) }
    }
}
