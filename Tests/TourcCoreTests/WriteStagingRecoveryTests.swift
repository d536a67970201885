import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// Recovery only rolls forward staging folders a build of this user made in this output folder
/// on this machine since it started, and never moves anything through a link (docs/output.md,
/// "Killed builds"; issue 20, item 2). The end-to-end attack through git is in
/// `CLIStagingAttackTests`.
@Suite("Write: staging recovery trusts only its own folders")
struct WriteStagingRecoveryTests {
    /// Writes the marker a build here would write into the hand-made staging folder `name` of
    /// `root` (what `OutputStaging.stagingFolder` does for a real one).
    static func markAsOurs(_ root: String, _ name: String, bootID: String? = nil, uid: UInt32? = nil) {
        let rootFD = open(root, O_RDONLY | O_DIRECTORY)
        let folder = open(root + "/" + name, O_RDONLY | O_DIRECTORY)
        defer { close(rootFD); close(folder) }
        var owner = StagingOwner.current(output: rootFD, folder: folder)!
        if let bootID { owner.bootID = bootID }
        if let uid { owner.uid = uid }
        unlinkat(folder, StagingOwner.fileName, 0)
        #expect(owner.write(into: folder) == nil)
    }

    /// A killed commit's staging folder: `app/a.json` staged, the commit marker written.
    private func killedCommit(_ dir: WriteTempDir, _ name: String = ".tourc-staging-1-1") {
        dir.write("out/\(name)/app/a.json", "new\n")
        dir.write("out/\(name)/\(StagingRecovery.commitMarker)", "")
    }

    private func recover(_ dir: WriteTempDir) -> (StagingRecovery.Outcome, [Diagnostic]) {
        let outcome = StagingRecovery.recover(root: dir.file("out"))
        var diagnostics = DiagnosticCollector()
        StagingRecovery.report(outcome, root: dir.file("out"), diagnostics: &diagnostics)
        return (outcome, diagnostics.diagnostics)
    }

    @Test func ourOwnKilledCommitIsRolledForward() {
        let dir = WriteTempDir()
        dir.write("out/app/a.json", "old\n")
        killedCommit(dir)
        Self.markAsOurs(dir.file("out"), ".tourc-staging-1-1")
        let (outcome, diagnostics) = recover(dir)
        #expect(outcome.rolledForward == ["app/a.json"])
        #expect(diagnostics.isEmpty)
        #expect(dir.read("out/app/a.json") == "new\n")
        #expect(dir.listing() == ["out/app/a.json"])
    }

    /// No marker (committed to git, copied, made by an older tourc): nothing moves, nothing is
    /// removed, and TOUR4006 names the folder.
    @Test func aFolderWithoutOurMarkerIsLeftAloneWithAWarning() {
        let dir = WriteTempDir()
        dir.write("out/app/a.json", "old\n")
        killedCommit(dir)
        let (outcome, diagnostics) = recover(dir)
        #expect(outcome.rolledForward.isEmpty && outcome.removed.isEmpty)
        #expect(outcome.refused.map(\.name) == [".tourc-staging-1-1"])
        #expect(dir.read("out/app/a.json") == "old\n")
        #expect(dir.read("out/.tourc-staging-1-1/app/a.json") == "new\n")
        #expect(diagnostics.map(\.code) == [OutputCodes.foreignStaging])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.contains(dir.file("out/.tourc-staging-1-1")) == true)
    }

    /// A marker copied from elsewhere: another user, or this user's marker of another folder.
    @Test func aMarkerOfAnotherUserOrFolderIsRefused() {
        let dir = WriteTempDir()
        killedCommit(dir, ".tourc-staging-1-1")
        Self.markAsOurs(dir.file("out"), ".tourc-staging-1-1", uid: UInt32(getuid()) &+ 1)
        killedCommit(dir, ".tourc-staging-2-2")
        dir.write("out/.tourc-staging-3-3/x", "")
        Self.markAsOurs(dir.file("out"), ".tourc-staging-3-3")
        // Folder 2 carries folder 3's (valid) marker: the inode gives it away.
        try! FileManager.default.copyItem(atPath: dir.file("out/.tourc-staging-3-3/\(StagingOwner.fileName)"),
                                          toPath: dir.file("out/.tourc-staging-2-2/\(StagingOwner.fileName)"))
        let (outcome, _) = recover(dir)
        #expect(outcome.refused.map(\.name) == [".tourc-staging-1-1", ".tourc-staging-2-2"])
        #expect(outcome.removed == [".tourc-staging-3-3"])
        #expect(outcome.rolledForward.isEmpty)
        #expect(dir.read("out/app/a.json") == nil)
    }

    /// Ours, but from before the machine restarted: removed, never rolled forward, and said so.
    @Test func aKilledCommitFromBeforeARestartIsRemovedNotRolledForward() {
        let dir = WriteTempDir()
        dir.write("out/app/a.json", "old\n")
        killedCommit(dir)
        Self.markAsOurs(dir.file("out"), ".tourc-staging-1-1", bootID: "an-earlier-boot")
        let (outcome, diagnostics) = recover(dir)
        #expect(outcome.rolledForward.isEmpty)
        #expect(outcome.removed == [".tourc-staging-1-1"])
        #expect(dir.read("out/app/a.json") == "old\n")
        #expect(dir.listing() == ["out/app/a.json"])
        #expect(diagnostics.map(\.code) == [OutputCodes.foreignStaging])
        #expect(diagnostics.first?.message.contains("restarted") == true)
    }

    /// A staging folder that is a link (to a folder that holds a perfect killed commit): not
    /// entered, not removed, and what it points to is untouched.
    @Test func aSymlinkedStagingFolderIsNeverFollowed() {
        let dir = WriteTempDir()
        dir.write("elsewhere/app/a.json", "planted\n")
        dir.write("elsewhere/\(StagingRecovery.commitMarker)", "")
        dir.write("out/keep", "")
        #expect(symlink(dir.file("elsewhere"), dir.file("out/.tourc-staging-1-1")) == 0)
        let (outcome, diagnostics) = recover(dir)
        #expect(outcome.refused.map(\.name) == [".tourc-staging-1-1"])
        #expect(outcome.rolledForward.isEmpty && outcome.removed.isEmpty)
        #expect(dir.read("out/app/a.json") == nil)
        #expect(dir.read("elsewhere/app/a.json") == "planted\n")
        #expect(diagnostics.first?.message.contains("link") == true)
    }

    /// Our own killed commit whose app folder in the output became a link to outside: recovery
    /// does not write through it (the file stays staged), the outside folder stays empty.
    @Test func rollingForwardNeverWritesThroughALinkedAppFolder() {
        let dir = WriteTempDir()
        dir.write("outside/.keep", "")
        dir.write("out/keep", "")
        #expect(symlink("../outside", dir.file("out/app")) == 0)
        killedCommit(dir)
        Self.markAsOurs(dir.file("out"), ".tourc-staging-1-1")
        let (outcome, _) = recover(dir)
        #expect(outcome.rolledForward.isEmpty)
        #expect(dir.read("outside/a.json") == nil)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir.file("outside"))) == [".keep"])
    }

    /// A normal build whose app folder in the output is a link: TOUR4002 naming the link, and
    /// nothing written where it points.
    @Test func aBuildRefusesToWriteThroughALinkedAppFolder() {
        let dir = WriteTempDir()
        dir.write("outside/.keep", "")
        dir.write("out/keep", "")
        #expect(symlink("../outside", dir.file("out/app")) == 0)
        var diagnostics = DiagnosticCollector()
        let plan = OutputPlan(files: [OutputPlan.File(path: "app/a.json", bytes: Array("{}\n".utf8))])
        _ = OutputWriter(root: dir.file("out")).apply(plan, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.code) == [OutputCodes.writeFailed])
        #expect(diagnostics.diagnostics.first?.message.contains("symbolic link \(dir.file("out/app"))") == true)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir.file("outside"))) == [".keep"])
    }

    /// A `.tourc-new-*` folder (a build killed between making its staging folder and naming it)
    /// is removed when it is ours, left alone with a warning when it is not; never rolled forward.
    @Test func aFolderBeingMadeIsRemovedOnlyWhenOurs() {
        let dir = WriteTempDir()
        dir.write("out/.tourc-new-1-1/app/a.json", "new\n")
        dir.write("out/.tourc-new-1-1/\(StagingRecovery.commitMarker)", "")
        Self.markAsOurs(dir.file("out"), ".tourc-new-1-1")
        dir.write("out/.tourc-new-2-2/app/a.json", "new\n")
        let (outcome, _) = recover(dir)
        #expect(outcome.removed == [".tourc-new-1-1"])
        #expect(outcome.refused.map(\.name) == [".tourc-new-2-2"])
        #expect(outcome.rolledForward.isEmpty)
        #expect(dir.listing() == ["out/.tourc-new-2-2/app/a.json"])
    }

    /// The marker a real staging folder gets, read back; anything else in its place is no marker.
    @Test func theMarkerRoundTripsAndRejectsAnythingElse() throws {
        let owner = StagingOwner(bootID: "b", uid: 501, output: .init(device: 1, inode: 2), folder: .init(device: 3, inode: 4))
        #expect(StagingOwner(text: owner.text) == owner)
        for text in ["", "tourc staging folder\n", owner.text + "extra 1\n", owner.text.replacingOccurrences(of: "uid 501", with: "uid -1"),
                     owner.text.replacingOccurrences(of: "boot b", with: "boot b c"), String(owner.text.dropLast())] {
            #expect(StagingOwner(text: text) == nil, "\(text)")
        }
        // A live build's own folder carries one that recovery accepts.
        let dir = WriteTempDir()
        let staging = OutputStaging(writer: OutputWriter(root: dir.file("out")), writes: true)
        _ = try staging.stage(OutputPlan.File(path: "app/a.json", bytes: Array("{}\n".utf8)))
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: dir.file("out")).first)
        let rootFD = open(dir.file("out"), O_RDONLY | O_DIRECTORY), folder = open(dir.file("out/\(name)"), O_RDONLY | O_DIRECTORY)
        defer { close(rootFD); close(folder) }
        #expect(StagingOwner.verdict(found: StagingOwner.read(from: folder), expected: StagingOwner.current(output: rootFD, folder: folder)) == .ours)
        staging.discard()
    }
}
