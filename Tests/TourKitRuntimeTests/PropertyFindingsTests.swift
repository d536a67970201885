import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// What the runtime's property test (Tests/TourKitRuntimePropertyTests, docs/fuzzing.md) found,
/// each pinned with the shortest sequence that showed it.
@Suite struct PropertyFindingsTests {
    let steps = [Fixtures.page("a"), Fixtures.page("b")]

    /// Found on kitchen-sink: a `foreground` while a failed step waited for its retry showed the
    /// step again without counting the try, so a host that reports `foreground` in every retry
    /// delay (iOS's didBecomeActive comes after every Control Center pull) kept a failing step
    /// retrying for ever and the run never ended. Now the early showing is the retry.
    @Test func aForegroundDuringARetryDelayCountsAsTheRetry() {
        let flow = FlowRules(recovery: RecoveryStrategy(fallback: .endTour(message: ""), maxRetries: 2, retryDelay: 0.3))
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps, flow: flow)]))
        #expect(c.handle(.launch).presented == ["a"])
        for attempt in 2...3 {
            #expect(c.handle(.run(.failure(.navigationFailed))).timers.first?.purpose == .retry)
            #expect(c.handle(.run(.foreground)).presented == ["a"])
            #expect(c.run?.attempt == attempt)
        }
        // 1 + 2 tries are spent: the third failure takes the fallback and the run ends.
        #expect(c.handle(.run(.failure(.navigationFailed))).ended == .abandoned)
        #expect(c.run == nil)
    }

    /// The retry timer of a step that came back early is stale and does not count twice.
    @Test func theRetryTimerAfterAnEarlyForegroundIsIgnored() throws {
        let flow = FlowRules(recovery: RecoveryStrategy(fallback: .endTour(message: ""), maxRetries: 3, retryDelay: 0.3))
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps, flow: flow)]))
        _ = c.handle(.launch)
        let retry = try #require(c.handle(.run(.failure(.navigationFailed))).timers.first)
        _ = c.handle(.run(.foreground))
        #expect(c.handle(.run(.timerFired(retry))).isEmpty)
        #expect(c.run?.attempt == 2)
    }
}

/// The duration of a completed run (`tourCompleted`'s `duration`) from a clock that jumped:
/// `String(Int(rounded))` trapped past Int.max (issue 20 §3; the scenario fuzzer's first input
/// with `wait: 1e19`). Whole seconds that fit print as integers, the rest as the Double prints.
@Suite struct DurationFormatTests {
    @Test func durationsPastIntMaxDoNotTrap() {
        #expect(TourRun.format(2) == "2")
        #expect(TourRun.format(1.25) == "1.25")
        #expect(TourRun.format(1e19) == "1e+19")
        #expect(TourRun.format(1e308) == "inf")
        #expect(TourRun.format(.infinity) == "inf")
        #expect(TourRun.format(-.infinity) == "-inf")
        #expect(TourRun.format(.nan) == "nan")
        #expect(TourRun.format(-0.0) == "0")
    }
}
