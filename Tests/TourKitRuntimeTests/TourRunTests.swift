import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

@Suite struct TourRunTests {
    let steps = [Fixtures.page("a"), Fixtures.page("b", unless: ["hasData"]), Fixtures.page("c"), Fixtures.page("d")]

    @Test func conditionalStepsArePassedOver() {
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps)]), conditions: ["hasData"])
        #expect(c.handle(.launch).presented == ["a"])
        #expect(c.handle(.run(.next)).presented == ["c"])
        #expect(c.handle(.run(.next)).presented == ["d"])
        let last = c.handle(.run(.next))
        #expect(last.ended == .completed)
        #expect(c.store.value(forKey: "done") == .bool(true))
    }

    @Test func aStaleTimerNeverAdvances() {
        let timed = [Fixtures.page("a", advance: .timer(after: 2)), Fixtures.page("b")]
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: timed)]))
        let timer = try! #require(c.handle(.launch).timers.first)
        #expect(c.handle(.run(.skip)).ended == .skipped)
        // Seed 002's timers outlive Skip; here the run is over and the timer does nothing.
        #expect(c.handle(.run(.timerFired(timer))).isEmpty)
        #expect(c.run == nil)
    }

    @Test func aSecondComponentOutcomeDoesNotAdvanceTwice() {
        let s = [Fixtures.page("form", advance: .component(component: "f", outcomes: ["saved", "dismissed"])), Fixtures.page("b"), Fixtures.page("c")]
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: s, flow: FlowRules(stepDelay: 0.3))]))
        _ = c.handle(.launch)
        let saved = c.handle(.run(.component(id: "f", outcome: "saved")))
        #expect(c.handle(.run(.component(id: "f", outcome: "dismissed"))).isEmpty)
        let delay = try! #require(saved.timers.first)
        #expect(c.handle(.run(.timerFired(delay))).presented == ["b"])
    }

    func recovery(_ fallback: Fallback, retries: Int, checkpoints: [Int] = []) -> FlowRules {
        FlowRules(recovery: RecoveryStrategy(checkpoints: checkpoints, fallback: fallback, maxRetries: retries, retryDelay: 0.3))
    }

    @Test func maxRetriesTwoMeansThreeAttempts() {
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps, flow: recovery(.skipStep, retries: 2))]))
        _ = c.handle(.launch)
        for attempt in 2...3 {
            let retry = try! #require(c.handle(.run(.failure(.navigationFailed))).timers.first)
            #expect(retry.purpose == .retry && retry.after == 0.3)
            let again = c.handle(.run(.timerFired(retry)))
            #expect(again.presented == ["a"])
            #expect(c.run?.attempt == attempt)
        }
        // The third failure exhausts 1 + 2 attempts: the fallback skips the step.
        #expect(c.handle(.run(.failure(.navigationFailed))).presented == ["b"])
    }

    @Test func zeroRetriesStillRunsTheStepOnce() {
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps, flow: recovery(.endTour(message: "Sorry"), retries: 0))]))
        // Seed 003's loop never runs a step with maxRetries 0; here it is shown first.
        #expect(c.handle(.launch).presented == ["a"])
        let failed = c.handle(.run(.failure(.unexpectedState)))
        #expect(failed.contains(.showMessage("Sorry")))
        #expect(failed.ended == .abandoned)
        // An abandoned run writes only its `abandoned` updates (none here): the tour may trigger again.
        #expect(c.store.value(forKey: "done") == nil)
    }

    @Test func restartHappensAtMostOnce() {
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps, flow: recovery(.restart, retries: 0))]))
        _ = c.handle(.launch)
        _ = c.handle(.run(.next))
        #expect(c.handle(.run(.failure(.unexpectedState))).presented == ["a"])
        #expect(c.handle(.run(.failure(.unexpectedState))).ended == .abandoned)
    }

    @Test func noCheckpointAfterTheFailureEndsTheRun() {
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps, flow: recovery(.nextCheckpoint, retries: 0, checkpoints: [0, 2]))]))
        _ = c.handle(.launch)
        #expect(c.handle(.run(.failure(.navigationFailed))).presented == ["c"])
        #expect(c.handle(.run(.failure(.navigationFailed))).ended == .abandoned)
    }

    @Test func aMissingTargetUsesItsRegistryFallbackFirst() {
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: [Fixtures.intents("i"), Fixtures.page("b")], flow: recovery(.skipStep, retries: 0))]))
        _ = c.handle(.launch)
        let replaced = c.handle(.run(.targetMissing("card")))
        guard case .present(let shown)? = replaced.first else { Issue.record("not re-presented"); return }
        #expect(shown.replacedTargets == ["card": "cardArea"])
        #expect(c.handle(.run(.targetMissing("card"))).presented == ["b"])
    }

    @Test func skipConfirmationCountsPassedSteps() {
        let eleven = (0..<11).map { Fixtures.page("s\($0)") }
        let flow = FlowRules(skip: SkipPolicy(confirmAfterProgress: 0.5))
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: eleven, flow: flow)]))
        _ = c.handle(.launch)
        for _ in 0..<5 { _ = c.handle(.run(.next)) }
        #expect(c.run?.index == 5)
        // 5 of 11 passed: under half, no confirmation.
        var copy = c
        #expect(copy.handle(.run(.skip)).ended == .skipped)
        _ = c.handle(.run(.next))
        #expect(c.handle(.run(.skip)) == [.askSkipConfirmation])
        #expect(c.handle(.run(.confirmSkip(false))).isEmpty)
        #expect(c.run?.index == 6)
        _ = c.handle(.run(.skip))
        #expect(c.handle(.run(.confirmSkip(true))).ended == .skipped)
    }

    @Test func analyticsCarryExactlyTheDeclaredParameters() {
        let clock = ManualClock()
        let tour = Fixtures.tour("t", steps: [Fixtures.page("a")], analytics: ["tourStarted", "stepViewed", "tourCompleted"])
        var c = Fixtures.coordinator(Fixtures.bundle([tour]), clock: clock, role: "field")
        let started = c.handle(.launch).analytics
        #expect(started.map(\.name) == ["tourStarted", "stepViewed"])
        #expect(started[0].parameters.map(\.0) == ["tourId", "userRole"])
        #expect(started[0].parameters.map(\.1) == ["t", "field"])
        #expect(started[1].parameters.map(\.1) == ["t", "0", "a"])
        clock.advance(by: 12.5)
        let done = c.handle(.run(.next)).analytics
        #expect(done == [AnalyticsRecord(name: "tourCompleted", parameters: [("tourId", "t"), ("duration", "12.5")])])
    }
}
