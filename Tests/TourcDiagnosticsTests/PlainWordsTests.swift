import Testing
import TourcDiagnostics

/// Human output in plain words: technical details only with `--verbose` (always in JSON and
/// SARIF), "did you mean" once per diagnostic, suggestions by prefix and synonyms too.
@Suite struct PlainWordsTests {
    func diagnostic() -> Diagnostic {
        var d = Diagnostic(Fixtures.unknownProperty, "`tilte` is not a key here; did you mean `title`?",
                           at: Fixtures.span("a.yaml", Fixtures.location(1, 1, 0), Fixtures.location(1, 6, 5)),
                           notes: ["Allowed here: `title`, `body`."], suggestions: ["title"])
        d.details = ["instance path: /tilte; schema path: tour.schema.json#/additionalProperties"]
        return d
    }

    @Test func detailsOnlyWithVerbose() {
        let plain = HumanRenderer().render(diagnostic())
        #expect(!plain.contains("instance path"))
        #expect(plain.contains("Allowed here"))
        let verbose = HumanRenderer(verbose: true).render(diagnostic())
        #expect(verbose.contains("note: instance path: /tilte"))
        #expect(!GitHubRenderer.render([diagnostic()]).contains("instance path"))
        #expect(GitHubRenderer.render([diagnostic().withDetailsAsNotes]).contains("instance path"))
    }

    @Test func machineFormatsKeepDetails() {
        #expect(JSONLinesRenderer.render(diagnostic()).contains("instance path: /tilte"))
        #expect(SARIFRenderer(toolVersion: "0", rules: Fixtures.codes).render([diagnostic()]).contains("instance path: /tilte"))
    }

    @Test func didYouMeanOnce() {
        let text = HumanRenderer().render(diagnostic())
        #expect(text.components("did you mean") == 1)
        var other = diagnostic()
        other.message = "`tilte` is not a key here"
        #expect(HumanRenderer().render(other).components("did you mean") == 1)
    }

    @Test func fixThatWritesTheSuggestionIsNotAlsoAHelpLine() {
        let span = Fixtures.span("a.yaml", Fixtures.location(1, 7, 6), Fixtures.location(1, 16, 15))
        let d = Diagnostic(Fixtures.badValue, "`unless` takes a list; write `unless: [hasPhases]`", at: span,
                           suggestions: ["[hasPhases]"],
                           fix: Diagnostic.Fix(span: span, replacement: "[hasPhases]", message: "write `[hasPhases]`"))
        let text = HumanRenderer().render(d)
        #expect(!text.contains("help:"))
        #expect(text.contains("fix: write `[hasPhases]`"))
    }

    @Test func suggestionsByPrefixCaseAndSynonym() {
        #expect(Suggestions.closest(to: "awaitNext", in: ["awaitTap", "awaitNextButton", "delay"]).first == "awaitNextButton")
        #expect(Suggestions.closest(to: "tabbar", in: ["view", "tabBarItem", "screen"]) == ["tabBarItem"])
        #expect(Suggestions.closest(to: "bottom", in: ["above", "below", "center"]) == ["below"])
        #expect(Suggestions.closest(to: "CURRENTWEEK", in: ["currentWeek"]) == ["currentWeek"])
        // A short word is no prefix match for everything that starts like it.
        #expect(Suggestions.closest(to: "a", in: ["above", "automatic"]).isEmpty)
    }
}

private extension String {
    func components(_ word: String) -> Int { split(separator: word, omittingEmptySubsequences: false).count - 1 }
}
