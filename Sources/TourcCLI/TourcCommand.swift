import ArgumentParser
import TourcCore

/// The root command. Subcommands live one per file next to this one.
public struct TourcCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tourc",
        abstract: "Compile onboarding-tour content from YAML into JSON bundles and Swift.",
        discussion: """
        tourc reads the tours of each app from YAML files (by default under tours/), reports \
        every problem with its file, line and column, and turns valid content into a JSON bundle \
        and Swift source per app.

        Exit status: 0 success (warnings allowed), 1 the input has errors, 2 tourc could not run \
        (missing or unreadable file, I/O), 64 bad command line.

        Examples:
          tourc check                      Check every .yaml file under tours/
          tourc check tours/finite --diagnostics-format json
          tourc dump tours/finite/app.yaml  Show a file as tourc loaded it, as JSON
          tourc explain TOUR1001           Explain a diagnostic code
          tourc test                       Run the tour scenarios under tours/
        """,
        version: ToolInfo.version,
        // One subcommand per line, so branches that add one merge cleanly.
        subcommands: [
            BuildCommand.self,
            InitCommand.self,
            SchemaCommand.self,
            CheckCommand.self,
            DumpCommand.self,
            ExplainCommand.self,
            TestCommand.self,
            ValidateCommand.self,
            PreviewCommand.self,
            StringsCommand.self,
        ]
    )
    public init() {}
}
