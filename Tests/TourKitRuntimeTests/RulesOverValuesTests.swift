import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Issue 24, item 2: keys with declared values and defaults, comparisons, composition and
/// counted events, as the runtime answers them.
@Suite struct RulesOverValuesTests {
    static let keys: [PersistenceKey] = [
        PersistenceKey(key: "accountSetup", type: .int, values: ["incomplete", "setUpLater", "complete"]),
        PersistenceKey(key: "firstLaunch", type: .bool, default: .bool(true)),
        PersistenceKey(key: "stage", type: .string, values: ["none", "started", "done"], default: .string("none")),
        PersistenceKey(key: "legacySeen", type: .int),
    ]

    static let conditions: [Condition] = [
        Condition(id: "isFirstLaunch", key: "firstLaunch"),
        Condition(id: "setupDone", key: "accountSetup", equals: "complete"),
        Condition(id: "setupPending", key: "accountSetup", in: ["incomplete", "setUpLater"]),
        Condition(id: "setupStarted", key: "accountSetup", atLeast: 1),
        Condition(id: "opensTabs", atLeast: 3, event: "ready", within: "7d"),
        Condition(id: "rarelyReady", atMost: 1, event: "ready"),
        Condition(id: "hasData"),
        Condition(id: "either", any: ["setupDone", "opensTabs"]),
        Condition(id: "both", all: ["isFirstLaunch", "setupPending"]),
        Condition(id: "notDone", not: "setupDone"),
        Condition(id: "loopA", not: "loopB"),
        Condition(id: "loopB", not: "loopA"),
    ]

    static func bundle(_ tours: [Tour] = []) -> TourBundle {
        var registry = Fixtures.registry
        registry.persistence += keys
        registry.conditions = conditions
        return TourBundle(app: registry, tours: tours, contentHash: "h")
    }

    static func holds(_ c: TourCoordinator, _ id: String) -> Bool { c.context.holds(id) }

    @Test func declaredValuesAndDefaultsAnswerComparisons() {
        let store = InMemoryStateStore()
        let c = Fixtures.coordinator(Self.bundle(), store: store, conditions: ["hasData"])
        // Absent keys read as their defaults: `firstLaunch` is true.
        #expect(Self.holds(c, "isFirstLaunch"))
        #expect(!Self.holds(c, "setupDone"))
        #expect(!Self.holds(c, "setupPending"))   // absent, no default: holds no value
        store.set(.int(1), forKey: "accountSetup")
        #expect(Self.holds(c, "setupPending") && Self.holds(c, "setupStarted") && !Self.holds(c, "setupDone"))
        #expect(Self.holds(c, "both") && Self.holds(c, "notDone"))
        store.set(.int(2), forKey: "accountSetup")
        #expect(Self.holds(c, "setupDone") && !Self.holds(c, "setupPending") && !Self.holds(c, "notDone"))
        #expect(Self.holds(c, "either"))
        store.set(.bool(false), forKey: "firstLaunch")
        #expect(!Self.holds(c, "isFirstLaunch") && !Self.holds(c, "both"))
        // The host still answers the conditions no rule answers.
        #expect(Self.holds(c, "hasData"))
    }

    @Test func aLoopInAHostileBundleAnswersWithoutHanging() {
        let c = Fixtures.coordinator(Self.bundle())
        _ = Self.holds(c, "loopA")
        _ = Self.holds(c, "loopB")
    }

    @Test func countedEventsHoldWithinTheirWindowAndTheLogIsBounded() {
        let clock = ManualClock()
        var c = Fixtures.coordinator(Self.bundle(), clock: clock)
        _ = c.handle(.launch)
        for _ in 0..<2 { _ = c.handle(.event("ready")) }
        #expect(!Self.holds(c, "opensTabs"))
        #expect(!Self.holds(c, "rarelyReady"))
        _ = c.handle(.event("ready"))
        #expect(Self.holds(c, "opensTabs"))
        clock.advance(by: 8 * 86_400)
        #expect(!Self.holds(c, "opensTabs"))
        for _ in 0..<250 { _ = c.handle(.event("ready")) }
        #expect(c.store.value(forKey: TourDisplayKeys.eventLog("ready"))?.stringList?.count == TourDisplayKeys.eventLogLimit)
        #expect(Self.holds(c, "opensTabs"))
    }

    @Test func aStoredCountWithoutTimesCountsOutsideAnyWindow() {
        let store = InMemoryStateStore()
        store.set(.int(5), forKey: TourDisplayKeys.eventLog("ready"))
        let c = Fixtures.coordinator(Self.bundle(), store: store)
        #expect(!Self.holds(c, "opensTabs"))     // within 7d: the old count is outside
        #expect(!Self.holds(c, "rarelyReady"))   // no window: 5 > 1
    }

    /// A stored `0` (Bitwarden's "incomplete") no longer counts as seen.
    @Test func aStoredFirstValueOrZeroIsNotSeen() {
        let store = InMemoryStateStore()
        var tour = Fixtures.tour("setup", steps: [Fixtures.page("a")])
        tour.persistence = TourPersistence(onceKeys: ["accountSetup"], updates: [StateUpdate(outcomes: [.completed], key: "accountSetup", value: .string("complete"))])
        var legacy = Fixtures.tour("legacy", steps: [Fixtures.page("b")])
        legacy.persistence = TourPersistence(onceKeys: ["legacySeen"])
        store.set(.int(0), forKey: "accountSetup")
        store.set(.int(0), forKey: "legacySeen")
        #expect(Fixtures.coordinator(Self.bundle([legacy]), store: store).eligibility(of: "legacy") == .eligible)
        var c = Fixtures.coordinator(Self.bundle([tour]), store: store)
        #expect(c.eligibility(of: "setup") == .eligible)
        #expect(c.handle(.launch).presented == ["a"])
        _ = c.handle(.run(.next))
        // The update wrote the declared value `complete`: position 2.
        #expect(store.value(forKey: "accountSetup") == .int(2))
        #expect(Fixtures.coordinator(Self.bundle([tour]), store: store).eligibility(of: "setup") == .ineligible(.seen(key: "accountSetup")))
    }

    @Test func aDefaultThatMarksKeepsATourSeenUntilTheAppSaysOtherwise() {
        var tour = Fixtures.tour("t", steps: [Fixtures.page("a")])
        tour.persistence = TourPersistence(onceKeys: ["stage"])
        let store = InMemoryStateStore()
        let c = Fixtures.coordinator(Self.bundle([tour]), store: store)
        // `stage` defaults to `none`, its first value: not seen.
        #expect(c.eligibility(of: "t") == .eligible)
        store.set(.string("started"), forKey: "stage")
        #expect(c.eligibility(of: "t") == .ineligible(.seen(key: "stage")))
    }
}
