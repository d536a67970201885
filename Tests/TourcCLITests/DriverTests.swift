import ArgumentParser
import Foundation
import Testing
import TourcCore
import TourcDiagnostics
@testable import TourcCLI

@Suite struct DriverTests {
    @Test func inputFilesAreSortedFilteredAndDeduplicated() throws {
        let ws = try Workspace([
            "t/b.yaml": "", "t/a.yml": "", "t/z/c.yaml": "", "t/.hidden/d.yaml": "", "t/.e.yaml": "",
            "t/notes.txt": "", "t/f.json": "",
        ])
        let root = ws.url.path + "/t"
        var diagnostics = DiagnosticCollector()
        let files = InputFiles.collect([root, root + "/b.yaml"], diagnostics: &diagnostics)
        #expect(files == [root + "/a.yml", root + "/b.yaml", root + "/z/c.yaml"])
        #expect(diagnostics.diagnostics.isEmpty)
    }

    @Test func symlinkCyclesAreNotFollowedForever() throws {
        let ws = try Workspace(["t/a.yaml": ""])
        try FileManager.default.createSymbolicLink(
            atPath: ws.url.path + "/t/loop", withDestinationPath: ws.url.path + "/t")
        var diagnostics = DiagnosticCollector()
        let files = InputFiles.collect([ws.url.path + "/t"], diagnostics: &diagnostics)
        #expect(files == [ws.url.path + "/t/a.yaml"])
    }

    @Test func foldersYieldOnlyRegularFiles() throws {
        let ws = try Workspace(["t/a.yaml": ""])
        #expect(mkfifo(ws.url.path + "/t/pipe.yaml", 0o600) == 0)
        var diagnostics = DiagnosticCollector()
        #expect(InputFiles.collect([ws.url.path + "/t"], diagnostics: &diagnostics) == [ws.url.path + "/t/a.yaml"])
    }

    @Test func fileReaderRefusesLargeFilesWithoutReadingThem() throws {
        let ws = try Workspace(["big.yaml": String(repeating: "a", count: 2000)])
        #expect(throws: FileReader.Failure.tooLarge(ws.url.path + "/big.yaml", limit: 1000)) {
            try FileReader.bytes(of: ws.url.path + "/big.yaml", limit: 1000)
        }
        #expect(throws: FileReader.Failure.tooLarge("/dev/zero", limit: 1000)) {
            try FileReader.bytes(of: "/dev/zero", limit: 1000, streams: true)
        }
        #expect(try FileReader.bytes(of: ws.url.path + "/big.yaml", limit: 2000).count == 2000)
    }

    /// Issue 20: a FIFO or device is refused at once (no wait for a writer), unless `streams`.
    @Test func fileReaderRefusesNonRegularFilesAtOnce() throws {
        let ws = try Workspace()
        let fifo = ws.url.path + "/pipe.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileReader.Failure.unreadable(fifo, reason: "it is a FIFO (named pipe), not a regular file; tourc reads only regular files")) {
            try FileReader.bytes(of: fifo, limit: 1000)
        }
        #expect(throws: FileReader.Failure.unreadable("/dev/zero", reason: "it is a character device, not a regular file; tourc reads only regular files")) {
            try FileReader.bytes(of: "/dev/zero", limit: 1000)
        }
    }

    @Test func exitStatusOfDiagnostics() {
        let warning = Diagnostic(ToolCodes.noInputFiles, "w", at: nil)
        let inputError = Diagnostic(ToolCodes.dumpNonStringKey, "e", at: nil)
        let toolError = Diagnostic(ToolCodes.pathNotFound, "e", at: nil)
        #expect(ExitStatus.of([]) == .success)
        #expect(ExitStatus.of([warning]) == .success)
        #expect(ExitStatus.of([warning, inputError]) == .inputErrors)
        #expect(ExitStatus.of([inputError, toolError]) == .couldNotRun)
    }

    /// A stage registered with the checker sees every file, per file and for the whole run.
    @Test func stagesRunPerFileAndPerRun() throws {
        struct CountingStage: CheckStage {
            func check(file: LoadedFile, diagnostics: inout DiagnosticCollector) {
                diagnostics.emit(Diagnostic(ToolCodes.noInputFiles, "saw \(file.path)", at: nil))
            }
            func check(_ context: CheckContext, diagnostics: inout DiagnosticCollector) {
                diagnostics.emit(Diagnostic(ToolCodes.noInputFiles, "run of \(context.files.count)", at: nil))
            }
            var needsAllFiles: Bool { true }
        }
        let ws = try Workspace(["t/b.yaml": "b: 1\n", "t/a.yaml": "a: 1\n"])
        let root = ws.url.path + "/t"
        let report = Checker(stages: [CountingStage()], jobs: 2).check(paths: [root])
        #expect(report.diagnostics.diagnostics.map(\.message) == ["saw \(root)/a.yaml", "saw \(root)/b.yaml", "run of 2"])
        #expect(report.files.count == 2)
        #expect(report.exitStatus == .success)
    }

    @Test func perFileDiagnosticsComeInSourceOrder() throws {
        struct LateStage: CheckStage {
            func check(file: LoadedFile, diagnostics: inout DiagnosticCollector) {
                for line in [3, 1, 2] {
                    let at = TourcDiagnostics.SourceLocation(line: line, column: 1, offset: 0)
                    diagnostics.emit(Diagnostic(
                        ToolCodes.noInputFiles, "line \(line)", at: SourceSpan(file: file.path, range: SourceRange(at: at))))
                }
                diagnostics.emit(Diagnostic(ToolCodes.noInputFiles, "no position", at: nil))
            }
        }
        let ws = try Workspace(["a.yaml": "a: 1\n"])
        let report = Checker(stages: [LateStage()], jobs: 1).check(paths: [ws.url.path + "/a.yaml"])
        #expect(report.diagnostics.diagnostics.map(\.message) == ["no position", "line 1", "line 2", "line 3"])
    }

    @Test func errorsMapToExitStatuses() {
        struct Unexpected: Error {}
        let bug = TourcCommand.outcome(of: Unexpected())
        #expect(bug.status == 2)
        #expect(bug.text.hasPrefix("tourc: error[TOUR9099]: internal error"))
        #expect(TourcCommand.outcome(of: ValidationError("bad")).status == 64)
        #expect(TourcCommand.outcome(of: ExitCode(1)).status == 1)
        #expect(TourcCommand.outcome(of: ExitCode(1)).text.isEmpty)
        let help = TourcCommand.outcome(of: CleanExit.helpRequest(TourcCommand.self))
        #expect(help.status == 0)
        #expect(help.stream == .standardOutput)
        #expect(help.text.contains("USAGE: tourc"))
    }

    @Test func usageErrorsMapTo64() {
        for arguments in [["check", "--max-errors", "x"], ["nope"], ["explain"], ["check", "--max-errors=-2"]] {
            do {
                let command = try TourcCommand.parseAsRoot(arguments)
                Issue.record("\(arguments) parsed as \(command)")
            } catch {
                #expect(TourcCommand.exitCode(for: error).rawValue == ExitStatus.usage.rawValue, "\(arguments)")
            }
        }
    }
}
