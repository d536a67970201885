import Testing
@testable import TourcCore

/// References resolve (TOUR31xx), each with its position marked in the fixture.
@Suite struct CheckReferenceTests {
    typealias F = CheckFixtures

    @Test func unknownTargetSuggestsCloseIds() throws {
        let found = try expectDiagnostics(LanguageCodes.unknownTarget, F.app(tour: F.tour(style: "tooltip", steps: """
              - id: tip
                type: tooltip
                body: Tap here.
                anchor: 1️⃣gird
            """)))
        #expect(found.first?.suggestions == ["grid"])
    }

    @Test func screenUsedAsTargetSaysItsKind() throws {
        let found = try expectDiagnostics(LanguageCodes.unknownTarget, F.app(tour: F.tour(style: "tooltip", steps: """
              - id: tip
                type: tooltip
                body: Tap here.
                anchor: 1️⃣home
            """)))
        #expect(found.first?.notes.first?.contains("is a screen") == true)
    }

    @Test func unknownRole() throws {
        try expectDiagnostics(LanguageCodes.unknownRole, F.app(tour: F.tour(extra: "roles: [1️⃣admn]")))
    }

    @Test func unknownTag() throws {
        try expectDiagnostics(LanguageCodes.unknownTag, F.app(tour: F.tour(extra: "tags: [onboarding, 1️⃣onbording]")))
    }

    @Test func unknownCondition() throws {
        try expectDiagnostics(LanguageCodes.unknownCondition, F.app(tour: F.tour(extra: "when: [1️⃣hasPhase]")))
    }

    @Test func unknownAnalyticsEvent() throws {
        try expectDiagnostics(LanguageCodes.unknownAnalyticsEvent, F.app(tour: F.tour(extra: "analytics: [1️⃣tour_start]")))
    }

    @Test func unknownScreenAndEventInTriggers() throws {
        let tour = F.tour().replacingOccurrences(of: "  - type: firstLaunch", with: """
              - {type: firstVisit, screen: 1️⃣hom}
              - {type: event, event: 2️⃣weekMarkd}
            """)
        try expectDiagnostics(LanguageCodes.unknownScreen, F.app(tour: tour.replacingOccurrences(of: "2️⃣weekMarkd", with: "weekMarked")))
        try expectDiagnostics(LanguageCodes.unknownEvent, F.app(tour: tour.replacingOccurrences(of: "1️⃣hom", with: "home").replacingOccurrences(of: "2️⃣", with: "1️⃣")))
    }

    @Test func unknownPersistenceKey() throws {
        let tour = F.tour().replacingOccurrences(of: "onceKeys: [hasSeen]", with: "onceKeys: [hasSeen]\n  progressKey: 1️⃣tour.progres")
        try expectDiagnostics(LanguageCodes.unknownPersistenceKey, F.app(tour: tour))
    }

    @Test func unknownComponentAndOutcome() throws {
        let steps = """
              - id: form
                type: page
                title: Add
                content:
                  - {type: component, component: 1️⃣phaseFrom}
                advance: {type: component, component: phaseForm, outcomes: [saved, 2️⃣dismised]}
            """
        try expectDiagnostics(LanguageCodes.unknownComponent, F.app(tour: F.tour(steps: steps.replacingOccurrences(of: "2️⃣dismised", with: "dismissed"))))
        let found = try expectDiagnostics(LanguageCodes.unknownOutcome, F.app(tour: F.tour(steps: steps.replacingOccurrences(of: "1️⃣phaseFrom", with: "phaseForm").replacingOccurrences(of: "2️⃣", with: "1️⃣"))))
        #expect(found.first?.suggestions == ["dismissed"])
    }

    @Test func unknownTourInStartTour() throws {
        let found = try expectDiagnostics(LanguageCodes.unknownTour, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Tour, action: {type: startTour, tour: 1️⃣stats}}
                  - {label: Done, action: {type: complete}}
            """)))
        // The message says what the place is for, and the fix (TOUR3110 is also a tip group's).
        #expect(found.first?.message == "no tour `stats` in `demo`; `startTour` starts a tour of the same app: name one of the app's tours, or add `stats.yaml` beside its app.yaml")
    }

    @Test func aBrokenTourIsStillKnownByItsId() throws {
        var files = F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                actions:
                  - {label: Stats, action: {type: startTour, tour: stats}}
                  - {label: Done, action: {type: complete}}
            """))
        files["demo/stats.yaml"] = "id: stats\nname: Stats\n"  // no steps: a schema error
        let diagnostics = try CheckFixture(files).check()
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.code.id == "TOUR2003" }, "only the broken tour's own problems: \(diagnostics.map(\.message))")
    }

    @Test func registryReferencesItsOwnIds() throws {
        let registry = F.registry.replacingOccurrences(of: "target: homeTab}", with: "target: 1️⃣homeTap}")
        try expectDiagnostics(LanguageCodes.unknownTarget, F.app(registry: registry))
    }
}
