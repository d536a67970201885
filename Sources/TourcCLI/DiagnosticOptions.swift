import ArgumentParser
import TourcDiagnostics

extension DiagnosticFormat: ExpressibleByArgument {}

/// Options every command that reports diagnostics shares (`@OptionGroup`).
public struct DiagnosticOptions: ParsableArguments {
    @Option(
        name: .customLong("diagnostics-format"),
        help: ArgumentHelp(
            "How to print diagnostics: human, json (JSON Lines), github (Actions annotations) or sarif (SARIF 2.1.0). Default: github when GITHUB_ACTIONS=true, else human.",
            valueName: "format"))
    public var format: DiagnosticFormat?

    @Option(
        name: .customLong("max-errors"),
        help: ArgumentHelp("Stop after this many errors (0: report them all).", valueName: "n"))
    public var maxErrors: Int = 0

    @Flag(
        name: .customLong("verbose"),
        help: ArgumentHelp("In the human and github formats, also print technical notes (schema paths, which alternative of a schema was explained); json and sarif always carry them."))
    public var verbose: Bool = false
    @Flag(name: [.customShort("q"), .long], help: ArgumentHelp(
        "Print only diagnostics: no summary line and no list of written files."))
    public var quiet = false

    public init() {}

    public func validate() throws {
        if maxErrors < 0 {
            throw ValidationError("--max-errors must be 0 (no limit) or a positive number, not \(maxErrors)")
        }
    }
}
