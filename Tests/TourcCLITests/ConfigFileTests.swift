import Foundation
import Testing
import TourcCore
import TourcDiagnostics
@testable import TourcCLI

/// tourc.yml: its schema, its located diagnostics (exit 2), and each setting's effect on
/// `tourc check` and `tourc build`, run as the user runs them (a subprocess in a folder).
@Suite struct ConfigFileTests {
    /// A minimal app the way `tourc init` writes it.
    static func initialised(_ extraConfig: String = "") throws -> Workspace {
        let ws = try Workspace()
        let result = try TourcProcess.run(["init", "pocket"], in: ws.url)
        #expect(result.status == 0, "\(result.stderr)")
        if !extraConfig.isEmpty { try ws.write("tourc.yml", extraConfig) }
        return ws
    }

    @Test func initWritesAConfigAndAnAppThatCheckAndBuildClean() throws {
        let ws = try Self.initialised()
        for file in ["tourc.yml", "tours/pocket/app.yaml", "tours/pocket/welcome.yaml", ".gitignore"] {
            #expect(FileManager.default.fileExists(atPath: ws.url.appendingPathComponent(file).path), "\(file)")
        }
        // Staging folders stay out of git (issue 20, item 2).
        let ignore = try String(contentsOf: ws.url.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore.contains("\n.tourc-staging-*\n") && ignore.contains("\n.tourc-new-*\n"))
        let check = try TourcProcess.run(["check"], in: ws.url)
        #expect(check.status == 0)
        #expect(check.stderr == "no problems (2 files checked)\n", "\(check.stderr)")
        let build = try TourcProcess.run(["build"], in: ws.url)
        #expect(build.status == 0, "\(build.stderr)")
        for file in ["PocketTours.swift", "pocket.json", "pocket.schema.json"] {
            #expect(FileManager.default.fileExists(atPath: ws.url.appendingPathComponent("build/tours/pocket/\(file)").path), "\(file)")
        }
        // Never overwrites: a second init of the same app exits 2 and changes nothing.
        let again = try TourcProcess.run(["init", "pocket"], in: ws.url)
        #expect(again.status == 2)
        #expect(again.stderr.contains("TOUR9204"), "\(again.stderr)")
    }

    @Test func theDefaultConfigParsesToTheDefaults() throws {
        let parsed = ConfigLoader.parse(Array(InitTemplates.config.utf8), file: "tourc.yml")
        var expected = TourcConfig()
        expected.file = "tourc.yml"
        #expect(parsed.diagnostics.diagnostics.isEmpty)
        #expect(parsed.config == expected)
    }

    @Test func everySettingIsRead() throws {
        let text = """
        tours: content
        output: gen
        swift: {access: internal, typeName: "{Name}Guide"}
        severity: {TOUR3314: off, TOUR9004: error}
        authoringNotes: ship
        """
        let parsed = ConfigLoader.parse(Array(text.utf8), file: "project/tourc.yml")
        let config = try #require(parsed.config, "\(parsed.diagnostics.diagnostics)")
        #expect(config.tours == "project/content")
        #expect(config.output == "project/gen")
        #expect(config.swift.access == .internal)
        #expect(config.swift.typeName(forUpperCamelName: "Pocket") == "PocketGuide")
        #expect(config.authoringNotes == .ship)
        #expect(config.severity.levels == ["TOUR3314": .off, "TOUR9004": .error])
        #expect(parsed.diagnostics.diagnostics.isEmpty)
        // The schema only allows the TOURnnnn spelling.
        let lower = ConfigLoader.parse(Array("severity: {tour9004: off}".utf8), file: "tourc.yml")
        #expect(lower.config == nil)
        #expect(lower.diagnostics.diagnostics.map(\.code.id) == ["TOUR2008"])
    }

    @Test func aBadConfigIsReportedWhereItIsAndExits2() throws {
        let ws = try Self.initialised("""
        swift:
          access: open
        severity:
          TOUR2002: warning
          TOUR9998: off
        extra: 1
        """)
        let check = try TourcProcess.run(["check"], in: ws.url)
        #expect(check.status == 2)
        #expect(check.stderr.contains("tourc.yml:2:11: error[TOUR2002]"), "\(check.stderr)")
        #expect(check.stderr.contains("tourc.yml:6:1: error[TOUR2004]"), "\(check.stderr)")
        let build = try TourcProcess.run(["build"], in: ws.url)
        #expect(build.status == 2)
        // Schema problems first; the semantic checks only run on a well-formed file.
        try ws.write("tourc.yml", "severity:\n  TOUR2002: warning\n  TOUR9998: off\n")
        let semantic = try TourcProcess.run(["build"], in: ws.url)
        #expect(semantic.status == 2)
        #expect(semantic.stderr.contains("tourc.yml:2:13: error[TOUR9203]"), "\(semantic.stderr)")
        #expect(semantic.stderr.contains("tourc.yml:3:3: error[TOUR9202]"), "\(semantic.stderr)")
        // init writes the editor schemas into build/tours; the build itself writes nothing.
        #expect(!FileManager.default.fileExists(atPath: ws.url.appendingPathComponent("build/tours/pocket/pocket.json").path))
        let missing = try TourcProcess.run(["check", "--config", "nope.yml"], in: ws.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("TOUR9201"), "\(missing.stderr)")
    }

    @Test func severityOverridesTurnWarningsOffOrIntoErrors() throws {
        let ws = try Self.initialised()
        // A tour that shows on every launch: TOUR3314 is a warning.
        try ws.write("tours/pocket/again.yaml", """
        id: again
        name: Again
        presentation: {style: bottomSheet}
        triggers: [{type: appLaunch}]
        steps: [{id: hi, type: page, title: Hi, body: Hello again.}]
        """)
        let plain = try TourcProcess.run(["check"], in: ws.url)
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("warning[TOUR3314]"), "\(plain.stderr)")

        try ws.write("tourc.yml", "severity:\n  TOUR3314: off\n")
        let off = try TourcProcess.run(["check"], in: ws.url)
        #expect(off.status == 0)
        #expect(off.stderr == "no problems (3 files checked)\n", "\(off.stderr)")

        try ws.write("tourc.yml", "severity:\n  TOUR3314: error\n")
        let error = try TourcProcess.run(["check"], in: ws.url)
        #expect(error.status == 1)
        #expect(error.stderr.contains("error[TOUR3314]"), "\(error.stderr)")
        let build = try TourcProcess.run(["build"], in: ws.url)
        #expect(build.status == 1)
        #expect(build.stderr.contains("error[TOUR3314]"), "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ws.url.appendingPathComponent("build/tours/pocket/pocket.json").path), "nothing is written past an error")
    }

    @Test func swiftSettingsShapeTheGeneratedSource() throws {
        let ws = try Self.initialised("output: gen\nswift:\n  access: internal\n  typeName: \"{Name}Guide\"\n")
        let build = try TourcProcess.run(["build"], in: ws.url)
        #expect(build.status == 0, "\(build.stderr)")
        let swift = try String(contentsOf: ws.url.appendingPathComponent("gen/pocket/PocketGuide.swift"), encoding: .utf8)
        #expect(swift.contains("internal enum PocketGuide {"))
        #expect(!swift.contains("public "))
        // The command line wins over the config; --swift-file-name app-id names the file for the plugin.
        let flat = try TourcProcess.run(["build", "--output", "other", "--swift-file-name", "app-id", "--quiet"], in: ws.url)
        #expect(flat.status == 0)
        #expect(flat.stderr.isEmpty, "--quiet prints nothing on success: \(flat.stderr)")
        #expect(FileManager.default.fileExists(atPath: ws.url.appendingPathComponent("other/pocket/pocket.swift").path))
    }

    @Test func overridesNeverLowerAnError() {
        var collector = DiagnosticCollector()
        collector.emit(Diagnostic(LanguageCodes.unknownTarget, "x", at: nil))
        collector.emit(Diagnostic(ToolCodes.noInputFiles, "y", at: nil))
        let table = SeverityOverrides(["TOUR9004": .off, LanguageCodes.unknownTarget.id: .warning])
        let applied = table.apply(collector).diagnostics
        #expect(applied.map(\.code.id) == [LanguageCodes.unknownTarget.id])
        #expect(applied.first?.severity == .error)
    }
}
