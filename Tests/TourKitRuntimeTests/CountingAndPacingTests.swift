import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Issue 24, item 1: `maxDisplayCount`, re-showing (`showAgainAfter`) and the app's pacing.
@Suite struct CountingAndPacingTests {
    /// A one-page tip on the `home` visit that nothing marks (TipKit's tip without a rule).
    static func tip(_ id: String, max: Int? = nil, again: String? = nil, ignores: Bool = false,
                    triggers: [Trigger] = [.init(.firstVisit(screen: "home", via: nil))]) -> Tour {
        var t = Fixtures.tour(id, steps: [Fixtures.page(id + "Page")], triggers: triggers, persistence: TourPersistence())
        t.maxDisplayCount = max
        t.showAgainAfter = again
        t.ignoresDisplayFrequency = ignores
        t.analytics = ["tourRetired"]
        return t
    }

    static func bundle(_ tours: [Tour], pacing: String = "immediate") -> TourBundle {
        var registry = Fixtures.registry
        registry.pacing = Pacing(displayFrequency: pacing)
        registry.analytics.append(AnalyticsEvent(id: "tourRetired", parameters: ["tourId", "reason"]))
        return TourBundle(app: registry, tours: tours, contentHash: "h")
    }

    @Test func aTipWithMaxDisplayCountThreeDoesNotShowAFourthTime() {
        let clock = ManualClock()
        var c = Fixtures.coordinator(Self.bundle([Self.tip("tip", max: 3, again: "0s")]), clock: clock)
        _ = c.handle(.launch)
        var shown = 0
        var retired: [AnalyticsRecord] = []
        for _ in 0..<5 {
            let commands = c.handle(.visit("home"))
            if !commands.presented.isEmpty { shown += 1 }
            retired += commands.analytics
            _ = c.handle(.run(.dismiss))
            _ = c.handle(.leave("home"))
        }
        #expect(shown == 3)
        #expect(c.eligibility(of: "tip") == .ineligible(.displayCountExceeded))
        #expect(c.store.value(forKey: TourDisplayKeys.count("tip")) == .int(3))
        #expect(retired.map(\.name) == ["tourRetired"])
        #expect(retired.first?.parameters.first { $0.0 == "reason" }?.1 == "displayCountExceeded")
    }

    @Test func aShowingCountsOnlyOnceTheHostConfirmsTheFirstStep() {
        var c = Fixtures.coordinator(Self.bundle([Self.tip("tip", max: 1, again: "0s")]))
        c.hostConfirmsDisplay = true
        _ = c.handle(.launch)
        #expect(c.handle(.visit("home")).presented == ["tipPage"])
        #expect(c.store.value(forKey: TourDisplayKeys.count("tip")) == nil)
        _ = c.handle(.run(.displayed(step: "tipPage")))
        #expect(c.store.value(forKey: TourDisplayKeys.count("tip")) == .int(1))
    }

    @Test func withoutShowAgainATourShowsOncePerSession() {
        var c = Fixtures.coordinator(Self.bundle([Self.tip("tip", triggers: [.init(.appLaunch)])]))
        #expect(c.handle(.launch).presented == ["tipPage"])
        _ = c.handle(.run(.dismiss))
        #expect(c.handle(.reevaluate).presented.isEmpty)
        #expect(c.eligibility(of: "tip") == .ineligible(.ranThisSession))
    }

    @Test func showAgainAfterWaitsItsIntervalAndNeverRestartsOnItsOwnEnding() {
        let clock = ManualClock()
        var c = Fixtures.coordinator(Self.bundle([Self.tip("tip", max: 2, again: "12h")]), clock: clock)
        _ = c.handle(.launch)
        #expect(c.handle(.visit("home")).presented == ["tipPage"])
        // Its own ending re-evaluates the current screen: it does not come straight back.
        #expect(c.handle(.run(.dismiss)).presented.isEmpty)
        #expect(c.handle(.visit("home")).presented.isEmpty)
        #expect(c.eligibility(of: "tip") == .ineligible(.shownRecently))
        clock.advance(by: 12 * 3600)
        #expect(c.handle(.visit("home")).presented == ["tipPage"])
        _ = c.handle(.run(.dismiss))
        clock.advance(by: 12 * 3600)
        #expect(c.handle(.visit("home")).presented.isEmpty)
        #expect(c.eligibility(of: "tip") == .ineligible(.displayCountExceeded))
    }

    @Test func dailyPacingHoldsTheSecondTipUntilTheNextDay() {
        let clock = ManualClock()
        var other = Self.tip("second", triggers: [.init(.firstVisit(screen: "stats", via: nil))])
        // A show-once key: a first visit held back by pacing is not used up (a key decides).
        other.persistence = TourPersistence(onceKeys: ["seen"], updates: [StateUpdate(outcomes: [.completed, .dismissed], key: "seen", operation: .insert, value: .string("$tourId"))])
        var c = Fixtures.coordinator(Self.bundle([Self.tip("first"), other], pacing: "daily"), clock: clock)
        _ = c.handle(.launch)
        #expect(c.handle(.visit("home")).presented == ["firstPage"])
        _ = c.handle(.run(.dismiss))
        #expect(c.handle(.visit("stats")).presented.isEmpty)
        #expect(c.eligibility(of: "second") == .ineligible(.paced))
        clock.advance(by: 86_400)
        #expect(c.handle(.visit("stats")).presented == ["secondPage"])
    }

    @Test func userInitiatedAndIgnoringToursAreNotPacedAndDoNotPace() {
        let clock = ManualClock()
        let free = Self.tip("free", again: "0s", ignores: true, triggers: [.init(.firstVisit(screen: "stats", via: nil))])
        var c = Fixtures.coordinator(Self.bundle([Self.tip("first"), free], pacing: "daily"), clock: clock)
        _ = c.handle(.launch)
        // A manual start neither waits nor holds back the next automatic tour.
        #expect(c.handle(.manual("free")).presented == ["freePage"])
        _ = c.handle(.run(.dismiss))
        #expect(c.store.value(forKey: TourDisplayKeys.lastPacedShow) == nil)
        #expect(c.handle(.visit("home")).presented == ["firstPage"])
        _ = c.handle(.run(.dismiss))
        // `ignoresDisplayFrequency`: starts right after the paced tour.
        #expect(c.eligibility(of: "free") == .eligible)
        #expect(c.handle(.visit("stats")).presented == ["freePage"])
    }

    @Test func resetAllStateForgetsCountsAndPacing() {
        var c = Fixtures.coordinator(Self.bundle([Self.tip("tip", max: 1, again: "0s")], pacing: "daily"))
        _ = c.handle(.launch)
        _ = c.handle(.visit("home"))
        _ = c.handle(.run(.dismiss))
        #expect(c.eligibility(of: "tip") == .ineligible(.displayCountExceeded))
        c.resetAllState()
        #expect(c.store.value(forKey: TourDisplayKeys.count("tip")) == nil)
        #expect(c.store.value(forKey: TourDisplayKeys.lastPacedShow) == nil)
    }

    @Test func durationsAndFrequenciesRead() {
        #expect(TourDuration.seconds("12h") == 43_200)
        #expect(TourDuration.seconds("2d") == 172_800)
        #expect(TourDuration.seconds("0s") == 0)
        #expect(TourDuration.seconds("h") == nil)
        #expect(TourDuration.seconds("1.5h") == nil)
        #expect(TourDuration.seconds("-1d") == nil)
        #expect(TourDuration.frequency("monthly") == 2_592_000)
        #expect(TourDuration.frequency("weekly") == 604_800)
        #expect(TourDuration.frequency("3d") == 259_200)
        #expect(TourDuration.frequency("often") == nil)
    }
}
