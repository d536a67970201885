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

/// Issue 24, item 3: coach marks and tooltips with a primary and a secondary button, and an
/// icon-only close button.
@Suite struct StepButtonTests {
    static func tooltip(actions: [ActionButton], close: CloseButton? = CloseButton(accessibilityLabel: "Close")) -> TourBundle {
        let tip = Step(id: "tip", kind: .tooltip(TooltipContent(body: "Tabs live here.", anchor: "card", dismiss: [.tapOutside],
                                                                actions: actions, closeButton: close)))
        return Fixtures.bundle([Fixtures.tour("t", steps: [tip])])
    }

    static func coachMarks() -> TourBundle {
        func mark(_ id: String, _ buttons: [ActionButton]) -> Step {
            Step(id: id, kind: .spotlight(SpotlightContent(body: id, advance: .nextButton, actions: buttons,
                                                           closeButton: CloseButton(accessibilityLabel: "Dismiss"))))
        }
        var flow = FlowRules()
        flow.back = true
        return Fixtures.bundle([Fixtures.tour("t", steps: [
            mark("one", [ActionButton(label: "Back", style: .secondary, action: .back), ActionButton(label: "Next", action: .next)]),
            mark("two", [ActionButton(label: "Back", style: .secondary, action: .back), ActionButton(label: "Done", action: .complete)]),
        ], flow: flow)])
    }

    @Test func aTooltipsButtonsStandInForGotIt() {
        var c = Fixtures.coordinator(Self.tooltip(actions: [ActionButton(label: "Later", style: .secondary, action: .dismiss),
                                                            ActionButton(label: "Show me", action: .complete)]))
        let shown = c.handle(.launch).compactMap { if case .present(let p) = $0 { p } else { nil } }.first
        #expect(shown?.primaryLabel == "Show me")
        #expect(shown?.waitsFor == .action(label: "Show me"))
        #expect(shown?.closeButton == CloseButton(accessibilityLabel: "Close"))
        #expect(c.handle(.run(.action(label: "Later"))).ended == .dismissed)
    }

    @Test func nextPressesTheTooltipsPrimaryButton() {
        var c = Fixtures.coordinator(Self.tooltip(actions: [ActionButton(label: "Show me", action: .complete)]))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.next)).ended == .completed)
    }

    @Test func theCloseButtonDismisses() {
        var c = Fixtures.coordinator(Self.tooltip(actions: []))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.close)).ended == .dismissed)
    }

    @Test func closeDoesNothingWithoutACloseButton() {
        var c = Fixtures.coordinator(Self.tooltip(actions: [], close: nil))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.close)).isEmpty)
        #expect(c.run != nil)
    }

    @Test func coachMarkButtonsMoveWithinTheTour() {
        var c = Fixtures.coordinator(Self.coachMarks())
        #expect(c.handle(.launch).presented == ["one"])
        #expect(c.handle(.run(.action(label: "Next"))).presented == ["two"])
        #expect(c.handle(.run(.action(label: "Back"))).presented == ["one"])
        #expect(c.handle(.run(.next)).presented == ["two"])
        #expect(c.handle(.run(.next)).ended == .completed)
    }

    /// The close button's VoiceOver label and the primary button are translated like other texts.
    @Test func theCloseLabelAndButtonsAreLocalized() {
        var c = Fixtures.coordinator(Self.tooltip(actions: [ActionButton(label: "Show me", action: .complete)]))
        let shown = c.handle(.launch).compactMap { if case .present(let p) = $0 { p } else { nil } }.first!
        var strings = TourStrings(bundle: Fixtures.bundle([]))
        strings.source = ["t.tip.actions.0.label": "Show me", "t.tip.closeButton.accessibilityLabel": "Close"]
        strings.add(language: "de", texts: ["t.tip.actions.0.label": "Zeig es mir", "t.tip.closeButton.accessibilityLabel": "Schließen"])
        let text = TourLocalization(strings: strings, preferredLanguages: ["de"]).text(for: shown)
        #expect(text.button == "Zeig es mir")
        #expect(text.closeLabel == "Schließen")
    }
}

/// Issue 24, item 3: a step that advances on any of several inputs (`anyOf`).
@Suite struct AnyOfAdvanceTests {
    static func bundle(_ ways: [Advance]) -> TourBundle {
        Fixtures.bundle([Fixtures.tour("t", steps: [Fixtures.page("swipe", advance: .anyOf(of: ways)), Fixtures.page("next")])])
    }

    @Test func eitherInputAdvances() {
        let ways: [Advance] = [.gesture(gesture: .swipeLeft, target: nil), .nextButton]
        var c = Fixtures.coordinator(Self.bundle(ways))
        #expect(c.handle(.launch).presented == ["swipe"])
        #expect(c.handle(.run(.gesture(.swipeRight, target: nil))).isEmpty)
        #expect(c.handle(.run(.gesture(.swipeLeft, target: nil))).presented == ["next"])
        var d = Fixtures.coordinator(Self.bundle(ways))
        _ = d.handle(.launch)
        #expect(d.handle(.run(.next)).presented == ["next"])
    }

    @Test func theTargetOrTheEvent() {
        var c = Fixtures.coordinator(Self.bundle([.tapTarget(target: "card"), .event(event: "ready")]))
        let shown = c.handle(.launch).compactMap { if case .present(let p) = $0 { p } else { nil } }.first
        #expect(shown?.waitsFor == .anyOf([.tapTarget("card"), .event("ready")]))
        #expect(shown?.waitsFor.includes(.event("ready")) == true)
        #expect(shown?.primaryEnabled == false)
        #expect(c.handle(.run(.event("ready"))).presented == ["next"])
    }

    /// A timer among the alternatives runs while the step waits for the others.
    @Test func aTimerAlternativeIsScheduled() {
        var c = Fixtures.coordinator(Self.bundle([.tapTarget(target: "card"), .timer(after: 5)]))
        let timers = c.handle(.launch).timers
        #expect(timers.map(\.after) == [5])
        #expect(c.handle(.run(.timerFired(timers[0]))).presented == ["next"])
    }
}

/// Issue 24, item 3: a carousel's pages move with a swipe and share its footer buttons.
@Suite struct CarouselTests {
    static func bundle(swipe: Bool = true) -> TourBundle {
        var tour = Fixtures.tour("t", steps: [Fixtures.page("one"), Fixtures.page("two")])
        tour.presentation = Presentation(style: .fullScreenCarousel)
        tour.carousel = Carousel(swipe: swipe, footer: [ActionButton(label: "Log in", style: .secondary, action: .complete),
                                                       ActionButton(label: "Create account", action: .dismiss)])
        return Fixtures.bundle([tour])
    }

    @Test func aSwipeMovesBetweenPages() {
        var c = Fixtures.coordinator(Self.bundle())
        let shown = c.handle(.launch).compactMap { if case .present(let p) = $0 { p } else { nil } }.first
        #expect(shown?.swipesBetweenPages == true)
        #expect(shown?.footer.map(\.label) == ["Log in", "Create account"])
        #expect(shown?.primaryLabel == "Create account")
        #expect(c.handle(.run(.gesture(.swipeRight, target: nil))).isEmpty)
        #expect(c.handle(.run(.gesture(.swipeLeft, target: nil))).presented == ["two"])
        #expect(c.handle(.run(.gesture(.swipeLeft, target: nil))).isEmpty)
        #expect(c.handle(.run(.gesture(.swipeRight, target: nil))).presented == ["one"])
    }

    @Test func theSharedButtonsWorkOnEveryPage() {
        var c = Fixtures.coordinator(Self.bundle())
        _ = c.handle(.launch)
        #expect(c.handle(.run(.action(label: "Log in"))).ended == .completed)
        var d = Fixtures.coordinator(Self.bundle())
        _ = d.handle(.launch)
        _ = d.handle(.run(.gesture(.swipeLeft, target: nil)))
        #expect(d.handle(.run(.next)).ended == .dismissed)  // Next presses the primary footer button
    }

    @Test func withoutSwipeASwipeDoesNothing() {
        var c = Fixtures.coordinator(Self.bundle(swipe: false))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.gesture(.swipeLeft, target: nil))).isEmpty)
    }

    /// `carousel:` on a tour that is not a `fullScreenCarousel` has no effect (TOUR3814): its
    /// pages neither swipe nor show the footer, and a footer label cannot be pressed.
    @Test func carouselSettingsOnAnotherPresentationDoNothing() {
        var bundle = Self.bundle()
        bundle.tours[0].presentation = Presentation(style: .bottomSheet)
        var c = Fixtures.coordinator(bundle)
        let shown = c.handle(.launch).compactMap { if case .present(let p) = $0 { p } else { nil } }.first
        #expect(shown?.step.id == "one")
        #expect(shown?.footer.isEmpty == true)
        #expect(shown?.swipesBetweenPages == false)
        #expect(c.handle(.run(.action(label: "Log in"))).ended == nil)
        #expect(c.handle(.run(.gesture(.swipeLeft, target: nil))).isEmpty)
    }
}
