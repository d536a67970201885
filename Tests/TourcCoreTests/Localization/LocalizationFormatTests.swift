import Testing
import TourKitRuntime
import TourcDiagnostics
@testable import TourcCore

/// The String Catalog's bytes as Xcode writes them, its key order, placeholders both ways,
/// language tags and `.strings` tables.
@Suite struct LocalizationFormatTests {
    @Test func writesXcodeFormatting() {
        let root = CatalogJSON.object([
            ("version", .string("1.0")),
            ("strings", .object([
                ("b.step10", .object([("localizations", .object([("en", .object([("stringUnit", .object([("value", .string("Hi / \"you\"\n")), ("state", .string("translated"))]))]))])), ("comment", .string("c"))])),
                ("B.step2", .object([])),
                ("a", .object([("shouldTranslate", .bool(false)), ("x", .array([])), ("n", .number("1.50"))])),
            ])),
            ("sourceLanguage", .string("en")),
        ])
        let text = String(decoding: CatalogWriter.render(root), as: UTF8.self)
        #expect(text == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "n" : 1.50,
                  "shouldTranslate" : false,
                  "x" : []
                },
                "B.step2" : {},
                "b.step10" : {
                  "comment" : "c",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hi / \\"you\\"\\n"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
    }

    @Test func keyOrderIsFinders() {
        let keys = ["step10", "Step2", "step1", "a.b", "a", "A", "ab", "a_b", "z"]
        #expect(keys.sorted(by: XcodeKeyOrder.precedes) == ["A", "a", "a.b", "a_b", "ab", "step1", "Step2", "step10", "z"])
    }

    @Test func readsBackWhatItWrites() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "k" : {
                  "comment" : "x",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hallo %@"
                      }
                    },
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "1 item" } }
                        }
                      }
                    }
                  },
                  "tool.extra" : [1, true, null]
                }
              },
              "version" : "1.0"
            }

            """
        var diagnostics = DiagnosticCollector()
        let catalog = try #require(StringCatalog.read(Array(text.utf8), file: "c.xcstrings", diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(catalog.entries["k"]?.units["de"]?.value == "Hallo %@")
        #expect(catalog.entries["k"]?.units["en"]?.hasVariations == true)
        // Written back: Xcode's layout (inline objects expanded), every member kept.
        let again = try #require(StringCatalog.read(catalog.bytes, file: "c.xcstrings", diagnostics: &diagnostics))
        #expect(again.root == catalog.root)
        #expect(CatalogWriter.render(again.root) == catalog.bytes)
    }

    @Test(arguments: [
        ("Hello", [String](), "Hello"),
        ("Hi {name}!", ["name"], "Hi %@!"),
        ("{a} and {b}, {a} again: 50%", ["a", "b"], "%1$@ and %2$@, %1$@ again: 50%%"),
        ("{not a name} {x", [], "{not a name} {x"),
    ])
    func placeholdersConvertBothWays(source: String, names: [String], catalog: String) throws {
        #expect(Placeholders.names(in: source) == names)
        #expect(Placeholders.toCatalog(source, order: names) == catalog)
        #expect(try Placeholders.fromCatalog(catalog, order: names).get() == source)
    }

    @Test func translationsMayReorderPositionalPlaceholders() throws {
        #expect(try Placeholders.fromCatalog("%2$@ vor %1$@", order: ["a", "b"]).get() == "{b} vor {a}")
        #expect(throws: Placeholders.BadSpecifier.self) { try Placeholders.fromCatalog("%3$@", order: ["a", "b"]).get() }
        #expect(throws: Placeholders.BadSpecifier.self) { try Placeholders.fromCatalog("%d Schritte", order: []).get() }
        #expect(throws: Placeholders.BadSpecifier.self) { try Placeholders.fromCatalog("100%", order: []).get() }
    }

    @Test func fillingLeavesMissingValuesVisible() {
        let filled = TourPlaceholders.fill("Welcome to {appName}, {user}", ["appName": "Firefox"])
        #expect(filled.text == "Welcome to Firefox, {user}")
        #expect(filled.missing == ["user"])
    }

    @Test func languageTags() {
        for good in ["en", "de-CH", "pt-BR", "zh-Hant-TW", "es-419", "yue", "en-XA", "ar-XB", "sr-Latn"] {
            #expect(LanguageTag.problem(good) == nil, "\(good)")
        }
        #expect(LanguageTag.problem("gr")?.suggestion == "el")
        #expect(LanguageTag.problem("jp")?.suggestion == "ja")
        #expect(LanguageTag.problem("pt_BR")?.suggestion == "pt-BR")
        #expect(LanguageTag.problem("english") != nil)
        #expect(LanguageTag.problem("de-") != nil)
        #expect(LanguageTag.problem("") != nil)
        #expect(LanguageTag.fallbacks("zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(LanguageTag.isRightToLeft("ar-XB") && LanguageTag.isRightToLeft("he") && !LanguageTag.isRightToLeft("de-CH"))
    }

    @Test func stringsFiles() throws {
        let text = """
            /* Onboarding */
            "Onboarding.Welcome.Title" = "Welcome to \\"Firefox\\"";
            // a comment
            "Multi" = "Line\\nbreak \\U00E9";
            """
        let pairs = try StringsFile.parse(Array(text.utf8)).get()
        #expect(pairs.map(\.0) == ["Onboarding.Welcome.Title", "Multi"])
        #expect(pairs.map(\.1) == ["Welcome to \"Firefox\"", "Line\nbreak é"])
        guard case .failure(let problem) = StringsFile.parse(Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8)) else {
            Issue.record("a missing `;` was accepted")
            return
        }
        #expect(problem.line == 2)
    }

    @Test func budgetsScalePerLanguage() {
        #expect(LengthBudget.scaled(40, "de") == 52)
        #expect(LengthBudget.scaled(40, "ja") == 24)
        #expect(LengthBudget.scaled(40, "en-GB") == 40)
    }
}

/// The emphasis-and-links subset of bodies.
@Suite struct MarkdownSubsetTests {
    @Test(arguments: [
        ("Plain text, 5 * 3 and snake_case", [String]()),
        ("Open **Settings** and *then* _Help_", []),
        ("See [the *settings*](https://example.com/a?b=1) or [mail](mailto:a@b.c)", ["https://example.com/a?b=1", "mailto:a@b.c"]),
        ("A \\*literal\\* star and [brackets] alone", []),
        ("Deep link [here](meshtastic://settings)", ["meshtastic://settings"]),
    ])
    func valid(text: String, links: [String]) throws {
        #expect(try MarkdownSubset.links(in: text).get() == links)
    }

    @Test(arguments: [
        ("An **unclosed bold", 3),
        ("*crossed **markers* here**", 9),
        ("[label](settings)", 8),
        ("[label](https://)", 8),
        ("[label](https://a b)", 8),
        ("[label](https://example.com", 7),
    ])
    func invalid(text: String, index: Int) {
        guard case .failure(let problem) = MarkdownSubset.links(in: text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(problem.index == index, "\(problem.message)")
    }
}
