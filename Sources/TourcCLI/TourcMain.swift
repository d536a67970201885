import ArgumentParser
import TourcCore
import TourcDiagnostics

extension TourcCommand {
    /// Parses the command line, runs the command and returns tourc's exit status (docs/cli.md):
    /// commands report 1 and 2 by throwing `ExitCode`; argument-parser's usage errors map to 64;
    /// any other error escaping a command is a bug, reported as TOUR9099 with status 2.
    public static func run(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return ExitStatus.success.rawValue
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let status = exitCode(for: error)
            if status == .success {
                Terminal.write(fullMessage(for: error) + "\n", to: .standardOutput)
                return status.rawValue
            }
            if status == .validationFailure {
                Terminal.write(fullMessage(for: error) + "\n", to: .standardError)
                return ExitStatus.usage.rawValue
            }
            let diagnostic = Diagnostic(ToolCodes.internalError, "internal error: \(error)", at: nil)
            Terminal.write(HumanRenderer().render(diagnostic), to: .standardError)
            return ExitStatus.couldNotRun.rawValue
        }
    }
}
