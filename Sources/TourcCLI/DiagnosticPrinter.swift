import TourcCore
import TourcDiagnostics

/// Prints a run's diagnostics in the chosen format, to the right stream.
///
/// Human text goes to standard error (with colour only on a terminal and never with NO_COLOR) and
/// ends with a summary line. Machine formats go to standard output, uncoloured, without summary,
/// unless the command's own output already uses standard output (`tourc dump`), in which case
/// they go to standard error too.
struct DiagnosticPrinter {
    var format: DiagnosticFormat
    var sources: (any SourceProvider)?
    var stdoutIsTaken = false
    /// `--quiet`: no summary line.
    var quiet = false
    /// `--verbose`: technical details in the human and GitHub formats too.
    var verbose = false
    var environment: [String: String] = Terminal.environment

    init(options: DiagnosticOptions, sources: (any SourceProvider)?, stdoutIsTaken: Bool = false) {
        self.init(format: options.format, sources: sources, stdoutIsTaken: stdoutIsTaken, quiet: options.quiet,
                  verbose: options.verbose)
    }

    /// - Parameter format: the format asked for; nil picks the automatic one (GitHub in Actions).
    init(format: DiagnosticFormat?, sources: (any SourceProvider)?, stdoutIsTaken: Bool = false, quiet: Bool = false,
         verbose: Bool = false) {
        self.format = format ?? DiagnosticFormat.automatic(environment: Terminal.environment)
        self.sources = sources
        self.stdoutIsTaken = stdoutIsTaken
        self.quiet = quiet
        self.verbose = verbose
    }

    var stream: Terminal.Stream {
        format == .human || stdoutIsTaken ? .standardError : .standardOutput
    }

    /// Renders `diagnostics` (cut after `maxErrors` errors when that is not 0).
    func render(
        _ diagnostics: [Diagnostic], maxErrors: Int = 0, filesChecked: Int? = nil, stoppedEarly: Bool = false,
        summary: Bool = true
    ) -> String {
        // A warning accepted in the source (`# tourc:accept`) is no problem: SARIF reports it as
        // suppressed, --verbose shows it as a note, and otherwise it is only counted in the summary.
        let accepted = diagnostics.filter { $0.acceptance != nil }
        var shown = diagnostics.filter { diagnostic in
            diagnostic.acceptance == nil || format == .sarif || (verbose && format != .github)
        }.map { diagnostic -> Diagnostic in
            guard let reason = diagnostic.acceptance, format == .human else { return diagnostic }
            var note = diagnostic
            note.severity = .note
            note.notes.append("accepted in the source: \(reason)")
            return note
        }
        var truncated = stoppedEarly
        if maxErrors > 0 {
            var errors = 0
            if let cut = diagnostics.firstIndex(where: { diagnostic in
                if diagnostic.severity == .error { errors += 1 }
                return errors > maxErrors
            }) {
                shown = Array(diagnostics[..<cut])
                truncated = true
            }
        }
        switch format {
        case .human:
            let color = ColorPolicy.shouldColor(isTerminal: stream.isTerminal, environment: environment)
            // A clean run renders nothing: skipping the renderer spares the generic `joined()`
            // its first-use metadata instantiation.
            var text = shown.isEmpty ? "" : HumanRenderer(sources: sources, color: color, verbose: verbose).render(shown)
            if summary, !quiet {
                let counted = shown.filter { $0.acceptance == nil } + accepted
                text += DiagnosticSummary.text(
                    for: counted, filesChecked: filesChecked, stoppedAt: truncated ? maxErrors : nil) + "\n"
            }
            return text
        case .json:
            return JSONLinesRenderer.render(shown)
        case .github:
            return GitHubRenderer.render(verbose ? shown.map(\.withDetailsAsNotes) : shown)
        case .sarif:
            return SARIFRenderer(toolVersion: ToolInfo.version, rules: CodeRegistry.all).render(shown)
        }
    }

    func print(
        _ diagnostics: [Diagnostic], maxErrors: Int = 0, filesChecked: Int? = nil, stoppedEarly: Bool = false,
        summary: Bool = true
    ) {
        Terminal.write(
            render(diagnostics, maxErrors: maxErrors, filesChecked: filesChecked, stoppedEarly: stoppedEarly,
                   summary: summary),
            to: stream)
    }
}
