import ArgumentParser
import Foundation
import JSONSchema
import TourcDiagnostics
import TourcCore
import YAMLLoader

/// `tourc validate`: generic JSON Schema 2020-12 validation of YAML and JSON files, the job
/// check-jsonschema does, with exact positions. See docs/validate.md.
public struct ValidateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate YAML or JSON files against a JSON Schema (draft 2020-12).",
        discussion: """
            Without --schema, each file's `# yaml-language-server: $schema=PATH` modeline names its \
            schema (PATH relative to the file). References resolve within the schema, to the bundled \
            2020-12 meta-schemas, to local files, and through --resolve; never over the network.

            Exit status: 0 valid, 1 a file (or schema) has errors, 2 a file could not be read, 64 bad usage.

            Examples:
              tourc validate --schema schema.json config.yaml data/
              tourc validate tours/finite/app.yaml          Use the file's $schema modeline
              tourc validate --schema s.json --resolve http://localhost:1234/=remotes/ doc.json
              tourc validate --schema s.json --assert-format --diagnostics-format sarif docs/
            """
    )

    @Option(name: .long, help: ArgumentHelp("The schema (JSON or YAML) to validate every file against.", valueName: "SCHEMA"))
    var schema: String?

    @Option(name: .customLong("resolve"),
            help: ArgumentHelp("Serve URIs starting with PREFIX from files under DIR (repeatable), e.g. http://localhost:1234/=remotes/.",
                               valueName: "PREFIX=DIR"))
    var resolve: [String] = []

    @Flag(name: .customLong("assert-format"), help: "Treat `format` as an assertion (date-time, email, uri, ...), not just an annotation.")
    var assertFormat = false

    @OptionGroup var diagnostics: DiagnosticOptions

    @Argument(help: ArgumentHelp("The YAML or JSON files to validate; a folder means every .yaml, .yml and .json file in it.",
                                 valueName: "FILES"))
    var files: [String] = []

    public init() {}

    public func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one file to validate.") }
        for entry in resolve where !entry.contains("=") {
            throw ValidationError("--resolve expects PREFIX=DIR, got `\(entry)`.")
        }
    }

    public func run() throws {
        let paths = ValidateFiles.expand(ArgumentBatching.unpack(files))
        let result = ValidateRun(
            schemaPath: schema, resolve: resolve.map(Self.splitResolve), assertFormat: assertFormat, files: paths
        ).execute()
        DiagnosticPrinter(options: diagnostics, sources: SourceCache.readingFromDisk())
            .print(result.diagnostics, maxErrors: diagnostics.maxErrors, filesChecked: paths.count)
        if result.toolFailure { throw ExitCode(2) }
        if result.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    static func splitResolve(_ entry: String) -> (prefix: String, directory: String) {
        let eq = entry.firstIndex(of: "=")!
        return (String(entry[..<eq]), String(entry[entry.index(after: eq)...]))
    }
}
