import Foundation
import Testing

/// `tourc test` keeps its memory bounded whatever the scenario (issue 20, item 5): a 2 MB scenario
/// (a 2 MB name, 1,000 failing `expect`s) took 5.9 GB, because every message repeated the name
/// and the transcript was held even without `--transcript`. The binary runs as a child whose peak
/// resident memory is read with `wait4`, and must stay under a ceiling.
@Suite("CLI: tourc test memory is bounded")
struct CLITestMemoryTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The ceiling: the run measured 37 MB peak after the fix (debug build), 6.0 GB before.
    static let ceilingKB = 256 * 1024

    struct Measured {
        var status: Int32
        var maxRSSKB: Int
        var stderr: String
    }

    /// Runs tourc with `arguments` (absolute paths), its standard error kept in `directory`; its peak resident set from `wait4`'s rusage
    /// (this child's own, not the test process's other children's).
    static func runMeasured(_ arguments: [String], in directory: URL) throws -> Measured {
        let binary = try #require(TourcProcess.binary)
        let err = directory.appendingPathComponent("stderr.txt").path
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // posix_spawn has no portable working-directory action: callers pass absolute paths.
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary.path, &actions, nil, argv, environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exited = (status & 0x7f) == 0
        let text = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        return Measured(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), maxRSSKB: Int(usage.ru_maxrss), stderr: text)
    }

    /// tours/finite without its scenarios, plus the hostile one.
    private func workspace() throws -> Workspace {
        let ws = try Workspace()
        let app = ws.url.appendingPathComponent("tours/finite")
        try FileManager.default.createDirectory(at: ws.url.appendingPathComponent("tours"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("tours/finite"), to: app)
        try FileManager.default.removeItem(at: app.appendingPathComponent("tests"))
        var text = "name: " + String(repeating: "N", count: 2 * 1024 * 1024 - 40_000) + "\nsteps:\n  - launch\n"
        // After a bare launch no tour shows: every one of these fails.
        text += String(repeating: "  - expect: {showing: {tour: walkthrough}}\n", count: 1000)
        try ws.write("tours/finite/tests/huge.test.yaml", text)
        return ws
    }

    @Test func aTwoMegabyteScenarioWithAThousandFailuresStaysUnderTheCeiling() throws {
        let ws = try workspace()
        let tours = ws.url.appendingPathComponent("tours").path
        let all = try Self.runMeasured(["test", tours + "/finite/tests", "--tours", tours], in: ws.url)
        #expect(all.status == 1)
        let errors = all.stderr.split(separator: "\n").filter { $0.contains("error[TOUR5001]") }
        #expect(errors.count == 1000)
        // The name is clipped in every message.
        #expect(errors.allSatisfy { $0.utf8.count < 400 }, "\(errors.first.map { $0.utf8.count } ?? 0)")
        #expect(all.maxRSSKB < Self.ceilingKB, "peak \(all.maxRSSKB) kB")

        // --max-errors 1 stops at the first failure and says so.
        let one = try Self.runMeasured(["test", tours + "/finite/tests", "--tours", tours, "--max-errors", "1"], in: ws.url)
        #expect(one.status == 1)
        #expect(one.stderr.split(separator: "\n").filter { $0.contains("error[TOUR5001]") }.count == 1)
        #expect(one.stderr.contains("stopped after 1 errors"))
        #expect(one.maxRSSKB < Self.ceilingKB, "peak \(one.maxRSSKB) kB")

        // --transcript still works (and is what holds the run's lines).
        let transcript = try TourcProcess.run(["test", "finite/tests", "--tours", ".", "--transcript", "--max-errors", "2"],
                                              in: ws.url.appendingPathComponent("tours"))
        #expect(transcript.stdout.contains("FAILED: expected `walkthrough` on screen"))
    }
}
