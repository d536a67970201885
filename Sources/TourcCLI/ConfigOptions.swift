import ArgumentParser
import Foundation
import TourcCore
import TourcDiagnostics

/// `--config FILE`, shared by the commands that read tourc.yml (`build`, `check`).
struct ConfigOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The config file to use instead of ./tourc.yml (read only when it exists).", valueName: "file"))
    var config: String?
}

enum ConfigFile {
    /// The settings a command runs with: `explicit`, else ./tourc.yml when it exists, else the
    /// defaults. A config with problems is printed like any diagnostics and stops the command
    /// with exit status 2: tourc could not run as configured.
    static func load(_ explicit: String?, format: DiagnosticFormat?) throws -> TourcConfig {
        let result = ConfigLoader.load(explicit: explicit)
        if let config = result.config { return config }
        let sources = SourceCache()
        if !result.bytes.isEmpty { sources.add(explicit ?? TourcConfig.defaultFileName, bytes: result.bytes) }
        DiagnosticPrinter(format: format, sources: sources).print(result.diagnostics.diagnostics)
        throw ExitCode(ExitStatus.couldNotRun.rawValue)
    }
}
