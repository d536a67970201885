import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Issue 22, items 1, 3, 4, 5, 6: one owner, idempotent signals, resume that obeys
/// eligibility, per-tour content hashes, and the app's own controls.
@Suite struct AppControlTests {
    static let once = TourPersistence(onceKeys: ["done"], updates: [StateUpdate(outcomes: [.completed, .skipped], key: "done", value: .bool(true))])
    static let resumable = FlowRules(resume: ResumePolicy(onBackground: .resume, onRelaunch: .resume))

    static func resumableTour(_ id: String = "t", roles: [String] = [], when: [ConditionEntry] = [], steps: [String] = ["a", "b", "c"]) -> Tour {
        Fixtures.tour(id, steps: steps.map { Fixtures.page($0) }, flow: resumable,
                      persistence: TourPersistence(onceKeys: ["done"], progressKey: "progress",
                                                   updates: [StateUpdate(outcomes: [.completed, .skipped], key: "done", value: .bool(true))]),
                      analytics: ["tourStarted"], roles: roles, when: when)
    }

    // MARK: 1. One owner

    @Test func aSecondEngineOverTheSameStoreIsRefusedUntilTheFirstIsGone() throws {
        let store = InMemoryStateStore()
        let bundle = Fixtures.bundle([Fixtures.tour("t", steps: [Fixtures.page("a")])])
        var first: TourEngine? = try TourEngine(bundle: bundle, store: store, environment: TourEnvironment(appVersion: "2.10"))
        #expect(throws: TourEngineError.storeAlreadyOwned) {
            _ = try TourEngine(bundle: bundle, store: store, environment: TourEnvironment(appVersion: "2.10"))
        }
        // Two scenes share the one engine: both see the same run.
        let sceneA = first!, sceneB = first!
        #expect(sceneA.handle(.launch).presented == ["a"])
        #expect(sceneB.run?.tour.id == "t")
        #expect(sceneB.handle(.launch).isEmpty)
        first = nil
        _ = sceneA; _ = sceneB
    }

    @Test func theClaimEndsWithTheEngine() throws {
        let store = InMemoryStateStore()
        let bundle = Fixtures.bundle([Fixtures.tour("t", steps: [Fixtures.page("a")])])
        do { _ = try TourEngine(bundle: bundle, store: store, environment: TourEnvironment(appVersion: "2.10")) }
        _ = try TourEngine(bundle: bundle, store: store, environment: TourEnvironment(appVersion: "2.10"))
    }

    @Test func concurrentSignalsOnOneEngineRunOneTour() async throws {
        let bundle = Fixtures.bundle([Fixtures.tour("t", steps: [Fixtures.page("a")], analytics: ["tourStarted"])])
        let engine = try TourEngine(bundle: bundle, store: InMemoryStateStore(), environment: TourEnvironment(appVersion: "2.10"))
        let starts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { engine.handle(.launch).analytics.count } }
            return await group.reduce(0, +)
        }
        #expect(starts == 1)
    }

    // MARK: 3. Idempotent signals

    @Test func aSecondLaunchDoesNotRestartTheRunningTour() {
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b")], analytics: ["tourStarted"])]))
        #expect(c.handle(.launch).analytics.map(\.name) == ["tourStarted"])
        _ = c.handle(.run(.next))
        #expect(c.handle(.launch).isEmpty)
        #expect(c.run?.index == 1)
    }

    @Test func repeatedVisitsBackgroundForegroundReevaluateEndAndInvalidateAreNoOps() {
        let tip = Fixtures.tour("tip", steps: [Fixtures.page("a"), Fixtures.page("b")], triggers: [.init(.firstVisit(screen: "home", via: nil))],
                                flow: Self.resumable, persistence: TourPersistence())
        var c = Fixtures.coordinator(Fixtures.bundle([tip]))
        _ = c.handle(.launch)
        #expect(c.handle(.visit("home")).presented == ["a"])
        #expect(c.handle(.visit("home")).isEmpty)
        #expect(c.handle(.run(.background)).count == 1)
        #expect(c.handle(.run(.background)).isEmpty)
        #expect(c.handle(.run(.foreground)).presented == ["a"])
        #expect(c.handle(.run(.foreground)).isEmpty)
        #expect(c.handle(.reevaluate).isEmpty)
        #expect(c.handle(.invalidate(tour: "tip")).ended == .cancelled)
        #expect(c.handle(.invalidate(tour: "tip")).isEmpty)
        #expect(c.handle(.end(reason: "again")).isEmpty)
    }

    // MARK: 4. Resume obeys eligibility

    @Test func resumeSkipsASignedOutUserAndKeepsTheProgressForLater() {
        let store = InMemoryStateStore()
        var admin = Fixtures.coordinator(Fixtures.bundle([Self.resumableTour(roles: ["field"])]), store: store, role: "field")
        _ = admin.handle(.launch)
        _ = admin.handle(.run(.next))
        var signedOut = Fixtures.coordinator(Fixtures.bundle([Self.resumableTour(roles: ["field"])]), store: store, role: nil)
        #expect(signedOut.handle(.launch).isEmpty)
        #expect(store.value(forKey: "progress") == .int(1))
        // The user signs in: re-evaluation resumes at the stored step.
        signedOut.environment.role = "field"
        #expect(signedOut.handle(.reevaluate).presented == ["b"])
    }

    @Test func resumeObeysConditionsAndShowOnceKeys() {
        let store = InMemoryStateStore()
        var first = Fixtures.coordinator(Fixtures.bundle([Self.resumableTour(when: ["hasData"])]), store: store, conditions: ["hasData"])
        _ = first.handle(.launch)
        _ = first.handle(.run(.next))
        var noData = Fixtures.coordinator(Fixtures.bundle([Self.resumableTour(when: ["hasData"])]), store: store)
        #expect(noData.handle(.launch).isEmpty)
        store.set(.bool(true), forKey: "done")
        var seen = Fixtures.coordinator(Fixtures.bundle([Self.resumableTour(when: ["hasData"])]), store: store, conditions: ["hasData"])
        #expect(seen.handle(.launch).isEmpty)
        // A finished tour's progress is cleared, never resumed.
        #expect(store.value(forKey: "progress") == nil)
    }

    @Test func anEndingLandsInOneBatchSoAFinishedTourNeverResumes() {
        let counting = CountingStore()
        var c = TourCoordinator(bundle: Fixtures.bundle([Self.resumableTour()]), store: counting, clock: ManualClock(),
                                environment: TourEnvironment(appVersion: "2.10"))
        _ = c.handle(.launch)
        _ = c.handle(.run(.displayed(step: "a")))    // the host drew the first step
        _ = c.handle(.run(.next))
        let before = counting.batches.count
        _ = c.handle(.run(.skip))
        #expect(counting.batches.count == before + 1)
        let ending = counting.batches.last ?? []
        #expect(ending.contains(.set(key: "done", value: .bool(true))) && ending.contains(.clear(key: "progress")))
    }

    // MARK: 5. Per-tour content hash

    @Test func editingAnotherTourKeepsTheResume() {
        let store = InMemoryStateStore()
        let other = Fixtures.tour("other", steps: [Fixtures.page("x")], triggers: [])
        var c = Fixtures.coordinator(Fixtures.bundle([Self.resumableTour(), other], hash: "v1"), store: store)
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        var editedOther = other
        editedOther.steps[0] = Fixtures.page("y")
        var updated = Fixtures.coordinator(Fixtures.bundle([Self.resumableTour(), editedOther], hash: "v2"), store: store)
        #expect(updated.handle(.launch).presented == ["b"])
        _ = updated.handle(.run(.next))
        var editedTour = Self.resumableTour(steps: ["a", "new", "b", "c"])
        editedTour.id = "t"
        var changed = Fixtures.coordinator(Fixtures.bundle([editedTour, editedOther], hash: "v3"), store: store)
        #expect(changed.handle(.launch).presented == ["a"])
    }

    // MARK: 6. The app in control

    @Test func endStopsTheRunAtOnceWithoutRetriesOrWrites() {
        let flow = FlowRules(recovery: RecoveryStrategy(fallback: .skipStep, maxRetries: 3))
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b")], flow: flow)
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        _ = c.handle(.launch)
        let commands = c.handle(.end(reason: "signedOut"))
        #expect(commands.ended == .cancelled)
        #expect(commands.timers.isEmpty && commands.presented.isEmpty)
        #expect(store.value(forKey: "done") == nil)
        #expect(c.lastEnded == TourEnding(tour: "t", outcome: .cancelled))
        // Not restarted in this session.
        #expect(c.handle(.reevaluate).isEmpty)
    }

    @Test func invalidateWritesTheShowOnceKeysAndKeepsTheTourAway() {
        let store = InMemoryStateStore()
        let tip = Fixtures.tour("tip", steps: [Fixtures.page("a")], triggers: [.init(.firstVisit(screen: "home", via: nil))],
                                persistence: TourPersistence(onceKeys: ["seen"], updates: [StateUpdate(outcomes: [.completed], key: "seen", operation: .insert, value: .string("$tourId"))]))
        var c = Fixtures.coordinator(Fixtures.bundle([tip]), store: store)
        _ = c.handle(.launch)
        _ = c.handle(.invalidate(tour: "tip"))
        #expect(store.value(forKey: "seen") == .strings(["tip"]))
        #expect(store.value(forKey: TourCoordinator.invalidatedKey) == .strings(["tip"]))
        #expect(c.handle(.visit("home")).isEmpty)
        #expect(c.eligibility(of: "tip") == .ineligible(.invalidated))
        // "Show this tip again": manual by id starts any tour.
        #expect(c.handle(.manual("tip")).presented == ["a"])
    }

    @Test func manualByIdStartsATourWithoutAManualTrigger() {
        let tip = Fixtures.tour("tip", steps: [Fixtures.page("a")], triggers: [.init(.firstVisit(screen: "home", via: nil))])
        var c = Fixtures.coordinator(Fixtures.bundle([tip]))
        #expect(c.handle(.manual("tip")).presented == ["a"])
    }

    @Test func reevaluateAfterSignInStartsWithoutLaunchSideEffects() {
        let tour = Fixtures.tour("office", steps: [Fixtures.page("a")], analytics: ["tourStarted"], roles: ["field"], when: ["hasData"])
        let conditions = Box(Set<String>())
        var c = TourCoordinator(bundle: Fixtures.bundle([tour]), store: InMemoryStateStore(), clock: ManualClock(),
                                environment: TourEnvironment(appVersion: "2.10") { conditions.value.contains($0) })
        #expect(c.handle(.launch).isEmpty)
        #expect(c.eligibility(of: "office") == .ineligible(.role))
        c.environment.role = "field"
        #expect(c.eligibility(of: "office") == .ineligible(.condition("hasData")))
        conditions.value = ["hasData"]
        #expect(c.eligibility(of: "office") == .eligible)
        #expect(c.handle(.reevaluate).presented == ["a"])
        #expect(c.eligibility(of: "office") == .ineligible(.running))
    }

    @Test func eligibilityNamesEveryReason() {
        let a = Fixtures.tour("a", steps: [Fixtures.page("a1")])
        let b = Fixtures.tour("b", steps: [Fixtures.page("b1")], triggers: [.init(.firstVisit(screen: "home", via: nil))])
        var c = Fixtures.coordinator(Fixtures.bundle([a, b]))
        #expect(c.eligibility(of: "nope") == .ineligible(.unknownTour))
        _ = c.handle(.launch)
        #expect(c.eligibility(of: "b") == .ineligible(.anotherTourRunning("a")))
        _ = c.handle(.run(.next))
        #expect(c.eligibility(of: "a") == .ineligible(.ranThisSession))
        var fresh = Fixtures.coordinator(Fixtures.bundle([a, b]), store: InMemoryStateStore(["done": .bool(true)]))
        #expect(fresh.eligibility(of: "a") == .ineligible(.seen(key: "done")))
        fresh.hideAllToursForTesting = true
        #expect(fresh.eligibility(of: "b") == .ineligible(.hiddenForTesting))
    }

    // MARK: 13. Testing switches

    @Test func testingSwitchesShowOrHideOneTourOrAll() throws {
        let a = Fixtures.tour("a", steps: [Fixtures.page("a1")], roles: ["field"])
        let b = Fixtures.tour("b", steps: [Fixtures.page("b1")])
        let engine = try TourEngine(bundle: Fixtures.bundle([a, b]), store: InMemoryStateStore(), clock: ManualClock(),
                                    environment: TourEnvironment(appVersion: "2.10"))
        engine.testing = TourTesting(hidden: ["b"])
        #expect(engine.eligibility(of: "b") == .ineligible(.hiddenForTesting))
        #expect(engine.eligibility(of: "a") == .ineligible(.role))
        engine.testing = TourTesting(shown: ["a"], hidden: ["b"])
        #expect(engine.eligibility(of: "a") == .eligible)
        #expect(engine.handle(.launch).presented == ["a1"])
        _ = engine.handle(.run(.next))
        engine.testing = TourTesting(hideAll: true)
        #expect(engine.eligibility(of: "b") == .ineligible(.hiddenForTesting))
        #expect(engine.handle(.manual("b")).presented == ["b1"])
    }

    @Test func theResetLaunchArgument() {
        #expect(TourTesting.resetRequested(in: ["App", "-TourKitResetState", "1"]))
        #expect(TourTesting.resetRequested(in: ["App", "-TourKitResetState", "YES"]))
        #expect(!TourTesting.resetRequested(in: ["App", "-TourKitResetState", "0"]))
        #expect(!TourTesting.resetRequested(in: ["App", "-TourKitResetState"]))
        #expect(!TourTesting.resetRequested(in: ["App"]))
    }

    // MARK: 7. Nothing applies

    @Test func aTourNoneOfWhoseStepsAppliesEndsWithoutWritingOrPlaying() {
        var tour = Fixtures.tour("t", steps: [Fixtures.page("a", when: ["hasData"])], analytics: ["tourStarted", "tourCompleted"])
        tour.visuals.haptics = [HapticCue(event: "complete", haptic: .success)]
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(Fixtures.bundle([tour]), store: store)
        let commands = c.handle(.launch)
        #expect(commands.ended == .notApplicable)
        #expect(commands.analytics.isEmpty)
        #expect(!commands.contains { if case .haptic = $0 { true } else { false } })
        #expect(store.value(forKey: "done") == nil)
    }

    // MARK: 8. Skip during a retry pause; the alert outlives a re-shown step

    @Test func skipWorksDuringARetryPauseAndTheAlertSurvivesBackground() {
        let flow = FlowRules(skip: SkipPolicy(confirmAfterProgress: 0.5), resume: ResumePolicy(onBackground: .resume),
                             recovery: RecoveryStrategy(fallback: .skipStep, maxRetries: 2))
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b")], flow: flow)
        var c = Fixtures.coordinator(Fixtures.bundle([tour]))
        _ = c.handle(.launch)
        #expect(!c.handle(.run(.failure(.navigationFailed))).timers.isEmpty)
        #expect(c.handle(.run(.skip)).ended == .skipped)

        var d = Fixtures.coordinator(Fixtures.bundle([tour]))
        _ = d.handle(.launch)
        _ = d.handle(.run(.next))
        #expect(d.handle(.run(.skip)) == [.askSkipConfirmation])
        _ = d.handle(.run(.background))
        #expect(d.handle(.run(.foreground)).presented == ["b"])
        #expect(d.run?.awaitingSkipConfirmation == true)
        #expect(d.handle(.run(.confirmSkip(true))).ended == .skipped)
    }

    @Test func anEndingTakesTheSkipAlertDown() {
        let flow = FlowRules(skip: SkipPolicy(confirmAfterProgress: 0.5))
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b")], flow: flow)]))
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        _ = c.handle(.run(.skip))
        #expect(c.handle(.end(reason: "app")).first == .dismissSkipConfirmation)
    }

    // MARK: Timers across runs (review risk 9)

    @Test func aTimerOfAnEarlierRunNeverMatchesALaterOne() {
        let flow = FlowRules(stepDelay: 0.5)
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b"), Fixtures.page("c")],
                                 triggers: [.init(.manual(ManualEntry(label: "Again", screen: "home")))], flow: flow, persistence: TourPersistence())
        var c = Fixtures.coordinator(Fixtures.bundle([tour]))
        _ = c.handle(.manual("t"))
        let stale = try! #require(c.handle(.run(.next)).timers.first)
        _ = c.handle(.run(.skip))
        _ = c.handle(.manual("t"))
        _ = c.handle(.run(.next))
        #expect(c.handle(.run(.timerFired(stale))).isEmpty)
    }
}
