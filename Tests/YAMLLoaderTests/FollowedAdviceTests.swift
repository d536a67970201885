import Testing
@testable import YAMLLoader

/// Advice an author followed literally that led to the next error (the sweep of every code,
/// docs/diagnostics-corpus.md): each fix, applied as written, now loads.
@Suite struct FollowedAdviceTests {
    @Test func aTabSaysHowManySpaces() {
        let (_, found) = loadYAML("steps:\n  - id: a\n    title: A\n\tbody: B\n")
        #expect(found.first?.message.contains("(4 before the text") == true, "\(found.map(\.message))")
        let (_, opened) = loadYAML("a:\n\tb: 1\n")
        #expect(opened.first?.message.contains("(2 before the text") == true, "\(opened.map(\.message))")
        // Following it loads clean.
        #expect(loadYAML("a:\n  b: 1\n").1.isEmpty)
    }

    @Test func aYAML11BooleanUnderItsTagIsOfferedTheYAML12One() {
        let (_, found) = loadYAML("done: !!bool yes\n")
        #expect(found.first?.suggestions == ["true"])
        #expect(loadYAML("done: true\n").1.isEmpty)
    }

    @Test func anIncludeIsNotOfferedQuotes() {
        let (_, found) = loadYAML("tooltip: !include tooltip.yaml\n")
        #expect(found.first?.code == YAMLCodes.unknownTag)
        #expect(found.first?.suggestions.isEmpty == true)
        #expect(found.first?.message.contains("no includes") == true)
    }
}
