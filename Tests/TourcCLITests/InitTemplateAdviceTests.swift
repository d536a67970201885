import Foundation
import Testing
import TourcCore
import TourcDiagnostics

/// What `tourc init` writes invites edits; each commented example must work when uncommented
/// (the sweep of issue 26 found `TOUR4102: off`, a code that does not exist).
@Suite struct InitTemplateAdviceTests {
    @Test func theSeverityExampleWorksWhenUncommented() throws {
        let ws = try Workspace()
        #expect(try TourcProcess.run(["init", "pocket"], in: ws.url).status == 0)
        let config = ws.url.appendingPathComponent("tourc.yml")
        var text = try String(contentsOf: config, encoding: .utf8)
        text = text.replacingOccurrences(of: "# severity:", with: "severity:")
            .replacingOccurrences(of: "#   TOUR3501: off", with: "  TOUR3501: off")
        try ws.write("tourc.yml", text)
        let check = try TourcProcess.run(["check"], in: ws.url)
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// Both files `init` writes point their editors at schemas that exist from the first minute
    /// (the tour's modeline named a file only `tourc build` wrote, and app.yaml had none), and
    /// each file validates against the schema its modeline names.
    @Test func theModelinesNameSchemasThatExist() throws {
        let ws = try Workspace()
        #expect(try TourcProcess.run(["init", "pocket"], in: ws.url).status == 0)
        for file in ["tours/pocket/app.yaml", "tours/pocket/welcome.yaml"] {
            let text = try String(contentsOf: ws.url.appendingPathComponent(file), encoding: .utf8)
            let first = try #require(text.split(separator: "\n").first)
            let prefix = "# yaml-language-server: $schema="
            #expect(first.hasPrefix(prefix), "\(file): \(first)")
            let schema = ws.url.appendingPathComponent("tours/pocket").appendingPathComponent(String(first.dropFirst(prefix.count))).standardized
            #expect(FileManager.default.fileExists(atPath: schema.path), "\(file) names \(schema.path)")
            let validate = try TourcProcess.run(["validate", "--schema", schema.path, file], in: ws.url)
            #expect(validate.status == 0, "\(file): \(validate.stderr)")
        }
        // The build rewrites the app's own schema and finds it as init wrote it.
        let build = try TourcProcess.run(["build"], in: ws.url)
        #expect(build.status == 0 && build.stderr.contains("1 unchanged"), "\(build.stderr)")
    }

    /// An unknown code in `severity:` is offered warning codes only: an error cannot be changed.
    @Test func anUnknownSeverityCodeIsOfferedWarningsOnly() {
        let found = ConfigLoader.parse(Array("severity:\n  TOUR4102: off\n".utf8), file: "tourc.yml").diagnostics.diagnostics
        let unknown = found.first { $0.code == ConfigCodes.unknownCode }
        #expect(unknown != nil)
        #expect(unknown?.suggestions.isEmpty == false)
        #expect(unknown?.suggestions.allSatisfy { CodeRegistry.code($0)?.severity != .error } == true, "\(unknown?.suggestions ?? [])")
    }
}

/// `tourc check .` at the root of a project `tourc init` made, through a symlinked folder: the
/// settings file is not read as a tour, so the fresh project checks clean.
@Suite struct CheckProjectRootTests {
    @Test func checkDotAtTheProjectRootSkipsTheSettings() throws {
        let ws = try Workspace()
        let real = ws.url.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: ws.url.appendingPathComponent("l").path, withDestinationPath: real.path)
        let linked = ws.url.appendingPathComponent("l")
        #expect(try TourcProcess.run(["init", "a"], in: linked).status == 0)
        let check = try TourcProcess.run(["check", "."], in: linked)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!check.stderr.contains("tourc.yml"), "\(check.stderr)")
    }
}
