import JSONSchema
import Testing
import TourKit
@testable import TourcCore

/// Rules over values and events (TOUR3802-3804, issue 24 item 2), each with its fixture.
@Suite struct CheckConditionRuleTests {
    typealias F = CheckFixtures

    /// The fixture registry with more keys and conditions.
    static func registry(keys: String = "", conditions: String) -> String {
        F.registry
            .replacingOccurrences(of: "  - {id: hasPhases}\n", with: "  - {id: hasPhases}\n" + conditions + "\n")
            .replacingOccurrences(of: "  - {key: hasSeen, type: bool}\n", with: """
                  - {key: hasSeen, type: bool}
                  - {key: accountSetup, type: int, values: [incomplete, setUpLater, complete]}
                  - {key: firstRun, type: bool, default: true}
                \(keys)

                """)
    }

    @Test func wellFormedRulesCheckClean() throws {
        try CheckAdviceTests.expectClean(F.app(registry: Self.registry(conditions: """
              - {id: setupDone, key: accountSetup, equals: complete}
              - {id: setupOpen, key: accountSetup, in: [incomplete, setUpLater]}
              - {id: setupStarted, key: accountSetup, atLeast: 1}
              - {id: isFirstRun, key: firstRun}
              - {id: marksOften, event: weekMarked, atLeast: 3, within: 7d}
              - {id: either, any: [setupDone, marksOften]}
              - {id: both, all: [setupOpen, hasPhases]}
              - {id: notDone, not: setupDone}
            """)))
    }

    @Test func aRuleMustFitItsKeyOrEvent() throws {
        try expectDiagnostics(LanguageCodes.conditionMisfit, F.app(registry: Self.registry(conditions: """
              - {id: a, key: accountSetup, equals: 1️⃣finished}
              - {id: b, key: hasSeen, 2️⃣event: weekMarked, atLeast: 1}
              - {id: c, event: weekMarked, 3️⃣equals: x, atLeast: 1}
              - {id: d, 4️⃣within: 7d, key: hasSeen}
              - {id: e, 5️⃣event: weekMarked}
              - {id: f, event: weekMarked, atLeast: 6️⃣101}
              - {id: g, key: accountSetup, atLeast: 7️⃣3, atMost: 1}
              - {id: h, key: hasSeen, equals: 8️⃣maybe}
            """)))
    }

    /// The advice sweep: `default: 1` on a `bool` key was told to quote it (`"1"`), which is
    /// TOUR3804; the fix is `true`, and following it checks clean.
    @Test func aNumberForABoolKeysDefaultIsToldTrue() throws {
        let registry = Self.registry(keys: "  - {key: seenIntro, type: bool, default: 1️⃣1}", conditions: "")
        let found = try expectDiagnostics(SchemaCodes.typeMismatch, F.app(registry: registry))
        #expect(found.first?.fix?.replacement == "true", "\(found.map(\.message))")
        try CheckAdviceTests.expectClean(F.app(registry: registry.replacingOccurrences(of: "default: 1️⃣1", with: "default: true")))
    }

    @Test func compositionsMayNotLoop() throws {
        try expectDiagnostics(LanguageCodes.conditionLoop, F.app(registry: Self.registry(conditions: """
              - {id: a, any: [hasPhases, b]}
              - {id: b, not: 1️⃣a}
              - {id: c, all: [c]}
            """).replacingOccurrences(of: "all: [c]", with: "all: [2️⃣c]")))
    }

    @Test func compositionsNameDeclaredConditionsAndEvents() throws {
        try expectDiagnostics(LanguageCodes.unknownCondition, F.app(registry: Self.registry(conditions: """
              - {id: a, any: [hasPhases, 1️⃣hasPhase]}
            """)))
        try expectDiagnostics(LanguageCodes.unknownEvent, F.app(registry: Self.registry(conditions: """
              - {id: a, event: 1️⃣weekMark, atLeast: 1}
            """)))
    }

    @Test func valuesAndDefaultsMustFitTheKey() throws {
        try expectDiagnostics(LanguageCodes.keyValueMisfit, F.app(registry: Self.registry(keys: """
              - {key: k1, type: bool, 1️⃣values: [no, yes]}
              - {key: k2, type: int, values: [a, b], default: 2️⃣c}
              - {key: k3, type: bool, default: 3️⃣yes}
              - {key: k4, type: stringSet, default: 4️⃣x}
            """, conditions: "")))
    }

    @Test func anUpdateWritesADeclaredValue() throws {
        let tour = F.tour().replacingOccurrences(of: "key: hasSeen, value: true}", with: """
            key: hasSeen, value: true}
                - {outcomes: [completed], key: accountSetup, value: complete}
                - {outcomes: [skipped], key: accountSetup, value: 1️⃣done}
            """)
        try expectDiagnostics(LanguageCodes.keyValueMisfit, F.app(tour: tour, registry: Self.registry(conditions: "")))
    }

    /// `when: [signedIn]` and `when: [signedOut]` with `signedOut: {not: signedIn}` cover every
    /// case: TOUR3303 stays quiet (it did not know the negation).
    @Test func aNegatedConditionCompletesTheCoverage() throws {
        let tour = F.tour(steps: """
              - {id: a, type: page, title: A, when: [hasPhases]}
              - {id: b, type: page, title: B, when: [noPhases]}
            """)
        try CheckAdviceTests.expectClean(F.app(tour: tour, registry: Self.registry(conditions: "  - {id: noPhases, not: hasPhases}")))
        #expect(ConditionCoverage.someStepAlwaysApplies(
            [Step(id: "a", kind: .page(PageContent(title: "A")), when: ["x"]), Step(id: "b", kind: .page(PageContent(title: "B")), when: ["notX"])],
            negations: ["notX": "x"]))
    }
}

/// `goTo` (TOUR3805, issue 24 item 3).
@Suite struct CheckGoToTests {
    typealias F = CheckFixtures

    @Test func goToNamesAStepOfTheTour() throws {
        let found = try expectDiagnostics(LanguageCodes.unknownGoToStep, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Jump, action: {type: goTo, step: 1️⃣finsh}}
                  - {label: Next, action: {type: goTo, step: finish}}
              - {id: finish, type: page, title: Done}
            """)))
        #expect(found.first?.suggestions == ["finish"])
    }
}

/// `decorative` images (TOUR3806, issue 24 item 4).
@Suite struct CheckDecorativeTests {
    typealias F = CheckFixtures

    @Test func anImageNeedsADescriptionUnlessDecorative() throws {
        try expectDiagnostics(LanguageCodes.imageWithoutDescription, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                content:
                  - 1️⃣{type: illustration, symbol: map}
                  - {type: illustration, symbol: sparkles, decorative: true}
                  - {type: illustration, symbol: map, description: A map of the parks.}
            """)))
    }

    /// The advice sweep: a page's own `illustration:` (above its title) without a description
    /// checked clean; only content blocks were checked.
    @Test func aPagesOwnIllustrationNeedsADescriptionToo() throws {
        try expectDiagnostics(LanguageCodes.imageWithoutDescription, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                illustration: 1️⃣{asset: AppLogo}
              - id: second
                type: page
                title: Second
                illustration: {symbol: sparkles, decorative: true}
            """)))
    }
}

/// A button's `analytics` names a registry analytics event (issue 24 item 3).
@Suite struct CheckButtonAnalyticsTests {
    typealias F = CheckFixtures

    @Test func aButtonsEventMustBeDeclared() throws {
        try expectDiagnostics(LanguageCodes.unknownAnalyticsEvent, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Start, action: {type: complete}, analytics: 1️⃣tour_start}
                  - {label: Later, action: {type: dismiss}, analytics: tour_started}
            """)))
    }
}
