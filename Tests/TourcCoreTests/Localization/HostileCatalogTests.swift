import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// Any catalog or `.strings` table is survivable: refused with a located diagnostic, never a
/// trap, and a catalog that cannot be read is never rewritten.
@Suite struct HostileCatalogTests {
    static let hostile: [[UInt8]] = [
        [], Array("null".utf8), Array("\"text\"".utf8), Array("[]".utf8), Array("{".utf8), Array("}".utf8),
        Array(repeating: UInt8(ascii: "["), count: 100_000), [0xFF, 0xFE, 0x00], [0xEF, 0xBB, 0xBF] + Array("{}".utf8),
        Array("{\"sourceLanguage\":1e999,\"strings\":{\"k\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":\"%99999999999999999999$@ %\"}}}}}}".utf8),
        Array("{\"sourceLanguage\":\"en\",\"strings\":{\"\":{\"localizations\":{\"\":{}}}}}".utf8),
        Array("{'a': 1}".utf8), Array("{\"a\": \"\\u0000\\ud800\"}".utf8), Array("{\"a\":\t1}\n# c".utf8),
    ]

    @Test func readingNeverTraps() {
        for bytes in Self.hostile {
            var diagnostics = DiagnosticCollector()
            let catalog = StringCatalog.read(bytes, file: "c.xcstrings", diagnostics: &diagnostics)
            if catalog == nil { #expect(diagnostics.hasErrors, "refused without a diagnostic: \(bytes.prefix(40))") }
            for d in diagnostics.diagnostics where d.severity == .error { #expect(d.span != nil, "\(d.message)") }
            if let catalog { _ = CatalogWriter.render(catalog.root) }
        }
    }

    @Test func checkAndSyncSurviveEveryOne() throws {
        for bytes in Self.hostile {
            let fixture = try CheckFixture(LocalizationCheckTests.files(catalog: nil))
            defer { try? FileManager.default.removeItem(at: fixture.root) }
            let path = fixture.root.appendingPathComponent("demo/demo.xcstrings")
            try Data(bytes).write(to: path)
            _ = Checker(jobs: 1).check(paths: [fixture.root.path])
            let report = StringsDriver().sync([fixture.root.path])
            if report.synced.isEmpty { #expect(try Data(contentsOf: path) == Data(bytes), "an unreadable catalog was rewritten") }
        }
    }

    @Test func stringsTablesNeverTrap() {
        for text in ["\"a", "\"a\" = ", "\"a\" = \"b\"", "/* open", "\"\\U\" = \"\\UD800\";", "=;", "\"a\" = \"b\";;"] {
            _ = StringsFile.parse(Array(text.utf8))
        }
        _ = StringsFile.parse([0xFF, 0xFE, 0x22, 0x00])
        _ = StringsFile.parse([0xFE, 0xFF, 0x00])
    }
}
