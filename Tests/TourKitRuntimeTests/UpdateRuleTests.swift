import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Version rules of `majorUpdate` (issue 24 item 5): updates defined by the version itself,
/// recording the version on a fresh install, and prompts held back at their update.
@Suite struct UpdateRuleTests {
    @Test func aChangeRuleMakesAnUpdateDueWithoutAList() {
        #expect(UpdateRules.due(.release, running: "2.5.1", lastToured: "2.5", majors: []) == "2.5.1")
        #expect(UpdateRules.due(.release, running: "2.5", lastToured: "2.5", majors: []) == nil)
        #expect(UpdateRules.due(.minor, running: "2.5.1", lastToured: "2.4.9", majors: []) == "2.5")
        #expect(UpdateRules.due(.minor, running: "2.5.1", lastToured: "2.5", majors: []) == nil)
        #expect(UpdateRules.due(.minor, running: "3.0", lastToured: "2.9", majors: []) == "3.0")
        #expect(UpdateRules.due(.major, running: "3.1-beta", lastToured: "2.9", majors: []) == "3")
        #expect(UpdateRules.due(.major, running: "2.10", lastToured: "2.9", majors: []) == nil)
        #expect(UpdateRules.due(.major, running: "3.0", lastToured: nil, majors: []) == nil)      // fresh install
        #expect(UpdateRules.due(.listed, running: "2.10", lastToured: "2.9", majors: ["2.10"]) == "2.10")
    }

    static func prompt(_ change: UpdateChange = .minor, version: String? = nil, ifHeld: UpdateHeld = .wait, records: Bool = false) -> Tour {
        Fixtures.tour("whatsNew", steps: [Fixtures.page("p")],
                      triggers: [.init(.majorUpdate(versionKey: "last", version: version, change: change, ifHeld: ifHeld, recordsInstall: records))],
                      persistence: TourPersistence(updates: [StateUpdate(outcomes: [.completed, .dismissed], key: "last", value: .string("$appVersion"))]),
                      when: ["hasData"])
    }

    @Test func aMinorChangePromptsOnceWithoutListingVersions() {
        let store = InMemoryStateStore()
        store.set(.string("2.4"), forKey: "last")
        var c = Fixtures.coordinator(Fixtures.bundle([Self.prompt(version: "2.5")]), store: store, version: "2.5.2", conditions: ["hasData"])
        #expect(c.handle(.launch).presented == ["p"])
        _ = c.handle(.run(.next))
        var patch = Fixtures.coordinator(Fixtures.bundle([Self.prompt(version: "2.5")]), store: store, version: "2.5.3", conditions: ["hasData"])
        #expect(patch.handle(.launch).isEmpty)
    }

    @Test func aFreshInstallRecordsItsVersionWhenAsked() {
        let store = InMemoryStateStore()
        var fresh = Fixtures.coordinator(Fixtures.bundle([Self.prompt(records: true)]), store: store, version: "2.4", conditions: ["hasData"])
        #expect(fresh.handle(.launch).isEmpty)
        #expect(store.value(forKey: "last") == .string("2.4"))
        var updated = Fixtures.coordinator(Fixtures.bundle([Self.prompt(records: true)]), store: store, version: "2.5", conditions: ["hasData"])
        #expect(updated.handle(.launch).presented == ["p"])
        // Without `recordsInstall` the key stays the app's: absent.
        let other = InMemoryStateStore()
        var plain = Fixtures.coordinator(Fixtures.bundle([Self.prompt()]), store: other, version: "2.4", conditions: ["hasData"])
        _ = plain.handle(.launch)
        #expect(other.value(forKey: "last") == nil)
    }

    /// `wait` (the default): held back by its condition at 2.5, it shows at a later launch.
    @Test func aHeldPromptWaitsByDefault() {
        let store = InMemoryStateStore()
        store.set(.string("2.4"), forKey: "last")
        var held = Fixtures.coordinator(Fixtures.bundle([Self.prompt()]), store: store, version: "2.5")
        #expect(held.handle(.launch).isEmpty)
        #expect(held.eligibility(of: "whatsNew") == .ineligible(.condition("hasData")))
        var later = Fixtures.coordinator(Fixtures.bundle([Self.prompt()]), store: store, version: "2.5.1", conditions: ["hasData"])
        #expect(later.handle(.launch).presented == ["p"])
    }

    /// `consume`: held back by its condition at 2.5, it is used up for 2.5; the next update
    /// (2.6) is due again.
    @Test func aConsumedPromptDoesNotComeBackForItsUpdate() {
        let store = InMemoryStateStore()
        store.set(.string("2.4"), forKey: "last")
        let bundle = Fixtures.bundle([Self.prompt(ifHeld: .consume)])
        var held = Fixtures.coordinator(bundle, store: store, version: "2.5")
        #expect(held.handle(.launch).isEmpty)
        #expect(store.value(forKey: UpdateRules.consumedKey("whatsNew")) == .string("2.5"))
        var later = Fixtures.coordinator(bundle, store: store, version: "2.5.1", conditions: ["hasData"])
        #expect(later.handle(.launch).isEmpty)
        var next = Fixtures.coordinator(bundle, store: store, version: "2.6", conditions: ["hasData"])
        #expect(next.handle(.launch).presented == ["p"])
    }
}
