import TourKit

/// The registry's tip groups (issue 24 item 4, TipKit's `TipGroup`), by tour position: for each
/// tour in a group, the tours before it and the group's order. A tour in no group costs a
/// signal nothing (one nil look-up).
///
/// A tour named by more than one group, or by none of the bundle's tours, is `tourc check`'s
/// business (TOUR3841, TOUR3110 for an unknown tour); here the first group that names a tour wins
/// and unknown ids are left out, so a hostile bundle cannot make a tour wait for itself.
struct TipGroups: Sendable {
    struct Membership: Sendable {
        let order: TipGroupOrder
        /// Positions of the tours before this one in its group, in order.
        let earlier: [Int]
    }

    /// By tour position; nil for a tour in no group.
    let membership: [Membership?]

    init(_ groups: [TipGroup], tourIndex: [String: Int], tourCount: Int) {
        var membership = [Membership?](repeating: nil, count: tourCount)
        for group in groups {
            var earlier: [Int] = []
            for id in group.tours {
                guard let i = tourIndex[id], membership[i] == nil, !earlier.contains(i) else { continue }
                membership[i] = Membership(order: group.order, earlier: earlier)
                earlier.append(i)
            }
        }
        self.membership = membership
    }
}

extension TourCoordinator {
    /// The tour of `i`'s group that goes first, if one does: with `ordered`, the first earlier
    /// tour not yet done for good; with `firstAvailable`, the first earlier tour that could
    /// start now. Earlier tours only, so the recursion through ``blocker(_:checkRun:)`` ends.
    func groupHold(_ i: Int) -> String? {
        guard let member = groups.membership[i] else { return nil }
        for j in member.earlier {
            switch member.order {
            case .ordered:
                if !isDoneForGood(j) { return gates[j].id }
            case .firstAvailable:
                if blocker(j, checkRun: false) == nil { return gates[j].id }
            }
        }
        return nil
    }

    /// Whether tour `j` never starts by itself again: invalidated, a show-once key marked, or
    /// out of showings (TipKit's "invalidated" status of a tip).
    func isDoneForGood(_ j: Int) -> Bool {
        let gate = gates[j]
        if state.setContains(tour: gate.index, key: Self.invalidatedKey, slot: 0) == true { return true }
        return gate.markedKey(in: state) != nil || displayCountExceeded(gate)
    }
}
