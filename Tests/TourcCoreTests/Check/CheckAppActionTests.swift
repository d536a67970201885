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

    @Test func anActionIdIsUniqueInTheRegistry() throws {
        try expectDiagnostics(LanguageCodes.duplicateRegistryEntry, F.app(registry: F.registry + """

            actions:
              - {id: signIn}
              - {id: 1️⃣signIn}
            """))
    }
}
