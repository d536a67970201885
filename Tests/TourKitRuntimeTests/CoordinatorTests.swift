import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

@Suite struct CoordinatorTests {
    @Test func oneTourAtATimeInBundleOrderThenReevaluation() {
        let first = Fixtures.tour("a", steps: [Fixtures.page("a1")], persistence: TourPersistence(onceKeys: ["seen"], updates: [StateUpdate(outcomes: [.completed], key: "seen", operation: .insert, value: .string("$tourId"))]))
        let second = Fixtures.tour("b", steps: [Fixtures.page("b1")], persistence: TourPersistence(onceKeys: ["seen"], updates: [StateUpdate(outcomes: [.completed], key: "seen", operation: .insert, value: .string("$tourId"))]))
        var c = Fixtures.coordinator(Fixtures.bundle([first, second]))
        #expect(c.handle(.launch).presented == ["a1"])
        #expect(c.handle(.manual("b")).isEmpty)
        // When `a` ends, `b` (also eligible at launch) starts.
        #expect(c.handle(.run(.next)).presented == ["b1"])
        _ = c.handle(.run(.next))
        #expect(c.store.value(forKey: "seen") == .strings(["a", "b"]))
    }

    /// `priority`: the highest of the tours eligible at one moment starts; equal priorities
    /// (absent is 0) start in bundle order; the rest follow, highest first, as runs end.
    @Test func priorityDecidesBetweenToursEligibleAtOnce() {
        func tip(_ id: String, _ priority: Int?) -> Tour {
            var tour = Fixtures.tour(id, steps: [Fixtures.page(id + "1")], triggers: [.init(.appLaunch), .init(.firstVisit(screen: "home", via: nil))],
                                     persistence: TourPersistence(onceKeys: ["seen"], updates: [StateUpdate(outcomes: [.completed], key: "seen", operation: .insert, value: .string("$tourId"))]))
            tour.priority = priority
            return tour
        }
        let tours = [tip("a", nil), tip("b", -5), tip("c", 0), tip("d", 10), tip("e", 10)]
        var launch = Fixtures.coordinator(Fixtures.bundle(tours))
        var order = [launch.handle(.launch).presented]
        for _ in 1..<tours.count { order.append(launch.handle(.run(.next)).presented) }
        #expect(order == [["d1"], ["e1"], ["a1"], ["c1"], ["b1"]])
        // The same order decides a first visit.
        var visit = Fixtures.coordinator(Fixtures.bundle(tours), store: InMemoryStateStore(["seen": .strings(["d"])]))
        #expect(visit.handle(.visit("home")).presented == ["e1"])
    }

    /// An abandoned run writes the tour's `abandoned` updates only and clears its progress; the
    /// show-once key stays unmarked, so it starts again at the next launch, not in this session.
    @Test func anAbandonedRunWritesItsAbandonedUpdatesOnly() {
        let steps = [Fixtures.page("a"), Fixtures.page("b")]
        let persistence = TourPersistence(onceKeys: ["done"], progressKey: "progress", updates: [
            StateUpdate(outcomes: [.completed, .skipped], key: "done", value: .bool(true)),
            StateUpdate(outcomes: [.abandoned], key: "abandonedAt", value: .string("$stepIndex")),
        ])
        let flow = FlowRules(recovery: RecoveryStrategy(fallback: .endTour(message: ""), maxRetries: 0))
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps, flow: flow, persistence: persistence)]), store: store)
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        #expect(store.value(forKey: "progress") != nil)
        #expect(c.handle(.run(.failure(.navigationFailed))).ended == .abandoned)
        #expect(store.value(forKey: "abandonedAt") == .string("1"))
        #expect(store.value(forKey: "done") == nil)
        #expect(store.value(forKey: "progress") == nil)
        #expect(c.handle(.reevaluate).isEmpty)
        var next = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps, flow: flow, persistence: persistence)]), store: store)
        #expect(next.handle(.launch).presented == ["a"])
    }

    @Test func aTourThatRanIsNotRestartedInTheSameSession() {
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a")], persistence: TourPersistence())
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        _ = c.handle(.launch)
        #expect(c.handle(.run(.dismiss)).presented.isEmpty)
        #expect(c.run == nil)
        #expect(c.handle(.reevaluate).isEmpty)
        var next = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        #expect(next.handle(.launch).presented == ["a"])
    }

    @Test func rolesGuardsAndTestingSwitches() {
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a")], roles: ["field"], when: ["hasData"])
        var office = Fixtures.coordinator(Fixtures.bundle([tour]), role: "office", conditions: ["hasData"])
        #expect(office.handle(.launch).isEmpty)
        office.showAllToursForTesting = true
        #expect(office.handle(.reevaluate).presented == ["a"])
        var field = Fixtures.coordinator(Fixtures.bundle([tour]), role: "field", conditions: ["hasData"])
        #expect(field.handle(.launch).presented == ["a"])
        _ = field.handle(.run(.next))
        #expect(field.handle(.launch).isEmpty)
        field.resetAllState()
        #expect(field.handle(.reevaluate).presented == ["a"])
    }

    @Test func resumeIsTiedToTheContentHash() {
        let s = [Fixtures.page("a"), Fixtures.page("b"), Fixtures.page("c")]
        let tour = Fixtures.tour("t", steps: s, flow: FlowRules(resume: ResumePolicy(onBackground: .resume, onRelaunch: .resume)),
                                 persistence: TourPersistence(onceKeys: ["done"], progressKey: "progress"))
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        #expect(store.value(forKey: "progress") == .int(1))
        var relaunched = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        #expect(relaunched.handle(.launch).presented == ["b"])
        // A new bundle whose tour changed restarts instead of resuming at the wrong step.
        var changed = tour
        changed.steps.insert(Fixtures.page("new"), at: 1)
        var updated = Fixtures.coordinator(Fixtures.bundle([changed], hash: "h2"), store: store)
        #expect(updated.handle(.launch).presented == ["a"])
    }

    @Test func eventTriggerWaitsForItsDelay() {
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a")], triggers: [.init(.event(event: "ready", delay: 1.5))])
        var c = Fixtures.coordinator(Fixtures.bundle([tour]))
        _ = c.handle(.launch)
        let timer = try! #require(c.handle(.event("ready")).timers.first)
        #expect(timer.after == 1.5)
        #expect(c.handle(.run(.timerFired(timer))).presented == ["a"])
    }

    @Test func majorUpdateNeverOnFreshInstallAndNumericOrder() {
        let prompt = Fixtures.tour("whatsNew", steps: [Fixtures.page("p")],
                                   triggers: [.init(.majorUpdate(versionKey: "last", version: "2.10", change: .listed, ifHeld: .wait, recordsInstall: false))],
                                   persistence: TourPersistence(updates: [StateUpdate(outcomes: [.completed, .dismissed], key: "last", value: .string("$appVersion"))]))
        let store = InMemoryStateStore()
        var fresh = Fixtures.coordinator(Fixtures.bundle([prompt]), store: store, version: "2.10")
        #expect(fresh.handle(.launch).isEmpty)
        store.set(.string("2.9"), forKey: "last")
        var updated = Fixtures.coordinator(Fixtures.bundle([prompt]), store: store, version: "2.10")
        #expect(updated.handle(.launch).presented == ["p"])
        _ = updated.handle(.run(.next))
        #expect(store.value(forKey: "last") == .string("2.10"))
        var again = Fixtures.coordinator(Fixtures.bundle([prompt]), store: store, version: "2.10")
        #expect(again.handle(.launch).isEmpty)
    }
}
