import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// The build driver in-process, without check stages: what the build itself guarantees.
@Suite("Build driver")
struct WriteBuildDriverTests {
    @Test func filesWithNoneOrSeveralDocumentsAreErrorsEvenWithoutCheckStages() throws {
        let dir = WriteTempDir()
        dir.write("tours/demo/app.yaml", "id: demo\nname: Demo\n")
        dir.write("tours/demo/empty.yaml", "# nothing here\n")
        dir.write("tours/demo/two.yaml", "id: two\n---\nid: three\n")
        let options = BuildOptions(input: dir.file("tours"), output: dir.file("out"))
        let report = BuildDriver(options: options, stages: []).run()
        #expect(report.diagnostics.diagnostics.map(\.code) == [OutputCodes.documentCount, OutputCodes.documentCount])
        #expect(report.diagnostics.diagnostics[1].span?.range.start.line == 3)
        #expect(report.exitStatus == .inputErrors)
        #expect(report.outcomes.isEmpty && report.plan.files.isEmpty)
        #expect(dir.listing() == ["tours/demo/app.yaml", "tours/demo/empty.yaml", "tours/demo/two.yaml"])
    }

    @Test func aBrokenAppStopsEveryApp() throws {
        let dir = WriteTempDir()
        dir.write("tours/good/app.yaml", "id: good\nname: Good\n")
        dir.write("tours/bad/app.yaml", "id: [unclosed\n")
        let report = BuildDriver(options: BuildOptions(input: dir.file("tours"), output: dir.file("out")), stages: []).run()
        #expect(report.diagnostics.hasErrors)
        #expect(report.plan.files.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.file("out")))
    }

    @Test func aBrokenAppLeavesAnExistingOutputUntouchedThoughOtherAppsWereStaged() throws {
        let dir = WriteTempDir()
        for name in ["a", "b", "c", "d"] { dir.write("tours/\(name)/app.yaml", "id: \(name)\nname: App \(name)\n") }
        let options = BuildOptions(input: dir.file("tours"), output: dir.file("out"), jobs: 2)
        #expect(BuildDriver(options: options, stages: []).run().exitStatus == .success)
        let built = dir.listing()
        dir.write("tours/a/app.yaml", "id: a\nname: Renamed A\n")
        dir.write("tours/d/app.yaml", "id: [unclosed\n")
        let report = BuildDriver(options: options, stages: []).run()
        #expect(report.exitStatus == .inputErrors)
        #expect(report.outcomes.isEmpty)
        #expect(dir.listing() == built)
        // No staging folder is left behind either.
        let entries = try FileManager.default.contentsOfDirectory(atPath: dir.file("out")).sorted()
        #expect(entries == ["a", "b", "c", "d"])
    }

    @Test func retainedOutputIsOnlyKeptWhenAsked() throws {
        let dir = WriteTempDir()
        dir.write("tours/good/app.yaml", "id: good\nname: Good\n")
        var options = BuildOptions(input: dir.file("tours"), output: dir.file("out"), mode: .dryRun)
        #expect(BuildDriver(options: options, stages: []).run().plan.files.isEmpty)
        options.retainsOutput = true
        let report = BuildDriver(options: options, stages: []).run()
        #expect(report.plan.files.map(\.path) == report.outcomes.map(\.path))
        #expect(report.plan.files.count == 2)
        #expect(!FileManager.default.fileExists(atPath: dir.file("out")))
    }

    @Test func verifyReportsStaleFilesAsOneDiagnostic() throws {
        let dir = WriteTempDir()
        dir.write("tours/good/app.yaml", "id: good\nname: Good\n")
        var options = BuildOptions(input: dir.file("tours"), output: dir.file("out"))
        #expect(BuildDriver(options: options, stages: []).run().exitStatus == .success)
        dir.write("out/good/good.json", "{}\n")
        options.mode = .verify
        let report = BuildDriver(options: options, stages: []).run()
        #expect(report.exitStatus == .inputErrors)
        #expect(report.stale.map(\.path) == ["good/good.json"])
        let stale = try #require(report.diagnostics.diagnostics.first)
        #expect(stale.code == OutputCodes.staleOutput)
        #expect(stale.notes == ["differs: \(dir.file("out"))/good/good.json"])
        #expect(dir.read("out/good/good.json") == "{}\n")
    }
}
