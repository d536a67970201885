import Testing
import TourKit
import TourcDiagnostics
import YAMLLoader
@testable import TourcCore

/// Text ids come from each text's place in the tour (`TourTexts.Paths`). A document without
/// aliases is walked only where texts are (subtrees are skipped by range); one with aliases is
/// walked whole, since an alias's copy keeps its anchor's range.
@Suite struct TourTextPathTests {
    static func ids(_ yaml: String, hasAliases: Bool) throws -> [String] {
        var d = DiagnosticCollector()
        let document = try #require(YAMLLoader.load(Array(yaml.utf8), file: "demo/intro.yaml", diagnostics: &d).first)
        #expect(!d.hasErrors, "\(d.diagnostics.map(\.message))")
        #expect(document.hasAliases == hasAliases)
        let tour = try YAMLNodeDecoder().decode(Tour.self, from: document)
        return TourTexts.collect(Located(value: tour, document: document, relativePath: "demo/intro.yaml")).map(\.id)
    }

    @Test func textsBetweenOtherValuesGetTheirPaths() throws {
        let ids = try Self.ids("""
            id: intro
            name: Intro
            presentation: {style: bottomSheet}
            trigger: {type: event, event: opened}
            labels: {next: Onward}
            steps:
              - id: one
                type: page
                when: [ready]
                title: Welcome
                content:
                  - {type: text, text: First}
                  - {type: component, component: phaseForm}
                  - {type: text, text: Second}
                actions:
                  - {label: Go, action: {type: next}}
              - id: two
                type: page
                title: Done
            """, hasAliases: false)
        #expect(ids.count == 6)
        #expect(Set(ids) == ["intro.labels.next", "intro.one.title", "intro.one.content.0.text", "intro.one.content.2.text",
                             "intro.one.actions.0.label", "intro.two.title"])
    }

    /// An alias's copy stands at its anchor's offset: both texts take the path the whole walk
    /// reaches last (the behaviour before subtrees were skipped, kept).
    @Test func aDocumentWithAnAliasIsWalkedWhole() throws {
        let ids = try Self.ids("""
            id: intro
            name: Intro
            presentation: {style: bottomSheet}
            steps:
              - id: one
                type: page
                title: &welcome Welcome
              - id: two
                type: page
                title: *welcome
            """, hasAliases: true)
        #expect(ids == ["intro.two.title", "intro.two.title"])
    }
}
