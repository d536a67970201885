import Foundation
import TourKit

/// The runtime's own keys for counting and pacing showings (`maxDisplayCount`,
/// `showAgainAfter`, the app's `pacing`). A showing is counted when the first step of a run is
/// on screen: at the start, or with `hostConfirmsDisplay` at the host's first `displayed`,
/// together with the `started` updates; a run none of whose steps applies counts nothing.
public enum TourDisplayKeys {
    /// How many times the tour was shown (an int).
    public static func count(_ tour: String) -> String { "tourkit.displayCount." + tour }
    /// When the tour was last shown (a date).
    public static func lastShown(_ tour: String) -> String { "tourkit.lastShown." + tour }
    /// How many occurrences of a counted event the runtime keeps (the most recent).
    public static let eventLogLimit = 100
    /// When a counted event happened, most recent last (``TourEventLog``).
    public static func eventLog(_ event: String) -> String { "tourkit.eventLog." + event }
    /// When an automatic, paced tour was last shown (a date): the app's pacing counts from it.
    public static let lastPacedShow = "tourkit.lastPacedShow"
}

extension TourCoordinator {
    /// The writes that record a showing of tour `i` at `now`, only what a rule reads: its count
    /// (with `maxDisplayCount`), its time (with `showAgainAfter`), and for an automatic paced
    /// tour the app-wide pacing time (when the app paces). A tour without these writes nothing.
    func showingWrites(_ i: Int, automatic: Bool, now: Date) -> [StateWrite] {
        let gate = gates[i]
        var writes: [StateWrite] = []
        if gate.maxDisplayCount != nil {
            var count = 0
            if case .int(let n)? = state.value(forKey: gate.countKey) { count = n }
            writes.append(.set(key: gate.countKey, value: .int(count &+ 1)))
        }
        if gate.showAgainAfter != nil { writes.append(.set(key: gate.lastShownKey, value: .date(now))) }
        if automatic && gate.paced && pacingInterval > 0 {
            writes.append(.set(key: TourDisplayKeys.lastPacedShow, value: .date(now)))
        }
        return writes
    }

    /// Whether tour `i`'s showings are used up (`maxDisplayCount`).
    func displayCountExceeded(_ gate: TourGate) -> Bool {
        guard let max = gate.maxDisplayCount else { return false }
        guard case .int(let n)? = state.value(forKey: gate.countKey) else { return false }
        return n >= max
    }

    /// Whether the app's pacing holds tour `gate` back now: an automatic paced tour was shown
    /// less than `pacing.displayFrequency` ago.
    func heldByPacing(_ gate: TourGate) -> Bool {
        guard pacingInterval > 0, gate.paced, case .date(let last)? = state.value(forKey: TourDisplayKeys.lastPacedShow) else { return false }
        return clock.now.timeIntervalSince(last) < pacingInterval
    }

    /// Whether a re-showing tour was shown less than `showAgainAfter` ago.
    func shownRecently(_ gate: TourGate) -> Bool {
        guard let interval = gate.showAgainAfter, interval > 0,
              case .date(let last)? = state.value(forKey: gate.lastShownKey) else { return false }
        return clock.now.timeIntervalSince(last) < interval
    }
}
