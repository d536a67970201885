import Testing
import TourKit
@testable import TourKitRuntime

/// Issue 24, item 3: a button asks the host to run an app action (`perform`); the host reports
/// its outcome (`RunInput.actionOutcome`), and a step waiting for that outcome moves on.
@Suite struct AppActionTests {
    static let registry: AppRegistry = {
        var r = Fixtures.registry
        r.actions = [AppAction(id: "requestNotifications", outcomes: ["granted", "denied"]), AppAction(id: "openSettings")]
        return r
    }()

    static func bundle(outcomes: [String] = ["granted"]) -> TourBundle {
        let ask = Step(id: "notifications", kind: .page(PageContent(
            title: "Notifications",
            actions: [ActionButton(label: "Allow", action: .perform(action: "requestNotifications")),
                      ActionButton(label: "Settings", style: .secondary, action: .perform(action: "openSettings"))],
            advance: .actionOutcome(action: "requestNotifications", outcomes: outcomes))))
        let tour = Fixtures.tour("t", steps: [ask, Fixtures.page("done")])
        return TourBundle(app: registry, tours: [tour], contentHash: "h1")
    }

    @Test func theButtonAsksTheHostToRunTheActionAndTheRunStays() {
        var c = Fixtures.coordinator(Self.bundle())
        #expect(c.handle(.launch).presented == ["notifications"])
        let commands = c.handle(.run(.action(label: "Allow")))
        #expect(commands == [.perform(.action(.perform(action: "requestNotifications")))])
        #expect(c.run?.index == 0)
    }

    @Test func theAwaitedOutcomeMovesOn() {
        var c = Fixtures.coordinator(Self.bundle())
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))  // the primary button is "Allow": it asks, and waits
        #expect(c.run?.index == 0)
        #expect(c.handle(.run(.actionOutcome(action: "requestNotifications", outcome: "granted"))).presented == ["done"])
    }

    @Test func anotherOutcomeDoesNotMoveOn() {
        var c = Fixtures.coordinator(Self.bundle())
        _ = c.handle(.launch)
        #expect(c.handle(.run(.actionOutcome(action: "requestNotifications", outcome: "denied"))).isEmpty)
        #expect(c.run?.index == 0)
    }

    @Test func thePresentationSaysWhatTheStepWaitsFor() {
        var c = Fixtures.coordinator(Self.bundle(outcomes: ["granted", "denied"]))
        _ = c.handle(.launch)
        let shown = c.run.flatMap { $0.presentation($0.index, c.context) }
        // A page with buttons waits for its primary button; the host learns of the action from
        // the `perform` command it gets when that button is pressed.
        #expect(shown?.waitsFor == .action(label: "Allow"))
        #expect(StepWait.actionOutcome(action: "a", outcomes: ["x"]).name == "actionOutcome")
    }

    @Test func anUnknownActionOrOutcomeIsReportedToTheHost() {
        var c = Fixtures.coordinator(Self.bundle())
        _ = c.handle(.launch)
        #expect(c.handle(.run(.actionOutcome(action: "requestNotificaton", outcome: "granted")))
            == [.unknownName(UnknownName(kind: .action, name: "requestNotificaton"))])
        #expect(c.handle(.run(.actionOutcome(action: "requestNotifications", outcome: "allowed")))
            == [.unknownName(UnknownName(kind: .actionOutcome, name: "allowed"))])
        #expect(c.run?.index == 0)
    }

    /// The typed overload builds the same input as the string form.
    @Test func typedIdsBuildTheSameInput() {
        enum ActionID: String, AppActionName { case requestNotifications }
        enum OutcomeID: String, AppActionOutcomeName { case granted }
        #expect(RunInput.actionOutcome(ActionID.requestNotifications, outcome: OutcomeID.granted)
            == .actionOutcome(action: "requestNotifications", outcome: "granted"))
    }
}
