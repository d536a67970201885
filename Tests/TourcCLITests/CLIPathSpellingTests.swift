import Foundation
import Testing

/// Issue 20, item 1: every command that takes a path, run by the real binary with the path
/// spelt every way a user types it (`.`, `..`, `a`, `a/`, `./a`, `é`, with spaces, absolute,
/// through a symbolic link). Each of these trapped (exit 132) where tourc took a one-character
/// path apart with NSString; `UserPath` is the replacement, `UserPathTests` guards the sources.
@Suite struct CLIPathSpellingTests {
    /// How a folder is named on the command line.
    enum Spelling: String, CaseIterable, Sendable {
        case dot = "."
        case dotDot = ".."
        case plain = "a"
        case trailingSlash = "a/"
        case dotSlash = "./a"
        case accented = "é"
        case spaces = "a b"
        case absolute = "/abs/olute"
        case throughSymlink = "link/a"
    }

    /// A tiny app `x` (registry, one tour, one scenario in tests/) that checks clean.
    static func writeApp(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tests"), withIntermediateDirectories: true)
        try Data("id: x\nname: X\n".utf8).write(to: folder.appendingPathComponent("app.yaml"))
        try Data(CLIExitStatusTests.validTour.utf8).write(to: folder.appendingPathComponent("intro.yaml"))
        try Data("name: Launches\nsteps:\n  - launch\n".utf8).write(to: folder.appendingPathComponent("tests/s.test.yaml"))
    }

    /// Makes the folder `name` (the spelling may rename it) under the workspace with `fill`, and
    /// returns where to run and what to type to name it.
    static func reach(_ spelling: Spelling, name: String, in ws: Workspace,
                      fill: (URL) throws -> Void) throws -> (cwd: URL, argument: String) {
        let fm = FileManager.default
        let finalName = spelling == .accented ? "é" : spelling == .spaces ? "a b" : name
        let parent = ws.url.appendingPathComponent("place")
        let target = parent.appendingPathComponent(finalName)
        try fm.createDirectory(at: target, withIntermediateDirectories: true)
        try fill(target)
        switch spelling {
        case .dot: return (target, ".")
        case .dotDot:
            let below = target.appendingPathComponent("below")
            try fm.createDirectory(at: below, withIntermediateDirectories: true)
            return (below, "..")
        case .plain, .accented, .spaces: return (parent, finalName)
        case .trailingSlash: return (parent, finalName + "/")
        case .dotSlash: return (parent, "./" + finalName)
        case .absolute: return (ws.url, target.path)
        case .throughSymlink:
            try fm.createSymbolicLink(atPath: ws.url.appendingPathComponent("link").path, withDestinationPath: parent.path)
            return (ws.url, "link/" + finalName)
        }
    }

    /// `tourc check` on a tours root (apps inside it), any name, any spelling.
    @Test(arguments: Spelling.allCases)
    func checkToursRoot(_ spelling: Spelling) throws {
        let ws = try Workspace()
        let (cwd, argument) = try Self.reach(spelling, name: "a", in: ws) { try Self.writeApp($0.appendingPathComponent("x")) }
        let result = try TourcProcess.run(["check", argument], in: cwd)
        #expect(result.status == 0, "\(spelling): \(result.stderr)")
        #expect(result.stderr.contains("no problems (3 files checked)"), "\(spelling): \(result.stderr)")
    }

    /// `tourc check` on an app folder itself (`cd tours/x && tourc check .`, `cd tours/x/tests &&
    /// tourc check ..`, `cd tours && tourc check x` for a one-letter id). Its name is its id, so
    /// the accented and spaced spellings are covered by `checkToursRoot`.
    @Test(arguments: Spelling.allCases.filter { $0 != .accented && $0 != .spaces })
    func checkAppFolder(_ spelling: Spelling) throws {
        let ws = try Workspace()
        let (cwd, argument) = try Self.reach(spelling, name: "x", in: ws) { try Self.writeApp($0) }
        let result = try TourcProcess.run(["check", argument], in: cwd)
        #expect(result.status == 0, "\(spelling): \(result.stderr)")
        #expect(result.stderr.contains("no problems (3 files checked)"), "\(spelling): \(result.stderr)")
    }

    /// `cd tours/x/tests && tourc check .`: the scenarios of an app, checked from inside.
    @Test func checkTestsFolderFromInside() throws {
        let ws = try Workspace()
        try Self.writeApp(ws.url.appendingPathComponent("tours/x"))
        let result = try TourcProcess.run(["check", "."], in: ws.url.appendingPathComponent("tours/x/tests"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("no problems (1 file checked)"), "\(result.stderr)")
    }

    /// `tourc check --expand-apps <app.yaml> .`, the registry named in every spelling of its folder.
    @Test(arguments: Spelling.allCases.filter { $0 != .accented && $0 != .spaces })
    func checkExpandApps(_ spelling: Spelling) throws {
        let ws = try Workspace()
        let (cwd, folder) = try Self.reach(spelling, name: "x", in: ws) { try Self.writeApp($0) }
        let registry = folder.hasSuffix("/") ? folder + "app.yaml" : folder + "/app.yaml"
        let result = try TourcProcess.run(["check", "--expand-apps", registry, "."], in: cwd)
        #expect(result.status == 0, "\(spelling): \(result.stderr)")
    }

    /// `tourc build --output <folder that does not exist yet>`.
    @Test(arguments: ["o", "a", "1", "_", "é", "a/b", "o/", "./o", "a b", "../o", "link/o", "ABSOLUTE", "."])
    func buildIntoANewOutputFolder(_ output: String) throws {
        let ws = try Workspace()
        try Self.writeApp(ws.url.appendingPathComponent("tours/x"))
        try FileManager.default.createDirectory(at: ws.url.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: ws.url.appendingPathComponent("link").path,
                                                   withDestinationPath: ws.url.appendingPathComponent("real").path)
        var cwd = ws.url
        var argument = output
        var expected = ws.url.appendingPathComponent(output)
        switch output {
        case "ABSOLUTE":
            argument = ws.url.appendingPathComponent("abs out").path
            expected = URL(fileURLWithPath: argument)
        case "../o":
            cwd = ws.url.appendingPathComponent("real")
            expected = ws.url.appendingPathComponent("o")
        case "link/o":
            expected = ws.url.appendingPathComponent("real/o")
        case ".":
            cwd = ws.url.appendingPathComponent("real")
            expected = cwd
        default: break
        }
        let tours = cwd == ws.url ? "tours" : "../tours"
        let result = try TourcProcess.run(["build", tours, "--output", argument], in: cwd)
        #expect(result.status == 0, "\(output): \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: expected.appendingPathComponent("x/x.json").path), "\(output): \(result.stderr)")
    }

    /// How a file is named on the command line.
    static let fileSpellings = ["c", "./c", "é", "a b", "d/c", "../c", "link/c", "ABSOLUTE"]

    /// Where `spelling` puts a file under the workspace, the folder to run in and the argument.
    static func place(_ spelling: String, in ws: Workspace) throws -> (file: URL, cwd: URL, argument: String) {
        let fm = FileManager.default
        let sub = ws.url.appendingPathComponent("sub")
        try fm.createDirectory(at: sub, withIntermediateDirectories: true)
        switch spelling {
        case "../c": return (ws.url.appendingPathComponent("c"), sub, "../c")
        case "link/c":
            try fm.createSymbolicLink(atPath: ws.url.appendingPathComponent("link").path, withDestinationPath: sub.path)
            return (sub.appendingPathComponent("c"), ws.url, "link/c")
        case "ABSOLUTE":
            let file = sub.appendingPathComponent("abs c")
            return (file, sub, file.path)
        default:
            return (ws.url.appendingPathComponent(spelling), ws.url, spelling)
        }
    }

    /// `tourc check --config <file>`: its `tours:` is read from the config file's folder.
    @Test(arguments: fileSpellings)
    func checkWithConfig(_ spelling: String) throws {
        let ws = try Workspace()
        let (file, cwd, argument) = try Self.place(spelling, in: ws)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("tours: apps\n".utf8).write(to: file)
        try Self.writeApp(file.deletingLastPathComponent().appendingPathComponent("apps/x"))
        let result = try TourcProcess.run(["check", "--config", argument], in: cwd)
        #expect(result.status == 0, "\(spelling): \(result.stderr)")
        #expect(result.stderr.contains("no problems (3 files checked)"), "\(spelling): \(result.stderr)")
    }

    /// `tourc test <scenario outside any app folder>` (`app:` names it, `--tours` holds it).
    @Test(arguments: fileSpellings)
    func testAStrayScenario(_ spelling: String) throws {
        let ws = try Workspace()
        try Self.writeApp(ws.url.appendingPathComponent("tours/x"))
        let (file, cwd, argument) = try Self.place(spelling, in: ws)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let scenario = file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".test.yaml")
        try Data("name: Launches\napp: x\nsteps:\n  - launch\n".utf8).write(to: scenario)
        let result = try TourcProcess.run(["test", argument + ".test.yaml", "--tours", ws.url.appendingPathComponent("tours").path], in: cwd)
        #expect(result.status == 0, "\(spelling): \(result.stderr)")
        #expect(result.stderr.contains("1 scenario passed"), "\(spelling): \(result.stderr)")
    }

    /// `tourc validate <file>` whose modeline names a schema next to it.
    @Test(arguments: fileSpellings)
    func validateWithAModeline(_ spelling: String) throws {
        let ws = try Workspace()
        let (file, cwd, argument) = try Self.place(spelling, in: ws)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# yaml-language-server: $schema=schema.json\nname: 3\n".utf8).write(to: file)
        try Data(#"{"properties": {"name": {"type": "string"}}}"#.utf8)
            .write(to: file.deletingLastPathComponent().appendingPathComponent("schema.json"))
        let result = try TourcProcess.run(["validate", argument], in: cwd)
        // The schema was found (relative to the file) and applied: `name` is not a string.
        #expect(result.status == 1, "\(spelling): \(result.stderr)")
        #expect(result.stderr.contains("error[TOUR2001]"), "\(spelling): \(result.stderr)")
    }
}
