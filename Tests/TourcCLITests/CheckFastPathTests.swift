import ArgumentParser
import Foundation
import Testing
import TourcCore
@testable import TourcCLI

/// `tourc check PATH...` skips argument-parser only where the parser could not have decided
/// anything else: every line the fast path takes parses to a `CheckCommand` with the same paths
/// and default options, and every other line goes to the parser.
@Suite struct CheckFastPathTests {
    static let plainLines: [[String]] = [
        ["check"],
        ["check", "tours/"],
        ["check", "tours/finite", "intro.yaml", "a b.yml"],
        ["check"] + (0..<40).map { "dir/file-\($0).yaml" },
    ]

    @Test func takesPlainLinesExactlyAsTheParserReadsThem() throws {
        for line in Self.plainLines {
            let paths = try #require(CheckCommand.plainInvocation(line), "\(line)")
            #expect(paths == Array(line.dropFirst()))
            let parsed = try #require(try TourcCommand.parseAsRoot(line) as? CheckCommand)
            #expect(parsed.paths == paths)
            #expect(parsed.jobs == nil)  // the number of cores, as on the fast path
            #expect(parsed.diagnostics.format == nil)
            #expect(parsed.diagnostics.maxErrors == 0)
        }
    }

    @Test func leavesEverythingElseToTheParser() {
        let others: [[String]] = [
            [], ["build"], ["validate", "a.yaml"], ["dump", "a.yaml"], ["help"], ["help", "check"],
            ["check", "--help"], ["check", "-h"], ["check", "-help"], ["check", "--version"],
            ["check", "help"], ["check", "tours", "--max-errors", "1"], ["check", "--jobs", "2", "tours"],
            ["check", "--diagnostics-format", "json"], ["check", "--"], ["check", "-"], ["check", ""],
            ["check", "tours", "--bogus"], ["check", "\u{0}a\u{0}b"],
        ]
        for line in others {
            #expect(CheckCommand.plainInvocation(line) == nil, "\(line)")
        }
    }

    /// The default number of jobs is still Foundation's `activeProcessorCount`, read without
    /// Foundation.
    @Test func processorCountIsFoundations() {
        #expect(ProcessorCount.active == ProcessInfo.processInfo.activeProcessorCount)
        #expect(ProcessorCount.active >= 1)
    }

    /// The fast path reports like the parsed command: a missing path is exit status 2.
    @Test func missingPathExitsTwo() {
        let missing = "/nonexistent-\(UUID().uuidString)/tours"
        #expect(TourcCommand.run(arguments: ["check", missing]) == 2)
    }
}
