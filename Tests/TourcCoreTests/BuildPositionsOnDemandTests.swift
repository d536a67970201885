import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// A build first loads an app with libyaml's positions as they are and builds it again with exact
/// positions only when anything was reported (`BuildDriver.buildApp`, `positions: .onDemand`). What it
/// reports must be exactly what `tourc check` reports, positions included, even where libyaml's
/// character positions and the exact ones differ (non-ASCII text, trimmed block scalars).
@Suite("Build: positions on demand")
struct BuildPositionsOnDemandTests {
    /// tours/finite with non-ASCII text before the places `edit` breaks.
    private func finite(_ edit: (String) -> String) throws -> WriteTempDir {
        let dir = WriteTempDir()
        let source = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours/finite")
        for name in ["app.yaml", "walkthrough.yaml"] {
            let text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
            // Without `localization:`: an edited text would otherwise (rightly) be out of date in
            // the app's String Catalog, and these tests are about positions.
            let registry = text.components(separatedBy: "\nlocalization:\n")[0] + "\n"
            dir.write("tours/finite/\(name)", name == "app.yaml" ? registry : edit(text))
        }
        return dir
    }

    private func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { d in
            let start = d.span?.range.start, end = d.span?.range.end
            return "\(d.code.id) \(d.span?.file ?? "-"):\(start?.line ?? 0):\(start?.column ?? 0)+\(start?.offset ?? 0)"
                + "-\(end?.line ?? 0):\(end?.column ?? 0)+\(end?.offset ?? 0) \(d.message)"
        }
    }

    @Test(arguments: [
        // A misspelt reference after non-ASCII text: byte offsets and character indexes differ.
        ("Each dot is one week of your life.", "Each dot — 一週 — is one week of your life. ✨",
         "target: grid\n          padding: 16", "target: gird\n          padding: 16"),
        // A warning only (the build succeeds), after a non-ASCII block scalar.
        ("The filled ones are behind you.", "The filled ones — 過去 — are behind you.",
         "title: You Are Here", "title: \"You Are Here \""),
    ])
    func diagnosticsAreCheckExactly(_ edits: (String, String, String, String)) throws {
        let dir = try finite { text in
            text.replacingOccurrences(of: edits.0, with: edits.1).replacingOccurrences(of: edits.2, with: edits.3)
        }
        let check = Checker(jobs: 1).check(paths: [dir.file("tours")])
        #expect(!check.diagnostics.diagnostics.isEmpty, "the edit must be reported")
        let build = BuildDriver(options: BuildOptions(input: dir.file("tours"), output: dir.file("out"), mode: .dryRun)).run()
        #expect(located(build.diagnostics.diagnostics) == located(check.diagnostics.diagnostics))
    }

    @Test func aCleanAppBuildsOnceAndTheSameAsWithExactPositions() throws {
        let dir = try finite { $0.replacingOccurrences(of: "Each dot is one week", with: "Each dot — 一週 — is one week") }
        let options = BuildOptions(input: dir.file("tours"), output: dir.file("out"), mode: .dryRun)
        let driver = BuildDriver(options: options)
        var discovery = DiagnosticCollector()
        let app = try #require(AppDiscovery.apps(in: options.input, diagnostics: &discovery).first)
        let quick = driver.buildApp(app, sources: nil), exact = driver.buildApp(app, sources: nil, positions: .exact)
        let quickFiles = try #require(quick.files), exactFiles = try #require(exact.files)
        #expect(quick.diagnostics.diagnostics.isEmpty && exact.diagnostics.diagnostics.isEmpty)
        #expect(quickFiles.map(\.path) == exactFiles.map(\.path))
        #expect(quickFiles.map(\.bytes) == exactFiles.map(\.bytes))
    }

    /// An app with warnings only (as every app with a `# tourc:accept` has) is emitted once: only
    /// its check runs again with exact positions, and it gives what the exact build gives.
    @Test func anAppWithWarningsOnlyGivesTheExactBuildsFilesAndDiagnostics() throws {
        let dir = try finite {
            $0.replacingOccurrences(of: "The filled ones are behind you.", with: "The filled ones — 過去 — are behind you.")
                .replacingOccurrences(of: "title: You Are Here", with: "title: \"You Are Here \"")
        }
        let options = BuildOptions(input: dir.file("tours"), output: dir.file("out"), mode: .dryRun)
        let driver = BuildDriver(options: options)
        var discovery = DiagnosticCollector()
        let app = try #require(AppDiscovery.apps(in: options.input, diagnostics: &discovery).first)
        #expect(!driver.readInput(app).hasAcceptanceComments, "this path is for apps without acceptance comments")
        let onDemand = driver.buildApp(app, sources: nil), exact = driver.buildApp(app, sources: nil, positions: .exact)
        #expect(!exact.diagnostics.diagnostics.isEmpty && !exact.diagnostics.hasErrors, "the edit must give a warning")
        #expect(!exact.emitReported)
        #expect(located(onDemand.diagnostics.diagnostics) == located(exact.diagnostics.diagnostics))
        let onDemandFiles = try #require(onDemand.files), exactFiles = try #require(exact.files)
        #expect(onDemandFiles.map(\.path) == exactFiles.map(\.path))
        #expect(onDemandFiles.map(\.bytes) == exactFiles.map(\.bytes))
    }

    /// An app with `# tourc:accept` comments (tours/meshtastic, its catalog included) always
    /// reports, so it is checked with exact positions at once: the same files and diagnostics as
    /// the exact build.
    @Test func anAppWithAcceptanceCommentsIsBuiltExactlyOnce() throws {
        let dir = WriteTempDir()
        let source = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours/meshtastic")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".yaml") || name.hasSuffix(".xcstrings") {
            dir.write("tours/meshtastic/\(name)", try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8))
        }
        let options = BuildOptions(input: dir.file("tours"), output: dir.file("out"), mode: .dryRun)
        let driver = BuildDriver(options: options)
        var discovery = DiagnosticCollector()
        let app = try #require(AppDiscovery.apps(in: options.input, diagnostics: &discovery).first)
        #expect(driver.readInput(app).hasAcceptanceComments)
        let onDemand = driver.buildApp(app, sources: nil), exact = driver.buildApp(app, sources: nil, positions: .exact)
        #expect(!exact.diagnostics.diagnostics.isEmpty && exact.diagnostics.diagnostics.allSatisfy { $0.acceptance != nil })
        #expect(located(onDemand.diagnostics.diagnostics) == located(exact.diagnostics.diagnostics))
        let onDemandFiles = try #require(onDemand.files), exactFiles = try #require(exact.files)
        #expect(onDemandFiles.map(\.bytes) == exactFiles.map(\.bytes))
    }
}
