import Foundation
import Testing

/// End-to-end `tourc check`: every problem of every file, --max-errors, and the four formats.
@Suite struct CLICheckTests {
    static let duplicate = CLIExitStatusTests.duplicate

    private func jsonLines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func reportsEveryFileNotOnlyTheFirst() throws {
        let ws = try Workspace([
            "tours/a.yaml": Self.duplicate, "tours/b/c.yaml": Self.duplicate,
            "tours/finite/app.yaml": CLIExitStatusTests.valid,
        ])
        let result = try TourcProcess.run(["check", "tours", "--diagnostics-format", "json"], in: ws.url)
        #expect(result.status == 1)
        let objects = try jsonLines(result.stdout)
        #expect(objects.map { $0["file"] as? String } == ["tours/a.yaml", "tours/b/c.yaml"])
        for object in objects {
            #expect((object["code"] as? String)?.hasPrefix("TOUR1") == true)
            #expect(object["severity"] as? String == "error")
            #expect(object["line"] as? Int == 4)
            #expect(object["column"] as? Int == 3)
        }
        // Machine formats leave standard error alone.
        #expect(result.stderr.isEmpty)
    }

    @Test func maxErrorsCapsTheReport() throws {
        let ws = try Workspace(["tours/a.yaml": Self.duplicate, "tours/b.yaml": Self.duplicate, "tours/c.yaml": Self.duplicate])
        let result = try TourcProcess.run(["check", "--max-errors", "1", "--diagnostics-format", "json"], in: ws.url)
        #expect(result.status == 1)
        #expect(try jsonLines(result.stdout).count == 1)
        let human = try TourcProcess.run(["check", "--max-errors", "2"], in: ws.url)
        #expect(human.stderr.contains("stopped after 2 errors (--max-errors 2)"))
    }

    @Test func githubFormat() throws {
        let ws = try Workspace(["tours/a.yaml": Self.duplicate])
        let result = try TourcProcess.run(["check", "--diagnostics-format", "github"], in: ws.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("::error file=tours/a.yaml,line=4,col=3,"))
        #expect(result.stdout.contains("title=TOUR1"))
    }

    @Test func githubFormatIsChosenInsideGitHubActions() throws {
        let ws = try Workspace(["tours/a.yaml": Self.duplicate])
        let result = try TourcProcess.run(["check"], in: ws.url, environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.stdout.hasPrefix("::error file=tours/a.yaml"))
        let explicit = try TourcProcess.run(
            ["check", "--diagnostics-format", "human"], in: ws.url, environment: ["GITHUB_ACTIONS": "true"])
        #expect(explicit.stdout.isEmpty)
        #expect(explicit.stderr.hasPrefix("tours/a.yaml:4:3: error["))
    }

    @Test func sarifFormat() throws {
        let ws = try Workspace(["tours/a.yaml": Self.duplicate])
        let result = try TourcProcess.run(["check", "--diagnostics-format", "sarif"], in: ws.url)
        #expect(result.status == 1)
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "TOUR9001" })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let ruleID = try #require(results.first?["ruleId"] as? String)
        #expect(rules.contains { $0["id"] as? String == ruleID }, "every result's rule is in the rules list")
    }

    @Test func sarifOfARunThatCouldNotStart() throws {
        let ws = try Workspace()
        let result = try TourcProcess.run(["check", "missing", "--diagnostics-format", "sarif"], in: ws.url)
        #expect(result.status == 2)
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
    }

    @Test func noColourWhenNotATerminal() throws {
        let ws = try Workspace(["tours/a.yaml": Self.duplicate])
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(!result.stderr.contains("\u{1B}["))
    }

    @Test func humanOutputShowsTheSnippet() throws {
        let ws = try Workspace(["tours/a.yaml": Self.duplicate])
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(result.stderr.contains("4 |   id: again"))
        #expect(result.stderr.contains("  |   ^^"))
        #expect(result.stderr.contains("1 error in 1 file (1 file checked)"))
    }

    @Test func outputDoesNotDependOnJobs() throws {
        var files: [String: String] = [:]
        for index in 0..<40 { files["tours/f\(index).yaml"] = index % 3 == 0 ? Self.duplicate : CLIExitStatusTests.valid }
        let ws = try Workspace(files)
        let one = try TourcProcess.run(["check", "--jobs", "1", "--diagnostics-format", "json"], in: ws.url)
        let many = try TourcProcess.run(["check", "--jobs", "8", "--diagnostics-format", "json"], in: ws.url)
        #expect(one.status == 1)
        // 14 of the 40 files repeat a key; other checks (layout, schema) add their own lines.
        #expect(one.stdout.split(separator: "\n").filter { $0.contains("\"TOUR1008\"") }.count == 14)
        #expect(one.stdout == many.stdout)
        #expect(try TourcProcess.run(["check", "--jobs", "0"], in: ws.url).status == 64)
    }

    @Test func checkWritesNothing() throws {
        let ws = try Workspace(["tours/finite/app.yaml": CLIExitStatusTests.valid])
        let before = try FileManager.default.subpathsOfDirectory(atPath: ws.url.path).sorted()
        _ = try TourcProcess.run(["check"], in: ws.url)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: ws.url.path).sorted() == before)
    }
}

/// Colour through a real pseudo-terminal (util-linux `script`), the only way to see the TTY check.
@Suite struct CLIColourTests {
    static var hasScript: Bool {
        #if os(Linux)
        FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
        #else
        false
        #endif
    }

    private func runOnTerminal(_ environment: [String: String]) throws -> TourcProcess.Result {
        let binary = try #require(TourcProcess.binary)
        let ws = try Workspace(["tours/a.yaml": CLIExitStatusTests.duplicate])
        return try TourcProcess.run(
            ["-qec", "'\(binary.path)' check", "/dev/null"], in: ws.url, environment: environment,
            executable: URL(fileURLWithPath: "/usr/bin/script"))
    }

    @Test(.enabled(if: hasScript)) func colourOnATerminal() throws {
        let result = try runOnTerminal([:])
        #expect(result.stdout.contains("\u{1B}[1;31merror[TOUR1"))
    }

    @Test(.enabled(if: hasScript)) func noColorWinsOverTheTerminal() throws {
        let result = try runOnTerminal(["NO_COLOR": "1"])
        #expect(result.stdout.contains("error[TOUR1"))
        #expect(!result.stdout.contains("\u{1B}["))
    }
}
