import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// Scenarios in a language: `given.language`, `given.placeholders`, `expect.text`, each failure
/// located at its `expect` with the text shown and its language.
@Suite struct ScenarioLocalizationTests {
    static let tour = CheckFixtures.tour(steps: """
          - id: welcome
            type: page
            title: Welcome to {appName}
            body: Hello there.
        """)
    static let catalog = LocalizationCheckTests.catalog([
        LocalizationCheckTests.entry("intro.welcome.body", en: "Hello there.", de: "\"Hallo.\""),
        LocalizationCheckTests.entry("intro.welcome.title", en: "Welcome to %@", de: "\"Willkommen bei %@\""),
    ])

    func run(_ scenario: String) throws -> (CheckFixture, [Diagnostic]) {
        let fixture = try CheckFixture(["demo/app.yaml": LocalizationCheckTests.registry(), "demo/intro.yaml": Self.tour,
                                        "demo/demo.xcstrings": Self.catalog, "demo/tests/s.test.yaml": scenario])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let report = ScenarioRunner(toursRoot: fixture.root.path).run(paths: [fixture.root.appendingPathComponent("demo/tests").path])
        return (fixture, report.diagnostics.diagnostics)
    }

    @Test func germanWithFallbackAndPlaceholders() throws {
        let (_, found) = try run("""
            name: German
            given:
              language: [de-AT]
              placeholders: {appName: Demo}
            steps:
              - launch
              - expect:
                  showing: {tour: intro, step: welcome}
                  text: {title: Willkommen bei Demo, body: Hallo., language: de, direction: leftToRight}
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aWrongTextIsLocatedAndSaysTheLanguage() throws {
        let (fixture, found) = try run("""
            name: Wrong
            given:
              language: de
            steps:
              - launch
              - 1️⃣expect:
                  text: {title: Willkommen bei Demo}
            """)
        #expect(found.map(fixture.position) == [fixture.marker("1️⃣", in: "demo/tests/s.test.yaml")])
        #expect(found.first?.message.contains("expected the title \"Willkommen bei Demo\", but it is \"Willkommen bei {appName}\" (in `de`)") == true,
                "\(found.map(\.message))")
    }

    @Test func pseudoLanguagesNeedNoCatalogEntry() throws {
        let (_, found) = try run("""
            name: Pseudo
            given:
              language: en-XA
              placeholders: {appName: Demo}
            steps:
              - launch
              - expect:
                  text: {body: "[Ĥéļļö ţĥéŕé. ····]", language: en-XA}
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
