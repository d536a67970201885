import Foundation
import Testing

/// Issue 20, item 6: input that used to be ignored without a word is now a located error.
@Suite struct CLISilentInputTests {
    static let app = ["tours/x/app.yaml": "id: x\nname: X\n", "tours/x/intro.yaml": CLIExitStatusTests.validTour]

    // MARK: tourc.yml that exists but cannot be used

    @Test func aConfigThatIsAFolderExitsTwo() throws {
        let ws = try Workspace(Self.app)
        try FileManager.default.createDirectory(at: ws.url.appendingPathComponent("tourc.yml"), withIntermediateDirectories: true)
        for command in [["check"], ["build"]] {
            let result = try TourcProcess.run(command, in: ws.url)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("error[TOUR9002]: tourc.yml: cannot read: it is a folder"), "\(result.stderr)")
        }
    }

    @Test func aConfigThatIsADanglingLinkExitsTwo() throws {
        let ws = try Workspace(Self.app)
        try FileManager.default.createSymbolicLink(atPath: ws.url.appendingPathComponent("tourc.yml").path, withDestinationPath: "/nonexistent/tourc.yml")
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error[TOUR9002]: tourc.yml: cannot read: it is a symbolic link to nothing"), "\(result.stderr)")
    }

    /// Without permission to read (skipped as root, who may read anything).
    @Test(.enabled(if: getuid() != 0)) func anUnreadableConfigExitsTwo() throws {
        let ws = try Workspace(Self.app.merging(["tourc.yml": "tours: tours\n"]) { $1 })
        chmod(ws.url.appendingPathComponent("tourc.yml").path, 0)
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error[TOUR9002]: tourc.yml: cannot read"), "\(result.stderr)")
    }

    @Test func aConfigThatIsAFIFOIsRefusedAtOnce() throws {
        let ws = try Workspace(Self.app)
        #expect(mkfifo(ws.url.appendingPathComponent("tourc.yml").path, 0o600) == 0)
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error[TOUR9002]: tourc.yml: cannot read: it is a FIFO (named pipe), not a regular file"), "\(result.stderr)")
    }

    /// A sparse 65 MiB tourc.yml: refused by its size before a byte is read.
    @Test func anOversizedConfigIsRefusedBeforeReading() throws {
        let ws = try Workspace(Self.app)
        let path = ws.url.appendingPathComponent("tourc.yml").path
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(fd, 65 * 1024 * 1024) == 0)
        close(fd)
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("tourc.yml:1:1: error[TOUR1001]"), "\(result.stderr)")
    }

    @Test func aSecondDocumentInTheConfigExitsTwo() throws {
        let ws = try Workspace(Self.app.merging(["tourc.yml": "tours: tours\n---\nseverity: {TOUR3314: off}\n"]) { $1 })
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("tourc.yml:3:1: error[TOUR3003]"), "\(result.stderr)")
    }

    // MARK: a second document in a scenario file

    /// The choice (docs/cli.md): one scenario per file; a second document is an error from both
    /// `check` and `test`, at the second document, so a failing scenario cannot hide there.
    @Test func aSecondScenarioDocumentIsAnErrorFromCheckAndTest() throws {
        let ws = try Workspace(Self.app.merging([
            "tours/x/tests/s.test.yaml": "name: One\nsteps:\n  - launch\n---\nname: Two\nsteps:\n  - launch\n  - expect: {showing: none}\n",
        ]) { $1 })
        let check = try TourcProcess.run(["check"], in: ws.url)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stderr.hasPrefix("tours/x/tests/s.test.yaml:5:1: error[TOUR3003]"), "\(check.stderr)")
        let test = try TourcProcess.run(["test"], in: ws.url)
        #expect(test.status == 1, "\(test.stderr)")
        #expect(test.stderr.hasPrefix("tours/x/tests/s.test.yaml:5:1: error[TOUR3003]"), "\(test.stderr)")
    }

    // MARK: no app found

    @Test(arguments: [["build", "empty"], ["build", "tours/x/intro.yaml"], ["build", "empty", "--verify"], ["build", "--config", "dot.yml"]])
    func noAppFoundExitsTwo(_ arguments: [String]) throws {
        let ws = try Workspace(Self.app.merging(["empty/notes.txt": "", "dot.yml": "tours: .\n"]) { $1 })
        let result = try TourcProcess.run(arguments, in: ws.url)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("error[TOUR9006]"), "\(arguments): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ws.url.appendingPathComponent("build").path))
    }

    // MARK: validate: the loader's checks for JSON and schemas too

    @Test func aDuplicateKeyInAJSONInstanceIsReported() throws {
        let ws = try Workspace(["s.json": #"{"type": "object"}"#, "i.json": "{\"a\": 1,\n \"a\": 2}"])
        let result = try TourcProcess.run(["validate", "--schema", "s.json", "i.json"], in: ws.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("i.json:2:2: error[TOUR1008]"), "\(result.stderr)")
    }

    @Test func aDuplicateKeyInAJSONSchemaIsReported() throws {
        let ws = try Workspace(["s.json": "{\"type\": \"object\",\n \"type\": \"string\"}", "i.yaml": "a: 1\n"])
        let result = try TourcProcess.run(["validate", "--schema", "s.json", "i.yaml"], in: ws.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("s.json:2:2: error[TOUR1008]"), "\(result.stderr)")
    }

    @Test func aSecondDocumentOrAnUnknownTagInASchemaIsReported() throws {
        let ws = try Workspace([
            "two.yaml": "type: object\n---\ntype: string\n",
            "tag.yaml": "type: !custom object\n",
            "i.yaml": "a: 1\n",
        ])
        let two = try TourcProcess.run(["validate", "--schema", "two.yaml", "i.yaml"], in: ws.url)
        #expect(two.status == 1, "\(two.stderr)")
        #expect(two.stderr.contains("two.yaml:3:1: error[TOUR2020]"), "\(two.stderr)")
        let tag = try TourcProcess.run(["validate", "--schema", "tag.yaml", "i.yaml"], in: ws.url)
        #expect(tag.status == 1, "\(tag.stderr)")
        #expect(tag.stderr.contains("tag.yaml:1:7: error[TOUR1010]"), "\(tag.stderr)")
    }

    @Test func anUnresolvableMetaSchemaIsALocatedError() throws {
        let ws = try Workspace(["s.json": "{\"$schema\": \"https://example.com/my-dialect\",\n \"type\": \"object\"}", "i.yaml": "a: 1\n"])
        let result = try TourcProcess.run(["validate", "--schema", "s.json", "i.yaml"], in: ws.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("s.json:1:13: error[TOUR2021]"), "\(result.stderr)")
        #expect(result.stderr.contains("https://example.com/my-dialect"), "\(result.stderr)")
    }
}
