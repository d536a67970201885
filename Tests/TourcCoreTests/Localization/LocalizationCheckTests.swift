import Testing
import TourKit
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore

/// Every localization diagnostic (TOUR37xx) at its marked position: in app.yaml, in a tour, or
/// in the String Catalog (line and column of the JSON).
@Suite struct LocalizationCheckTests {
    typealias F = CheckFixtures

    static func registry(languages: String = "[de]", extra: String = "") -> String {
        F.registry + """

            localization:
              sourceLanguage: en
              languages: \(languages)
              placeholders:
                - {name: appName, description: The app's name, example: Demo}
            \(extra)
            """
    }

    /// A catalog entry: `de` is the raw JSON after `"value" : ` (markers allowed), nil for none.
    static func entry(_ key: String, en: String, de: String?, state: String = "translated") -> String {
        let german = de.map { """
            "de" : {
                      "stringUnit" : {
                        "state" : "\(state)",
                        "value" : \($0)
                      }
                    },
            """ } ?? ""
        return """
                "\(key)" : {
                  "localizations" : {
                    \(german)
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "\(en)" } }
                  }
                }
            """
    }

    static func catalog(_ entries: [String], source: String = "en", labels: Bool = true) -> String {
        let entries = labels && !entries.contains(where: { $0.contains("\"labels.next\"") }) ? entries + labelEntries : entries
        return """
        {
          "sourceLanguage" : "\(source)",
          "strings" : {
        \(entries.joined(separator: ",\n"))
          },
          "version" : "1.0"
        }
        """
    }

    static func files(registry: String = registry(), tour: String = F.tour(), catalog: String?) -> [String: String] {
        var files = F.app(tour: tour, registry: registry)
        if let catalog { files["demo/demo.xcstrings"] = catalog }
        return files
    }

    /// The app-wide default button labels every localized app has (`AppStrings.defaultLabels`).
    static let labelEntries = [
        entry("labels.back", en: "Back", de: "\"Zurück\""), entry("labels.dismiss", en: "Dismiss", de: "\"Schließen\""),
        entry("labels.done", en: "Done", de: "\"Fertig\""), entry("labels.next", en: "Next", de: "\"Weiter\""),
        entry("labels.skip", en: "Skip", de: "\"Überspringen\""),
    ]

    static let goodEntries = [
        entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
        entry("intro.welcome.title", en: "Welcome", de: "\"Willkommen\""),
    ] + labelEntries

    @Test func aTranslatedAppChecksClean() throws {
        let fixture = try CheckFixture(Self.files(catalog: Self.catalog(Self.goodEntries)))
        let found = fixture.check()
        #expect(found.isEmpty, "\(found.map { "\(fixture.position(of: $0)) \($0.code.id) \($0.message)" })")
    }

    @Test func badLanguageTags() throws {
        let found = try expectDiagnostics(LocalizationCodes.badLanguageTag, Self.files(
            registry: Self.registry(languages: "[de, 1️⃣gr, 2️⃣pt_BR]"), catalog: Self.catalog(Self.goodEntries)))
        #expect(found.map(\.suggestions) == [["el"], ["pt-BR"]])
    }

    @Test func missingCatalog() throws {
        try expectDiagnostics(LocalizationCodes.catalogMissing, Self.files(registry: Self.registry(languages: "1️⃣[de]"), catalog: nil))
    }

    @Test func catalogNotJSON() throws {
        try expectDiagnostics(LocalizationCodes.catalogNotJSON, Self.files(catalog: """
            {
              1️⃣# a comment
              "sourceLanguage" : "en"
            }
            """))
    }

    @Test func catalogWrongShape() throws {
        try expectDiagnostics(LocalizationCodes.catalogShape, Self.files(catalog: """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "intro.welcome.body" : 1️⃣[],
                "intro.welcome.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : 2️⃣3 } } } }
              },
              "version" : "1.0"
            }
            """))
    }

    @Test func undeclaredLanguage() throws {
        let entries = [
            Self.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            """
                "intro.welcome.title" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
                    1️⃣"fr" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenue" } }
                  }
                }
            """,
        ]
        try expectDiagnostics(LocalizationCodes.undeclaredLanguage, Self.files(catalog: Self.catalog(entries)))
    }

    @Test func sourceLanguageMismatch() throws {
        try expectDiagnostics(LocalizationCodes.sourceLanguageMismatch, Self.files(catalog: "1️⃣" + Self.catalog(Self.goodEntries, source: "de")))
    }

    @Test func missingTranslation() throws {
        try expectDiagnostics(LocalizationCodes.missingTranslation, Self.files(catalog: Self.catalog([
            Self.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            Self.entry("1️⃣intro.welcome.title", en: "Welcome", de: nil).replacingOccurrences(of: "\"1️⃣", with: "1️⃣\""),
        ])))
    }

    @Test func noLanguageTranslatedYetIsOneWarning() throws {
        try expectDiagnostics(LocalizationCodes.missingTranslation, Self.files(
            registry: Self.registry(languages: "[de, 1️⃣fr]"), catalog: Self.catalog(Self.goodEntries)))
    }

    @Test func placeholdersMustMatchTheSource() throws {
        let tour = F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome to {appName}
                body: Hello there.
            """)
        try expectDiagnostics(LocalizationCodes.placeholderMismatch, Self.files(tour: tour, catalog: Self.catalog([
            Self.entry("intro.welcome.body", en: "Hello there.", de: "1️⃣\"Hallo %@.\""),
            Self.entry("intro.welcome.title", en: "Welcome to %@", de: "2️⃣\"Willkommen\""),
        ])))
    }

    @Test func undeclaredPlaceholder() throws {
        let tour = F.tour(steps: """
              - id: welcome
                type: page
                title: 1️⃣Welcome to {appNam}
                body: Hello there.
            """)
        let found = try expectDiagnostics(LocalizationCodes.unknownPlaceholder, Self.files(tour: tour, catalog: nil))
        #expect(found.first?.suggestions == ["{appName}"])
    }

    @Test func translationOverBudget() throws {
        // A page title's budget is 40 in English, 52 in German.
        let long = String(repeating: "Willkommen ", count: 5)
        try expectDiagnostics(LocalizationCodes.translationTooLong, Self.files(catalog: Self.catalog([
            Self.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            Self.entry("intro.welcome.title", en: "Welcome", de: "1️⃣\"\(long)\""),
        ])))
    }

    @Test func textsNameATextOfTheTour() throws {
        let found = try expectDiagnostics(LocalizationCodes.unknownText, Self.files(
            tour: F.tour(extra: "texts:\n  - {text: 1️⃣welcome.titel, key: greeting}"), catalog: nil))
        #expect(found.first?.suggestions == ["welcome.title"])
    }

    @Test func appTablesAndTheirKeys() throws {
        let registry = Self.registry(extra: """
              tables:
                - {name: Localizable, path: Localizable.strings}
                - {name: Missing, path: 1️⃣nowhere/Missing.xcstrings}
            """)
        var files = Self.files(registry: registry, tour: F.tour(extra: """
            texts:
              - {text: welcome.title, key: Onboarding.Welcome.Title, table: Localizable}
              - {text: welcome.body, key: 2️⃣Onboarding.Welcome.Bodyy, table: Localizable}
            """), catalog: nil)
        files["demo/Localizable.strings"] = "\"Onboarding.Welcome.Title\" = \"Welcome\";\n\"Onboarding.Welcome.Body\" = \"Hi\";\n"
        let fixture = try CheckFixture(files)
        let found = fixture.check()
        let positions = found.filter { $0.severity == .error }.map { "\(fixture.position(of: $0)) \($0.code.id)" }.sorted()
        #expect(positions == ["demo/app.yaml:\(fixture.files["demo/app.yaml"]!.markers["1️⃣"]!.line):\(fixture.files["demo/app.yaml"]!.markers["1️⃣"]!.column) TOUR3714",
                              "demo/intro.yaml:\(fixture.files["demo/intro.yaml"]!.markers["2️⃣"]!.line):\(fixture.files["demo/intro.yaml"]!.markers["2️⃣"]!.column) TOUR3713"])
        #expect(found.first { $0.code == LocalizationCodes.unknownTableKey }?.suggestions.first == "Onboarding.Welcome.Body")
    }

    @Test func unknownTable() throws {
        let found = try expectDiagnostics(LocalizationCodes.unknownTable, Self.files(
            tour: F.tour(extra: "texts:\n  - {text: welcome.title, key: X, table: 1️⃣Localizabel}"),
            catalog: nil).merging(["demo/app.yaml": Self.registry(extra: "  tables:\n    - {name: Localizable, path: L.strings}"),
                                   "demo/L.strings": "\"X\" = \"Welcome\";\n"]) { $1 })
        #expect(found.first?.suggestions == ["Localizable"])
    }

    @Test func oneKeyForTwoDifferentTexts() throws {
        try expectDiagnostics(LocalizationCodes.keyClash, Self.files(
            tour: F.tour(extra: "texts:\n  - 1️⃣{text: welcome.body, key: intro.welcome.title}"), catalog: nil))
    }

    @Test func needsReview() throws {
        try expectDiagnostics(LocalizationCodes.needsReview, Self.files(catalog: Self.catalog([
            Self.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            Self.entry("intro.welcome.title", en: "Welcome", de: "1️⃣\"Willkommen\"", state: "needs_review"),
        ])))
    }

    @Test func catalogOutOfDate() throws {
        let tour = F.tour(steps: """
              - id: welcome
                type: page
                title: 1️⃣Welcome back
                body: Hello there.
            """)
        try expectDiagnostics(LocalizationCodes.catalogOutOfDate, Self.files(tour: tour, catalog: Self.catalog(Self.goodEntries)))
    }

    @Test func duplicateCatalogKeysAreLocated() throws {
        let text = Self.catalog(Self.goodEntries + [Self.entry("1️⃣intro.welcome.title", en: "Welcome", de: "\"Willkommen\"").replacingOccurrences(of: "\"1️⃣", with: "1️⃣\"")])
        try expectDiagnostics(YAMLCodes.duplicateKey, Self.files(catalog: text))
    }
}

/// Emphasis and links in bodies and in their translations.
@Suite struct LocalizationMarkdownCheckTests {
    typealias L = LocalizationCheckTests

    @Test func badMarkdownInATourBodyEvenWithoutLocalization() throws {
        let tour = CheckFixtures.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                body: 1️⃣Open **Settings to start.
            """)
        try expectDiagnostics(LocalizationCodes.badMarkdown, CheckFixtures.app(tour: tour))
    }

    /// With `localization`, the bodies are checked from the texts the app's strings collected
    /// (in tour-id order), without it by walking the tours: both emit in the scope's order of
    /// tours (here `zulu` before `alpha`), each tour's texts in order, before any other
    /// localization check (the report sorts by position, but keeps this order at one position).
    @Test func badMarkdownIsEmittedInTheScopesOrderWithOrWithoutLocalization() throws {
        func located<T: Decodable>(_ type: T.Type, _ yaml: String, _ file: String) throws -> Located<T> {
            var d = DiagnosticCollector()
            let document = try #require(YAMLLoader.load(Array(yaml.utf8), file: file, diagnostics: &d).first)
            return Located(value: try YAMLNodeDecoder().decode(T.self, from: document), document: document, relativePath: file)
        }
        func tour(_ id: String) throws -> Located<Tour> {
            try located(Tour.self, CheckFixtures.tour(id: id, steps: """
                  - id: welcome
                    type: page
                    title: Welcome
                    body: Open **Settings to start.
                  - id: second
                    type: page
                    title: Second
                    body: Read _this.
                """), "demo/\(id).yaml")
        }
        let tours = [try tour("zulu"), try tour("alpha")]
        for registry in [CheckFixtures.registry, L.registry()] {
            let scope = AppScope(id: "demo", registry: try located(AppRegistry.self, registry, "demo/app.yaml"), tours: tours)
            var diagnostics = DiagnosticCollector()
            LocalizationChecks.run(scope, diagnostics: &diagnostics)
            let found = diagnostics.diagnostics.prefix(while: { $0.code == LocalizationCodes.badMarkdown }).map { "\($0.span?.file ?? ""):\($0.span?.range.start.line ?? 0)" }
            #expect(found == ["demo/zulu.yaml:15", "demo/zulu.yaml:19", "demo/alpha.yaml:15", "demo/alpha.yaml:19"])
        }
    }

    @Test func translationsKeepTheirLinksAndParse() throws {
        let tour = CheckFixtures.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                body: Open [settings](myapp://settings) first.
              - id: second
                type: page
                title: Second
                body: Read **this**.
            """)
        let catalog = L.catalog([
            L.entry("intro.second.body", en: "Read **this**.", de: "1️⃣\"Lies **das.\""),
            L.entry("intro.second.title", en: "Second", de: "\"Zweitens\""),
            L.entry("intro.welcome.body", en: "Open [settings](myapp://settings) first.", de: "\"Öffne zuerst die [Einstellungen](myapp://einstellungen).\""),
            L.entry("intro.welcome.title", en: "Welcome", de: "\"Willkommen\""),
        ])
        let fixture = try CheckFixture(L.files(tour: tour, catalog: catalog))
        let found = fixture.check()
        let bad = found.filter { $0.code == LocalizationCodes.badMarkdown }.map(fixture.position)
        #expect(bad == [fixture.marker("1️⃣", in: "demo/demo.xcstrings")], "\(found.map { "\(fixture.position(of: $0)) \($0.message)" })")
        let links = found.filter { $0.code == LocalizationCodes.linkTargetsDiffer }
        #expect(links.count == 1)
        #expect(links.first?.message.contains("links to `myapp://einstellungen`, its source to `myapp://settings`") == true)
    }
}

/// Plural variations against the language's CLDR categories.
@Suite struct LocalizationPluralCheckTests {
    typealias L = LocalizationCheckTests

    @Test func pluralFormsFitTheLanguage() throws {
        let catalog = L.catalog([
            L.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            L.entry("intro.welcome.title", en: "Welcome", de: "\"Willkommen\""),
            """
                "weeks" : {
                  "localizations" : {
                    "de" : { "variations" : { "plural" : 1️⃣{ "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Woche" } }, "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld Wochen" } } } } },
                    "en" : { "variations" : { "plural" : { "zero" : { "stringUnit" : { "state" : "translated", "value" : "no weeks" } }, "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld week" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld weeks" } } } } }
                  }
                }
            """,
        ])
        let found = try expectDiagnostics(LocalizationCodes.pluralCategories, L.files(catalog: catalog))
        #expect(found.first?.message == "the `de` plural forms of `weeks` lack `other` and have `few`, which `de` never uses; `de` uses `one`, `other`")
    }
}

/// Each plural form of a translation is checked like a plain translation, at its own value.
@Suite struct LocalizationPluralFormCheckTests {
    typealias L = LocalizationCheckTests

    @Test func aFormsPlaceholdersAreCheckedAtTheForm() throws {
        let catalog = L.catalog([
            L.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            """
                "intro.welcome.title" : {
                  "localizations" : {
                    "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : 1️⃣"Willkommen %@" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } } } } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } }
                  }
                }
            """,
        ])
        let found = try expectDiagnostics(LocalizationCodes.placeholderMismatch, L.files(catalog: catalog))
        #expect(found.first?.message.hasPrefix("the `de` `one` form of `intro.welcome.title` has `%@`") == true, "\(found.map(\.message))")
    }

    @Test func aFormWithoutAStringUnitIsABadShape() throws {
        let catalog = L.catalog([
            L.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            """
                "intro.welcome.title" : {
                  "localizations" : {
                    "de" : { "variations" : { "plural" : { "one" : 1️⃣"Willkommen", "other" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } } } } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } }
                  }
                }
            """,
        ])
        _ = try expectDiagnostics(LocalizationCodes.catalogShape, L.files(catalog: catalog))
    }

    /// `one` may write the count as a word and leave its placeholder out; `other` may not.
    @Test func onlyTheOtherFormMustUseEveryPlaceholder() throws {
        let tour = L.F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome to {appName}
                body: Hello there.
            """)
        let catalog = L.catalog([
            L.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            """
                "intro.welcome.title" : {
                  "localizations" : {
                    "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : 1️⃣"Willkommen" } } } } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome to %@" } }
                  }
                }
            """,
        ])
        let found = try expectDiagnostics(LocalizationCodes.placeholderMismatch, L.files(tour: tour, catalog: catalog))
        #expect(found.first?.message.hasPrefix("the `de` `other` form of `intro.welcome.title` leaves out {appName}") == true, "\(found.map(\.message))")
    }
}
