import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Issue 22, item 7: what the user can see.
@Suite struct ScreenTests {
    static let walkthrough = Fixtures.tour("w", steps: [Fixtures.page("a"), Fixtures.page("b")], triggers: [.init(.firstVisit(screen: "stats", via: nil))],
                                           flow: FlowRules(resume: ResumePolicy(onRelaunch: .resume)),
                                           persistence: TourPersistence(onceKeys: ["done"], progressKey: "progress"))

    @Test func aResumedRunWaitsForItsScreen() {
        let store = InMemoryStateStore()
        var first = Fixtures.coordinator(Fixtures.bundle([Self.walkthrough]), store: store)
        _ = first.handle(.launch)
        _ = first.handle(.visit("stats"))
        _ = first.handle(.run(.next))
        var second = Fixtures.coordinator(Fixtures.bundle([Self.walkthrough]), store: store)
        #expect(second.handle(.launch).isEmpty)
        #expect(second.handle(.visit("home")).isEmpty)
        #expect(second.handle(.ready("stats")).presented == ["b"])
    }

    @Test func leavingTheScreenEndsATooltipOrACardOnly() {
        var tip = Fixtures.tour("tip", steps: [Step(id: "t", kind: .tooltip(TooltipContent(body: "Hi", anchor: "card")))],
                                triggers: [.init(.firstVisit(screen: "home", via: nil))])
        tip.presentation = Presentation(style: .tooltip)
        var c = Fixtures.coordinator(Fixtures.bundle([tip, Self.walkthrough]))
        _ = c.handle(.launch)
        #expect(c.handle(.visit("home")).presented == ["t"])
        #expect(c.handle(.leave("stats")).isEmpty)
        let left = c.handle(.leave("home"))
        #expect(left.ended == .cancelled)
        #expect(c.handle(.leave("home")).isEmpty)
        #expect(c.handle(.visit("stats")).presented == ["a"])
        // A walkthrough (more than one step, not a tooltip) stays when its screen is left.
        #expect(c.handle(.leave("stats")).isEmpty)
        #expect(c.run?.tour.id == "w")
        // A card: one step, any style.
        let card = Fixtures.tour("card", steps: [Fixtures.page("c")], triggers: [.init(.firstVisit(screen: "home", via: nil))], persistence: TourPersistence())
        var d = Fixtures.coordinator(Fixtures.bundle([card]))
        _ = d.handle(.launch)
        #expect(d.handle(.visit("home")).presented == ["c"])
        #expect(d.handle(.leave("home")).ended == .cancelled)
    }
}

/// Issue 22, item 7: with a host that confirms steps on screen, what was never seen is not marked.
@Suite struct DisplayConfirmationTests {
    static let tip = Fixtures.tour("tip", steps: [Fixtures.page("a")], triggers: [.init(.firstVisit(screen: "home", via: nil))],
                                   persistence: TourPersistence(onceKeys: ["done"], updates: [
                                       StateUpdate(outcomes: [.started], key: "last", value: .string("$tourId")),
                                       StateUpdate(outcomes: [.completed, .dismissed, .skipped], key: "done", value: .bool(true))]))

    @Test func startedUpdatesWaitForTheFirstConfirmation() {
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([Self.tip]), store: store)
        c.hostConfirmsDisplay = true
        _ = c.handle(.launch)
        #expect(c.handle(.visit("home")).presented == ["a"])
        #expect(store.value(forKey: "last") == nil)
        #expect(c.handle(.run(.displayed(step: "other"))).isEmpty)
        let first = c.handle(.run(.displayed(step: "a")))
        #expect(store.value(forKey: "last") == .string("tip"))
        #expect(first.count == 1)
        // Idempotent: a second confirmation writes nothing more.
        #expect(c.handle(.run(.displayed(step: "a"))).isEmpty)
        _ = c.handle(.run(.next))
        #expect(store.value(forKey: "done") == .bool(true))
    }

    @Test func aRunWhoseStepNeverAppearedWritesNothing() {
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([Self.tip]), store: store)
        c.hostConfirmsDisplay = true
        _ = c.handle(.launch)
        _ = c.handle(.visit("home"))
        // The target was missing before the step could show: skipped over, the run completes…
        #expect(c.handle(.run(.targetMissing("cardArea"))).ended == .completed)
        // …but nothing was seen, so nothing is marked.
        #expect(store.value(forKey: "done") == nil && store.value(forKey: "last") == nil)
    }
}

/// Review frictions 14 and 15: a tap on a `via` target during another run is a visit, and a
/// visit during another run does not use up the first visit.
@Suite struct VisitDuringARunTests {
    @Test func theFirstVisitTipFollowsTheIntro() {
        let intro = Fixtures.tour("intro", steps: [Fixtures.page("i1")], persistence: TourPersistence())
        let tip = Fixtures.tour("tip", steps: [Fixtures.page("t1")], triggers: [.init(.firstVisit(screen: "stats", via: "statsTab"))],
                                persistence: TourPersistence())
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([intro, tip]), store: store)
        #expect(c.handle(.launch).presented == ["i1"])
        // The user taps the Stats tab while the intro runs: a visit, but not the tip's first one.
        _ = c.handle(.tap("statsTab"))
        #expect(c.currentScreen == "stats")
        #expect(store.value(forKey: TourCoordinator.visitedKey) == nil)
        // The intro ends: the tip shows on the screen the user is on.
        #expect(c.handle(.run(.next)).presented == ["t1"])
    }
}
