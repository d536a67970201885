/// A JSON document in memory: what the reference encoder (`JSONValueEncoder`) builds and
/// `CanonicalJSON` prints; test support, for the oracle tests and JSON built by hand.
///
/// Objects are dictionaries because canonical output sorts keys anyway; integers and doubles are
/// separate so an `Int` field is never printed with a fraction.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// Integers above `Int64.max` (a `UInt64` field).
    case unsigned(UInt64)
    /// Always finite (the encoder refuses NaN and infinity).
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public subscript(key: String) -> JSONValue? {
        get {
            guard case .object(let o) = self else { return nil }
            return o[key]
        }
        set {
            guard case .object(var o) = self else { return }
            o[key] = newValue
            self = .object(o)
        }
    }
}
