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
    private var sets: [String: Set<String>] = [:]

    init(_ base: any TourStateStore) {
        self.base = base
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
        for write in batch {
            pending[write.key] = .some(write.applied(to: value(forKey: write.key)))
            sets[write.key] = nil
            writes.append(write)
        }
    }

    /// Whether the string set under `key` holds `element` (a set built once per signal).
    func contains(_ element: String, inSetAt key: String) -> Bool {
        if let set = sets[key] { return set.contains(element) }
        let set = Set(value(forKey: key)?.stringList ?? [])
        sets[key] = set
        return set.contains(element)
    }

    /// Hands the collected writes to the store as one batch and starts afresh; returns them.
    @discardableResult
    func commit() -> [StateWrite] {
        let done = writes
        if !done.isEmpty { base.apply(done) }
        pending = [:]
        writes = []
        sets = [:]
        return done
    }
}
