import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// Tip groups (issue 24 item 4, TipKit's `TipGroup`): one tour of a group at a time.
@Suite struct TipGroupTests {
    static func bundle(_ order: TipGroupOrder, tours ids: [String] = ["a", "b", "c"]) -> TourBundle {
        var registry = Fixtures.registry
        registry.persistence.append(PersistenceKey(key: "seen", type: .stringSet))
        registry.tipGroups = [TipGroup(id: "g", order: order, tours: ids)]
        let tours = ["a", "b", "c"].map { id in
            var t = Fixtures.tour(id, steps: [Fixtures.page(id + "1")],
                                  persistence: TourPersistence(onceKeys: ["seen"], updates: [StateUpdate(outcomes: [.completed, .dismissed], key: "seen", operation: .insert, value: .string("$tourId"))]))
            t.showAgainAfter = "0s"
            return t
        }
        return TourBundle(app: registry, tours: tours, contentHash: "h")
    }

    /// `ordered`: a later tour waits until every earlier one is done for good, even while the
    /// earlier one cannot start (its condition fails).
    @Test func orderedWaitsForTheEarlierToBeDone() {
        var bundle = Self.bundle(.ordered)
        bundle.tours[0].when = ["hasData"]
        let store = InMemoryStateStore()
        var c = Fixtures.coordinator(bundle, store: store)
        #expect(c.eligibility(of: "a") == .ineligible(.condition("hasData")))
        #expect(c.eligibility(of: "b") == .ineligible(.grouped("a")))
        #expect(c.eligibility(of: "c") == .ineligible(.grouped("a")))
        #expect(c.handle(.launch).presented.isEmpty)
        store.set(.strings(["a"]), forKey: "seen")
        #expect(c.eligibility(of: "b") == .eligible)
        #expect(c.eligibility(of: "c") == .ineligible(.grouped("b")))
    }

    /// `firstAvailable`: a later tour waits only while an earlier one could start.
    @Test func firstAvailableWaitsOnlyForAnEligibleEarlierTour() {
        var bundle = Self.bundle(.firstAvailable)
        bundle.tours[0].when = ["hasData"]
        var c = Fixtures.coordinator(bundle)
        #expect(c.eligibility(of: "b") == .eligible)
        #expect(c.eligibility(of: "c") == .ineligible(.grouped("b")))
        #expect(c.handle(.launch).presented == ["b1"])
        var withData = Fixtures.coordinator(Self.bundle(.firstAvailable).withWhen("hasData", onTour: 0), conditions: ["hasData"])
        #expect(withData.eligibility(of: "b") == .ineligible(.grouped("a")))
        #expect(withData.handle(.launch).presented == ["a1"])
    }

    /// A hostile bundle: a tour named twice, or an unknown id, never makes a tour wait for itself.
    @Test func aRepeatedOrUnknownIdHoldsNothingBack() {
        var c = Fixtures.coordinator(Self.bundle(.ordered, tours: ["b", "nope", "b", "a"]))
        #expect(c.eligibility(of: "b") == .eligible)
        #expect(c.eligibility(of: "a") == .ineligible(.grouped("b")))
        #expect(c.handle(.launch).presented == ["b1"])
    }
}

private extension TourBundle {
    func withWhen(_ condition: String, onTour i: Int) -> TourBundle {
        var copy = self
        copy.tours[i].when = [.id(condition)]
        return copy
    }
}
