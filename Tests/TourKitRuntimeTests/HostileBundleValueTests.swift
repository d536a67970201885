import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Values no checked bundle holds but a hand-edited JSON bundle can: the runtime's arithmetic on
/// them saturates instead of trapping (issue 20, item 3).
@Suite struct HostileBundleValueTests {
    let steps = [Fixtures.page("a"), Fixtures.page("b")]

    @Test(arguments: [Int.max, Int.min, -1])
    func anyMaxRetriesNeverTraps(retries: Int) throws {
        let flow = FlowRules(recovery: RecoveryStrategy(fallback: .skipStep, maxRetries: retries, retryDelay: 0.3))
        var c = Fixtures.coordinator(Fixtures.bundle([Fixtures.tour("t", steps: steps, flow: flow)]))
        #expect(c.handle(.launch).presented == ["a"])
        let failed = c.handle(.run(.failure(.navigationFailed)))
        if retries > 0 {
            // `1 + Int.max` overflowed here: the first failure is retried.
            let retry = try #require(failed.timers.first)
            #expect(c.handle(.run(.timerFired(retry))).presented == ["a"])
            #expect(c.run?.attempt == 2)
        } else {
            #expect(failed.presented == ["b"])
        }
    }

    @Test func aDurationNoIntHoldsIsWrittenWithoutTrapping() {
        #expect(TourRun.format(1e19) == "1e+19")
        #expect(TourRun.format(-1e300) == "-1e+300")
        #expect(TourRun.format(.infinity) == "inf")
        #expect(TourRun.format(.nan) == "nan")
        #expect(TourRun.format(2.5) == "2.5")
        #expect(TourRun.format(12) == "12")
    }
}
