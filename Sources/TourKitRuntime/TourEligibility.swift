import TourKit

/// Whether a tour would start by itself now, and if not, why: the answer to "would tour X
/// start now?" (``TourEngine/eligibility(of:)``). It checks what every automatic trigger needs;
/// whether a trigger fires (a launch, a visit, an event) is the signal's business.
public enum TourEligibility: Equatable, Hashable, Sendable {
    case eligible
    case ineligible(Reason)

    public enum Reason: Equatable, Hashable, Sendable {
        /// The bundle has no tour with this id.
        case unknownTour
        /// This tour is running.
        case running
        /// Another tour is running (one tour at a time).
        case anotherTourRunning(String)
        /// The tour has `roles` and the user's role is not among them (or there is none).
        case role
        /// A `when` condition does not hold, or an `unless` condition does (its id).
        case condition(String)
        /// A show-once key says the user has seen it (the key).
        case seen(key: String)
        /// The app invalidated it.
        case invalidated
        /// It ran since launch: it starts again by itself only after the next launch.
        case ranThisSession
        /// Hidden by a testing switch.
        case hiddenForTesting
        /// It was shown `maxDisplayCount` times: it never starts by itself again.
        case displayCountExceeded
        /// The app's `pacing.displayFrequency`: another automatic tour was shown too recently.
        case paced
        /// A re-showing tour (`showAgainAfter`) was shown too recently.
        case shownRecently
        /// A tour before it in its tip group goes first (that tour's id): with `ordered` it is not
        /// done yet, with `firstAvailable` it could start now.
        case grouped(String)

        /// The reason's name, as a scenario's `expect.eligible.reason` writes it.
        public var name: String {
            switch self {
            case .unknownTour: "unknownTour"
            case .running: "running"
            case .anotherTourRunning: "anotherTourRunning"
            case .role: "role"
            case .condition: "condition"
            case .seen: "seen"
            case .invalidated: "invalidated"
            case .ranThisSession: "ranThisSession"
            case .hiddenForTesting: "hiddenForTesting"
            case .displayCountExceeded: "displayCountExceeded"
            case .paced: "paced"
            case .shownRecently: "shownRecently"
            case .grouped: "grouped"
            }
        }
    }

    /// `eligible`, or the reason's name.
    public var name: String {
        switch self {
        case .eligible: "eligible"
        case .ineligible(let reason): reason.name
        }
    }
}

extension TourCoordinator {
    /// Would `tour` start by itself now (its trigger aside), and if not, why.
    public func eligibility(of id: String) -> TourEligibility {
        guard let i = tourIndex[id] else { return .ineligible(.unknownTour) }
        return blocker(i, checkRun: true).map(TourEligibility.ineligible) ?? .eligible
    }

    /// Whether an automatic trigger may start tour `i` now: roles, guards, show-once keys, not
    /// invalidated and not already run this session. User-initiated triggers (`manual`,
    /// `targetTap`) skip this.
    func eligible(_ i: Int) -> Bool {
        run == nil && blocker(i, checkRun: false) == nil
    }

    /// The first thing that keeps tour `i` from starting by itself; nil when nothing does.
    func blocker(_ i: Int, checkRun: Bool) -> TourEligibility.Reason? {
        let gate = gates[i]
        if checkRun, let running = run?.tour.id { return running == gate.id ? .running : .anotherTourRunning(running) }
        if !ranThisSession.isEmpty && ranThisSession.contains(gate.id) && (gate.showAgainAfter == nil || reevaluating) {
            return .ranThisSession
        }
        if hideAllToursForTesting || (!toursHiddenForTesting.isEmpty && toursHiddenForTesting.contains(gate.id)) { return .hiddenForTesting }
        if showAllToursForTesting || (!toursShownForTesting.isEmpty && toursShownForTesting.contains(gate.id)) { return nil }
        if state.setContains(tour: gate.index, key: Self.invalidatedKey, slot: 0) == true { return .invalidated }
        if !gate.roles.isEmpty {
            guard let role = environment.role, gate.roles.contains(role) else { return .role }
        }
        if !gate.when.isEmpty || !gate.unless.isEmpty {
            // By position, without a `RunContext` per tour: a signal over 1,000 tours asks here.
            for k in gate.when.indices {
                let r = gate.whenRules[k]
                let holds = conditions.memoized(r, state)
                    ?? conditions.holds(at: r, id: gate.when[k], state: state, clock: clock, ask: answers.answer ?? environment.condition)
                if !holds { return .condition(gate.when[k]) }
            }
            for k in gate.unless.indices {
                let r = gate.unlessRules[k]
                let holds = conditions.memoized(r, state)
                    ?? conditions.holds(at: r, id: gate.unless[k], state: state, clock: clock, ask: answers.answer ?? environment.condition)
                if holds { return .condition(gate.unless[k]) }
            }
        }
        if let key = gate.markedKey(in: state) { return .seen(key: key) }
        if displayCountExceeded(gate) { return .displayCountExceeded }
        if let first = groupHold(i) { return .grouped(first) }
        if shownRecently(gate) { return .shownRecently }
        if heldByPacing(gate) { return .paced }
        return nil
    }

    func rules(_ tour: Tour) -> TourStateRules {
        TourStateRules(tour: tour, keys: keys, contentHash: tourHashes[tour.id] ?? "")
    }
}
