import Foundation
import Testing
@testable import TourcCLI

/// Help says each default once, in words, and `--quiet` leaves only the diagnostics.
@Suite struct CommandLineConventionsTests {
    @Test(arguments: ["build", "check", "init", "schema", "validate", "dump", "explain"])
    func noOptionRepeatsItsDefault(_ command: String) throws {
        let help = try TourcProcess.run([command, "--help"])
        #expect(help.status == 0)
        // An option's help is its lines up to the next option; none may name a default twice.
        let options = help.stdout.components(separatedBy: "\n  -")
        for option in options {
            let mentions = option.components(separatedBy: "default").count - 1
            #expect(mentions <= 1, "\(command): \(option)")
        }
        if command == "build" || command == "check" {
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("the default is the number of cores"))
            #expect(!help.stdout.contains("(default: \(ProcessInfo.processInfo.activeProcessorCount))"))
        }
    }

    @Test func quietLeavesOnlyTheDiagnostics() throws {
        let ws = try Workspace(["a/app.yaml": "id: a\nname: A\n", "a/t.yaml": "id: t\nname: T\n"])
        let loud = try TourcProcess.run(["check", "a"], in: ws.url)
        let quiet = try TourcProcess.run(["check", "a", "--quiet"], in: ws.url)
        #expect(loud.status == 1 && quiet.status == 1)
        #expect(loud.stderr.contains("checked)"))
        #expect(!quiet.stderr.contains("checked)"))
        #expect(quiet.stderr.contains("a/t.yaml:1:1: error["), "\(quiet.stderr)")
        let clean = try TourcProcess.run(["check", "a/app.yaml", "-q"], in: ws.url)
        #expect(clean.status == 0)
        #expect(clean.stderr.isEmpty, "\(clean.stderr)")
    }
}
