import Foundation

/// A store over `UserDefaults`, with the value shapes the design documents read: `bool(forKey:)`
/// for flags, `string(forKey:)` for versions, `stringArray(forKey:)` for sets (seed 001's
/// `tour.seenMiniTours`), `integer`/`Date` objects for the rest.
///
/// `suiteName` reaches an app group's defaults (an app and its extensions); `keyPrefix` is put
/// in front of every key, for apps whose preferences all carry one (Firefox's `profile.`): the
/// registry's keys stay as they are, the stored names get the prefix.
public final class UserDefaultsStateStore: TourStateStore, @unchecked Sendable {
    /// UserDefaults is documented as thread-safe; the lock only makes a batch (and an insert's
    /// read-modify-write) atomic against other users of this instance.
    private let defaults: UserDefaults
    private let lock = NSLock()
    public let keyPrefix: String

    public init(_ defaults: UserDefaults = .standard, keyPrefix: String = "") {
        self.defaults = defaults
        self.keyPrefix = keyPrefix
    }

    /// The defaults of an app group (`group.com.example.app`); nil when the suite cannot be
    /// opened (the name is the app's own bundle id, or `NSGlobalDomain`).
    public convenience init?(suiteName: String, keyPrefix: String = "") {
        guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
        self.init(defaults, keyPrefix: keyPrefix)
    }

    public func value(forKey key: String) -> StoredValue? {
        guard let object = defaults.object(forKey: keyPrefix + key) else { return nil }
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
        lock.lock(); defer { lock.unlock() }
        store(value, key)
    }

    public func removeValue(forKey key: String) {
        lock.lock(); defer { lock.unlock() }
        defaults.removeObject(forKey: keyPrefix + key)
    }

    public func apply(_ writes: [StateWrite]) {
        lock.lock(); defer { lock.unlock() }
        for write in writes {
            if let value = write.applied(to: value(forKey: write.key)) {
                store(value, write.key)
            } else {
                defaults.removeObject(forKey: keyPrefix + write.key)
            }
        }
    }

    private func store(_ value: StoredValue, _ key: String) {
        let key = keyPrefix + key
        switch value {
        case .bool(let b): defaults.set(b, forKey: key)
        case .int(let i): defaults.set(i, forKey: key)
        case .string(let s): defaults.set(s, forKey: key)
        case .strings(let a): defaults.set(a, forKey: key)
        case .date(let d): defaults.set(d, forKey: key)
        }
    }
}
