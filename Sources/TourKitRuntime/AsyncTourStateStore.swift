import Foundation

/// A store whose backend is asynchronous: an actor cache, SwiftData, CloudKit, a server.
///
/// The runtime decides synchronously (a tap must not wait for a disk or a network), so
/// ``TourHost`` loads the values once (`loadValues()`) and then hands every handled signal's
/// batch of writes to `apply(_:)`, in order, off the caller's path. ``TourHost/flush()`` waits
/// for the batches sent so far.
public protocol AsyncTourStateStore: AnyObject, Sendable {
    /// Every stored value (the runtime reads only the keys its tours use).
    func loadValues() async throws -> [String: StoredValue]
    /// Applies one signal's writes, in order, as one change.
    func apply(_ writes: [StateWrite]) async throws
}

/// An async store over an actor: the simplest ``AsyncTourStateStore``, for previews and tests,
/// and a template for a real backend.
public actor InMemoryAsyncStateStore: AsyncTourStateStore {
    public private(set) var values: [String: StoredValue]
    /// How many batches it received (one per signal that wrote anything).
    public private(set) var batches = 0

    public init(_ values: [String: StoredValue] = [:]) {
        self.values = values
    }

    public func loadValues() async throws -> [String: StoredValue] { values }

    public func apply(_ writes: [StateWrite]) async throws {
        batches += 1
        for write in writes { values[write.key] = write.applied(to: values[write.key]) }
    }
}
