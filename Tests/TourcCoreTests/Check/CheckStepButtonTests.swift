import Testing
@testable import TourcCore

/// Coach marks' and tooltips' own buttons and close button (issue 24 item 3): an icon-only
/// close button needs a VoiceOver label (TOUR3502, with the fix), and buttons that replace Next
/// or "Got it" must leave a way on (TOUR3813).
@Suite struct CheckStepButtonTests {
    typealias F = CheckFixtures

    static func tooltipTour(_ step: String) -> [String: String] {
        F.app(tour: F.tour(style: "tooltip", steps: step))
    }

    static func spotlightTour(_ steps: String) -> [String: String] {
        F.app(tour: F.tour(style: "spotlight", steps: steps))
    }

    @Test func tooltipAndCoachMarkButtonsCheckClean() throws {
        let fixture = try CheckFixture(Self.tooltipTour("""
              - id: tip
                type: tooltip
                body: Your tabs live here.
                anchor: grid
                dismiss: [tapOutside]
                actions:
                  - {label: Show me, action: {type: complete}}
                  - {label: Later, style: secondary, action: {type: dismiss}}
                closeButton: {accessibilityLabel: Close}
            """))
        #expect(fixture.check().filter { $0.severity == .error || $0.severity == .warning }.map(\.code.id) == [])
    }

    @Test func aCloseButtonNeedsAnAccessibilityLabel() throws {
        let found = try expectDiagnostics(LanguageCodes.missingAccessibilityLabel, Self.tooltipTour("""
              - id: tip
                type: tooltip
                body: Your tabs live here.
                anchor: grid
                1️⃣closeButton: {icon: xmark}
                actions:
                  - {label: 2️⃣"", icon: star, action: {type: complete}}
            """))
        #expect(found.first?.message.contains("`accessibilityLabel: Close`") == true)
    }

    @Test func coachMarkButtonsMustMoveOn() throws {
        try expectDiagnostics(LanguageCodes.stepButtonsLeadNowhere, Self.spotlightTour("""
              - id: first
                type: spotlight
                body: Look here.
                advance: {type: nextButton}
                1️⃣actions:
                  - {label: Settings, action: {type: openScreen, screen: home}}
              - id: second
                type: spotlight
                body: Then tap it.
                advance: {type: tapTarget, target: grid}
                actions:
                  - {label: Settings, action: {type: openScreen, screen: home}}
            """))
    }

    @Test func aTooltipWithoutAWayOutIsReported() throws {
        try expectDiagnostics(LanguageCodes.stepButtonsLeadNowhere, Self.tooltipTour("""
              - id: tip
                type: tooltip
                body: Your tabs live here.
                anchor: grid
                dismiss: [button]
                1️⃣actions:
                  - {label: Open, action: {type: openScreen, screen: home}}
            """))
    }

    @Test func atMostTwoButtons() throws {
        let fixture = try CheckFixture(Self.tooltipTour("""
              - id: tip
                type: tooltip
                body: Your tabs live here.
                anchor: grid
                actions:
                  - {label: A, action: {type: complete}}
                  - {label: B, action: {type: complete}}
                  - {label: C, action: {type: complete}}
            """))
        #expect(fixture.check().contains { $0.severity == .error })
    }

    /// A coach mark's `perform` button reaches the app-action checks like a page's.
    @Test func coachMarkButtonsAreResolved() throws {
        try expectDiagnostics(LanguageCodes.unknownTour, Self.spotlightTour("""
              - id: first
                type: spotlight
                body: Look here.
                advance: {type: nextButton}
                actions:
                  - {label: Go, action: {type: startTour, tour: 1️⃣elsewhere}}
            """))
    }
}

/// A carousel's swipe and shared buttons (issue 24 item 3): swipe-only pages are no dead ends,
/// the last page still needs a way to finish (TOUR3305), and `carousel:` belongs to carousels
/// (TOUR3814).
@Suite struct CheckCarouselTests {
    typealias F = CheckFixtures

    static func carousel(_ settings: String, last: String = "{id: last, type: page, title: Last}") -> [String: String] {
        F.app(tour: F.tour(style: "fullScreenCarousel", extra: settings, steps: """
              - {id: first, type: page, title: First}
              - \(last)
            """))
    }

    @Test func swipeOnlyPagesWithSharedButtonsCheckClean() throws {
        let fixture = try CheckFixture(Self.carousel("""
            carousel:
              swipe: true
              footer:
                - {label: Create account, action: {type: complete}}
                - {label: Log in, style: secondary, action: {type: openScreen, screen: home}}
            """))
        #expect(fixture.check().filter { $0.severity == .error }.map(\.code.id) == [])
    }

    @Test func theLastPageStillNeedsAWayToFinish() throws {
        try expectDiagnostics(LanguageCodes.cannotFinish, Self.carousel("""
            carousel:
              1️⃣footer:
                - {label: Settings, action: {type: openScreen, screen: home}}
            """))
    }

    @Test func withoutSwipeEveryPageNeedsAButtonThatMovesOn() throws {
        try expectDiagnostics(LanguageCodes.cannotFinish, Self.carousel("""
            carousel:
              swipe: false
              1️⃣footer:
                - {label: Open, action: {type: openScreen, screen: home}}
            """, last: "{id: last, type: page, title: Last, actions: [{label: Done, action: {type: complete}}]}"))
    }

    @Test func sharedButtonsAreResolved() throws {
        try expectDiagnostics(LanguageCodes.unknownScreen, Self.carousel("""
            carousel:
              footer:
                - {label: Done, action: {type: complete}}
                - {label: Settings, action: {type: openScreen, screen: 1️⃣hom}}
            """))
    }

    /// The footer shows on every page but is written once: its `goTo` is resolved once, by the
    /// same walk as every other action's (`TourWalker.forEachAction`), not once per page.
    @Test func aSharedGoToIsResolvedOnce() throws {
        try expectDiagnostics(LanguageCodes.unknownGoToStep, Self.carousel("""
            carousel:
              footer:
                - {label: Done, action: {type: complete}}
                - {label: Again, action: {type: goTo, step: 1️⃣frist}}
            """))
    }

    /// A shared button that starts the tour itself loops as a page's button does (TOUR3307); the
    /// footer was not walked for `startTour` before.
    @Test func aSharedButtonThatStartsTheTourLoops() throws {
        try expectDiagnostics(LanguageCodes.tourLoop, Self.carousel("""
            carousel:
              footer:
                - {label: Done, action: {type: complete}}
                - {label: Again, action: {type: startTour, tour: 1️⃣intro}}
            """))
    }

    @Test func carouselSettingsBelongToACarousel() throws {
        try expectDiagnostics(LanguageCodes.carouselWithoutEffect, F.app(tour: F.tour(extra: """
            1️⃣carousel: {swipe: true}
            """)))
    }
}
