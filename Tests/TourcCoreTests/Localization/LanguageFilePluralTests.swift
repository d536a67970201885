import Testing
@testable import TourcCore
@testable import TourKitRuntime

/// Plural forms in the per-language files `tourc build` writes (docs/localization.md, "Output").
@Suite struct LanguageFilePluralTests {
    @Test func pluralFormsAreAnObjectBesideOneTextKeys() {
        let bytes = LocalizedOutput.languageFile(app: "demo", language: "ru", texts: [
            ("b.count", .plural([("one", "{count} шаг"), ("few", "{count} шага"), ("many", "{count} шагов"), ("other", "{count} шага")])),
            ("a.title", .text("Привет")),
        ])
        #expect(String(decoding: bytes, as: UTF8.self) == """
            {
              "app": "demo",
              "format": 1,
              "language": "ru",
              "texts": {
                "a.title": "Привет",
                "b.count": {
                  "few": "{count} шага",
                  "many": "{count} шагов",
                  "one": "{count} шаг",
                  "other": "{count} шага"
                }
              }
            }

            """)
    }

    /// A repeated id keeps its last entry (as a repeated key of a JSON object does), wherever it
    /// sorts; ids are in UTF-8 byte order (`Z` before `a`, `a.b` before `a.é`).
    @Test func repeatedIdKeepsItsLastEntryAndIdsAreInByteOrder() {
        let bytes = LocalizedOutput.languageFile(app: "demo", language: "de", texts: [
            ("a.b", .text("erst")), ("a.é", .text("e")), ("a.b", .text("zweit")), ("Z.x", .text("z")), ("a.b", .text("dritt")),
        ])
        #expect(String(decoding: bytes, as: UTF8.self) == """
            {
              "app": "demo",
              "format": 1,
              "language": "de",
              "texts": {
                "Z.x": "z",
                "a.b": "dritt",
                "a.é": "e"
              }
            }

            """)
        let first = LocalizedOutput.languageFile(app: "demo", language: "de", texts: [("a", .text("1")), ("a", .text("2")), ("b", .text("3"))])
        #expect(String(decoding: first, as: UTF8.self).contains("\"texts\": {\n    \"a\": \"2\",\n    \"b\": \"3\"\n  }"))
    }
}

/// The runtime's rules (TourKitRuntime) cover exactly the languages whose categories tourc
/// checks, and pick only categories the checked table allows, for every number 0…200.
@Suite struct PluralTablesAgreeTests {
    @Test func sameLanguagesAndOnlyCheckedCategories() {
        #expect(Set(TourKitRuntime.PluralCategory.rules.keys) == Set(PluralRules.table.keys.map { $0.lowercased() }))
        for (language, categories) in PluralRules.table {
            let picked = Set((0...200).map { TourKitRuntime.PluralCategory.of($0, language: language).rawValue })
            #expect(picked.isSubset(of: Set(categories)), "\(language): \(picked.sorted())")
        }
    }
}
