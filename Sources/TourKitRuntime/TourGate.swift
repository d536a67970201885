import TourKit

/// What an automatic start checks of one tour, resolved once per coordinator: the id, roles,
/// guards and show-once keys as stored (a `perTour` key with its tour id, and whether it is a
/// `stringSet`). A signal over 1,000 tours then touches these small values, not the tours.
/// A class: the scan over every tour reads one reference per tour, not a copy of five fields.
final class TourGate: Sendable {
    struct OnceKey: Sendable {
        /// The registry key (what `seen(key:)` names).
        var key: String
        /// The key as stored.
        var stored: String
        var isSet: Bool
        /// The stored key's slot in the per-signal set cache (``StateTransaction``).
        var slot: Int
        /// A key with `values`: the first value, which does not mark it.
        var unmarked: StoredValue?
        /// Whether the key's `default` marks it (an absent key reads as its default).
        var defaultMarks: Bool
    }

    let id: String
    /// The tour's index in the bundle.
    let index: Int
    let roles: [String]
    let when: [String]
    let unless: [String]
    /// `when`/`unless` as positions in the registry's conditions (-1: answered by the host).
    let whenRules: [Int]
    let unlessRules: [Int]
    let once: [OnceKey]
    /// `maxDisplayCount`, or nil for no limit.
    let maxDisplayCount: Int?
    /// Whether the app's pacing holds this tour back (and its showing holds back others).
    let paced: Bool
    /// `showAgainAfter` in seconds; nil: at most once per session.
    let showAgainAfter: Double?
    /// The runtime's own keys for this tour's showings (``TourDisplayKeys``).
    let countKey: String
    let lastShownKey: String

    /// `slots` numbers the stored keys of `stringSet` show-once keys (shared by every tour that
    /// uses the key), so a signal looks each set up once, by index.
    init(_ tour: Tour, index: Int, keys: [String: PersistenceKey], conditions: [String: Int], slots: inout [String: Int]) {
        id = tour.id
        self.index = index
        roles = tour.roles
        when = tour.when.map(\.name)
        unless = tour.unless.map(\.name)
        whenRules = when.map { conditions[$0] ?? -1 }
        unlessRules = unless.map { conditions[$0] ?? -1 }
        maxDisplayCount = tour.maxDisplayCount
        paced = !tour.ignoresDisplayFrequency
        showAgainAfter = tour.showAgainAfter.flatMap(TourDuration.seconds)
        countKey = TourDisplayKeys.count(tour.id)
        lastShownKey = TourDisplayKeys.lastShown(tour.id)
        once = tour.persistence.onceKeys.map { key in
            let declared = keys[key]
            let stored = declared?.scope == .perTour ? key + tour.id : key
            let isSet = declared?.type == .stringSet
            var slot = -1
            if isSet {
                if let known = slots[stored] { slot = known } else { slot = slots.count; slots[stored] = slot }
            }
            let unmarked = KeyValues.unmarked(declared)
            let fallback = declared?.default.flatMap { KeyValues.stored($0, for: declared) }
            return OnceKey(key: key, stored: stored, isSet: isSet, slot: slot, unmarked: unmarked,
                           defaultMarks: KeyValues.marks(fallback, unmarked: unmarked))
        }
    }

    /// The first show-once key that says the tour was seen: a `stringSet` holding the tour id
    /// (looked up in a set built once per signal), any other key truthy.
    func markedKey(in state: StateTransaction) -> String? {
        // By index: the loop reads the flags and the slot, and touches the key strings only
        // when a key is marked or is not a set.
        for j in once.indices {
            if once[j].isSet, let marked = state.setContains(tour: index, key: once[j].stored, slot: once[j].slot) {
                if marked { return once[j].key }
            } else if let value = state.value(forKey: once[j].stored) {
                if KeyValues.marks(value, unmarked: once[j].unmarked) { return once[j].key }
            } else if once[j].defaultMarks {
                return once[j].key
            }
        }
        return nil
    }
}
