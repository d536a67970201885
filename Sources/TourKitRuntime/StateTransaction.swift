import Foundation

/// The coordinator's view of the store while it handles one signal: reads see the writes made
/// so far, writes are collected, and ``commit()`` hands them to the store as one batch. So a
/// signal costs at most one store write (one file write for `JSONFileStateStore`), and an
/// ending's writes (show-once keys, cleared progress) land together: a kill cannot leave a
/// finished tour with its progress still stored.
///
/// It also memoises string sets as `Set`s for the length of one signal: show-once checks over
/// 1,000 tours against a 1,000-id `stringSet` are lookups, not list scans.
final class StateTransaction: TourStateStore, @unchecked Sendable {
    /// The owner's lock (``TourEngine``) or a single thread guards this object; it is not
    /// shared between threads by itself.
    let base: any TourStateStore
    private var pending: [String: StoredValue?] = [:]
    private var writes: [StateWrite] = []
    private var sets: [String: Set<String>?] = [:]
    /// Sets built from a store's lists, kept across signals with the list they came from, and
    /// the same membership as one flag per tour index.
    private var built: [String: Built] = [:]
    /// Per slot (``TourGate``): the flags of the key's list, or nil when the key holds no list.
    /// Emptied whenever a write happens; one signal's scan reads it by index.
    @exclusivity(unchecked) private var slotted: [Flags?] = []

    struct Built {
        var list: [String]
        var set: Set<String>
        var flags: Flags
    }

    /// Membership of a string list, one flag per tour index (`nil`: the key holds no list).
    final class Flags: @unchecked Sendable {
        let bits: [Bool]?
        init(_ bits: [Bool]?) { self.bits = bits }
    }

    /// Tour ids to their index in the bundle: a show-once set is also kept as one flag per
    /// tour, so a scan asks `flags[i]`, not a hash of the id.
    let tourIndex: [String: Int]
    /// Bumped by every write and commit: answers computed from the state (``ConditionRules``)
    /// are valid for one generation.
    private(set) var generation = 0

    init(_ base: any TourStateStore, tourIndex: [String: Int] = [:]) {
        self.base = base
        self.tourIndex = tourIndex
    }

    func value(forKey key: String) -> StoredValue? {
        if let value = pending[key] { return value }
        return base.value(forKey: key)
    }

    func set(_ value: StoredValue, forKey key: String) {
        apply([.set(key: key, value: value)])
    }

    func removeValue(forKey key: String) {
        apply([.clear(key: key)])
    }

    func apply(_ batch: [StateWrite]) {
        generation &+= 1
        for write in batch {
            pending[write.key] = .some(write.applied(to: value(forKey: write.key)))
            sets.removeValue(forKey: write.key)
            if !slotted.isEmpty { slotted = [] }
            writes.append(write)
        }
    }

    /// Whether the string set under `key` holds `element` (a set built once per signal).
    func contains(_ element: String, inSetAt key: String) -> Bool {
        stringSet(at: key)?.contains(element) ?? false
    }

    /// The string list under `key` as a set, built once per signal; nil when the key is absent
    /// or holds another shape.
    func stringSet(at key: String) -> Set<String>? {
        if let cached = sets[key] { return cached }
        let set = builtList(key)?.set
        sets[key] = .some(set)
        return set
    }

    /// The key's list as a set and as flags per tour. The same array buffer as last time (the
    /// store did not change the key) gives the same result: a store that keeps its values (in
    /// memory, the JSON file) costs no rebuild per signal. The cache holds the old array, so its
    /// buffer cannot be reused for another.
    private func builtList(_ key: String) -> Built? {
        guard let list = value(forKey: key)?.stringList else { return nil }
        if let known = built[key], known.list.count == list.count,
           known.list.withUnsafeBufferPointer({ a in list.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }) {
            return known
        }
        let set = Set(list)
        var bits = Array(repeating: false, count: tourIndex.count)
        for id in set { if let i = tourIndex[id] { bits[i] = true } }
        let made = Built(list: list, set: set, flags: Flags(bits))
        built[key] = made
        return made
    }

    /// Whether the string list under `key` (numbered `slot` by ``TourGate``) holds tour `index`
    /// (or `element`, a tour id); nil when the key holds no list.
    func setContains(tour index: Int, key: String, slot: Int) -> Bool? {
        if slot < slotted.count, let flags = slotted[slot] {
            guard let bits = flags.bits else { return nil }
            return index < bits.count && bits[index]
        }
        let flags = builtList(key)?.flags ?? Flags(nil)
        if slot >= slotted.count { slotted += Array(repeating: nil, count: slot + 1 - slotted.count) }
        slotted[slot] = flags
        guard let bits = flags.bits else { return nil }
        return index < bits.count && bits[index]
    }

    /// Hands the collected writes to the store as one batch and starts afresh; returns them.
    @discardableResult
    func commit() -> [StateWrite] {
        let done = writes
        generation &+= 1
        if !done.isEmpty { base.apply(done) }
        pending = [:]
        writes = []
        sets = [:]
        slotted = []
        return done
    }
}
