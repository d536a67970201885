import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// Staging: a build's changed files are written aside as each app finishes and moved into place
/// only by `commit`; `discard` leaves the output folder as it was.
@Suite("Output staging")
struct WriteOutputStagingTests {
    private func file(_ path: String, _ text: String) -> OutputPlan.File {
        OutputPlan.File(path: path, bytes: Array(text.utf8))
    }

    /// Every entry (files and folders) directly in a folder, sorted.
    private func entries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    @Test func nothingIsInPlaceBeforeCommitAndEverythingAfter() throws {
        let dir = WriteTempDir()
        dir.write("out/app/keep.json", "same\n")
        dir.write("out/app/change.json", "old\n")
        dir.age("out/app/keep.json")
        let before = try #require(dir.mtime("out/app/keep.json"))
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: true)

        let outcomes = try [
            staging.stage(file("app/keep.json", "same\n")),
            staging.stage(file("app/change.json", "new\n")),
            staging.stage(file("other/deep/new.swift", "// x\n")),
        ]
        #expect(outcomes.map(\.change) == [.unchanged, .update, .create])
        // Staged, not yet in place: the old bytes are still there and the new file is absent.
        #expect(dir.read("out/app/change.json") == "old\n")
        #expect(!FileManager.default.fileExists(atPath: dir.file("out/other")))
        #expect(entries(dir.file("out")).contains { $0.hasPrefix(".tourc-staging-") })

        var diagnostics = DiagnosticCollector()
        #expect(staging.commit(diagnostics: &diagnostics).isEmpty)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(dir.read("out/app/change.json") == "new\n")
        #expect(dir.read("out/other/deep/new.swift") == "// x\n")
        #expect(dir.mtime("out/app/keep.json") == before)
        #expect(entries(dir.file("out")) == ["app", "other"])
    }

    @Test func discardLeavesAnExistingOutputFolderAsItWas() throws {
        let dir = WriteTempDir()
        dir.write("out/app/change.json", "old\n")
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: true)
        _ = try staging.stage(file("app/change.json", "new\n"))
        _ = try staging.stage(file("fresh/a.json", "{}\n"))
        staging.discard()
        #expect(dir.listing() == ["out/app/change.json"])
        #expect(dir.read("out/app/change.json") == "old\n")
        #expect(entries(dir.file("out")) == ["app"])
    }

    @Test func discardRemovesTheFoldersStagingCreated() throws {
        let dir = WriteTempDir()
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("build/deep/out")), writes: true)
        _ = try staging.stage(file("app/a.json", "{}\n"))
        #expect(FileManager.default.fileExists(atPath: dir.file("build/deep/out")))
        staging.discard()
        #expect(!FileManager.default.fileExists(atPath: dir.file("build")))
    }

    @Test func withoutWritesStagingOnlyCompares() throws {
        let dir = WriteTempDir()
        dir.write("out/app/keep.json", "same\n")
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: false)
        let outcomes = try [staging.stage(file("app/keep.json", "same\n")), staging.stage(file("app/new.json", "{}\n"))]
        #expect(outcomes.map(\.change) == [.unchanged, .create])
        var diagnostics = DiagnosticCollector()
        #expect(staging.commit(diagnostics: &diagnostics).isEmpty)
        #expect(dir.listing() == ["out/app/keep.json"])
        #expect(entries(dir.file("out")) == ["app"])
    }

    @Test func aFailedMoveIsADiagnosticAndLeavesNoTemporaryFile() throws {
        let dir = WriteTempDir()
        dir.write("out/app", "a file where a folder should be\n")
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: true)
        _ = try staging.stage(file("app/bundle.json", "{}\n"))
        _ = try staging.stage(file("good/bundle.json", "{}\n"))
        var diagnostics = DiagnosticCollector()
        #expect(staging.commit(diagnostics: &diagnostics) == ["app/bundle.json"])
        #expect(diagnostics.diagnostics.map(\.code) == [OutputCodes.writeFailed])
        #expect(dir.listing() == ["out/app", "out/good/bundle.json"])
        #expect(entries(dir.file("out")) == ["app", "good"])
    }

    @Test func aFolderTheOutputLacksMovesInWithOneRename() throws {
        let dir = WriteTempDir()
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: true)
        _ = try staging.stage(file("app/a.json", "{}\n"))
        _ = try staging.stage(file("app/AppTours.swift", "// x\n"))
        let stagingName = try #require(entries(dir.file("out")).first { $0.hasPrefix(".tourc-staging-") })
        var stagedFolder = stat()
        #expect(lstat(dir.file("out/\(stagingName)/app"), &stagedFolder) == 0)

        var diagnostics = DiagnosticCollector()
        #expect(staging.commit(diagnostics: &diagnostics).isEmpty)
        var placed = stat()
        #expect(lstat(dir.file("out/app"), &placed) == 0)
        // The same folder (same inode): it was renamed into place, not re-created and filled.
        #expect(placed.st_ino == stagedFolder.st_ino)
        #expect(dir.listing() == ["out/app/AppTours.swift", "out/app/a.json"])
        #expect(entries(dir.file("out")) == ["app"])
    }

    @Test func anExistingFolderKeepsTheFilesTourcDidNotWrite() throws {
        let dir = WriteTempDir()
        dir.write("out/app/notes.txt", "mine\n")
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: true)
        _ = try staging.stage(file("app/a.json", "{}\n"))
        _ = try staging.stage(file("app/sub/b.json", "[]\n"))
        var diagnostics = DiagnosticCollector()
        #expect(staging.commit(diagnostics: &diagnostics).isEmpty)
        #expect(dir.listing() == ["out/app/a.json", "out/app/notes.txt", "out/app/sub/b.json"])
        #expect(dir.read("out/app/notes.txt") == "mine\n")
    }

    @Test func aPathLeavingTheOutputFolderIsRefused() {
        let dir = WriteTempDir()
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: true)
        for path in ["../escape.json", "app/../x.json", "/abs.json", "app//x.json", "./x.json"] {
            #expect(throws: FileSystemError.self) { try staging.stage(file(path, "{}\n")) }
        }
        staging.discard()
        #expect(dir.listing().isEmpty)
    }

    @Test func ancestorsAreTheFoldersOfAPathOutermostFirst() {
        #expect(OutputStaging.ancestors(of: "a.json") == [])
        #expect(OutputStaging.ancestors(of: "app/a.json") == ["app"])
        #expect(OutputStaging.ancestors(of: "a/b/c.swift") == ["a", "a/b"])
    }

    /// A killed build's staging folder (no live build holds its lock) is removed by the next
    /// build into the same folder even when that build writes nothing; one a live build holds
    /// stays, whatever process number its name carries.
    @Test func anAbandonedStagingFolderIsRemovedByTheNextBuildEvenWhenItWritesNothing() throws {
        let dir = WriteTempDir()
        dir.write("out/app/b.json", "[]\n")
        dir.write("out/.tourc-staging-2147483000-17/app/a.json", "{}\n")   // no such process
        dir.write("out/.tourc-staging-\(getpid())-19/x.json", "{}\n")       // this process, not held
        dir.write("out/.tourc-staging-2147483001-18/app/a.json", "{}\n")   // held below: a live build
        // Made by builds of this user on this machine (what a real build writes into its folder).
        for name in [".tourc-staging-2147483000-17", ".tourc-staging-\(getpid())-19", ".tourc-staging-2147483001-18"] {
            WriteStagingRecoveryTests.markAsOurs(dir.file("out"), name)
        }
        let held = open(dir.file("out/.tourc-staging-2147483001-18"), O_RDONLY | O_DIRECTORY)
        defer { close(held) }
        #expect(flock(held, LOCK_EX) == 0)
        var diagnostics = DiagnosticCollector()
        let outcomes = OutputWriter(root: dir.file("out")).apply(OutputPlan(files: [file("app/b.json", "[]\n")]), diagnostics: &diagnostics)
        #expect(outcomes.map(\.change) == [.unchanged])
        #expect(entries(dir.file("out")) == [".tourc-staging-2147483001-18", "app"])
        // Without a commit marker nothing of a killed build was in place: nothing moves.
        #expect(dir.listing().filter { !$0.contains(".tourc-staging-") } == ["out/app/b.json"])
    }

    /// A staging folder a live build in this process holds is not touched by another build.
    @Test func aLiveBuildsStagingFolderIsKept() throws {
        let dir = WriteTempDir()
        let live = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: true)
        _ = try live.stage(file("app/a.json", "{}\n"))
        var recovery = DiagnosticCollector()
        OutputStaging.recover(root: dir.file("out"), diagnostics: &recovery)
        #expect(recovery.diagnostics.isEmpty)
        #expect(entries(dir.file("out")).contains { $0.hasPrefix(".tourc-staging-") })
        var diagnostics = DiagnosticCollector()
        #expect(live.commit(diagnostics: &diagnostics).isEmpty)
        #expect(dir.read("out/app/a.json") == "{}\n")
        #expect(entries(dir.file("out")) == ["app"])
    }

    /// Only a file that replaces existing content is flushed to disk before its rename; a new
    /// file has nothing to lose (docs/output.md, "Atomic"). Both end up in place.
    @Test func onlyFilesReplacingContentAreFlushed() throws {
        let dir = WriteTempDir()
        dir.write("out/app/change.json", "old\n")
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: true)
        #expect(try staging.stage(file("app/new.json", "{}\n")).change == .create)
        #expect(staging.filesFlushed == 0)
        #expect(try staging.stage(file("app/change.json", "new\n")).change == .update)
        #expect(staging.filesFlushed == 1)
        var diagnostics = DiagnosticCollector()
        #expect(staging.commit(diagnostics: &diagnostics).isEmpty)
        #expect(dir.read("out/app/new.json") == "{}\n")
        #expect(dir.read("out/app/change.json") == "new\n")
    }
}
