import Foundation
import Testing
import TourKit
@testable import TourKitRuntime

/// A store that records each batch it is given.
final class CountingStore: TourStateStore, @unchecked Sendable {
    let inner = InMemoryStateStore()
    private let lock = NSLock()
    private var recorded: [[StateWrite]] = []
    var batches: [[StateWrite]] { lock.lock(); defer { lock.unlock() }; return recorded }
    func value(forKey key: String) -> StoredValue? { inner.value(forKey: key) }
    func set(_ value: StoredValue, forKey key: String) { apply([.set(key: key, value: value)]) }
    func removeValue(forKey key: String) { apply([.clear(key: key)]) }
    func apply(_ writes: [StateWrite]) {
        lock.lock(); recorded.append(writes); lock.unlock()
        inner.apply(writes)
    }
}

final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension [TourCommand] {
    var presentations: [StepPresentation] { compactMap { if case .present(let p) = $0 { p } else { nil } } }
}
