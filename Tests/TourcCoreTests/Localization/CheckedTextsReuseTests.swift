import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// `tourc build` writes an app's language files from the texts and catalog its check worked out
/// (`AppTexts`, kept in `BuildDriver.CheckedApp`), not by collecting the texts and reading the
/// catalog a second time (docs/performance-notes.md, "session 10, perf2").
@Suite struct CheckedTextsReuseTests {
    typealias L = LocalizationCheckTests
    typealias Folder = CatalogReadCacheTests.Folder

    /// The German file of the app built from `texts` (nil: the output step works them out).
    static func germanFile(_ decoded: DecodedApp, texts: AppTexts?) -> String? {
        var ir = IRBuilder.build(decoded)
        LocalizedOutput.add(to: &ir, from: decoded, texts: texts)
        return ir.localized?.files.first { $0.language == "de" }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    @Test func theCheckHandsItsTextsAndCatalogToTheOutputStep() throws {
        let folder = try Folder(L.catalog(L.goodEntries))
        var found = DiagnosticCollector()
        let driver = BuildDriver(options: BuildOptions(input: folder.root.path))
        let app = try #require(AppDiscovery.apps(in: folder.root.path, diagnostics: &found).first)
        let checked = driver.checkApp(app, sources: nil)
        let decoded = try #require(checked.decoded)
        let texts = try #require(checked.texts)
        #expect(texts.catalog != nil)
        #expect(texts.strings.texts.contains { $0.id == "intro.welcome.title" })

        // With the catalog gone from the disk, the kept texts still give every translation:
        // the output step read nothing again. Without them it reads the disk and finds none.
        let withCatalog = Self.germanFile(decoded, texts: texts)
        try FileManager.default.removeItem(at: folder.root.appendingPathComponent("demo/demo.xcstrings"))
        #expect(Self.germanFile(decoded, texts: texts) == withCatalog)
        #expect(withCatalog?.contains("\"Willkommen\"") == true)
        #expect(Self.germanFile(decoded, texts: nil)?.contains("Willkommen") == false)
    }

    /// The kept texts give the same bytes as the texts worked out again (tables' sources and all).
    @Test func keptTextsGiveTheSameOutputAsTextsWorkedOutAgain() throws {
        let folder = try Folder(L.catalog(L.goodEntries))
        var found = DiagnosticCollector()
        let app = try #require(AppDiscovery.apps(in: folder.root.path, diagnostics: &found).first)
        let checked = BuildDriver(options: BuildOptions(input: folder.root.path)).checkApp(app, sources: nil)
        let decoded = try #require(checked.decoded)
        var kept = IRBuilder.build(decoded)
        LocalizedOutput.add(to: &kept, from: decoded, texts: checked.texts)
        var again = IRBuilder.build(decoded)
        LocalizedOutput.add(to: &again, from: decoded)
        #expect(kept.bundle.strings.map(\.id) == again.bundle.strings.map(\.id))
        #expect(kept.bundle.strings.map(\.source) == again.bundle.strings.map(\.source))
        #expect(kept.localized?.files.map(\.bytes) == again.localized?.files.map(\.bytes))
    }
}
