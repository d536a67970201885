import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// A tour's progress format in the user's language (issue 23; docs/localization.md, "Progress
/// text"): `<tour>.presentation.progress.format` resolved like a step's texts, with `{current}`
/// and `{total}` filled in by the runtime.
@Suite struct LocalizedProgressTests {
    func bundle(format: String?) -> TourBundle {
        var registry = Fixtures.registry
        registry.localization = Localization(sourceLanguage: "en", languages: ["de"])
        var tour = Fixtures.tour("t", steps: [
            Step(id: "a", kind: .page(PageContent(title: "One", advance: .nextButton))),
            Step(id: "b", kind: .page(PageContent(title: "Two", advance: .nextButton))),
            Step(id: "c", kind: .page(PageContent(title: "Done", advance: .nextButton))),
        ])
        tour.presentation.progress = ProgressIndicator(style: .counter, excludesFinalStep: true, format: format)
        var b = TourBundle(app: registry, tours: [tour], contentHash: "h")
        b.strings = [LocalizedText(id: "t.a.title", key: "t.a.title", source: "One")]
        if let format { b.strings.append(LocalizedText(id: "t.presentation.progress.format", key: "t.presentation.progress.format", source: format)) }
        return b
    }

    func shown(_ bundle: TourBundle, step: Int) -> StepPresentation {
        var c = Fixtures.coordinator(bundle)
        var commands = c.handle(.launch)
        for _ in 0..<step { commands = c.handle(.run(.next)) }
        return commands.compactMap { if case .present(let p) = $0 { p } else { nil } }.first!
    }

    @Test func theFormatIsTranslatedAndFilled() throws {
        let b = bundle(format: "Step {current} of {total}")
        var strings = TourStrings(bundle: b)
        // A translation may reorder the placeholders.
        strings.add(language: "de", texts: ["t.presentation.progress.format": "{current}/{total}: Schritt {current} von {total}"])
        let second = shown(b, step: 1)
        #expect(second.progressText == "Step 2 of 2")   // the final step is not counted
        #expect(second.progressCurrent == 2 && second.progressTotal == 2)
        let german = TourLocalization(strings: strings, preferredLanguages: ["de-DE"]).text(for: second)
        #expect(german.progress == "2/2: Schritt 2 von 2")
        let english = TourLocalization(strings: strings, preferredLanguages: ["fr"]).text(for: second)
        #expect(english.progress == "Step 2 of 2")
    }

    @Test func noProgressTextWhereTheStepShowsNone() throws {
        let b = bundle(format: "Step {current} of {total}")
        var strings = TourStrings(bundle: b)
        strings.add(language: "de", texts: ["t.presentation.progress.format": "Schritt {current} von {total}"])
        let last = shown(b, step: 2)   // excludesFinalStep: no indicator on the last step
        #expect(last.progressText == nil)
        #expect(TourLocalization(strings: strings, preferredLanguages: ["de"]).text(for: last).progress == nil)
    }

    @Test func aTourWithoutAFormatKeepsTheRuntimesOwn() throws {
        let b = bundle(format: nil)
        let first = shown(b, step: 0)
        #expect(TourLocalization(strings: TourStrings(bundle: b), preferredLanguages: ["de"]).text(for: first).progress == first.progressText)
    }
}
