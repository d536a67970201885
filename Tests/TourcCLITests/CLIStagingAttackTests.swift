import Foundation
import Testing
@testable import TourcCore

/// Issue 20, item 2, end to end with real git: a repository that commits its output folder
/// carries a staging folder with a commit marker and a link `demo -> ../../.git/hooks`. A
/// teammate clones it and builds. tourc must leave the staging folder alone (TOUR4006) and no
/// file may appear in `.git/hooks`.
@Suite("CLI: a committed staging folder cannot plant files")
struct CLIStagingAttackTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs git with a fixed identity and no global or system configuration.
    @discardableResult
    private func git(_ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "init.defaultBranch=main",
                             "-c", "core.symlinks=true"] + arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["GIT_CONFIG_NOSYSTEM"] = "1"
        env["GIT_CONFIG_GLOBAL"] = "/dev/null"
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func hooks(_ clone: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: clone.appendingPathComponent(".git/hooks").path)) ?? []
        return names.filter { !$0.hasSuffix(".sample") }.sorted()
    }

    @Test func theCommittedSymlinkAndStagingFolderAttackPlantsNothing() throws {
        let ws = try Workspace()
        let origin = ws.url.appendingPathComponent("origin")
        let fm = FileManager.default
        try fm.createDirectory(at: origin.appendingPathComponent("tours"), withIntermediateDirectories: true)
        try fm.copyItem(at: Self.root.appendingPathComponent("tours/finite"), to: origin.appendingPathComponent("tours/finite"))
        try fm.removeItem(at: origin.appendingPathComponent("tours/finite/tests"))
        #expect(try git(["init", "-q", "."], in: origin) == 0)
        let first = try TourcProcess.run(["build", "tours", "--output", "build/tours"], in: origin)
        #expect(first.status == 0, "\(first.stderr)")

        // The attack, exactly as the issue gives it.
        try fm.createSymbolicLink(atPath: origin.appendingPathComponent("build/tours/demo").path, withDestinationPath: "../../.git/hooks")
        let staging = origin.appendingPathComponent("build/tours/.tourc-staging-1-1")
        try ws.write("origin/build/tours/.tourc-staging-1-1/.tourc-commit", "")
        try ws.write("origin/build/tours/.tourc-staging-1-1/demo/post-checkout", "#!/bin/sh\ntouch \"$(git rev-parse --git-dir)/../PWNED\"\n")
        #expect(chmod(staging.appendingPathComponent("demo/post-checkout").path, 0o755) == 0)
        // Even a genuine marker, made on this machine in this boot by this user for the origin's
        // folder, does not survive the clone: the folders' inode numbers differ.
        let rootFD = open(origin.appendingPathComponent("build/tours").path, O_RDONLY | O_DIRECTORY)
        let folderFD = open(staging.path, O_RDONLY | O_DIRECTORY)
        #expect(StagingOwner.current(output: rootFD, folder: folderFD)?.write(into: folderFD) == nil)
        close(rootFD)
        close(folderFD)
        #expect(try git(["add", "-A", "-f", "."], in: origin) == 0)
        #expect(try git(["commit", "-q", "-m", "tours"], in: origin) == 0)

        let clone = ws.url.appendingPathComponent("clone")
        #expect(try git(["clone", "-q", origin.path, clone.path], in: ws.url) == 0)
        // The clone did get the pieces.
        #expect((try? fm.destinationOfSymbolicLink(atPath: clone.appendingPathComponent("build/tours/demo").path)) == "../../.git/hooks")
        #expect(fm.fileExists(atPath: clone.appendingPathComponent("build/tours/.tourc-staging-1-1/.tourc-commit").path))
        let before = hooks(clone)

        let verify = try TourcProcess.run(["build", "tours", "--output", "build/tours", "--verify"], in: clone)
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stderr.contains("warning[TOUR4006]"))
        #expect(!verify.stderr.contains("killed while moving"))

        let build = try TourcProcess.run(["build", "tours", "--output", "build/tours"], in: clone)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("warning[TOUR4006]"))
        #expect(build.stderr.contains(".tourc-staging-1-1"))
        #expect(hooks(clone) == before)
        #expect(!fm.fileExists(atPath: clone.appendingPathComponent(".git/hooks/post-checkout").path))

        // The next checkout runs no planted hook.
        #expect(try git(["checkout", "-q", "-b", "other"], in: clone) == 0)
        #expect(!fm.fileExists(atPath: clone.appendingPathComponent("PWNED").path))
    }

    /// The clone's app folder itself is a link into `.git/hooks`: the build refuses to write
    /// through it (TOUR4002 naming the link) and plants nothing there.
    @Test func aSymlinkedAppFolderIsNotWrittenThrough() throws {
        let ws = try Workspace()
        let fm = FileManager.default
        let repo = ws.url.appendingPathComponent("repo")
        try fm.createDirectory(at: repo.appendingPathComponent("tours"), withIntermediateDirectories: true)
        try fm.copyItem(at: Self.root.appendingPathComponent("tours/finite"), to: repo.appendingPathComponent("tours/finite"))
        try fm.removeItem(at: repo.appendingPathComponent("tours/finite/tests"))
        #expect(try git(["init", "-q", "."], in: repo) == 0)
        try fm.createDirectory(at: repo.appendingPathComponent("build/tours"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: repo.appendingPathComponent("build/tours/finite").path, withDestinationPath: "../../.git/hooks")
        let before = hooks(repo)
        let build = try TourcProcess.run(["build", "tours", "--output", "build/tours"], in: repo)
        #expect(build.status != 0)
        #expect(build.stderr.contains("error[TOUR4002]"))
        #expect(build.stderr.contains("symbolic link build/tours/finite"))
        #expect(hooks(repo) == before)
    }

    /// A staging folder that is a link (to a folder holding a complete killed commit): the
    /// build warns and moves nothing out of it.
    @Test func aSymlinkedStagingFolderIsNotFollowed() throws {
        let ws = try Workspace([
            "bait/.tourc-commit": "",
            "bait/planted/evil.sh": "#!/bin/sh\n",
        ])
        let fm = FileManager.default
        try fm.createDirectory(at: ws.url.appendingPathComponent("tours"), withIntermediateDirectories: true)
        try fm.copyItem(at: Self.root.appendingPathComponent("tours/finite"), to: ws.url.appendingPathComponent("tours/finite"))
        try fm.removeItem(at: ws.url.appendingPathComponent("tours/finite/tests"))
        try fm.createDirectory(at: ws.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: ws.url.appendingPathComponent("out/.tourc-staging-9-9").path, withDestinationPath: "../bait")
        let build = try TourcProcess.run(["build", "tours", "--output", "out"], in: ws.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("warning[TOUR4006]"))
        #expect(!fm.fileExists(atPath: ws.url.appendingPathComponent("out/planted").path))
        #expect(fm.fileExists(atPath: ws.url.appendingPathComponent("bait/planted/evil.sh").path))
    }
}
