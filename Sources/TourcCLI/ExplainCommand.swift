import ArgumentParser
import TourcCore
import TourcDiagnostics

/// `tourc explain`: the long explanation of a diagnostic code.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code: what it means and how to fix it.",
        discussion: """
        Every diagnostic tourc prints carries a code such as TOUR1001. The explanation says what \
        the problem is, why tourc refuses it, and how to fix it, with an example. The same texts \
        make up docs/diagnostics.md.

        Examples:
          tourc explain TOUR9001
          tourc explain 9001               The TOUR prefix may be left out
          tourc explain --list             One line per code
          tourc explain --all --markdown > docs/diagnostics.md
        """)

    @Argument(help: ArgumentHelp("The code to explain, e.g. TOUR1001.", valueName: "code"))
    var code: String?

    @Flag(help: "Print every code's explanation.")
    var all = false

    @Flag(help: "List every code with its severity and title, one per line.")
    var list = false

    @Flag(help: "With --all: print the Markdown reference (docs/diagnostics.md).")
    var markdown = false

    func validate() throws {
        let modes = [code != nil, all, list].filter { $0 }.count
        if modes == 0 { throw ValidationError("name a code to explain (e.g. TOUR9001), or pass --list or --all") }
        if modes > 1 { throw ValidationError("pass either a code, --list or --all, not several") }
        if markdown && !all { throw ValidationError("--markdown goes with --all") }
    }

    func run() throws {
        if all {
            Terminal.write(
                markdown ? DiagnosticsReference.markdown() : DiagnosticsReference.text(for: CodeRegistry.all),
                to: .standardOutput)
        } else if list {
            let lines = CodeRegistry.all.map { "\($0.id)  \($0.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \($0.title)\n" }
            Terminal.write(lines.joined(), to: .standardOutput)
        } else if let code {
            guard let found = CodeRegistry.code(code) else {
                Terminal.write(Self.unknownCodeMessage(code), to: .standardError)
                throw ExitCode(ExitStatus.usage.rawValue)
            }
            Terminal.write(DiagnosticsReference.text(for: found), to: .standardOutput)
        }
    }

    /// "unknown code" with did-you-mean, e.g. `TOUR1O01` -> `TOUR1001`.
    static func unknownCodeMessage(_ code: String) -> String {
        let wanted = CodeRegistry.normalize(code)
        var text = "error: unknown diagnostic code `\(code)`"
        if !CodeRegistry.isWellFormed(wanted) { text += " (codes look like TOUR1001)" }
        text += "\n"
        let close = Suggestions.closest(to: wanted, in: CodeRegistry.all.map(\.id))
        if !close.isEmpty { text += "help: " + HumanRenderer.didYouMean(close) + "\n" }
        text += "help: `tourc explain --list` lists every code\n"
        return text
    }
}
