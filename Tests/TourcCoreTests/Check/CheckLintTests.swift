import Testing
@testable import TourcCore

/// Content lint (TOUR35xx, warnings) and file layout (TOUR300x).
@Suite struct CheckLintTests {
    typealias F = CheckFixtures

    @Test func titleOverItsBudget() throws {
        let long = String(repeating: "Long title ", count: 5)
        try expectDiagnostics(LanguageCodes.textTooLong, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: 1️⃣\(long)x
            """)))
    }

    @Test func spotlightBudgetsAreTighter() throws {
        try expectDiagnostics(LanguageCodes.textTooLong, F.app(tour: F.tour(style: "spotlight", steps: """
              - id: look
                type: spotlight
                title: 1️⃣A title that is longer than thirty
                body: The grid.
                hint: 2️⃣A hint that is far too long to fit in forty characters
                coachMark: {position: automatic}
                advance: {type: nextButton}
            """)))
    }

    @Test func misdecodedTextSuggestsTheRepair() throws {
        let found = try expectDiagnostics(LanguageCodes.misdecodedText, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                body: 1️⃣Settings â†’ Help
            """)))
        #expect(found.first?.suggestions == ["Settings → Help"])
    }

    @Test func paddedText() throws {
        try expectDiagnostics(LanguageCodes.untidyText, F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                body: 2️⃣|
                  Hello there.
                title: 1️⃣" Welcome"
            """)))
    }

    @Test func iconOnlyTargetNeedsALabel() throws {
        let registry = F.registry.replacingOccurrences(of: "identifier: grid, screen: home}",
                                                       with: "identifier: grid, screen: home, 1️⃣icon: questionmark.circle}")
        try expectDiagnostics(LanguageCodes.missingAccessibilityLabel, F.app(registry: registry))
    }

    @Test func gestureStepNeedsAnAlternative() throws {
        try expectDiagnostics(LanguageCodes.gestureWithoutAlternative, F.app(tour: F.tour(style: "spotlight", steps: """
              - id: swipe
                type: spotlight
                title: Swipe
                body: Swipe the grid.
                coachMark: {position: automatic}
                1️⃣advance: {type: gesture, gesture: swipeLeft, target: grid}
            """)))
    }

    @Test func smallTouchTargets() throws {
        try expectDiagnostics(LanguageCodes.smallTouchTarget, F.app(tour: F.tour(extra: """
            accessibility:
              minimumTouchTarget: 1️⃣30
              touchTargets: [{control: next, minimum: 2️⃣40}]
            """)))
    }

    @Test func updatePromptWithTooManyBullets() throws {
        let item = "{icon: star, title: New, text: Something new.}"
        try expectDiagnostics(LanguageCodes.bulletCount, F.app(tour: F.tour(style: "updatePrompt", steps: """
              - id: whatsNew
                type: page
                title: What's New
                1️⃣content:
                  - {type: bullets, items: [\(item), \(item), \(item), \(item)]}
                actions:
                  - {label: Dismiss, action: {type: dismiss}}
            """)))
    }

    @Test func tourWithoutRegistry() throws {
        try expectDiagnostics(LanguageCodes.missingRegistry, ["demo/intro.yaml": "1️⃣" + F.tour()])
    }

    @Test func tourOutsideAnyAppFolder() throws {
        var files = F.app()
        files["stray.yaml"] = "1️⃣" + F.tour(id: "stray")
        try expectDiagnostics(LanguageCodes.outsideAppFolder, files)
    }

    @Test func singleTourFileFindsItsRegistryOnDisk() throws {
        // A duplicate analytics event in app.yaml: not reported, app.yaml was not asked for.
        let registry = F.registry + "\n  - {id: tour_started}"
        let fixture = try CheckFixture(F.app(tour: F.tour(extra: "when: [1️⃣hasPhase]"), registry: registry))
        let whole = try CheckFixture(F.app(tour: F.tour(), registry: registry)).check()
        #expect(whole.map(\.code) == [LanguageCodes.duplicateRegistryEntry])
        let diagnostics = fixture.check(["demo/intro.yaml"])
        #expect(diagnostics.map(\.code) == [LanguageCodes.unknownCondition])
        #expect(diagnostics.first.map(fixture.position) == fixture.marker("1️⃣", in: "demo/intro.yaml"))
    }
}
