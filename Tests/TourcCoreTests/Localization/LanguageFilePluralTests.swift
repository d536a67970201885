import Testing
@testable import TourcCore

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
}
