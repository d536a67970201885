import Foundation
import Testing
import TourKit
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore

/// The four bundled apps (tours/ at the package root) and the fixtures' base app check clean.
@Suite struct CheckBundledToursTests {
    @Test func bundledToursHaveNoDiagnostics() throws {
        let tours = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent("tours").path
        let report = Checker(jobs: 2).check(paths: [tours])
        #expect(report.files.count >= 22)
        // Accepted warnings are the author's decision, each with its reason (Meshtastic's own tip
        // texts are longer than a tooltip's budget); nothing else may be reported.
        let unaccepted = report.diagnostics.diagnostics.filter { $0.acceptance == nil }
        #expect(unaccepted.isEmpty,
                "\(unaccepted.map { "\($0.span?.file ?? ""):\($0.span?.range.start.line ?? 0) \($0.code.id) \($0.message)" })")
    }

    @Test func decodedAppsCanBeCheckedDirectly() throws {
        let files = CheckFixtures.app(tour: CheckFixtures.tour(extra: "when: [hasPhase]"))
        let fixture = try CheckFixture(files)
        var load = DiagnosticCollector()
        func located<T: Decodable & Sendable>(_ path: String, _ type: T.Type) throws -> Located<T> {
            let text = try #require(fixture.files[path]).text
            let document = try #require(YAMLLoader.load(Array(text.utf8), file: path, diagnostics: &load).first)
            return Located(value: try YAMLNodeDecoder().decode(T.self, from: document), document: document, relativePath: path)
        }
        let app = DecodedApp(id: "demo", registry: try located("demo/app.yaml", AppRegistry.self),
                             tours: [try located("demo/intro.yaml", Tour.self)])
        var diagnostics = DiagnosticCollector()
        LanguageStage.check(app, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.code) == [LanguageCodes.unknownCondition])
        _ = fixture.check()  // removes the folder
    }

    @Test func fixtureBaseAppIsClean() throws {
        let diagnostics = try CheckFixture(CheckFixtures.app()).check()
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.span?.range.start.line ?? 0) \($0.code.id) \($0.message)" })")
    }
}
