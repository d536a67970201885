import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// A build killed at any rename of its commit: `--verify` notices, and the next build finishes
/// the killed commit, so every app's JSON and Swift are from one build again (docs/output.md,
/// "Killed builds"). The kill is injected before each rename in turn (`BuildDriver.beforeRename`):
/// nothing after it runs and the staging folder's lock is let go, as the kernel does for a
/// killed process.
@Suite("Write: crash consistency")
struct WriteCrashConsistencyTests {
    /// tours/ copied, optionally with two apps edited so both their JSON and Swift change.
    private func tours(in dir: WriteTempDir, edited: Bool) throws {
        let root = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours")
        for app in ["finite", "ops"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(app).path) where name.hasSuffix(".yaml") {
                var text = try String(contentsOf: root.appendingPathComponent("\(app)/\(name)"), encoding: .utf8)
                if edited {
                    // Shipped text (authoring notes are left out of the output, so editing one changes nothing).
                    text = text.replacingOccurrences(of: "title: Your Life in Weeks", with: "title: Your Life, in Weeks")
                        .replacingOccurrences(of: "title: \"Built for the Field\"", with: "title: \"Built for Field Crews\"")
                }
                dir.write("tours/\(app)/\(name)", text)
            }
        }
    }

    /// Counts the commit's renames and stops it at the `killAt`th.
    final class Kill: @unchecked Sendable {
        let killAt: Int
        private let lock = NSLock()
        private var done: [String] = []
        init(at killAt: Int) { self.killAt = killAt }
        var renamed: [String] { lock.withLock { done } }

        func beforeRename(_ path: String) -> Bool {
            lock.withLock {
                guard done.count < killAt else { return false }
                done.append(path)
                return true
            }
        }
    }

    private func build(_ dir: WriteTempDir, mode: BuildOptions.Mode = .write, kill: Kill? = nil) -> BuildReport {
        var driver = BuildDriver(options: BuildOptions(input: dir.file("tours"), output: dir.file("out"), mode: mode))
        if let kill { driver.beforeRename = { kill.beforeRename($0) } }
        return driver.run()
    }

    /// The output's files (not the staging folders) and their bytes.
    private func output(_ dir: WriteTempDir) -> [String: String] {
        var files: [String: String] = [:]
        for path in dir.listing() where path.hasPrefix("out/") && !path.contains(".tourc-staging-") {
            files[path] = dir.read(path)
        }
        return files
    }

    /// The content hash a file states (`"contentHash": "…"` or `contentHash: "…"`).
    private func hash(_ text: String?) -> String? {
        guard let text, let range = text.range(of: #"contentHash"?: "[0-9a-f]{64}""#, options: .regularExpression) else { return nil }
        return String(text[range].suffix(65).dropLast())
    }

    @Test func aBuildKilledAtAnyRenameIsFinishedByTheNextBuild() throws {
        // The reference: the edited tours built into a fresh folder.
        let reference = WriteTempDir()
        try tours(in: reference, edited: true)
        #expect(!build(reference).diagnostics.hasErrors)
        let expected = output(reference)

        // How many renames the commit over the old output makes.
        let probe = WriteTempDir()
        try tours(in: probe, edited: false)
        #expect(!build(probe).diagnostics.hasErrors)
        try tours(in: probe, edited: true)
        let all = Kill(at: Int.max)
        #expect(!build(probe, kill: all).diagnostics.hasErrors)
        let renames = all.renamed
        #expect(renames == ["finite/FiniteTours.swift", "finite/finite.json", "ops/OPSTours.swift", "ops/ops.json"])
        #expect(output(probe) == expected)

        var sawMixedPair = false
        for k in 0..<renames.count {
            let dir = WriteTempDir()
            try tours(in: dir, edited: false)
            #expect(!build(dir).diagnostics.hasErrors)
            let old = output(dir)
            try tours(in: dir, edited: true)
            _ = build(dir, kill: Kill(at: k))

            // Killed after k renames: exactly the first k files are new.
            for (i, path) in renames.enumerated() {
                let now = dir.read("out/\(path)")
                #expect(now == (i < k ? expected["out/\(path)"] : old["out/\(path)"]), "after \(k) renames: \(path)")
            }
            if dir.read("out/finite/FiniteTours.swift").map(hash) != dir.read("out/finite/finite.json").map(hash) { sawMixedPair = true }

            // `--verify` (which never writes) reports it, saying why.
            let verify = build(dir, mode: BuildOptions.Mode.verify)
            let stale = try #require(verify.diagnostics.diagnostics.first { $0.code == OutputCodes.staleOutput })
            #expect(stale.notes.contains { $0.contains("killed") })

            // The next build (with nothing new to write) finishes the killed commit.
            let next = build(dir)
            #expect(!next.diagnostics.hasErrors)
            #expect(output(dir) == expected, "after a kill at rename \(k)")
            #expect(!dir.listing().contains { $0.contains(".tourc-staging-") })
            for app in ["finite/FiniteTours.swift": "finite/finite.json", "ops/OPSTours.swift": "ops/ops.json"] {
                #expect(hash(dir.read("out/\(app.key)")) != nil && hash(dir.read("out/\(app.key)")) == hash(dir.read("out/\(app.value)")))
            }
        }
        #expect(sawMixedPair, "some kill point must leave a mixed pair for the next build to mend")
    }

    /// A first build killed before the app folder moved in: the folder moves in whole later.
    @Test func aFirstBuildKilledBeforeItsFolderRenamesIsFinished() throws {
        let reference = WriteTempDir()
        try tours(in: reference, edited: false)
        #expect(!build(reference).diagnostics.hasErrors)

        let dir = WriteTempDir()
        try tours(in: dir, edited: false)
        _ = build(dir, kill: Kill(at: 1))
        // One app folder moved in whole, the other not at all.
        #expect((dir.read("out/finite/finite.json") != nil) != (dir.read("out/ops/ops.json") != nil))
        #expect((dir.read("out/finite/finite.json") != nil) == (dir.read("out/finite/FiniteTours.swift") != nil))
        #expect(!build(dir).diagnostics.hasErrors)
        #expect(output(dir) == output(reference))
    }
}
