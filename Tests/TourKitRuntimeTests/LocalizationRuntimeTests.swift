import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// The runtime shows the user's language (docs/localization.md, "Runtime"): the fallback chain,
/// placeholder filling, the layout direction and the language files `tourc build` writes.
@Suite struct LocalizationRuntimeTests {
    func bundle() -> TourBundle {
        var registry = Fixtures.registry
        registry.localization = Localization(sourceLanguage: "en", languages: ["de", "de-CH", "ar"])
        var b = TourBundle(app: registry, tours: [Fixtures.tour("t", steps: [
            Step(id: "a", kind: .page(PageContent(title: "Welcome to {appName}", body: "Hello {user}", advance: .nextButton))),
            Step(id: "b", kind: .page(PageContent(title: "Last", advance: .nextButton)), labels: LabelOverrides(done: "Finish")),
        ])], contentHash: "h")
        b.strings = [
            LocalizedText(id: "t.a.title", key: "t.a.title", source: "Welcome to {appName}"),
            LocalizedText(id: "t.a.body", key: "t.a.body", source: "Hello {user}"),
            LocalizedText(id: "t.b.title", key: "t.b.title", source: "Last"),
            LocalizedText(id: "t.b.labels.done", key: "t.b.labels.done", source: "Finish"),
            LocalizedText(id: "labels.next", key: "labels.next", source: "Next"),
        ]
        return b
    }

    func strings() throws -> TourStrings {
        var s = TourStrings(bundle: bundle())
        try s.add(languageFile: Data(#"{"app":"app","format":1,"language":"de","texts":{"t.a.title":"Willkommen bei {appName}","t.a.body":"Hallo {user}","t.b.labels.done":"Fertig","labels.next":"Weiter"}}"#.utf8))
        s.add(language: "de-CH", texts: ["t.a.title": "Grüezi bei {appName}"])
        s.add(language: "ar", texts: ["t.a.title": "مرحبا بك في {appName}"])
        return s
    }

    func shown(_ step: Int) -> StepPresentation {
        var c = Fixtures.coordinator(bundle())
        var commands = c.handle(.launch)
        for _ in 0..<step { commands = c.handle(.run(.next)) }
        return commands.compactMap { if case .present(let p) = $0 { p } else { nil } }.first!
    }

    @Test func fallbackChainRegionThenLanguageThenSource() throws {
        let s = try strings()
        #expect(s.chain(["de-CH"]) == ["de-CH", "de", "en"])
        #expect(s.chain(["fr-FR", "de_DE"]) == ["de", "en"])
        #expect(s.chain(["ja"]) == ["en"])
        let text = TourLocalization(strings: s, preferredLanguages: ["de-CH"], placeholders: ["appName": "Finite", "user": "Ada"]).text(for: shown(0))
        #expect(text.title == "Grüezi bei Finite")   // de-CH has it
        #expect(text.body == "Hallo Ada")             // de-CH does not: de
        #expect(text.language == "de-CH")
        #expect(text.direction == .leftToRight)
    }

    @Test func sourceWhenNoLanguageMatches() throws {
        let text = TourLocalization(strings: try strings(), preferredLanguages: ["ja"], placeholders: ["appName": "Finite", "user": "Ada"]).text(for: shown(0))
        #expect(text.title == "Welcome to Finite")
        #expect(text.language == "en")
    }

    @Test func missingPlaceholderIsReportedNeverACrash() throws {
        let text = TourLocalization(strings: try strings(), preferredLanguages: ["de"], placeholders: ["appName": "Finite"]).text(for: shown(0))
        #expect(text.body == "Hallo {user}")
        #expect(text.missingPlaceholders == ["user"])
    }

    @Test func buttonLabelAndRightToLeft() throws {
        let s = try strings()
        #expect(TourLocalization(strings: s, preferredLanguages: ["de"]).text(for: shown(1)).button == "Fertig")
        // The first step's Next is the tour's default label: the app-wide text.
        #expect(TourLocalization(strings: s, preferredLanguages: ["de"]).text(for: shown(0)).button == "Weiter")
        let arabic = TourLocalization(strings: s, preferredLanguages: ["ar-EG"], placeholders: ["appName": "Finite", "user": "x"]).text(for: shown(0))
        #expect(arabic.direction == .rightToLeft)
        #expect(arabic.language == "ar")
        #expect(LayoutDirection(language: "he") == .rightToLeft && LayoutDirection(language: "ar-XB") == .rightToLeft)
        #expect(LayoutDirection(language: "az-Latn") == .leftToRight)
    }

    @Test func aBadLanguageFileAddsNothing() throws {
        var s = TourStrings(bundle: bundle())
        #expect(throws: (any Error).self) { try s.add(languageFile: Data("not json".utf8)) }
        #expect(s.translations.isEmpty)
    }

    @MainActor @Test func theHostCarriesTheResolvedText() async throws {
        let host = try TourHost(bundle: bundle(), store: InMemoryStateStore(), appVersion: "2.10", timers: .manual)
        host.localization = TourLocalization(strings: try strings(), preferredLanguages: ["de"], placeholders: ["appName": "Finite", "user": "Ada"])
        host.send(.launch)
        #expect(host.presentation?.text?.title == "Willkommen bei Finite")
        #expect(host.presentation?.step.id == "a")
    }
}
