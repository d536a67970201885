import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// A text's declared `number` placeholder is its count (docs/localization.md, "Number
/// placeholders and plural forms"): the source language's plural forms come from the bundle,
/// the host supplies the number with `setNumber(_:for:)` (or as digits), and a value that is
/// not a whole number shows `other` and is reported, never a crash.
@Suite struct NumberCountTests {
    func bundle() -> TourBundle {
        var registry = Fixtures.registry
        registry.localization = Localization(sourceLanguage: "en", languages: ["de"],
                                             placeholders: [TextPlaceholder(name: "days", type: .number), TextPlaceholder(name: "total", type: .number)])
        var b = TourBundle(app: registry, tours: [Fixtures.tour("t", steps: [
            Step(id: "a", kind: .page(PageContent(title: "{days} days left", body: "{days} of {total} days left", advance: .nextButton))),
        ])], contentHash: "h")
        b.strings = [
            LocalizedText(id: "t.a.title", key: "t.a.title", source: "{days} days left", plural: PluralForms(one: "One day left"), count: "days"),
            // Two number placeholders: no declared count, no plural forms.
            LocalizedText(id: "t.a.body", key: "t.a.body", source: "{days} of {total} days left"),
        ]
        return b
    }

    func strings() throws -> TourStrings {
        var s = TourStrings(bundle: bundle())
        try s.add(languageFile: Data(#"{"app":"app","format":1,"language":"de","texts":{"t.a.title":{"one":"Noch ein Tag","other":"Noch {days} Tage"}}}"#.utf8))
        return s
    }

    func shown() -> StepPresentation {
        var c = Fixtures.coordinator(bundle())
        return c.handle(.launch).compactMap { if case .present(let p) = $0 { p } else { nil } }.first!
    }

    func title(_ language: String, _ configure: (inout TourLocalization) -> Void) throws -> StepText {
        var l = TourLocalization(strings: try strings(), preferredLanguages: [language])
        configure(&l)
        return l.text(for: shown())
    }

    @Test func theBundleCarriesTheSourceFormsAndTheCount() throws {
        let s = try strings()
        #expect(s.counts == ["t.a.title": "days"])
        #expect(s.pluralForms["en"]?["t.a.title"] == [.one: "One day left", .other: "{days} days left"])
    }

    @Test func theDeclaredNumberPicksTheFormInTheSourceAndInATranslation() throws {
        #expect(try title("en") { $0.setNumber(1, for: "days") }.title == "One day left")
        #expect(try title("en") { $0.setNumber(3, for: "days") }.title == "3 days left")
        #expect(try title("en") { $0.setNumber(0, for: "days") }.title == "0 days left")
        #expect(try title("de") { $0.setNumber(1, for: "days") }.title == "Noch ein Tag")
        #expect(try title("de") { $0.setNumber(21, for: "days") }.title == "Noch 21 Tage")
        // The `numbers:` of the initializer and digits in `placeholders` are the same value.
        #expect(TourLocalization(strings: try strings(), preferredLanguages: ["de"], numbers: ["days": 1]).text(for: shown()).title == "Noch ein Tag")
        #expect(TourLocalization(strings: try strings(), preferredLanguages: ["de"], placeholders: ["days": "1"]).text(for: shown()).title == "Noch ein Tag")
    }

    /// The declared count decides even where another placeholder's value is a number too (the
    /// value rule alone would not guess between them).
    @Test func theDeclaredCountWinsOverOtherNumbers() throws {
        let s = try strings()
        #expect(s.count(of: "t.a.title", in: "{days} of {total}", ["days": "1", "total": "5"]) == 1)
        #expect(TourStrings.count(in: "{days} of {total}", ["days": "1", "total": "5"]) == nil)
    }

    @Test func aValueThatIsNotAWholeNumberShowsOtherAndIsReported() throws {
        for value in ["1.5", "one", "1,000", ""] {
            let text = try title("de") { $0.placeholders["days"] = value }
            #expect(text.title == "Noch \(value) Tage", "\(value)")
            #expect(text.invalidNumbers == ["days"], "\(value)")
        }
        let fine = try title("de") { $0.setNumber(2, for: "days") }
        #expect(fine.invalidNumbers.isEmpty)
        // No value at all is a missing placeholder, not an invalid number: `other`, left as written.
        let missing = try title("en") { _ in }
        #expect(missing.title == "{days} days left")
        #expect(missing.missingPlaceholders == ["days", "total"])
        #expect(missing.invalidNumbers.isEmpty)
    }
}
