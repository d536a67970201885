import Testing
import TourcDiagnostics
@testable import TourcCore

/// A scenario's `actionOutcome: {action, outcome}` step names an app action and one of its
/// declared outcomes (TOUR5002 at the name, with a suggestion); an unknown action is reported once,
/// at the action, not again at its outcome.
@Suite struct ScenarioActionOutcomeTests {
    static let registry = CheckAppActionTests.registry

    @Test func actionAndOutcomeAreCheckedAgainstTheRegistry() throws {
        let found = try expectDiagnostics(ScenarioCodes.unknownName, [
            "demo/app.yaml": Self.registry, "demo/intro.yaml": CheckFixtures.tour(),
            "demo/tests/s.test.yaml": """
            name: Outcomes
            steps:
              - launch
              - actionOutcome: {action: requestNotifications, outcome: 1️⃣grantd}
              - actionOutcome: {action: 2️⃣requestNotification, outcome: whatever}
              - actionOutcome: {action: openSettings, outcome: 3️⃣done}
            """,
        ])
        #expect(found.map { $0.suggestions.first } == ["granted", "requestNotifications", nil])
        #expect(found.first?.message.hasPrefix("the app action `requestNotifications` has no outcome `grantd`") == true)
    }
}
