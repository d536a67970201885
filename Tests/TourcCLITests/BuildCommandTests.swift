import Foundation
import Testing

/// `tourc build` end to end: determinism, write safety, --dry-run and --verify.
@Suite("tourc build")
struct BuildCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tours = root.appendingPathComponent("tours")

    /// Every file under `folder` (relative path → bytes).
    static func snapshot(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        let e = FileManager.default.enumerator(atPath: folder.path)
        while let p = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            let full = folder.appendingPathComponent(p).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue {
                out[p] = FileManager.default.contents(atPath: full)
            }
        }
        return out
    }

    /// Copies the bundled tours into `workspace/tours`, creating files in reverse order (so any
    /// dependence on directory order would show).
    static func copyTours(into workspace: Workspace) throws -> URL {
        let target = workspace.url.appendingPathComponent("tours")
        let files = snapshot(tours).sorted { $0.key > $1.key }
        for (path, data) in files {
            let file = target.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return target
    }

    @Test func outputIsByteIdenticalWhateverCwdLocaleTimeZoneJobsAndFileOrder() throws {
        let ws = try Workspace()
        let outA = ws.url.appendingPathComponent("a")
        let outB = ws.url.appendingPathComponent("b")
        let first = try TourcProcess.run(["build", "tours", "--output", outA.path, "--jobs", "1", "--editor-schemas", "always"],
                                         in: Self.root, environment: ["LANG": "C", "LC_ALL": "C", "TZ": "UTC"])
        #expect(first.status == 0, "\(first.stderr)")
        let copied = try Self.copyTours(into: ws)
        let second = try TourcProcess.run(
            ["build", copied.path + "/", "--output", "../b", "--jobs", "4", "--editor-schemas", "always"],
            in: ws.url.appendingPathComponent("tours"),
            environment: ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Pacific/Kiritimati"])
        #expect(second.status == 0, "\(second.stderr)")
        let a = Self.snapshot(outA), b = Self.snapshot(outB)
        #expect(a.count == 20)  // per app: JSON bundle, Swift, editor schema, and German texts (all five apps have a catalog)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, data) in a { #expect(b[path] == data, "\(path) differs between runs") }
    }

    @Test func unchangedFilesKeepTheirMtimeAndASecondBuildWritesNothing() throws {
        let ws = try Workspace()
        let out = ws.url.appendingPathComponent("out")
        _ = try TourcProcess.run(["build", Self.tours.path, "--output", out.path, "--editor-schemas", "always"])
        let past = Date(timeIntervalSince1970: 1_000_000)
        for path in Self.snapshot(out).keys {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: out.appendingPathComponent(path).path)
        }
        // The default (`existing`) keeps the schemas the first build wrote, unchanged.
        let again = try TourcProcess.run(["build", Self.tours.path, "--output", out.path])
        #expect(again.status == 0)
        #expect(again.stderr.contains("0 written, 20 unchanged"), "\(again.stderr)")
        for path in Self.snapshot(out).keys {
            let attributes = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(path).path)
            #expect(attributes[.modificationDate] as? Date == past, "\(path) was rewritten")
        }
    }

    @Test func aFailingBuildWritesNothingAndRemovesNothing() throws {
        let ws = try Workspace()
        let input = try Self.copyTours(into: ws)
        let out = ws.url.appendingPathComponent("out")
        let ok = try TourcProcess.run(["build", input.path, "--output", out.path])
        #expect(ok.status == 0)
        let before = Self.snapshot(out)
        // Change one app's content and break another: nothing at all may be written.
        let intro = input.appendingPathComponent("carrier-wave/intro.yaml")
        var text = try String(contentsOf: intro, encoding: .utf8)
        text = text.replacingOccurrences(of: "name:", with: "name: Changed\nxname:", options: [], range: text.range(of: "name:"))
        try Data(text.utf8).write(to: intro)
        try Data("id: [unclosed\n".utf8).write(to: input.appendingPathComponent("finite/broken.yaml"))
        try Data("keep me\n".utf8).write(to: out.appendingPathComponent("finite/notes.txt"))
        let failed = try TourcProcess.run(["build", input.path, "--output", out.path])
        #expect(failed.status == 1, "\(failed.stderr)")
        var after = Self.snapshot(out)
        #expect(after.removeValue(forKey: "finite/notes.txt") == Data("keep me\n".utf8))
        #expect(after == before)
        let fresh = ws.url.appendingPathComponent("fresh")
        _ = try TourcProcess.run(["build", input.path, "--output", fresh.path])
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test func dryRunAndVerifyReportWithoutWriting() throws {
        let ws = try Workspace()
        let out = ws.url.appendingPathComponent("out")
        let dry = try TourcProcess.run(["build", Self.tours.path, "--output", out.path, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stderr.contains("would create \(out.path)/finite/finite.json"), "\(dry.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let missing = try TourcProcess.run(["build", Self.tours.path, "--output", out.path, "--verify"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("TOUR4003"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))

        _ = try TourcProcess.run(["build", Self.tours.path, "--output", out.path])
        let fresh = try TourcProcess.run(["build", Self.tours.path, "--output", out.path, "--verify"])
        #expect(fresh.status == 0, "\(fresh.stderr)")
        try Data("edited by hand\n".utf8).write(to: out.appendingPathComponent("ops/ops.json"))
        let stale = try TourcProcess.run(["build", Self.tours.path, "--output", out.path, "--verify"])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("differs: \(out.path)/ops/ops.json"), "\(stale.stderr)")
        // The advice is the command that makes --verify pass, with the same folders.
        #expect(stale.stderr.contains("run `tourc build \(Self.tours.path) --output \(out.path)`"), "\(stale.stderr)")
        #expect(FileManager.default.contents(atPath: out.appendingPathComponent("ops/ops.json").path) == Data("edited by hand\n".utf8))

        let both = try TourcProcess.run(["build", "--dry-run", "--verify"])
        #expect(both.status == 64)
    }
}

@Suite("tourc build: inputs that cannot be built")
struct BuildCommandInputTests {
    @Test func emptyAndMultiDocumentFilesAreErrors() throws {
        let ws = try Workspace([
            "tours/demo/app.yaml": "id: demo\nname: Demo\n",
            "tours/demo/empty.yaml": "# nothing here\n",
            "tours/demo/two.yaml": "id: two\n---\nid: three\n",
        ])
        let out = ws.url.appendingPathComponent("out")
        let result = try TourcProcess.run(["build", "tours", "--output", out.path], in: ws.url)
        #expect(result.status == 1)
        // The language checks name both files (TOUR3003/3004); without them the build's own
        // TOUR4005 does (WriteBuildDriverTests).
        #expect(result.stderr.contains("empty.yaml") && result.stderr.contains("two.yaml"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func missingInputFolderIsAToolError() throws {
        let ws = try Workspace()
        let result = try TourcProcess.run(["build", "no-such-folder"], in: ws.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("TOUR9001"))
    }
}
