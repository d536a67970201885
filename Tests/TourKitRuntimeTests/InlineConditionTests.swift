import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Conditions written in place in `when:`/`unless:` (issue 24 item 2): compiled with the
/// registry's, answered alike, named by their text.
@Suite struct InlineConditionTests {
    typealias R = RulesOverValuesTests

    @Test func aToursInlineEntriesGateItsStart() {
        var tour = Fixtures.tour("t", steps: [Fixtures.page("a")])
        tour.when = [.inline(InlineCondition(key: "accountSetup", in: ["setUpLater", "complete"]))]
        tour.unless = [.inline(InlineCondition(any: ["hasData", "setupDone"]))]
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(R.bundle([tour]), store: store)
        #expect(c.eligibility(of: "t") == .ineligible(.condition("{key: accountSetup, in: [setUpLater, complete]}")))
        store.set(.int(1), forKey: "accountSetup")
        #expect(c.eligibility(of: "t") == .eligible)
        store.set(.int(2), forKey: "accountSetup")
        #expect(c.eligibility(of: "t") == .ineligible(.condition("{any: [hasData, setupDone]}")))
        store.set(.int(1), forKey: "accountSetup")
        #expect(c.handle(.launch).presented == ["a"])
    }

    @Test func aStepsInlineNotPicksItsTwin() {
        var tour = Fixtures.tour("t", steps: [Fixtures.page("withData"), Fixtures.page("withoutData")])
        tour.steps[0].when = ["hasData"]
        tour.steps[1].when = [.inline(InlineCondition(not: "hasData"))]
        var without = Fixtures.coordinator(R.bundle([tour]))
        #expect(without.handle(.launch).presented == ["withoutData"])
        var with = Fixtures.coordinator(R.bundle([tour]), conditions: ["hasData"])
        #expect(with.handle(.launch).presented == ["withData"])
    }

    /// An event counted only by an entry written in place is logged, and the window applies.
    @Test func anInlineCountedEventIsLoggedAndWindowed() {
        var tour = Fixtures.tour("t", steps: [Fixtures.page("a")])
        tour.triggers = [Trigger(.event(event: "ready", delay: 0))]
        tour.when = [.inline(InlineCondition(atLeast: 2, event: "ready", within: "1d"))]
        let clock = ManualClock()
        var c = Fixtures.coordinator(R.bundle([tour]), clock: clock)
        _ = c.handle(.launch)
        #expect(c.handle(.event("ready")).presented.isEmpty)
        clock.advance(by: 2 * 86_400)
        #expect(c.handle(.event("ready")).presented.isEmpty)     // the first is outside the window
        #expect(c.handle(.event("ready")).presented == ["a"])
        #expect(c.store.value(forKey: TourDisplayKeys.eventLog("ready"))?.stringList?.count == 3)
    }

    @Test func theSameTextIsCompiledOnce() {
        var a = Fixtures.tour("a", steps: [Fixtures.page("x")])
        var b = Fixtures.tour("b", steps: [Fixtures.page("y")])
        a.when = [.inline(InlineCondition(not: "hasData"))]
        b.unless = [.inline(InlineCondition(not: "hasData"))]
        #expect(ConditionRules.inlineConditions([a, b]).map(\.id) == ["{not: hasData}"])
    }
}
