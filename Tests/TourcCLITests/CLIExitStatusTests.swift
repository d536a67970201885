import Foundation
import Testing

/// End-to-end: the built binary's exit statuses (0 ok, 1 input errors, 2 could not run, 64 usage).
@Suite struct CLIExitStatusTests {
    /// A valid app registry (`tours/finite/app.yaml`) and tour, as the schema and language checks want them.
    static let valid = "id: finite\nname: Finite\n"
    static let validTour = "id: intro\nname: Intro\npresentation: {style: bottomSheet}\nsteps:\n  - {id: welcome, type: page, title: Welcome}\n"
    static let duplicate = "app:\n  id: finite\n  name: Finite\n  id: again\n"

    @Test func version() throws {
        let result = try TourcProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }

    @Test func validFolderExitsZero() throws {
        let ws = try Workspace(["tours/finite/app.yaml": Self.valid, "tours/finite/intro.yml": Self.validTour])
        let result = try TourcProcess.run(["check", "tours"], in: ws.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no problems (2 files checked)"))
    }

    @Test func defaultPathIsTours() throws {
        let ws = try Workspace(["tours/finite/app.yaml": Self.valid])
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("1 file checked"))
    }

    @Test func inputErrorExitsOne() throws {
        let ws = try Workspace(["tours/app.yaml": Self.duplicate])
        let result = try TourcProcess.run(["check", "tours"], in: ws.url)
        #expect(result.status == 1)
        // The editor grammar on the first line, pointing at the second `id`.
        #expect(result.stderr.hasPrefix("tours/app.yaml:4:3: error[TOUR1"))
    }

    @Test func missingPathExitsTwo() throws {
        let ws = try Workspace()
        let result = try TourcProcess.run(["check", "nowhere"], in: ws.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error[TOUR9001]"))
        #expect(result.stderr.contains("nowhere"))
    }

    @Test func missingPathSuggestsANeighbour() throws {
        let ws = try Workspace(["tours/finite/app.yaml": Self.valid])
        let result = try TourcProcess.run(["check", "tour", "tours/finit/"], in: ws.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("help: did you mean `tours`?"))
        #expect(result.stderr.contains("help: did you mean `tours/finite`?"))
    }

    @Test func missingDefaultToursExitsTwo() throws {
        let ws = try Workspace()
        let result = try TourcProcess.run(["check"], in: ws.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("tours: no such file or folder"))
    }

    @Test func notAYAMLFileExitsTwo() throws {
        let ws = try Workspace(["notes.txt": "hello\n"])
        let result = try TourcProcess.run(["check", "notes.txt"], in: ws.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error[TOUR9003]"))
    }

    @Test(.enabled(if: getuid() != 0, "root can read any file"))
    func unreadableFileExitsTwo() throws {
        let ws = try Workspace(["tours/secret.yaml": Self.valid])
        let path = ws.url.appendingPathComponent("tours/secret.yaml").path
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        let result = try TourcProcess.run(["check", "tours"], in: ws.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error[TOUR9002]"))
    }

    @Test func emptyFolderWarnsAndExitsZero() throws {
        let ws = try Workspace(["tours/readme.md": "not yaml\n"])
        let result = try TourcProcess.run(["check", "tours"], in: ws.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning[TOUR9004]"))
    }

    @Test(arguments: [
        ["check", "--no-such-option"],
        ["check", "--max-errors", "many"],
        ["check", "--max-errors=-1"],
        ["check", "--diagnostics-format", "xml"],
        ["frobnicate"],
        ["explain"],
        ["explain", "TOUR0000"],
        ["explain", "--markdown"],
        ["dump"],
    ])
    func badCommandLineExits64(arguments: [String]) throws {
        let result = try TourcProcess.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test func helpExitsZero() throws {
        let result = try TourcProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("check"))
        #expect(result.stdout.contains("dump"))
        #expect(result.stdout.contains("explain"))
    }

    /// Read from argument-parser's machine-readable help, so commands added later are held to it too.
    @Test func everyCommandHasExamplesAndEveryOptionHelp() throws {
        let result = try TourcProcess.run(["--experimental-dump-help"])
        #expect(result.status == 0)
        let dump = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let root = try #require(dump["command"] as? [String: Any])
        let commands = try #require(root["subcommands"] as? [[String: Any]]).filter { $0["commandName"] as? String != "help" }
        #expect(Set(commands.compactMap { $0["commandName"] as? String }).isSuperset(of: ["check", "dump", "explain"]))
        for command in [root] + commands {
            let name = command["commandName"] as? String ?? "?"
            #expect((command["abstract"] as? String)?.isEmpty == false, "\(name) has no abstract")
            #expect((command["discussion"] as? String)?.contains("Examples:") == true, "\(name) has no examples")
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                let abstract = argument["abstract"] as? String ?? ""
                #expect(!abstract.isEmpty, "an option of `tourc \(name)` has no help: \(argument["valueName"] ?? "?")")
            }
        }
    }
}
