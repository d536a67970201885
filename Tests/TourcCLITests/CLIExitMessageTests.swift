import Foundation
import Testing

/// Issue 20, item 7: exit statuses and messages.
@Suite struct CLIExitMessageTests {
    @Test func aWriteFailureExitsTwoWithOneLinePerCause() throws {
        let ws = try Workspace(CLISilentInputTests.app.merging(["tours/y/app.yaml": "id: y\nname: Y\n", "blocked": "a file"]) { $1 })
        let result = try TourcProcess.run(["build", "--output", "blocked/out"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("error[TOUR4002]") }
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("could not write into blocked/out: cannot create a folder in blocked: Not a directory"), "\(result.stderr)")
        // The output folder is itself a file.
        let file = try TourcProcess.run(["build", "--output", "blocked"], in: ws.url)
        #expect(file.status == 2, "\(file.stderr)")
        #expect(file.stderr.split(separator: "\n").filter { $0.contains("error[TOUR4002]") }.count == 1, "\(file.stderr)")
        #expect(file.stderr.contains("could not write into blocked: cannot create a folder in blocked: Not a directory"), "\(file.stderr)")
    }

    @Test(arguments: [("my_app", "my-app"), ("9lives", "app-9lives"), ("_x", "x"), ("Pocket", "pocket")])
    func initRefusesAnIdTheSchemaRefuses(_ id: String, _ suggestion: String) throws {
        let ws = try Workspace()
        let result = try TourcProcess.run(["init", id], in: ws.url)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("try `tourc init \(suggestion)`"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: ws.url.path).isEmpty)
    }

    /// `tours` is a file, so the app folder cannot be made after tourc.yml was written: init
    /// removes tourc.yml again and names the path it could not create.
    @Test func initThatFailsMidwayLeavesNothingBehind() throws {
        let ws = try Workspace(["tours": "not a folder"])
        let result = try TourcProcess.run(["init", "pocket"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("creating tours/pocket failed: Not a directory"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: ws.url.path) == ["tours"])
    }

    @Test(arguments: [["help", "nosuch"], ["help", "check", "extra"], ["--version", "extra"], ["check", "--jobs", "-1"], ["build", "--jobs", "0"]])
    func usageMistakesExit64(_ arguments: [String]) throws {
        let ws = try Workspace(CLISilentInputTests.app)
        let result = try TourcProcess.run(arguments, in: ws.url)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(arguments): \(result.stderr)")
        if arguments.contains("--jobs") { #expect(result.stderr.contains("--jobs must be at least 1"), "\(result.stderr)") }
        if arguments.first == "help" { #expect(result.stdout.isEmpty) }
    }

    @Test func helpOfAKnownCommandStillWorks() throws {
        let result = try TourcProcess.run(["help", "check"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("tourc check"))
    }

    @Test func aMissingToursRootIsOneProblemExitingTwo() throws {
        let ws = try Workspace(CLISilentInputTests.app.merging(["tours/x/tests/a.test.yaml": "name: A\nsteps: [launch]\n",
                                                                 "tours/x/tests/b.test.yaml": "name: B\nsteps: [launch]\n"]) { $1 })
        let result = try TourcProcess.run(["test", "--tours", "nowhere"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "error[").count == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error[TOUR9001]: nowhere: no such file or folder"), "\(result.stderr)")
    }

    @Test func testHelpShowsItsDefaultOnce() throws {
        let result = try TourcProcess.run(["test", "--help"])
        #expect(result.status == 0)
        // The option's entry under OPTIONS: its last mention, up to the next option.
        let tours = try #require(result.stdout.range(of: "--tours <dir>", options: .backwards))
        let transcript = try #require(result.stdout.range(of: "--transcript", range: tours.upperBound..<result.stdout.endIndex))
        let entry = result.stdout[tours.lowerBound..<transcript.lowerBound]
        #expect(entry.components(separatedBy: "(default:").count == 2, "\(entry)")
    }

    /// Without `--tours`, the root is tourc.yml's `tours` like every command's, and where that
    /// folder is missing, the nearest folder at or above the first path that holds an app folder.
    @Test func theToursRootComesFromTourcYmlOrFromThePath() throws {
        let files = [
            "content/x/app.yaml": "id: x\nname: X\n", "content/x/intro.yaml": CLIExitStatusTests.validTour,
            "content/x/tests/a.test.yaml": "name: A\nsteps: [launch]\n",
        ]
        let ws = try Workspace(files)
        let named = try TourcProcess.run(["test", "content"], in: ws.url)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stderr.contains("1 scenario passed"), "\(named.stderr)")
        let inside = try TourcProcess.run(["test", "."], in: ws.url.appendingPathComponent("content/x"))
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(inside.stderr.contains("1 scenario passed"), "\(inside.stderr)")
        try ws.write("tourc.yml", "tours: content\n")
        let configured = try TourcProcess.run(["test"], in: ws.url)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(configured.stderr.contains("1 scenario passed"), "\(configured.stderr)")
        // An explicit root wins, and a missing one is still one problem.
        let missing = try TourcProcess.run(["test", "content", "--tours", "nowhere"], in: ws.url)
        #expect(missing.status == 2 && missing.stderr.contains("error[TOUR9001]: nowhere: no such file or folder"), "\(missing.stderr)")
    }

    /// A `$ref` or modeline naming a file that is not a schema: said so with its path, and
    /// nothing of its content reaches the diagnostics (CI logs, SARIF).
    @Test(arguments: ["human", "sarif", "json"])
    func validateNeverEchoesANonSchemaFile(_ format: String) throws {
        let ws = try Workspace([
            "secret.txt": "root:TOPSECRET:0:0\nmore: {{{ ZZBROKEN\n",
            "s.json": #"{"properties": {"a": {"$ref": "secret.txt"}}}"#,
            "i.yaml": "a: 1\n",
            "m.yaml": "# yaml-language-server: $schema=secret.txt\na: 1\n",
        ])
        for arguments in [["validate", "--schema", "s.json", "i.yaml"], ["validate", "m.yaml"]] {
            let result = try TourcProcess.run(arguments + ["--diagnostics-format", format], in: ws.url)
            #expect(result.status != 0, "\(arguments)")
            let all = result.stdout + result.stderr
            #expect(!all.contains("TOPSECRET"), "\(arguments): \(all)")
            #expect(!all.contains("ZZBROKEN"), "\(arguments): \(all)")
            #expect(all.contains("secret.txt"), "\(arguments): \(all)")
            #expect(all.contains("is not a schema"), "\(arguments): \(all)")
        }
    }

    /// A backtracking pattern is stopped at the per-match bound and reported at the string.
    @Test func aBacktrackingPatternHitsTheBoundAsALocatedError() throws {
        let words = Array(repeating: "word", count: 30).joined(separator: " ") + "!"
        let ws = try Workspace([
            "s.json": #"{"properties": {"a": {"pattern": "^(\\w+\\s?)*$"}}}"#,
            "i.yaml": "a: \(words)\n",
        ])
        let start = Date()
        let result = try TourcProcess.run(["validate", "--schema", "s.json", "i.yaml"], in: ws.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("i.yaml:1:4: error[TOUR2005]"), "\(result.stderr)")
        #expect(result.stderr.contains("took more steps than tourc allows for one match"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 20)
    }

    /// The same bound for `patternProperties`, located at the key; a clean key still matches.
    @Test func aBacktrackingPatternPropertyHitsTheBoundAtTheKey() throws {
        let words = Array(repeating: "word", count: 30).joined(separator: " ") + "!"
        let ws = try Workspace([
            "s.json": #"{"patternProperties": {"^(\\w+\\s?)*$": {"type": "integer"}}}"#,
            "i.yaml": "\"\(words)\": 1\nshort words: x\n",
        ])
        let result = try TourcProcess.run(["validate", "--schema", "s.json", "i.yaml"], in: ws.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("i.yaml:1:1: error[TOUR2005]"), "\(result.stderr)")
        #expect(result.stderr.contains("took more steps than tourc allows for one match"), "\(result.stderr)")
        // `short words` matched the pattern cleanly, so its value had to be an integer.
        #expect(result.stderr.contains("i.yaml:2:14: error[TOUR2001]"), "\(result.stderr)")
    }

    @Test(arguments: [["check", "pipe.yaml"], ["test", "pipe.test.yaml"], ["validate", "--schema", "s.json", "pipe.yaml"]])
    func aFIFOIsRefusedAtOnce(_ arguments: [String]) throws {
        let ws = try Workspace(CLISilentInputTests.app.merging(["s.json": "{}"]) { $1 })
        #expect(mkfifo(ws.url.appendingPathComponent(arguments.last!).path, 0o600) == 0)
        let result = try TourcProcess.run(arguments, in: ws.url)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("FIFO"), "\(arguments): \(result.stderr)")
    }
}
