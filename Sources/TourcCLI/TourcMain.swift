import ArgumentParser
import Foundation
import TourcCore
import TourcDiagnostics

extension TourcCommand {
    /// Parses the command line, runs the command and returns tourc's exit status (docs/cli.md).
    public static func run(arguments: [String]) -> Int32 {
        if let usage = usageProblem(arguments) {
            Terminal.write("Error: \(usage)\n", to: .standardError)
            return ExitStatus.usage.rawValue
        }
        do {
            if let paths = CheckCommand.plainInvocation(arguments) {
                // The defaults argument-parser would fill in (see `CheckCommand`'s options).
                try CheckCommand.check(paths: paths, jobs: ProcessorCount.active,
                                       format: nil, maxErrors: 0)
                return ExitStatus.success.rawValue
            }
            if let plain = BuildCommand.plainInvocation(arguments) {
                try BuildCommand.build(input: plain.input, output: plain.output, jobs: ProcessorCount.active,
                                       mode: .write, format: nil, maxErrors: 0)
                return ExitStatus.success.rawValue
            }
            var command = try parseAsRoot(ArgumentBatching.pack(arguments))
            try command.run()
            return ExitStatus.success.rawValue
        } catch {
            let outcome = outcome(of: error)
            Terminal.write(outcome.text, to: outcome.stream)
            return outcome.status
        }
    }

    /// What argument-parser would accept with exit 0 but is a mistake: `tourc help nosuch`
    /// (it prints the root help) and `tourc --version extra` (it ignores `extra`). Exit 64.
    static func usageProblem(_ arguments: [String]) -> String? {
        if arguments.first == "--version", arguments.count > 1 {
            return "--version takes no arguments; remove `\(arguments[1])`"
        }
        guard arguments.first == "help", arguments.count > 1 else { return nil }
        var command: ParsableCommand.Type = TourcCommand.self
        for name in arguments.dropFirst() where name != "help" {
            let subcommands = command.configuration.subcommands
            guard let next = subcommands.first(where: { $0._commandName == name }) else {
                let known = subcommands.map { $0._commandName }
                let hint = Suggestions.closest(to: name, in: known).first.map { "; did you mean `\($0)`?" } ?? ""
                return known.isEmpty
                    ? "`\(command._commandName)` has no subcommands; try `tourc help` or `tourc \(command._commandName) --help`"
                    : "`\(name)` is not a tourc command\(hint) (commands: \(known.joined(separator: ", ")))"
            }
            command = next
        }
        return nil
    }

    /// What an error escaping parsing or a command means: commands report 1 and 2 by throwing
    /// `ExitCode` (having printed their diagnostics); help and `--version` exit 0 with text on
    /// standard output; argument-parser's usage errors exit 64; any other error is a bug,
    /// reported as TOUR9099 with status 2.
    static func outcome(of error: Error) -> (status: Int32, text: String, stream: Terminal.Stream) {
        if let code = error as? ExitCode { return (code.rawValue, "", .standardError) }
        let status = exitCode(for: error)
        if status == .success {
            return (status.rawValue, fullMessage(for: error) + "\n", .standardOutput)
        }
        if status == .validationFailure {
            return (ExitStatus.usage.rawValue, fullMessage(for: error) + "\n", .standardError)
        }
        let diagnostic = Diagnostic(ToolCodes.internalError, "internal error: \(error)", at: nil)
        return (ExitStatus.couldNotRun.rawValue, HumanRenderer().render(diagnostic), .standardError)
    }
}
