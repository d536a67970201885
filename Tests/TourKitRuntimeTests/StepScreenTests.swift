import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Issue 22, item 7: a step bound to a screen (its spotlight's target lives on a registry screen)
/// is held until the host reports that screen; a shown one is hidden when the user leaves it.
@Suite struct StepScreenTests {
    /// The fixture registry, with `card` on `home` and a `chart` on `stats`.
    static let registry: AppRegistry = {
        var app = Fixtures.registry
        app.targets = [Target(id: "card", type: .view, identifier: "card", screen: "home"),
                       Target(id: "chart", type: .view, identifier: "chart", screen: "stats"),
                       Target(id: "statsTab", type: .tabBarItem, identifier: "tab.stats")]
        return app
    }()

    static func spot(_ id: String, on target: String) -> Step {
        Step(id: id, kind: .spotlight(SpotlightContent(body: id, spotlight: Spotlight(regions: [Region(target: target)]), advance: .nextButton)))
    }

    /// A launch tour: a page (bound to nothing), the card on home, the chart on stats.
    static let tour = Fixtures.tour("t", steps: [Fixtures.page("intro"), spot("card", on: "card"), spot("chart", on: "chart")],
                                    analytics: ["stepViewed"])

    static func coordinator() -> TourCoordinator {
        TourCoordinator(bundle: TourBundle(app: registry, tours: [tour], contentHash: "h"), store: InMemoryStateStore(),
                        environment: TourEnvironment(appVersion: "2.10"))
    }

    @Test func aStepWaitsForItsScreenAndShowsOnTheVisit() {
        var c = Self.coordinator()
        #expect(c.handle(.launch).presented == ["intro"])
        // Next: the card lives on home, and the host has reported no screen yet.
        let held = c.handle(.run(.next))
        #expect(held.presented.isEmpty)
        #expect(held.contains(.hide(tour: "t")))
        #expect(c.run?.heldForScreen == "home")
        #expect(c.handle(.run(.next)).isEmpty)                  // nothing on screen: Next does nothing
        #expect(c.handle(.visit("stats")).presented.isEmpty)    // another screen
        let shown = c.handle(.visit("home"))
        #expect(shown.presented == ["card"])
        #expect(shown.analytics.map(\.name) == ["stepViewed"])  // viewed once, when shown
        #expect(c.run?.heldForScreen == nil)
        // `ready` releases a held step too (a host waiting for an animation).
        #expect(c.handle(.run(.next)).presented.isEmpty)
        #expect(c.handle(.ready("stats")).presented == ["chart"])
    }

    @Test func leavingTheScreenHidesTheStepUntilTheUserComesBack() {
        var c = Self.coordinator()
        _ = c.handle(.visit("home"))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.next)).presented == ["card"])
        let left = c.handle(.leave("home"))
        #expect(left == [.hide(tour: "t")])
        #expect(c.run?.heldForScreen == "home")
        // Back on the screen: shown again, not counted as a second view.
        let back = c.handle(.visit("home"))
        #expect(back.presented == ["card"])
        #expect(back.analytics.isEmpty)
        // A visit of another screen hides it too.
        #expect(c.handle(.visit("stats")) == [.hide(tour: "t")])
    }

    @Test func skipWorksWhileAStepIsHeld() {
        var c = Self.coordinator()
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        #expect(c.run?.heldForScreen == "home")
        #expect(c.handle(.run(.skip)).ended == .skipped)
    }

    @Test func aReturnFromTheBackgroundDoesNotShowAHeldStep() {
        var c = Self.coordinator()
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        _ = c.handle(.run(.background))
        #expect(c.handle(.run(.foreground)).presented.isEmpty)
        #expect(c.handle(.visit("home")).presented == ["card"])
    }

    @Test func aRunDrivenWithoutACoordinatorHoldsNothing() {
        let context = RunContext(now: Date(), appVersion: "2.10", role: nil) { _ in false }
        var (run, _) = TourRun.start(Self.tour, in: TourBundle(app: Self.registry, tours: [Self.tour], contentHash: "h"), context: context)
        #expect(run.handle(.next, context).presented == ["card"])
    }
}

/// Issue 22, item 7: display confirmation is the default; a host opts out.
@Suite struct DisplayConfirmationDefaultTests {
    @Test func byDefaultOnlyAConfirmedStepCountsAsSeen() throws {
        let store = InMemoryStateStore()
        let tour = DisplayConfirmationTests.tip
        let engine = try TourEngine(bundle: Fixtures.bundle([tour]), store: store, environment: TourEnvironment(appVersion: "2.10"))
        #expect(engine.hostConfirmsDisplay)
        _ = engine.handle(.launch)
        #expect(engine.handle(.visit("home")).presented == ["a"])
        #expect(store.value(forKey: "last") == nil)       // `started` waits for the confirmation
        _ = engine.handle(.run(.next))
        #expect(store.value(forKey: "done") == nil)       // never confirmed: not seen
    }

    @Test func aHostThatOptsOutCountsPresentAsShown() throws {
        let store = InMemoryStateStore()
        let engine = try TourEngine(bundle: Fixtures.bundle([DisplayConfirmationTests.tip]), store: store,
                                    environment: TourEnvironment(appVersion: "2.10"))
        engine.hostConfirmsDisplay = false
        _ = engine.handle(.launch)
        _ = engine.handle(.visit("home"))
        #expect(store.value(forKey: "last") == .string("tip"))
        _ = engine.handle(.run(.next))
        #expect(store.value(forKey: "done") == .bool(true))
    }
}
