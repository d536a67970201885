import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Issue 22, items 1, 3, 4, 5, 6: one owner, idempotent signals, resume that obeys
/// eligibility, per-tour content hashes, and the app's own controls.
@Suite struct AppControlTests {
    static let once = TourPersistence(onceKeys: ["done"], updates: [StateUpdate(outcomes: [.completed, .skipped], key: "done", value: .bool(true))])
    static let resumable = FlowRules(resume: ResumePolicy(onBackground: .resume, onRelaunch: .resume))

    static func resumableTour(_ id: String = "t", roles: [String] = [], when: [String] = [], steps: [String] = ["a", "b", "c"]) -> Tour {
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

/// A store that records each batch it is given.
final class CountingStore: TourStateStore, @unchecked Sendable {
    let inner = InMemoryStateStore()
    private let lock = NSLock()
    private var recorded: [[StateWrite]] = []
    var batches: [[StateWrite]] { lock.lock(); defer { lock.unlock() }; return recorded }
    func value(forKey key: String) -> StoredValue? { inner.value(forKey: key) }
    func set(_ value: StoredValue, forKey key: String) { apply([.set(key: key, value: value)]) }
    func removeValue(forKey key: String) { apply([.clear(key: key)]) }
    func apply(_ writes: [StateWrite]) {
        lock.lock(); recorded.append(writes); lock.unlock()
        inner.apply(writes)
    }
}

final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Issue 22, items 8 and 9: what a step waits for, and reports tied to their step.
@Suite struct StepReportTests {
    @Test func thePresentationSaysWhatAdvancesTheStep() {
        let steps = [Fixtures.page("a"), Fixtures.page("b", advance: .event(event: "ready")),
                     Step(id: "c", kind: .page(PageContent(title: "c", actions: [ActionButton(label: "Take a Tour", action: .complete)])))]
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps)]))
        let first = c.handle(.launch).presentations.first
        #expect(first?.waitsFor == .nextButton && first?.primaryEnabled == true && first?.primaryLabel == "Next")
        let second = c.handle(.run(.next)).presentations.first
        #expect(second?.waitsFor == .event("ready") && second?.primaryEnabled == false)
        let third = c.handle(.run(.event("ready"))).presentations.first
        #expect(third?.waitsFor == .action(label: "Take a Tour") && third?.primaryLabel == "Take a Tour")
    }

    @Test func aLateReportForAnotherStepIsIgnored() {
        let flow = FlowRules(recovery: RecoveryStrategy(fallback: .skipStep, maxRetries: 0))
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: [Fixtures.page("a"), Fixtures.page("b"), Fixtures.page("c")], flow: flow)]))
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        #expect(c.handle(.run(.stepFailure(.navigationFailed, step: "a"))).isEmpty)
        #expect(c.handle(.run(.stepTargetMissing("card", step: "a"))).isEmpty)
        #expect(c.handle(.run(.stepFailure(.navigationFailed, step: "b"))).presented == ["c"])
    }
}

extension [TourCommand] {
    var presentations: [StepPresentation] { compactMap { if case .present(let p) = $0 { p } else { nil } } }
}

/// Issue 22, item 12: show-once sets are looked up as flags built once per change of the
/// stored list, and kept across signals only while the store holds the same list.
@Suite struct ScaleTests {
    static func tips(_ count: Int) -> TourBundle {
        let tours = (0..<count).map { i in
            Fixtures.tour(String(format: "tip%04d", i), steps: [Fixtures.page("s\(i)")], triggers: [.init(.firstVisit(screen: "home", via: nil))],
                          persistence: TourPersistence(onceKeys: ["seen"], updates: [StateUpdate(outcomes: [.completed], key: "seen", operation: .insert, value: .string("$tourId"))]))
        }
        return Fixtures.bundle(tours)
    }

    @Test func aThousandToursAgainstAThousandIdSetAndAChangeMadeOutsideTheEngine() {
        let bundle = Self.tips(1000)
        let store = InMemoryStateStore(["seen": .strings(bundle.tours.map(\.id))])
        var c = Fixtures.coordinator(bundle, store: store)
        _ = c.handle(.launch)
        #expect(c.handle(.visit("home")).isEmpty)
        #expect(c.handle(.visit("home")).isEmpty)
        // The app clears one id itself: the next signal sees it (a new list, new flags).
        store.apply([.remove(key: "seen", element: "tip0500")])
        #expect(c.handle(.visit("home")).presented == ["s500"])
        _ = c.handle(.run(.next))
        #expect(store.value(forKey: "seen")?.stringList?.count == 1000)
        #expect(c.eligibility(of: "tip0500") == .ineligible(.ranThisSession))
        #expect(c.eligibility(of: "tip0501") == .ineligible(.seen(key: "seen")))
    }
}

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

/// Issue 22, item 10: a name the bundle does not have is reported, never dropped in silence.
@Suite struct UnknownNameTests {
    @Test func misspeltNamesAreReported() {
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a")], triggers: [.init(.manual(ManualEntry(label: "Show Tour", screen: "home")))])
        var c = Fixtures.coordinator(Fixtures.bundle([tour]))
        #expect(c.handle(.visit("statdetail")) == [.unknownName(UnknownName(kind: .screen, name: "statdetail"))])
        #expect(c.handle(.event("redy")) == [.unknownName(UnknownName(kind: .event, name: "redy"))])
        #expect(c.handle(.tap("crad")) == [.unknownName(UnknownName(kind: .target, name: "crad"))])
        #expect(c.handle(.manual("Show tour")) == [.unknownName(UnknownName(kind: .manual, name: "Show tour"))])
        #expect(c.handle(.manual("Show Tour")).presented == ["a"])
        #expect(c.handle(.run(.action(label: "Take a tour"))) == [.unknownName(UnknownName(kind: .button, name: "Take a tour"))])
        #expect(c.handle(.run(.component(id: "qrzSignin", outcome: "connected"))) == [.unknownName(UnknownName(kind: .component, name: "qrzSignin"))])
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
