import Testing
@testable import TourcCore

/// App actions with outcomes (TOUR3810–TOUR3812, issue 24 item 3).
@Suite struct CheckAppActionTests {
    typealias F = CheckFixtures

    static let registry = F.registry + """

        actions:
          - {id: requestNotifications, outcomes: [granted, denied]}
          - {id: openSettings}
        """

    static func app(_ steps: String) -> [String: String] {
        F.app(tour: F.tour(steps: steps), registry: registry)
    }

    @Test func aPermissionPageChecksClean() throws {
        let fixture = try CheckFixture(Self.app("""
              - id: notifications
                type: page
                title: Notifications
                actions:
                  - {label: Allow, action: {type: perform, action: requestNotifications}}
                advance: {type: actionOutcome, action: requestNotifications, outcomes: [granted, denied]}
              - {id: done, type: page, title: Done}
            """))
        #expect(fixture.check().isEmpty)
    }

    @Test func aButtonPerformsADeclaredAction() throws {
        let found = try expectDiagnostics(LanguageCodes.unknownAppAction, Self.app("""
              - id: notifications
                type: page
                title: Notifications
                actions:
                  - {label: Allow, action: {type: perform, action: 1️⃣requestNotification}}
                  - {label: Next, action: {type: next}}
            """))
        #expect(found.first?.suggestions == ["requestNotifications"])
    }

    @Test func anOutcomeAdvanceNamesADeclaredActionAndOutcomes() throws {
        let found = try expectDiagnostics(LanguageCodes.unknownActionOutcome, Self.app("""
              - id: notifications
                type: page
                title: Notifications
                actions:
                  - {label: Allow, action: {type: perform, action: requestNotifications}}
                advance: {type: actionOutcome, action: requestNotifications, outcomes: [granted, 1️⃣denyed]}
              - {id: done, type: page, title: Done}
            """))
        #expect(found.first?.suggestions == ["denied"])
        // An unknown action is one mistake: reported at the action, its outcomes left alone.
        try expectDiagnostics(LanguageCodes.unknownAppAction, Self.app("""
              - id: notifications
                type: page
                title: Notifications
                actions:
                  - {label: Allow, action: {type: perform, action: requestNotifications}}
                  - {label: Next, action: {type: next}}
                advance: {type: actionOutcome, action: 1️⃣signIn, outcomes: [granted]}
              - {id: done, type: page, title: Done}
            """))
    }

    @Test func aStepWaitingForAnOutcomeHasAButtonThatAsks() throws {
        let found = try expectDiagnostics(LanguageCodes.outcomeNeverAsked, Self.app("""
              - id: notifications
                type: page
                title: Notifications
                actions:
                  - {label: Settings, action: {type: perform, action: openSettings}}
                  - {label: Next, action: {type: next}}
                advance: {type: actionOutcome, action: 1️⃣requestNotifications, outcomes: [granted]}
              - {id: done, type: page, title: Done}
            """))
        #expect(found.first?.message.contains("`openSettings`") == true)
    }

    /// A carousel's footer shows under every page, so a page may wait on the outcome of an
    /// action the footer performs; without the footer the same page is TOUR3812.
    @Test func aCarouselFooterThatPerformsTheActionAsks() throws {
        func carousel(footer: String) -> [String: String] {
            F.app(tour: F.tour(style: "fullScreenCarousel", extra: """
                carousel:
                  footer:
                \(footer)
                """, steps: """
                  - id: notifications
                    type: page
                    title: Notifications
                    actions:
                      - {label: Next, action: {type: next}}
                    advance: {type: actionOutcome, action: 1️⃣requestNotifications, outcomes: [granted]}
                  - {id: done, type: page, title: Done, actions: [{label: Done, action: {type: complete}}]}
                """), registry: Self.registry)
        }
        let asked = try CheckFixture(carousel(footer: "    - {label: Allow, action: {type: perform, action: requestNotifications}}")).check()
        #expect(asked.filter { $0.severity == .error }.map(\.code.id) == [], "\(asked.map(\.message))")
        try expectDiagnostics(LanguageCodes.outcomeNeverAsked, carousel(footer: "    - {label: Settings, action: {type: perform, action: openSettings}}"))
    }

    /// The footer is a way out of a page that waits (TOUR3308 counts the buttons a step shows,
    /// `TourWalker.forEachActionShown`): a carousel page without buttons of its own, waiting on
    /// an outcome with Skip off, does not trap the user when the footer asks for the action.
    /// Without the footer, the same page traps (before the footer counted, it trapped either way).
    @Test func aCarouselFooterIsAWayOutOfAWaitingPage() throws {
        func carousel(_ settings: String) -> [String: String] {
            F.app(tour: F.tour(style: "fullScreenCarousel", extra: """
                flow: {skip: {available: 1️⃣false}}
                carousel:
                \(settings)
                """, steps: """
                  - id: notifications
                    type: page
                    title: Notifications
                    advance: {type: actionOutcome, action: requestNotifications, outcomes: [granted, denied]}
                  - {id: done, type: page, title: Done, actions: [{label: Done, action: {type: complete}}]}
                """), registry: Self.registry)
        }
        let footer = try CheckFixture(carousel("""
              footer:
                - {label: Allow, action: {type: perform, action: requestNotifications}}
            """)).check()
        #expect(footer.filter { $0.severity == .error }.map(\.code.id) == [], "\(footer.map(\.message))")
        // Without it the page traps (at `available: false`), and asks for the action nowhere.
        let bare = try CheckFixture(carousel("  swipe: true"))
        let found = bare.check().filter { $0.severity == .error }
        #expect(found.map(\.code.id).sorted() == [LanguageCodes.trapsUser.id, LanguageCodes.outcomeNeverAsked.id], "\(found.map(\.message))")
        #expect(found.filter { $0.code == LanguageCodes.trapsUser }.map(bare.position) == [bare.marker("1️⃣", in: "demo/intro.yaml")])
    }

    @Test func anActionIdIsUniqueInTheRegistry() throws {
        try expectDiagnostics(LanguageCodes.duplicateRegistryEntry, F.app(registry: F.registry + """

            actions:
              - {id: signIn}
              - {id: 1️⃣signIn}
            """))
    }
}

/// A step that advances on any of several inputs (`anyOf`, issue 24 item 3): each alternative
/// is checked as an advance of its own, at its own node.
@Suite struct CheckAnyOfAdvanceTests {
    typealias F = CheckFixtures

    @Test func everyAlternativeIsResolved() throws {
        let found = try expectDiagnostics(LanguageCodes.unknownEvent, F.app(tour: F.tour(style: "spotlight", steps: """
              - id: swipe
                type: spotlight
                body: Swipe left.
                advance:
                  type: anyOf
                  of:
                    - {type: gesture, gesture: swipeLeft, target: grid}
                    - {type: event, event: 1️⃣weekMarkd}
            """)))
        #expect(found.first?.suggestions == ["weekMarked"])
        try expectDiagnostics(LanguageCodes.unknownTarget, F.app(tour: F.tour(style: "spotlight", steps: """
              - id: swipe
                type: spotlight
                body: Swipe left.
                advance: {type: anyOf, of: [{type: nextButton}, {type: tapTarget, target: 1️⃣gird}]}
            """)))
    }

    @Test func anActionOutcomeAlternativeIsChecked() throws {
        try expectDiagnostics(LanguageCodes.unknownActionOutcome, F.app(tour: F.tour(steps: """
              - id: notifications
                type: page
                title: Notifications
                actions:
                  - {label: Allow, action: {type: perform, action: requestNotifications}}
                advance:
                  type: anyOf
                  of:
                    - {type: actionOutcome, action: requestNotifications, outcomes: [1️⃣grant]}
                    - {type: timer, after: 30}
              - {id: done, type: page, title: Done}
            """), registry: CheckAppActionTests.registry))
    }

    @Test func oneAlternativeIsNotAChoice() throws {
        let fixture = try CheckFixture(F.app(tour: F.tour(steps: """
              - id: welcome
                type: page
                title: Welcome
                advance: {type: anyOf, of: [{type: nextButton}]}
            """)))
        #expect(fixture.check().contains { $0.severity == .error && $0.code.id.hasPrefix("TOUR2") })
    }
}
