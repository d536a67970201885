import ArgumentParser

/// The root command. Subcommands live one per file next to this one.
public struct TourcCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tourc",
        abstract: "Compile onboarding-tour content from YAML into JSON bundles and Swift.",
        version: "0.1.0",
        subcommands: [ValidateCommand.self]
    )
    public init() {}
}
