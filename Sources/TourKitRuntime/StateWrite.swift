import Foundation

/// A write to the state store. The coordinator collects the writes of one handled signal and
/// hands them to the store as one batch (``TourStateStore/apply(_:)``): one file write per
/// signal, and an ending's writes land together or not at all.
public enum StateWrite: Equatable, Sendable {
    case set(key: String, value: StoredValue)
    case insert(key: String, element: String)
    case remove(key: String, element: String)
    case clear(key: String)

    public var key: String {
        switch self {
        case .set(let k, _), .insert(let k, _), .remove(let k, _), .clear(let k): k
        }
    }

    /// The value the key holds after this write, given what it held before (nil: absent).
    /// Pure, so a store applies it under its own lock: an insert is never a lost update.
    public func applied(to current: StoredValue?) -> StoredValue? {
        switch self {
        case .set(_, let value): return value
        case .clear: return nil
        case .insert(_, let element):
            // Kept sorted: a binary search finds the place, so an insert into a set of n ids
            // is O(n) (the array move), not a sort.
            var list = current?.stringList ?? []
            if !zip(list, list.dropFirst()).allSatisfy({ $0 <= $1 }) { list.sort() }
            var low = 0, high = list.count
            while low < high {
                let mid = (low + high) / 2
                if list[mid] < element { low = mid + 1 } else { high = mid }
            }
            if low == list.count || list[low] != element { list.insert(element, at: low) }
            return .strings(list)
        case .remove(_, let element):
            var list = current?.stringList ?? []
            list.removeAll { $0 == element }
            return .strings(list)
        }
    }

    /// Applies the write to `store` (atomically for the stores of this library).
    public func apply(to store: any TourStateStore) {
        store.apply([self])
    }
}
