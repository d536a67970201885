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
        func step(_ id: String, when: [String] = [], unless: [String] = []) -> TourKit.Step {
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
