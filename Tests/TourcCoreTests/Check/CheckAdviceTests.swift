import Testing
import TourcDiagnostics
import TourKit
@testable import TourcCore

/// Advice that leads to a clean check (issue 26, item 2): each test takes the input an author
/// wrote, expects the diagnostic at the marked position, then applies the advice literally and
/// expects the check to come back clean (no error, no warning).
@Suite struct CheckAdviceTests {
    typealias F = CheckFixtures

    /// The registry with a key the app writes itself, and a condition answered by it.
    static let registry = F.registry
        .replacingOccurrences(of: "  - {id: hasPhases}", with: "  - {id: hasPhases}\n  - {id: onboarded, key: appOnboarded}")
        .replacingOccurrences(of: "  - {key: hasSeen, type: bool}", with: "  - {key: hasSeen, type: bool}\n  - {key: appOnboarded, type: bool}")

    static func tour(persistence: String, extra: String = "") -> String {
        """
        id: intro
        name: Intro
        presentation: {style: bottomSheet}
        triggers:
          - type: firstLaunch
        \(persistence)
        \(extra)
        steps:
          - id: welcome
            type: page
            title: Welcome
            body: Hello there.
        """
    }

    static func expectClean(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let fixture = try CheckFixture(files)
        let found = fixture.check()
        #expect(found.isEmpty, "\(found.map { "\(fixture.position(of: $0)) \($0.code.id) \($0.message)" })",
                sourceLocation: sourceLocation)
    }

    /// TOUR3315 for a key the app writes advises `unless:` with the condition that reads the
    /// key; following it no longer raises TOUR3314 (it did: the advice went round in a circle).
    @Test func aKeyTheAppWritesEndsInUnless() throws {
        let found = try expectDiagnostics(LanguageCodes.onceKeyNeverWritten, [
            "demo/app.yaml": Self.registry,
            "demo/intro.yaml": Self.tour(persistence: "persistence:\n  onceKeys: [1️⃣appOnboarded]"),
        ])
        let message = try #require(found.first?.message)
        #expect(message.contains("`unless: [onboarded]`"), "\(message)")
        try Self.expectClean([
            "demo/app.yaml": Self.registry,
            "demo/intro.yaml": Self.tour(persistence: "", extra: "unless: [onboarded]"),
        ])
    }

    /// TOUR3314's advice (a show-once key the updates write) ends clean.
    @Test func anAutomaticTourWithoutKeyFollowsTheAdvice() throws {
        try expectDiagnostics(LanguageCodes.noOnceKeys, [
            "demo/app.yaml": Self.registry,
            "demo/intro.yaml": Self.tour(persistence: "").replacingOccurrences(of: "triggers:", with: "1️⃣triggers:"),
        ])
        try Self.expectClean([
            "demo/app.yaml": Self.registry,
            "demo/intro.yaml": Self.tour(persistence: """
                persistence:
                  onceKeys: [hasSeen]
                  updates:
                    - {outcomes: [completed, skipped, dismissed], key: hasSeen, value: true}
                """),
        ])
    }

    /// A show-once key that the tour only ever writes `false` does not mark the tour as seen:
    /// it showed on every launch while the check was clean.
    @Test func aKeyWrittenOnlyFalseIsNotAShowOnceKey() throws {
        let written = { (value: String) in Self.tour(persistence: """
            persistence:
              onceKeys: [1️⃣hasSeen]
              updates:
                - {outcomes: [completed, skipped], key: hasSeen, value: \(value)}
            """) }
        let found = try expectDiagnostics(LanguageCodes.onceKeyNeverWritten, ["demo/app.yaml": Self.registry, "demo/intro.yaml": written("false")])
        #expect(found.first?.message.contains("do not mark it as seen") == true)
        try Self.expectClean(["demo/app.yaml": Self.registry, "demo/intro.yaml": written("true").replacingOccurrences(of: "1️⃣", with: "")])
    }

    /// A `stringSet` show-once key is marked by inserting the tour's id, not another text.
    @Test func aStringSetKeyNeedsTheToursId() throws {
        let inserted = { (value: String) in Self.tour(persistence: """
            persistence:
              onceKeys: [1️⃣tour.seen]
              updates:
                - {outcomes: [completed, skipped], key: tour.seen, operation: insert, value: \(value)}
            """) }
        try expectDiagnostics(LanguageCodes.onceKeyNeverWritten, ["demo/app.yaml": Self.registry, "demo/intro.yaml": inserted("otherTour")])
        try Self.expectClean(["demo/app.yaml": Self.registry, "demo/intro.yaml": inserted("$tourId").replacingOccurrences(of: "1️⃣", with: "")])
    }

    /// A sheet the app makes non-dismissable on purpose: the advice offers the ways out that keep
    /// `skippable: false` first, and taking the first one ends clean.
    @Test func aNonDismissableStepIsOfferedOtherWaysOutFirst() throws {
        let step = { (outcomes: String, marker: String) in CheckFlowTests.spotlight("""
              - id: notifications
                type: spotlight
                title: Notifications
                body: Allow notifications to hear about new messages.
                skippable: \(marker)false
                coachMark: {position: automatic}
                advance: {type: component, component: phaseForm, outcomes: [\(outcomes)]}
            """) }
        let found = try expectDiagnostics(LanguageCodes.trapsUser, step("saved", "1️⃣"))
        let message = try #require(found.first?.message)
        let dismissed = try #require(message.range(of: "`dismissed`"))
        let skippable = try #require(message.range(of: "`skippable: true`"))
        #expect(dismissed.lowerBound < skippable.lowerBound, "\(message)")
        let fixed = step("saved, dismissed", "")
        let fixture = try CheckFixture(fixed)
        #expect(fixture.check().filter { $0.code == LanguageCodes.trapsUser }.isEmpty)
    }

    /// A non-skippable page waiting for an event is told to add a completing action first.
    @Test func aNonSkippablePageIsOfferedACompletingAction() throws {
        let page = { (actions: String, marker: String) in F.app(tour: F.tour(steps: """
              - id: signIn
                type: page
                title: Sign in
                body: Sign in to sync your vault.
                skippable: \(marker)false
                advance: {type: event, event: weekMarked}
            \(actions)
            """)) }
        let found = try expectDiagnostics(LanguageCodes.trapsUser, page("", "1️⃣"))
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix("this step is not skippable"), "\(message)")
        let action = try #require(message.range(of: "{type: complete}"))
        let skippable = try #require(message.range(of: "`skippable: true`"))
        #expect(action.lowerBound < skippable.lowerBound, "\(message)")
        try Self.expectClean(page("    actions:\n          - {label: Continue, action: {type: complete}}", ""))
    }

    /// Two steps that cover both answers of one condition: exactly one always shows, so TOUR3303
    /// stays quiet; a third condition only one step names leaves a gap, and it warns.
    @Test func complementaryConditionsCoverEveryCase() throws {
        try Self.expectClean(F.app(tour: F.tour(steps: """
              - {id: withPhases, type: page, title: Your phases, when: [hasPhases]}
              - {id: noPhases, type: page, title: Add a phase, unless: [hasPhases]}
            """)))
        let registry = F.registry.replacingOccurrences(of: "  - {id: hasPhases}", with: "  - {id: hasPhases}\n  - {id: isPro}")
        try expectDiagnostics(LanguageCodes.allStepsConditional, F.app(tour: F.tour(steps: """
              - {id: withPhases, type: page, title: Your phases, when: [hasPhases, isPro]}
              - {id: noPhases, type: page, title: Add a phase, unless: [hasPhases]}
            """).replacingOccurrences(of: "\nsteps:", with: "\n1️⃣steps:"), registry: registry))
    }

    @Test func coverageEnumeratesTheAnswers() {
        func step(_ id: String, when: [ConditionEntry] = [], unless: [ConditionEntry] = []) -> TourKit.Step {
            TourKit.Step(id: id, kind: .page(PageContent(title: id)), when: when, unless: unless)
        }
        #expect(ConditionCoverage.someStepAlwaysApplies([step("a", when: ["x"]), step("b", unless: ["x"])]))
        #expect(!ConditionCoverage.someStepAlwaysApplies([step("a", when: ["x"]), step("b", when: ["y"])]))
        #expect(ConditionCoverage.someStepAlwaysApplies([step("a", when: ["x", "y"]), step("b", unless: ["x"]), step("c", unless: ["y"])]))
        #expect(ConditionCoverage.someStepAlwaysApplies([step("a", when: ["x"]), step("b")]))
    }

    /// TOUR3405 only where there is a spotlight, and once for a tour-level dim however many steps
    /// use it (it was once per step, all at the same line).
    @Test func aLightTourDimIsReportedOnceAndOnlyForSpotlights() throws {
        let spot = { (id: String, spotlight: Bool) in """
              - id: \(id)
                type: spotlight
                title: \(id)
                body: Look here.
                coachMark: {position: automatic}
                advance: {type: nextButton}\(spotlight ? "\n    spotlight: {regions: [{target: grid}]}" : "")
            """ }
        let found = try expectDiagnostics(LanguageCodes.dimTooLight, CheckFlowTests.spotlight(
            [spot("one", true), spot("two", true), spot("three", false)].joined(separator: "\n"),
            extra: "visuals: {dim: 1️⃣0.2}"))
        #expect(found.first?.labels.count == 2)
        try Self.expectClean(CheckFlowTests.spotlight(spot("three", false), extra: "visuals: {dim: 0.2}"))
    }
}

/// The advice of a sweep that followed every code's first fix literally (issue 26: "the advice of
/// every diagnostic code has been tried once as an author would follow it"; the table is in
/// docs/diagnostics-corpus.md). Each test is a case whose first fix misled.
@Suite struct CheckAdviceSweepTests {
    typealias F = CheckFixtures

    static let registry = F.registry.replacingOccurrences(of: "  - {key: hasSeen, type: bool}", with: """
          - {key: hasSeen, type: bool}
          - {key: walkthroughSkipped, type: bool}
          - {key: walkthroughCurrentStep, type: int}
        """)

    /// TOUR3108 on a misspelt `progressKey` offered a show-once flag first; following it broke the
    /// tour's Skip and resume. Only keys that can hold a step are offered now, and a `bool` key
    /// as progress key is an error.
    @Test func aProgressKeyIsOnlyOfferedKeysThatHoldAStep() throws {
        let tour = { (key: String) in F.tour(extra: "").replacingOccurrences(of: "  onceKeys: [hasSeen]", with: "  onceKeys: [hasSeen]\n  progressKey: \(key)") }
        let found = try expectDiagnostics(LanguageCodes.unknownPersistenceKey, ["demo/app.yaml": Self.registry, "demo/intro.yaml": tour("1️⃣walkthroughStep")])
        #expect(found.first?.suggestions == ["walkthroughCurrentStep"], "\(found.map(\.suggestions))")
        try expectDiagnostics(LanguageCodes.stateWriteType, ["demo/app.yaml": Self.registry, "demo/intro.yaml": tour("1️⃣walkthroughSkipped")])
        try CheckAdviceTests.expectClean(["demo/app.yaml": Self.registry, "demo/intro.yaml": tour("walkthroughCurrentStep")])
    }

    /// TOUR3311 advised `checkpoints: [0]`, which leaves nothing after a failing step: every
    /// `nextCheckpoint` then ended the tour. Now [0] alone is reported, and the example has later
    /// steps, which ends clean.
    @Test func nextCheckpointNeedsACheckpointAfterTheStep() throws {
        let steps = (0..<4).map { "  - {id: s\($0), type: page, title: Step \($0)}" }.joined(separator: "\n")
        let tour = { (checkpoints: String, marker: String) in F.app(tour: F.tour(extra: """
            flow:
              recovery: {checkpoints: \(checkpoints), fallback: {type: \(marker)nextCheckpoint}}
            """, steps: steps)) }
        let found = try expectDiagnostics(LanguageCodes.noCheckpoints, tour("[0]", "1️⃣"))
        #expect(found.first?.message.contains("`checkpoints: [0, 3]`") == true, "\(found.map(\.message))")
        try CheckAdviceTests.expectClean(tour("[0, 3]", ""))
    }

    /// TOUR3308 on a step that teaches a tap: a `nextButton` instead would stop it waiting, so
    /// making it skippable comes first, and the other way says what it costs.
    @Test func aStepThatTeachesATapKeepsItsWait() throws {
        let found = try expectDiagnostics(LanguageCodes.trapsUser, CheckFlowTests.spotlight("""
              - id: tapWeek
                type: spotlight
                title: This week
                body: Tap the current week.
                skippable: 1️⃣false
                coachMark: {position: automatic}
                advance: {type: tapTarget, target: grid}
            """))
        let message = try #require(found.first?.message)
        let skippable = try #require(message.range(of: "`skippable: true`"))
        let button = try #require(message.range(of: "{type: nextButton}"))
        #expect(skippable.lowerBound < button.lowerBound, "\(message)")
        #expect(message.contains("no longer waits for a tap on `grid`"), "\(message)")
    }

    /// TOUR3303 when every step shares a condition: moving it to the tour comes first (making a
    /// step unconditional changes who sees it), and doing so ends clean.
    @Test func aConditionEveryStepSharesMovesToTheTour() throws {
        let found = try expectDiagnostics(LanguageCodes.allStepsConditional, F.app(tour: F.tour(steps: """
              - {id: a, type: page, title: A, when: [hasPhases]}
              - {id: b, type: page, title: B, when: [hasPhases]}
            """).replacingOccurrences(of: "\nsteps:", with: "\n1️⃣steps:")))
        #expect(found.first?.message.contains("every step has `when: [hasPhases]`, so it belongs to the tour") == true, "\(found.map(\.message))")
        try CheckAdviceTests.expectClean(F.app(tour: F.tour(extra: "when: [hasPhases]", steps: """
              - {id: a, type: page, title: A}
              - {id: b, type: page, title: B}
            """)))
    }

    /// TOUR3307 for a tour that starts itself names the app's other tours to start instead.
    @Test func aTourThatStartsItselfIsOfferedTheOthers() throws {
        var files = F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Take a tour, action: {type: startTour, tour: 1️⃣intro}}
                  - {label: Done, action: {type: complete}}
            """))
        files["demo/intro2.yaml"] = F.tour(id: "intro2").replacingOccurrences(of: "name: Intro", with: "name: Intro two")
        let found = try expectDiagnostics(LanguageCodes.tourLoop, files)
        #expect(found.first?.message.contains("`intro2`") == true, "\(found.map(\.message))")
    }

    /// A misspelt tap target is one mistake: TOUR3103 at the name, not also TOUR3309.
    @Test func aMisspeltTapTargetIsNotAlsoABlockedTarget() throws {
        try expectDiagnostics(LanguageCodes.unknownTarget, CheckFlowTests.spotlight("""
              - id: tapWeek
                type: spotlight
                title: This week
                body: Tap the current week.
                blocksTouches: true
                spotlight: {regions: [{target: grid}]}
                coachMark: {position: automatic}
                advance: {type: tapTarget, target: 1️⃣gird}
            """))
    }

    /// The docs' placeholder reason copied as it is (`-- why`) is no reason.
    @Test func aPlaceholderReasonIsRefused() throws {
        try expectDiagnostics(AcceptanceCodes.malformed, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                1️⃣# tourc:accept TOUR3501 -- why
                body: \(CheckAcceptanceTests.longBody)
            """)))
    }
}

/// TOUR3308 and the runtime's `leave` (issue 26 item 2, DuckDuckGo's Fire Button lesson: no
/// button, no Skip, no timer; the lesson ends when the user navigates away).
@Suite struct CheckLeaveIsAWayOutTests {
    typealias F = CheckFixtures

    static func lesson(_ steps: String) -> [String: String] {
        F.app(tour: F.tour(style: "spotlight", steps: steps)
            .replacingOccurrences(of: "  - type: firstLaunch", with: "  - {type: firstVisit, screen: home}"))
    }

    static let fireButton = """
          - id: fire
            type: spotlight
            body: Tap the Fire Button to clear your tabs and data.
            skippable: 1️⃣false
            spotlight: {regions: [{target: grid}]}
            coachMark: {position: automatic}
            advance: {type: tapTarget, target: grid}
        """

    @Test func aOneStepLessonBoundToAScreenEndsWhenTheUserLeaves() throws {
        try CheckAdviceTests.expectClean(Self.lesson(Self.fireButton.replacingOccurrences(of: "1️⃣", with: "")))
    }

    /// A second step is not ended by leaving the screen (a walkthrough is resumed there): the
    /// trap stands.
    @Test func aWalkthroughIsNotEndedByLeaving() throws {
        try expectDiagnostics(LanguageCodes.trapsUser, Self.lesson(Self.fireButton + "\n" + """
              - {id: done, type: spotlight, body: Done., coachMark: {position: automatic}, advance: {type: nextButton}}
            """))
    }
}
