import ArgumentParser
import Foundation
import TourcCore
import TourcDiagnostics

/// `tourc schema APPDIR`: the tour schema specialised to one app, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the tour schema specialised to one app, for editors (or the schema of tourc.yml).",
        discussion: """
        The app's targets, events, conditions, components, screens, roles, tags, analytics \
        events, persistence keys and tours become enums with the registry's descriptions, so \
        yaml-language-server completes and checks the app's own names as you type. \
        `tourc build` writes the same schema to <output>/<app-id>/<app-id>.schema.json. \
        Only app.yaml has to be valid; its problems are reported (exit status 1).

        Point a tour at it with a first line such as
          # yaml-language-server: $schema=../../build/tours/finite/finite.schema.json
        (docs/integration.md shows editor settings that do it by folder).

        Examples:
          tourc schema tours/finite > finite.schema.json
          tourc schema --config-file > tourc-config.schema.json
          tourc schema --app-file > build/tours/app.schema.json
        """)

    @Argument(help: ArgumentHelp("The app's folder (the one holding app.yaml).", valueName: "app-dir"))
    var appFolder: String?

    @Flag(name: .long, help: "Print the JSON Schema of tourc.yml instead.")
    var configFile = false

    @Flag(name: .long, help: "Print the JSON Schema of app.yaml (the registry) instead.")
    var appFile = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        let asked = [configFile, appFile, appFolder != nil].filter { $0 }.count
        if asked != 1 {
            throw ValidationError(asked == 0 ? "name the app's folder, e.g. `tourc schema tours/finite`" : "pass one of an app folder, --config-file or --app-file")
        }
    }

    func run() throws {
        if configFile {
            Terminal.write(ConfigSchema.text + "\n", to: .standardOutput)
            return
        }
        if appFile {
            Terminal.write(RegistrySchema.text + "\n", to: .standardOutput)
            return
        }
        var collector = DiagnosticCollector()
        let text = AppTourSchema.text(forAppFolder: appFolder ?? ".", diagnostics: &collector)
        let printer = DiagnosticPrinter(options: diagnostics, sources: SourceCache.readingFromDisk(), stdoutIsTaken: true)
        if !collector.diagnostics.isEmpty || text == nil {
            printer.print(collector.diagnostics, maxErrors: diagnostics.maxErrors, summary: text == nil)
        }
        guard let text else {
            let status = ExitStatus.of(collector.diagnostics)
            throw ExitCode(status == .success ? ExitStatus.inputErrors.rawValue : status.rawValue)
        }
        Terminal.write(text, to: .standardOutput)
    }
}
