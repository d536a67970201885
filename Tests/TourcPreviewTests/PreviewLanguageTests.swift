import Foundation
import Testing
import TourKit
import TourcCore
@testable import TourcPreview

/// Issue 25 item 4: a localized app's tours are drawn in each of its languages, with a switch
/// between them, right to left where the language is; `--language` picks the PNGs' language.
@Suite("Preview languages")
struct PreviewLanguageTests {
    static func site(language: String? = nil, app: String = "omnisite") throws -> (URL, PreviewReport) {
        let output = try PreviewFixtures.scratch()
        var options = PreviewOptions(input: PreviewFixtures.tours, output: output.path, app: app, jobs: 2)
        options.language = language
        return (output, try PreviewDriver(options: options).run())
    }

    static func page(_ report: PreviewReport, _ path: String) throws -> String {
        String(decoding: try #require(report.plan.files.first { $0.path == path }).bytes, as: UTF8.self)
    }

    @Test func aLocalizedTourHasAPagePerLanguageWithTheTranslatedTextsAndASwitch() throws {
        let (output, report) = try Self.site()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(report.exitStatus == .success)
        let source = try Self.page(report, "omnisite/tours/onboarding.html")
        let german = try Self.page(report, "omnisite/tours/onboarding.de.html")
        #expect(source.contains("Welcome to OmniSite Tracker") && !source.contains("Willkommen bei OmniSite Tracker"))
        // Titles, page buttons, sheet texts inside link actions and list rows are all texts.
        for text in ["Willkommen bei OmniSite Tracker", "Zeig mir, wie", "Warum Rotation wichtig ist", "Was ist Lipohypertrophie?"] {
            #expect(german.contains(text), "\(text)")
        }
        #expect(!german.contains(">Show Me How<"))
        #expect(german.contains("<a href=\"onboarding.html\">source</a>") && german.contains("<strong>de</strong>"))
        #expect(source.contains("<a href=\"onboarding.de.html\">de</a>"))
        #expect(german.contains("dir=\"ltr\" lang=\"de\""))
        // An app without localization has one page per tour and no switch (every bundled app
        // has one now: meshtastic with its `localization:` taken out).
        let plainInput = try PreviewFixtures.scratch("plain")
        defer { try? FileManager.default.removeItem(at: plainInput) }
        let folder = plainInput.appendingPathComponent("meshtastic")
        try FileManager.default.copyItem(at: PreviewFixtures.root.appendingPathComponent("tours/meshtastic"), to: folder)
        let registry = folder.appendingPathComponent("app.yaml")
        let text = try String(contentsOf: registry, encoding: .utf8)
        let cut = try #require(text.range(of: "\nlocalization:\n"))
        try String(text[..<cut.lowerBound] + "\n").write(to: registry, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("meshtastic.xcstrings"))
        let plainOutput = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: plainOutput) }
        let plain = try PreviewDriver(options: PreviewOptions(input: plainInput.path, output: plainOutput.path, app: "meshtastic", jobs: 2)).run()
        #expect(plain.exitStatus == .success)
        #expect(!plain.plan.files.contains { $0.path.hasSuffix(".de.html") })
        #expect(!(try Self.page(plain, "meshtastic/index.html")).contains("class=\"languages\""))
    }

    @Test func aPseudoLanguageIsDrawnRightToLeftWhenAskedFor() throws {
        let (output, report) = try Self.site(language: "ar-XB", app: "finite")
        defer { try? FileManager.default.removeItem(at: output) }
        let rtl = try Self.page(report, "finite/tours/walkthrough.ar-XB.html")
        #expect(rtl.contains("dir=\"rtl\" lang=\"ar-XB\""))
        #expect(rtl.contains("\u{202E}"))
        #expect(report.plan.files.contains { $0.path == "finite/tours/walkthrough.en-XA.html" })
        let (plainOutput, plain) = try Self.site(app: "finite")
        defer { try? FileManager.default.removeItem(at: plainOutput) }
        #expect(!plain.plan.files.contains { $0.path.contains(".ar-XB.") }, "pseudo-languages only when asked for")
    }

    @Test func anUnknownLanguageIsACommandLineMistakeThatListsTheLanguages() throws {
        do {
            _ = try Self.site(language: "fr")
            Issue.record("no error for a language no app has")
        } catch let error as PreviewError {
            #expect(error == .noSuchLanguage("fr", ["de"]))
            #expect(error.exitStatus == 64)
        }
    }

    /// The German pages go through the browser checks too (no overflow, no error): the
    /// translation is what the page shows, so its length is what the frames must hold.
    @Test func theLanguagePNGsLandInTheirOwnFolder() throws {
        _ = try PreviewFixtures.chromium()
        let output = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: output) }
        var options = PreviewOptions(input: PreviewFixtures.tours, output: output.path, app: "finite", tour: "walkthrough", jobs: 2, png: true)
        options.language = "de"
        let report = try PreviewDriver(options: options).run()
        let pngs = report.plan.files.map(\.path).filter { $0.hasSuffix(".png") }
        #expect(!pngs.isEmpty)
        #expect(pngs.allSatisfy { $0.hasPrefix("finite/png/de/walkthrough/") }, "\(pngs)")
    }
}

/// docs/preview.md, "Placeholders": a text's placeholders show app.yaml's examples, and a text
/// with plural forms shows the form its example count selects in the page's language.
@Suite("Preview placeholders")
struct PreviewPlaceholderTests {
    static func examples(_ values: [String: String], counts: [String: String] = [:],
                         plurals: [String: [String: String]] = [:]) -> PreviewExamples {
        var examples = PreviewExamples()
        examples.values = values
        examples.counts = counts
        examples.sourcePlurals = plurals
        examples.textIDs = Set(plurals.keys).union(["t.s.title"])
        return examples
    }

    @Test func placeholdersShowTheirExamplesAndOthersStayNamed() {
        let examples = Self.examples(["appName": "Demo"])
        #expect(examples.fill("Welcome to {appName}, {user}!", id: "t.s.title", forms: nil, language: "en") == "Welcome to Demo, {user}!")
        #expect(examples.fill("{ not a name } {appName}", id: "t.s.title", forms: nil, language: "en") == "{ not a name } Demo")
    }

    /// The example count picks the form by the page language's CLDR rules: 3 is `few` in Polish
    /// and `other` in English; a declared count is read even when another placeholder is a number.
    @Test func theExampleCountPicksThePluralForm() {
        let polish = ["one": "{n} plik", "few": "{n} pliki", "many": "{n} plików", "other": "{n} pliku"]
        let english = ["one": "{n} file of {size}", "other": "{n} files of {size}"]
        var examples = Self.examples(["n": "3", "size": "12"], counts: ["t.s.body": "n"], plurals: ["t.s.body": english])
        #expect(examples.fill("{n} pliku", id: "t.s.body", forms: polish, language: "pl") == "3 pliki")
        #expect(examples.fill("{n} files of {size}", id: "t.s.body", forms: english, language: "en") == "3 files of 12")
        examples.values["n"] = "1"
        #expect(examples.fill("{n} files of {size}", id: "t.s.body", forms: english, language: "en") == "1 file of 12")
        // No whole-number example: the `other` form, placeholders filled where they can be.
        examples.values["n"] = "many"
        #expect(examples.fill("{n} files of {size}", id: "t.s.body", forms: english, language: "en") == "many files of 12")
    }

    /// Finite's first text counts `{weeksLived}` (example 1500): both languages show the number
    /// in their `other` form, as the app would for 1500 weeks.
    @Test func finitesCountShowsItsExampleInEveryLanguage() throws {
        let (output, report) = try PreviewLanguageTests.site(app: "finite")
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(report.exitStatus == .success)
        let source = try PreviewLanguageTests.page(report, "finite/tours/walkthrough.html")
        let german = try PreviewLanguageTests.page(report, "finite/tours/walkthrough.de.html")
        #expect(source.contains("The 1500 filled ones are behind you."))
        #expect(german.contains("Die 1500 gefüllten liegen hinter dir."))
        #expect(!source.contains("{weeksLived}") && !german.contains("{weeksLived}"))
    }
}
