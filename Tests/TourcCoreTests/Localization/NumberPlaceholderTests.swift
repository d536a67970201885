import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// Placeholders declared `type: number` (docs/localization.md, "Number placeholders and plural
/// forms"): `%lld`/`%n$lld` in the catalog both ways, the type checked in every translation
/// (TOUR3723), the source language's plural forms from a tour's `texts:` (TOUR3722, TOUR3724)
/// and the sync writing them as Xcode's `variations.plural`.
@Suite struct NumberPlaceholderConversionTests {
    @Test func oneNumberIsLld() throws {
        #expect(Placeholders.toCatalog("{days} days left", order: ["days"], numbers: ["days"]) == "%lld days left")
        #expect(try Placeholders.fromCatalog("Noch %lld Tage", order: ["days"], numbers: ["days"]).get() == "Noch {days} Tage")
        // Xcode accepts a position on a text's only placeholder; so does tourc.
        #expect(try Placeholders.fromCatalog("Noch %1$lld Tage", order: ["days"], numbers: ["days"]).get() == "Noch {days} Tage")
    }

    @Test func positionsAreSharedWithTextPlaceholders() throws {
        let order = ["appName", "days"]
        let catalog = Placeholders.toCatalog("{appName}: {days} days, 100%", order: order, numbers: ["days"])
        #expect(catalog == "%1$@: %2$lld days, 100%%")
        #expect(try Placeholders.fromCatalog(catalog, order: order, numbers: ["days"]).get() == "{appName}: {days} days, 100%")
        #expect(try Placeholders.fromCatalog("%2$lld Tage in %1$@", order: order, numbers: ["days"]).get() == "{days} Tage in {appName}")
    }

    @Test func theWrongTypeIsATypeMismatch() {
        let textForNumber = Placeholders.fromCatalog("Noch %@ Tage", order: ["days"], numbers: ["days"])
        #expect(textForNumber == .failure(.init(text: "%@", reason: "`{days}` is a number placeholder (`type: number`), written `%lld`", typeMismatch: true)))
        let numberForText = Placeholders.fromCatalog("%1$lld: %2$lld", order: ["appName", "days"], numbers: ["days"])
        #expect(numberForText == .failure(.init(text: "%1$lld", reason: "`{appName}` is a text placeholder, written `%1$@` (or declare it `type: number` in app.yaml if it is a count)", typeMismatch: true)))
        // Other specifiers and positions stay TOUR3708's.
        #expect((try? Placeholders.fromCatalog("%d Tage", order: ["days"], numbers: ["days"]).get()) == nil)
        if case .failure(let bad) = Placeholders.fromCatalog("%3$lld", order: ["appName", "days"], numbers: ["days"]) { #expect(!bad.typeMismatch) } else { Issue.record("accepted %3$lld") }
    }
}

@Suite struct NumberPlaceholderCheckTests {
    typealias F = CheckFixtures
    typealias L = LocalizationCheckTests

    static let registry = F.registry + """

        localization:
          sourceLanguage: en
          languages: [de]
          placeholders:
            - {name: appName, description: The app's name, example: Demo}
            - {name: days, description: Days left in the trial, example: "3", type: number}
        """

    static func tour(body: String = "{days} days left", plural: String = "{one: One day left}") -> String {
        F.tour(extra: """
            texts:
              - text: welcome.body
                plural: \(plural)
            """, steps: """
              - id: welcome
                type: page
                title: Welcome
                body: "\(body)"
            """)
    }

    static func unit(_ forms: [(String, String)]) -> String {
        "{ \"variations\" : { \"plural\" : { " + forms.map { "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \($0.1) } }" }.joined(separator: ", ") + " } } }"
    }

    /// `de`'s forms (raw JSON values, markers allowed), with the English source forms.
    static func catalog(de: [(String, String)]) -> String {
        L.catalog([
            """
                "intro.welcome.body" : {
                  "localizations" : {
                    "de" : \(unit(de)),
                    "en" : \(unit([("one", "\"One day left\""), ("other", "\"%lld days left\"")]))
                  }
                }
            """,
            L.entry("intro.welcome.title", en: "Welcome", de: "\"Willkommen\""),
        ])
    }

    static func files(tour: String = tour(), catalog: String?) -> [String: String] {
        var files = F.app(tour: tour, registry: registry)
        if let catalog { files["demo/demo.xcstrings"] = catalog }
        return files
    }

    /// Xcode's usual `%lld` in a form is accepted (it was TOUR3708 before number placeholders).
    @Test func xcodesLldInAFormChecksClean() throws {
        let fixture = try CheckFixture(Self.files(catalog: Self.catalog(de: [("one", "\"Noch ein Tag\""), ("other", "\"Noch %lld Tage\"")])))
        let found = fixture.check()
        #expect(found.isEmpty, "\(found.map { "\(fixture.position(of: $0)) \($0.code.id) \($0.message)" })")
    }

    @Test func aTextSpecifierForANumberIsTOUR3723() throws {
        let found = try expectDiagnostics(LocalizationCodes.placeholderType, Self.files(catalog: Self.catalog(
            de: [("one", "\"Noch ein Tag\""), ("other", "1️⃣\"Noch %@ Tage\"")])))
        #expect(found.first?.message == "the `de` `other` form of `intro.welcome.body` has `%@`: `{days}` is a number placeholder (`type: number`), written `%lld`; its source uses {days}")
    }

    @Test func aNumberSpecifierForATextIsTOUR3723() throws {
        let tour = F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome to {appName}
                body: Hello there.
            """)
        try expectDiagnostics(LocalizationCodes.placeholderType, Self.files(tour: tour, catalog: L.catalog([
            L.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
            L.entry("intro.welcome.title", en: "Welcome to %@", de: "1️⃣\"Willkommen bei %lld\""),
        ])))
    }

    @Test func pluralFormsNeedOneNumberPlaceholder() throws {
        let found = try expectDiagnostics(LocalizationCodes.pluralSource, Self.files(
            tour: Self.tour(body: "Welcome to {appName}", plural: "1️⃣{one: Welcome}"), catalog: nil))
        #expect(found.first?.message.hasPrefix("the plural forms of `intro.welcome.body` need one count, but its text `Welcome to {appName}` uses no placeholder declared `type: number` (declared: {days})") == true,
                "\(found.map(\.message))")
    }

    /// An app-owned text has its forms in the app's table; and a `texts:` entry without `key:`
    /// looks the derived key up in the table.
    @Test func anAppOwnedTextTakesNoPluralForms() throws {
        var files = Self.files(tour: F.tour(extra: """
            texts:
              - {text: welcome.body, table: Localizable, plural: 1️⃣{one: One day left}}
            """), catalog: nil)
        files["demo/app.yaml"] = Self.registry + "\n  tables:\n    - {name: Localizable, path: L.strings}\n"
        files["demo/L.strings"] = "\"intro.welcome.body\" = \"%lld days left\";\n"
        try expectDiagnostics(LocalizationCodes.pluralSource, files)
    }

    @Test func aFormMayNotUseAPlaceholderTheTextDoesNot() throws {
        try expectDiagnostics(LocalizationCodes.pluralSource, Self.files(
            tour: Self.tour(plural: "{one: 1️⃣\"One day left in {appName}\"}"), catalog: nil))
    }

    @Test func theSourceLanguagesCategoriesAreChecked() throws {
        let found = try expectDiagnostics(LocalizationCodes.pluralCategories, Self.files(
            tour: Self.tour(plural: "1️⃣{few: A few days left}"), catalog: nil))
        #expect(found.first?.message == "the `en` plural forms of `intro.welcome.body` lack `one` and have `few`, which `en` never uses; `en` uses `one`, `other` (`other` is the text itself)")
    }
}

/// `tourc strings sync` writes a text's source plural forms as Xcode does.
@Suite struct NumberPlaceholderSyncTests {
    @Test func syncWritesTheSourceVariationsAndTwiceIsNoChange() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-numbers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("demo/app.yaml", NumberPlaceholderCheckTests.registry)
        try write("demo/intro.yaml", NumberPlaceholderCheckTests.tour())
        let first = StringsDriver().sync([root.path])
        #expect(first.diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty, "\(first.diagnostics.diagnostics.map(\.message))")
        #expect(first.synced.map(\.written) == [true])
        let catalog = try String(contentsOf: root.appendingPathComponent("demo/demo.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("""
                "intro.welcome.body" : {
                  "comment" : "Body in a bottomSheet (intro.welcome.body); at most 200 characters in English; %lld is {days}: Days left in the trial (e.g. 3).",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "One day left"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld days left"
                            }
                          }
                        }
                      }
                    }
                  }
                },
            """), "\(catalog)")
        let second = StringsDriver().sync([root.path])
        #expect(second.synced.map(\.written) == [false])
        #expect(try String(contentsOf: root.appendingPathComponent("demo/demo.xcstrings"), encoding: .utf8) == catalog)

        // A translator writes German's forms; then a changed English form is a changed source:
        // written again, and each translated German form needs review.
        var translated = catalog
        let key = try #require(translated.range(of: "\"intro.welcome.body\" : {"))
        let localizations = try #require(translated.range(of: "\"localizations\" : {", range: key.upperBound..<translated.endIndex))
        translated.insert(contentsOf: """
             "de" : { "variations" : { "plural" : {
               "one" : { "stringUnit" : { "state" : "translated", "value" : "Noch ein Tag" } },
               "other" : { "stringUnit" : { "state" : "translated", "value" : "Noch %lld Tage" } } } } },
            """, at: localizations.upperBound)
        try write("demo/demo.xcstrings", translated)
        try write("demo/intro.yaml", NumberPlaceholderCheckTests.tour(plural: "{one: Only one day left}"))
        let third = StringsDriver().sync([root.path])
        #expect(third.synced.map(\.written) == [true])
        #expect(third.synced.first?.changed == 1)
        let after = try String(contentsOf: root.appendingPathComponent("demo/demo.xcstrings"), encoding: .utf8)
        #expect(after.contains("\"value\" : \"Only one day left\""))
        #expect(after.components(separatedBy: "\"state\" : \"needs_review\"").count - 1 == 2, "\(after)")
        #expect(after.contains("\"value\" : \"Noch %lld Tage\""))  // the translation itself is kept
        // `tourc check` then says so, once, at the German translation.
        let checked = Checker(jobs: 1).check(paths: [root.path])
        #expect(checked.diagnostics.diagnostics.filter { $0.code == LocalizationCodes.needsReview }.map(\.message)
                == ["the `de` translation of `intro.welcome.body` needs review: its source text changed after it was translated"])
    }

    /// A placeholder that becomes `type: number`: its translations still say `%@` (TOUR3723),
    /// which does not stop the sync writing the new source (`%lld`); the translations are kept
    /// as written and need review.
    @Test func aPlaceholderThatBecomesANumberStillSyncs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-numbers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let tour = CheckFixtures.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                body: "{days} days left"
            """)
        try write("demo/app.yaml", NumberPlaceholderCheckTests.registry.replacingOccurrences(of: ", type: number}", with: "}"))
        try write("demo/intro.yaml", tour)
        _ = StringsDriver().sync([root.path])
        let url = root.appendingPathComponent("demo/demo.xcstrings")
        var catalog = try String(contentsOf: url, encoding: .utf8)
        #expect(catalog.contains("\"value\" : \"%@ days left\""))
        let key = try #require(catalog.range(of: "\"intro.welcome.body\" : {"))
        let localizations = try #require(catalog.range(of: "\"localizations\" : {", range: key.upperBound..<catalog.endIndex))
        catalog.insert(contentsOf: #" "de" : { "stringUnit" : { "state" : "translated", "value" : "Noch %@ Tage" } },"#, at: localizations.upperBound)
        try write("demo/demo.xcstrings", catalog)

        try write("demo/app.yaml", NumberPlaceholderCheckTests.registry)
        let synced = StringsDriver().sync([root.path])
        #expect(synced.synced.map(\.written) == [true])
        #expect(!synced.diagnostics.hasErrors)  // the out-of-date entry's translations are not checked yet
        let after = try String(contentsOf: url, encoding: .utf8)
        #expect(after.contains("\"value\" : \"%lld days left\""))
        #expect(after.contains("\"state\" : \"needs_review\",\n            \"value\" : \"Noch %@ Tage\""), "\(after)")
        // Now the check finds the `%@`; a sync still runs beside it, changing nothing.
        let checked = Checker(jobs: 1).check(paths: [root.path]).diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(checked.map(\.code) == [LocalizationCodes.placeholderType], "\(checked.map(\.message))")
        let again = StringsDriver().sync([root.path])
        #expect(again.synced.map(\.written) == [false])
    }
}
