import Foundation

/// Where the runtime reads and writes tour state: show-once flags, versions, progress.
///
/// Keys are the registry's persistence keys exactly as the app uses them (a `perTour` key is its
/// prefix plus the tour id), so an app that adopts the runtime keeps its users' existing state.
/// Implementations must be safe to call from any thread.
public protocol TourStateStore: AnyObject, Sendable {
    /// The value stored under `key`; nil when the key is absent (absent is not `false`).
    func value(forKey key: String) -> StoredValue?
    /// Stores `value` under `key`.
    func set(_ value: StoredValue, forKey key: String)
    /// Deletes `key`.
    func removeValue(forKey key: String)
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

    /// Every stored key and value, for inspection in tests.
    public var snapshot: [String: StoredValue] {
        lock.lock(); defer { lock.unlock() }
        return values
    }
}

/// A store kept in one JSON file, rewritten atomically on every change: for apps that keep tour
/// state out of UserDefaults (a shared container, a per-account folder) and for command-line use.
public final class JSONFileStateStore: TourStateStore, @unchecked Sendable {
    private let lock = NSLock()
    private let url: URL
    private var values: [String: StoredValue]

    /// Reads `url` if it exists; an unreadable or malformed file starts empty (tour state is
    /// never worth failing an app launch for) and is replaced on the next write.
    public init(url: URL) {
        self.url = url
        if let data = try? Data(contentsOf: url),
           let decoded = try? JSONDecoder().decode([String: StoredValue].self, from: data) {
            values = decoded
        } else {
            values = [:]
        }
    }

    public func value(forKey key: String) -> StoredValue? {
        lock.lock(); defer { lock.unlock() }
        return values[key]
    }

    public func set(_ value: StoredValue, forKey key: String) {
        lock.lock(); defer { lock.unlock() }
        values[key] = value
        save()
    }

    public func removeValue(forKey key: String) {
        lock.lock(); defer { lock.unlock() }
        values[key] = nil
        save()
    }

    /// Called with the lock held. Sorted keys: the file's bytes depend only on its content.
    private func save() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(values) else { return }
        try? data.write(to: url, options: .atomic)
    }
}

/// A store over `UserDefaults`, with the value shapes the design documents read: `bool(forKey:)`
/// for flags, `string(forKey:)` for versions, `stringArray(forKey:)` for sets (seed 001's
/// `tour.seenMiniTours`), `integer`/`Date` objects for the rest.
public final class UserDefaultsStateStore: TourStateStore, @unchecked Sendable {
    /// UserDefaults is documented as thread-safe; the class only forwards to it.
    private let defaults: UserDefaults

    public init(_ defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func value(forKey key: String) -> StoredValue? {
        guard let object = defaults.object(forKey: key) else { return nil }
        switch object {
        case let date as Date: return .date(date)
        case let string as String: return .string(string)
        case let array as [Any]: return .strings(array.compactMap { $0 as? String })
        case let number as NSNumber:
            // A Bool is stored as an NSNumber too; its Objective-C type code (`c`) tells it apart.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .int(number.intValue)
        default: return nil
        }
    }

    public func set(_ value: StoredValue, forKey key: String) {
        switch value {
        case .bool(let b): defaults.set(b, forKey: key)
        case .int(let i): defaults.set(i, forKey: key)
        case .string(let s): defaults.set(s, forKey: key)
        case .strings(let a): defaults.set(a, forKey: key)
        case .date(let d): defaults.set(d, forKey: key)
        }
    }

    public func removeValue(forKey key: String) {
        defaults.removeObject(forKey: key)
    }
}

/// The clock the runtime reads for durations and `$now`: injected, so tests and `tourc test`
/// move time by hand.
public protocol TourClock: Sendable {
    var now: Date { get }
}

/// The system clock.
public struct SystemClock: TourClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that only moves when told to.
public final class ManualClock: TourClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    public init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = start
    }

    public var now: Date {
        lock.lock(); defer { lock.unlock() }
        return current
    }

    /// Moves the clock on by `seconds`.
    public func advance(by seconds: Double) {
        lock.lock(); defer { lock.unlock() }
        current = current.addingTimeInterval(seconds)
    }
}
