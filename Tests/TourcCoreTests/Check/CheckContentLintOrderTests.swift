import Testing
import TourKit
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore

/// Content lint reads the texts the localization checks collected when the app has
/// `localization` (`AppStrings`, gathered in tour-id order) and walks each tour's shown texts
/// without it: both must emit the same diagnostics in the same order — the scope's order of
/// tours (here `zulu` before `alpha`), each tour's texts in `ShownText`'s order, then its
/// controls — and leave the progress text (which `AppStrings` holds) unlinted.
@Suite struct CheckContentLintOrderTests {
    static func located<T: Decodable>(_ type: T.Type, _ yaml: String, _ file: String) throws -> Located<T> {
        var d = DiagnosticCollector()
        let document = try #require(YAMLLoader.load(Array(yaml.utf8), file: file, diagnostics: &d).first)
        return Located(value: try YAMLNodeDecoder().decode(T.self, from: document), document: document, relativePath: file)
    }

    /// A tour whose texts each break one lint, with a progress format that is blank (and so
    /// would be TOUR3506 if it were linted) and a small touch target (a control diagnostic).
    static func tour(_ id: String) throws -> Located<Tour> {
        try located(Tour.self, CheckFixtures.tour(id: id, extra: """
            labels: {next: " Next"}
            presentation: {style: bottomSheet, progress: {format: " "}}
            accessibility: {minimumTouchTarget: 30}
            """, steps: """
              - id: welcome
                type: page
                title: "Welcome to the app, this title is far too long to fit"
                body: "Café â†’ menu"
                content:
                  - {type: text, text: "  "}
              - id: second
                type: page
                title: "Second "
                body: Fine.
            """).replacingOccurrences(of: "presentation: {style: bottomSheet}\n", with: ""), "demo/\(id).yaml")
    }

    static func lint(_ registry: String, withCollectedTexts: Bool) throws -> [String] {
        let scope = AppScope(id: "demo", registry: try located(AppRegistry.self, registry, "demo/app.yaml"), tours: [try tour("zulu"), try tour("alpha")])
        var diagnostics = DiagnosticCollector()
        let app = withCollectedTexts ? try #require(AppStrings(scope)) : nil
        ContentLint.run(scope, shownTexts: app.map { app in { app.forEachShownText(ofTour: $0, $1) } }, diagnostics: &diagnostics)
        return diagnostics.diagnostics.map { "\($0.code.id) \($0.span?.file ?? ""):\($0.span?.range.start.line ?? 0)" }
    }

    @Test func collectedTextsAreLintedLikeTheWalkInTheSameOrder() throws {
        let registry = LocalizationCheckTests.registry()
        let walked = try Self.lint(registry, withCollectedTexts: false)
        let collected = try Self.lint(registry, withCollectedTexts: true)
        // labels.next (edge whitespace), the long title, the mis-decoded body, the blank text
        // block, the second title (edge whitespace); then the touch target.
        let perTour = ["TOUR3506 :9", "TOUR3501 :15", "TOUR3505 :16", "TOUR3506 :18", "TOUR3506 :21", "TOUR3504 :11"]
        func expected(_ id: String) -> [String] { perTour.map { $0.replacingOccurrences(of: " :", with: " demo/\(id).yaml:") } }
        #expect(walked == expected("zulu") + expected("alpha"))
        #expect(collected == walked)
    }
}
