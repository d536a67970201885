import ArgumentParser
import TourcCore
import TourcDiagnostics
import YAMLLoader

/// `tourc dump`: one file as tourc loaded it, as JSON.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a YAML file as tourc loads it, as JSON.",
        discussion: """
        Shows what the loader made of a file: plain scalars resolved by the YAML 1.2 core schema \
        (`no` stays a string, `0x1F` is 31), aliases expanded, merge keys applied. Keys stay in \
        document order and numbers keep their digits, including integers beyond 64 bits. What \
        JSON cannot express (non-string keys, .inf/.nan, several documents) is an error with its \
        position. The JSON goes to standard output, diagnostics to standard error.

        Examples:
          tourc dump tours/finite/app.yaml
          tourc dump --compact intro.yaml | jq .steps
          cat intro.yaml | tourc dump -
        """)

    @Argument(help: ArgumentHelp(
        "The YAML (or JSON) file to print; - reads standard input.", valueName: "file"))
    var file: String

    @Flag(help: "Print the JSON on one line instead of indented.")
    var compact = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let sources = SourceCache.readingFromDisk()
        let name = file == "-" ? "<stdin>" : file
        let path = file == "-" ? "/dev/stdin" : file
        let printer = DiagnosticPrinter(options: diagnostics, sources: sources, stdoutIsTaken: true)
        var collector = DiagnosticCollector()
        let limits = LoadLimits.default

        let bytes: [UInt8]
        do {
            // Any file, as docs/cli.md says: standard input and devices are read up to the limit.
            bytes = try FileReader.bytes(of: path, limit: limits.maxFileBytes, streams: true)
        } catch {
            var failure = error
            if case .notFound = error, file == "-" { failure = .unreadable(name, reason: "no standard input") }
            var diagnostic = failure.diagnostic
            if case .notFound = failure { diagnostic.suggestions = InputFiles.similarPaths(to: file) }
            collector.emit(diagnostic)
            return try finish(collector, printer: printer)
        }
        sources.add(name, bytes: bytes)
        let documents = YAMLLoader.load(bytes, file: name, limits: limits, diagnostics: &collector)
        if collector.hasErrors { return try finish(collector, printer: printer) }
        if var bytes = Dumper.bytes(documents, file: name, pretty: !compact, diagnostics: &collector) {
            bytes.append(UInt8(ascii: "\n"))
            Terminal.write(bytes, to: .standardOutput)
        }
        try finish(collector, printer: printer)
    }

    private func finish(_ collector: DiagnosticCollector, printer: DiagnosticPrinter) throws {
        if !collector.diagnostics.isEmpty {
            printer.print(collector.diagnostics, maxErrors: diagnostics.maxErrors)
        }
        let status = ExitStatus.of(collector.diagnostics)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
