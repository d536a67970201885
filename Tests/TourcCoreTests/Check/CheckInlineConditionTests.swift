import Testing
import TourKit
@testable import TourcCore

/// Conditions written in place in a tour's or step's `when:`/`unless:` (issue 24 item 2): they
/// check as registry conditions do, at their own nodes in the tour file.
@Suite struct CheckInlineConditionTests {
    typealias F = CheckFixtures
    static let registry = CheckConditionRuleTests.registry(conditions: "  - {id: signedIn}")

    @Test func everyInlineFormChecksClean() throws {
        let tour = F.tour(extra: """
            when:
              - {any: [hasPhases, signedIn]}
              - {key: accountSetup, in: [setUpLater, complete]}
              - {event: weekMarked, atLeast: 3, within: 7d}
            unless:
              - {not: hasPhases}
              - {all: [hasPhases, signedIn]}
              - {key: accountSetup, atLeast: 2}
              - {key: firstRun}
            """)
        try CheckAdviceTests.expectClean(F.app(tour: tour, registry: Self.registry))
    }

    @Test func anInlineConditionNamesDeclaredIds() throws {
        try expectDiagnostics(LanguageCodes.unknownCondition, F.app(tour: F.tour(extra: """
            when:
              - {any: [hasPhases, 1️⃣signedIm]}
              - {not: 2️⃣hasPhase}
            """), registry: Self.registry))
        try expectDiagnostics(LanguageCodes.unknownEvent, F.app(tour: F.tour(extra: """
            when:
              - {event: 1️⃣weekMark, atLeast: 1}
            """), registry: Self.registry))
        try expectDiagnostics(LanguageCodes.unknownPersistenceKey, F.app(tour: F.tour(extra: """
            unless:
              - {key: 1️⃣acountSetup, equals: complete}
            """), registry: Self.registry))
    }

    /// The registry's rules (TOUR3803) hold for a step's inline entries, pointing into the tour.
    @Test func anInlineRuleMustFitItsKeyOrEvent() throws {
        try expectDiagnostics(LanguageCodes.conditionMisfit, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                when:
                  - {key: accountSetup, equals: 1️⃣finished}
                  - {event: weekMarked, 2️⃣equals: x, atLeast: 1}
                  - {key: hasSeen, 3️⃣event: weekMarked}
                unless:
                  - {4️⃣event: weekMarked}
            """), registry: Self.registry))
    }

    @Test func anEmptyInlineConditionIsReported() throws {
        try expectDiagnostics(LanguageCodes.inlineConditionEmpty, F.app(tour: F.tour(extra: """
            when:
              - 1️⃣{}
            """), registry: Self.registry))
    }

    /// TOUR3303's complement knowledge: `when: [x]` and `when: [{not: x}]` cover every case, as
    /// do `when: [{key: k, equals: v}]` and `unless:` the same entry.
    @Test func inlineComplementsCoverEveryCase() throws {
        let negated = F.tour(steps: """
              - {id: a, type: page, title: A, when: [hasPhases]}
              - {id: b, type: page, title: B, when: [{not: hasPhases}]}
            """)
        try CheckAdviceTests.expectClean(F.app(tour: negated, registry: Self.registry))
        let twins = F.tour(steps: """
              - {id: a, type: page, title: A, when: [{key: accountSetup, equals: complete}]}
              - {id: b, type: page, title: B, unless: [{key: accountSetup, equals: complete}]}
            """)
        try CheckAdviceTests.expectClean(F.app(tour: twins, registry: Self.registry))
        let gap = F.tour(steps: """
              - {id: a, type: page, title: A, when: [{key: accountSetup, equals: complete}]}
              - {id: b, type: page, title: B, when: [{key: accountSetup, equals: setUpLater}]}
            """).replacingOccurrences(of: "steps:\n", with: "1️⃣steps:\n")
        try expectDiagnostics(LanguageCodes.allStepsConditional, F.app(tour: gap, registry: Self.registry))
    }

    /// The same entry in a step's `when:` and `unless:` never shows (TOUR3102-style advice).
    @Test func anEntryInBothListsIsNamedByItsText() throws {
        let found = try expectDiagnostics(LanguageCodes.neverShown, F.app(tour: F.tour(steps: """
              - {id: a, type: page, title: A, when: [{not: hasPhases}], unless: [1️⃣{not: hasPhases}]}
              - {id: b, type: page, title: B}
            """), registry: Self.registry))
        #expect(found.first?.message.contains("`{not: hasPhases}`") == true, "\(found.map(\.message))")
    }

    @Test func textIsDeterministicAndQuotesOddValues() {
        let c = InlineCondition(key: "k", equals: "a b", atLeast: 2)
        #expect(c.text == "{key: k, equals: \"a b\", atLeast: 2}")
        #expect(ConditionEntry.inline(InlineCondition(any: ["x", "y"])).name == "{any: [x, y]}")
        #expect(ConditionEntry.id("x").name == "x")
    }
}

/// TOUR3314/TOUR3315 for a key the app writes (issue 24 item 6): following TOUR3315's advice
/// literally leads to a clean check, with no registry condition to declare first.
@Suite struct CheckAppWrittenKeyAdviceTests {
    typealias F = CheckFixtures

    @Test func theAdviceForAnAppWrittenKeyChecksClean() throws {
        let registry = F.registry.replacingOccurrences(of: "  - {key: hasSeen, type: bool}\n", with: "  - {key: hasSeen, type: bool}\n  - {key: appOnboarded, type: bool}\n")
        let before = F.tour().replacingOccurrences(of: """
            persistence:
              onceKeys: [hasSeen]
              updates:
                - {outcomes: [completed, skipped], key: hasSeen, value: true}
            """, with: """
            persistence:
              onceKeys: [1️⃣appOnboarded]
            """)
        let found = try expectDiagnostics(LanguageCodes.onceKeyNeverWritten, F.app(tour: before, registry: registry))
        let advice = "remove it from `onceKeys` and add `unless: [{key: appOnboarded}]` to the tour"
        #expect(found.first?.message.contains(advice) == true, "\(found.map(\.message))")
        let after = F.tour().replacingOccurrences(of: """
            persistence:
              onceKeys: [hasSeen]
              updates:
                - {outcomes: [completed, skipped], key: hasSeen, value: true}
            """, with: """
            unless: [{key: appOnboarded}]
            """)
        try CheckAdviceTests.expectClean(F.app(tour: after, registry: registry))
    }
}
