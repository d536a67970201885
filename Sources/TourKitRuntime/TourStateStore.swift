import Foundation

/// Where the runtime reads and writes tour state: show-once flags, versions, progress.
///
/// Keys are the registry's persistence keys exactly as the app uses them (a `perTour` key is its
/// prefix plus the tour id), so an app that adopts the runtime keeps its users' existing state.
/// Implementations must be safe to call from any thread. The runtime reads single keys and
/// writes in batches: every signal it handles ends with at most one ``apply(_:)``.
public protocol TourStateStore: AnyObject, Sendable {
    /// The value stored under `key`; nil when the key is absent (absent is not `false`).
    func value(forKey key: String) -> StoredValue?
    /// Stores `value` under `key`.
    func set(_ value: StoredValue, forKey key: String)
    /// Deletes `key`.
    func removeValue(forKey key: String)
    /// Applies `writes` in order as one change: under one lock (an `insert` reads and writes
    /// the set atomically, so concurrent inserts never lose an element) and, for a persistent
    /// store, as one write. A default implementation applies them one by one.
    func apply(_ writes: [StateWrite])
}

/// A store held in memory: for tests, previews and `tourc test`.
public final class InMemoryStateStore: TourStateStore, @unchecked Sendable {
    /// Guards `values`; every access goes through it, which is what makes the class Sendable.
    private let lock = NSLock()
    private var values: [String: StoredValue]

    public init(_ values: [String: StoredValue] = [:]) {
        self.values = values
    }

    public func value(forKey key: String) -> StoredValue? {
        lock.lock(); defer { lock.unlock() }
        return values[key]
    }

    public func set(_ value: StoredValue, forKey key: String) {
        lock.lock(); defer { lock.unlock() }
        values[key] = value
    }

    public func removeValue(forKey key: String) {
        lock.lock(); defer { lock.unlock() }
        values[key] = nil
    }

    public func apply(_ writes: [StateWrite]) {
        lock.lock(); defer { lock.unlock() }
        for write in writes { values[write.key] = write.applied(to: values[write.key]) }
    }

    /// Every stored key and value, for inspection in tests.
    public var snapshot: [String: StoredValue] {
        lock.lock(); defer { lock.unlock() }
        return values
    }
}


extension TourStateStore {
    /// A store without its own batch support applies writes one by one (not atomically: a
    /// custom store that can do better implements ``TourStateStore/apply(_:)`` itself).
    public func apply(_ writes: [StateWrite]) {
        for write in writes {
            if let value = write.applied(to: value(forKey: write.key)) { set(value, forKey: write.key) } else { removeValue(forKey: write.key) }
        }
    }
}
