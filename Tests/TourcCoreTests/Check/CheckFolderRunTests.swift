import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// `tourc check` runs the language stage one app folder at a time (releasing each app's documents
/// once it is checked). That must report exactly what one whole-run pass over every document
/// reports, in the same order, whatever the layout and the order of the command-line paths.
@Suite struct CheckFolderRunTests {
    /// The language stage as it was before folder runs: every document kept, one `check(_:)`.
    struct WholeRunLanguageStage: CheckStage {
        var needsAllFiles: Bool { true }
        func check(_ context: CheckContext, diagnostics: inout DiagnosticCollector) {
            LanguageStage().check(context, diagnostics: &diagnostics)
        }
    }

    static func lines(_ report: Checker.Report) -> [String] {
        report.diagnostics.diagnostics.map { d in
            "\(d.span?.file ?? "-"):\(d.span?.range.start.line ?? 0):\(d.span?.range.start.column ?? 0) \(d.code.id) \(d.message)"
        }
    }

    /// The bundled tours plus copies that break references and ids, tours outside app folders,
    /// a tour in an app's sub-folder (it sorts between that app's files) and an app without a
    /// registry.
    static func makeCorpus() throws -> URL {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("tourc-folders-\(UUID().uuidString)")
        let tours = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours")
        try manager.copyItem(at: tours, to: root)
        let walkthrough = root.appendingPathComponent("finite/walkthrough.yaml")
        let text = try String(contentsOf: walkthrough, encoding: .utf8)
        for copy in ["finite/walkthrough_copy.yaml", "omnisite/walkthrough.yaml", "stray.yaml",
                     "carrier-wave/extra/walkthrough.yaml", "orphans/walkthrough.yaml", "ops/zz_walkthrough.yaml"] {
            let url = root.appendingPathComponent(copy)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test(arguments: [1, 2])
    func folderRunsMatchOneWholeRun(jobs: Int) throws {
        let root = try Self.makeCorpus()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path
        let orders: [[String]] = [
            [path],
            [path + "/ops/zz_walkthrough.yaml", path + "/finite", path + "/ops/app.yaml", path + "/stray.yaml"],
            [path + "/omnisite/walkthrough.yaml", path + "/carrier-wave/extra", path + "/orphans"],
        ]
        for paths in orders {
            let folderByFolder = Checker(jobs: jobs).check(paths: paths)
            let whole = Checker(stages: [SchemaStage(), WholeRunLanguageStage()], jobs: jobs).check(paths: paths)
            #expect(Self.lines(folderByFolder) == Self.lines(whole))
            #expect(folderByFolder.files == whole.files)
            #expect(folderByFolder.diagnostics.diagnostics.contains { $0.code.id.hasPrefix("TOUR3") })
        }
    }

    @Test func foldersCompleteAtTheirLastFile() {
        let files = ["t/a/app.yaml", "t/a/sub/x.yaml", "t/a/z.yaml", "t/b.yaml"]
        var batches = FolderBatches(files: files, enabled: true)
        var completed: [String] = []
        for (index, path) in files.enumerated() {
            batches.add(LoadedFile(path: path, documents: [], hasLoadErrors: false), loadedIndex: index)
            if let done = batches.complete(at: index) {
                completed.append("\(done.folder)@\(done.order):\(done.files.map(\.path).joined(separator: ","))")
            }
        }
        #expect(completed == ["t/a/sub@1:t/a/sub/x.yaml", "t/a@0:t/a/app.yaml,t/a/z.yaml", "t@3:t/b.yaml"])
    }
}
