import Testing
import TourcDiagnostics

@Suite struct SuggestionsTests {
    @Test func distance() {
        #expect(Suggestions.distance("kitten", "sitting") == 3)
        #expect(Suggestions.distance("", "abc") == 3)
        #expect(Suggestions.distance("abc", "abc") == 0)
        // A swap of neighbours is one edit (Damerau), not two.
        #expect(Suggestions.distance("tilte", "title") == 1)
        #expect(Suggestions.distance("🚀a", "a🚀") == 1)
    }

    @Test func closestFindsTyposBestFirst() {
        let keys = ["currentWeek", "currentWeeks", "title", "body", "steps", "trigger"]
        #expect(Suggestions.closest(to: "curentWeek", in: keys) == ["currentWeek", "currentWeeks"])
        #expect(Suggestions.closest(to: "tilte", in: keys) == ["title"])
        #expect(Suggestions.closest(to: "CURRENTWEEK", in: keys).first == "currentWeek")
    }

    @Test func unrelatedWordsAreNotSuggested() {
        #expect(Suggestions.closest(to: "xyz", in: ["title", "body"]).isEmpty)
        #expect(Suggestions.closest(to: "id", in: ["on", "if", "identifier"]) == ["if"])
    }

    @Test func atMostFourAndDeterministic() {
        let candidates = ["aab", "aac", "aad", "aae", "aaf", "aag"]
        let first = Suggestions.closest(to: "aaa", in: candidates)
        #expect(first == ["aab", "aac", "aad", "aae"])
        #expect(Suggestions.closest(to: "aaa", in: candidates.reversed()) == first)
    }

    @Test func theWordItselfIsNotSuggested() {
        #expect(Suggestions.closest(to: "title", in: ["title", "titles"]) == ["titles"])
    }
}
