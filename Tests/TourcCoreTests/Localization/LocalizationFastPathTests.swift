import Testing
import TourcDiagnostics
@testable import TourcCore

/// The shortcuts that make a check of 64 languages cheap (docs/performance-notes.md, issue 23)
/// give the answers the full readers give.
@Suite struct LocalizationFastPathTests {
    typealias L = LocalizationCheckTests

    @Test func placeholderNamesAreReadAsBytes() {
        #expect(Placeholders.names(in: "Grüße von {appName} 👋🏽 an {x1_y}, {appName}") == ["appName", "x1_y"])
        #expect(Placeholders.names(in: "{Äpfel} {1st} {} {a b} {a-b} {ok}") == ["ok"])
        #expect(Placeholders.names(in: "no braces at all — ünïcödé") == [])
        #expect(Placeholders.names(in: "{{appName}}") == ["appName"])
        #expect(Placeholders.names(in: "{open {appName}") == ["appName"])
    }

    @Test func textsWithoutSpecifiersAreTheirOwnCatalogSpelling() {
        #expect(Placeholders.toCatalog("Willkommen – schön, dass du da bist", order: []) == "Willkommen – schön, dass du da bist")
        #expect(Placeholders.fromCatalog("Ни одного спецификатора", order: []).success == "Ни одного спецификатора")
        // and with them, the full conversion still runs
        #expect(Placeholders.toCatalog("100% {appName}", order: ["appName"]) == "100%% %@")
        #expect(Placeholders.fromCatalog("100%% %@", order: ["appName"]).success == "100% {appName}")
    }

    @Test func markdownWithoutMarkersHasNoLinksAndNoProblem() {
        #expect(MarkdownSubset.links(in: "Plain text, (parentheses) and ] brackets.") == .success([]))
        #expect(MarkdownSubset.links(in: "Ein *offener Marker") != .success([]))
        #expect(MarkdownSubset.links(in: "[Einstellungen](app://settings)") == .success(["app://settings"]))
    }

    /// The budget is counted in characters; bytes only decide whether to count. A German title
    /// may have 52 characters (40 × 1.3): 52 `Ü` (104 bytes) pass, 53 do not.
    @Test func budgetsCountCharactersNotBytes() throws {
        let fits = String(repeating: "Ü", count: 52), over = String(repeating: "Ü", count: 53)
        let clean = try CheckFixture(L.files(catalog: L.catalog([
            L.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            L.entry("intro.welcome.title", en: "Welcome", de: "\"\(fits)\""),
        ])))
        #expect(clean.check().isEmpty, "\(clean.check().map(\.message))")
        try expectDiagnostics(LocalizationCodes.translationTooLong, L.files(catalog: L.catalog([
            L.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            L.entry("intro.welcome.title", en: "Welcome", de: "1️⃣\"\(over)\""),
        ])))
    }

    /// `tourc check` reads a catalog without keeping its JSON (it never writes it back): the
    /// entries are the same as a sync's read.
    @Test func aCheckReadsTheSameEntriesWithoutTheJSON() throws {
        let text = L.catalog(L.goodEntries)
        var d1 = DiagnosticCollector(), d2 = DiagnosticCollector()
        let full = try #require(StringCatalog.read(Array(text.utf8), file: "c.xcstrings", diagnostics: &d1))
        let lean = try #require(StringCatalog.read(Array(text.utf8), file: "c.xcstrings", keepingJSON: false, diagnostics: &d2))
        #expect(lean.entries.keys.sorted() == full.entries.keys.sorted())
        for (key, entry) in full.entries {
            #expect(lean.entries[key]?.units.mapValues(\.value) == entry.units.mapValues(\.value))
            #expect(lean.entries[key]?.units.mapValues(\.state) == entry.units.mapValues(\.state))
        }
        #expect(full.root.members?.isEmpty == false)
    }
}
