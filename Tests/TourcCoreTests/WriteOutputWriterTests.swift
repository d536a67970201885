import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

@Suite("Output writer")
struct WriteOutputWriterTests {
    @Test func planIsSortedByPath() {
        var plan = OutputPlan()
        plan.add(path: "b/x.json", text: "1")
        plan.add(path: "a/y.json", text: "2")
        plan.add(path: "a/X.json", text: "3")
        #expect(plan.files.map(\.path) == ["a/X.json", "a/y.json", "b/x.json"])
    }

    @Test func createsUpdatesAndLeavesUnchangedFilesAlone() throws {
        let dir = WriteTempDir()
        dir.write("out/app/keep.json", "same\n")
        dir.write("out/app/change.json", "old\n")
        dir.write("out/app/foreign.txt", "not ours\n")
        dir.age("out/app/keep.json")
        let before = try #require(dir.mtime("out/app/keep.json"))

        var plan = OutputPlan()
        plan.add(path: "app/keep.json", text: "same\n")
        plan.add(path: "app/change.json", text: "new\n")
        plan.add(path: "app/new/deep.swift", text: "// x\n")
        let writer = OutputWriter(root: dir.file("out"))
        #expect(writer.changes(for: plan).map(\.change) == [.update, .unchanged, .create])

        var diagnostics = DiagnosticCollector()
        let outcomes = writer.apply(plan, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(outcomes.map(\.change) == [.update, .unchanged, .create])
        #expect(dir.mtime("out/app/keep.json") == before)
        #expect(dir.read("out/app/change.json") == "new\n")
        #expect(dir.read("out/app/new/deep.swift") == "// x\n")
        // Nothing else appeared (no temporary files) and nothing was removed.
        #expect(dir.listing() == ["out/app/change.json", "out/app/foreign.txt", "out/app/keep.json", "out/app/new/deep.swift"])
        // A second run changes nothing.
        #expect(writer.changes(for: plan).allSatisfy { $0.change == .unchanged })
    }

    @Test func failureIsADiagnosticAndLeavesNoTemporaryFile() throws {
        let dir = WriteTempDir()
        dir.write("out/app", "a file where a folder should be\n")
        var plan = OutputPlan()
        plan.add(path: "app/bundle.json", text: "{}\n")
        var diagnostics = DiagnosticCollector()
        _ = OutputWriter(root: dir.file("out")).apply(plan, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.code) == [OutputCodes.writeFailed])
        #expect(dir.listing() == ["out/app"])
    }

    @Test func atomicWriteReplacesContentWholeAndKeepsNoTemp() throws {
        let dir = WriteTempDir()
        let big = [UInt8](repeating: 65, count: 3_000_000)
        try AtomicFile.write(big, to: dir.file("big.bin"))
        try AtomicFile.write([1, 2, 3], to: dir.file("big.bin"))
        #expect(FileManager.default.contents(atPath: dir.file("big.bin")) == Data([1, 2, 3]))
        try AtomicFile.write([], to: dir.file("empty"))
        #expect(FileManager.default.contents(atPath: dir.file("empty")) == Data())
        #expect(dir.listing() == ["big.bin", "empty"])
    }
}
