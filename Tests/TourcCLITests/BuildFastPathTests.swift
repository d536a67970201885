import ArgumentParser
import Foundation
import Testing
import TourcCore
@testable import TourcCLI

/// `tourc build [DIR] [--output DIR]` skips argument-parser only where the parser could not have
/// decided anything else: every line the fast path takes parses to a `BuildCommand` with the same
/// folders and default options, and every other line goes to the parser.
@Suite struct BuildFastPathTests {
    static let plainLines: [[String]] = [
        ["build"],
        ["build", "tours"],
        ["build", "tours/finite", "--output", "Generated"],
        ["build", "--output", "out dir", "my tours"],
        ["build", "--output", "build/x"],
    ]

    @Test func takesPlainLinesExactlyAsTheParserReadsThem() throws {
        for line in Self.plainLines {
            let plain = try #require(BuildCommand.plainInvocation(line), "\(line)")
            let parsed = try #require(try TourcCommand.parseAsRoot(line) as? BuildCommand)
            #expect(parsed.input == plain.input, "\(line)")
            #expect(parsed.output == plain.output, "\(line)")
            #expect(parsed.jobs == nil)  // the number of cores, as on the fast path
            #expect(!parsed.dryRun && !parsed.verify)
            #expect(parsed.diagnostics.format == nil)
            #expect(parsed.diagnostics.maxErrors == 0)
        }
    }

    @Test func leavesEverythingElseToTheParser() {
        let others: [[String]] = [
            [], ["check"], ["help", "build"], ["build", "--help"], ["build", "-h"], ["build", "--version"],
            ["build", "help"], ["build", "a", "b"], ["build", "--output"], ["build", "--output", "-x"],
            ["build", "--output", "a", "--output", "b"], ["build", "--output=gen"], ["build", "--dry-run"],
            ["build", "--verify"], ["build", "--jobs", "1"], ["build", "tours", "--max-errors", "3"],
            ["build", "--diagnostics-format", "json"], ["build", "--"], ["build", "-"], ["build", ""],
            ["build", "--output", ""], ["build", "\u{0}a\u{0}b"],
        ]
        for line in others {
            #expect(BuildCommand.plainInvocation(line) == nil, "\(line)")
        }
    }

    /// The fast path reports like the parsed command (here forced by `--jobs`): a missing input
    /// folder gives the same exit status, and nothing is written.
    @Test func missingInputFailsLikeTheParsedCommand() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-fast-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let fast = TourcCommand.run(arguments: ["build", base + "/missing", "--output", base + "/out"])
        let parsed = TourcCommand.run(arguments: ["build", base + "/missing", "--output", base + "/out", "--jobs", "\(ProcessorCount.active)"])
        #expect(fast == parsed)
        #expect(fast == 2)
        #expect(!FileManager.default.fileExists(atPath: base + "/out"))
    }
}
