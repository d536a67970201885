import Foundation

/// A value the runtime keeps in a ``TourStateStore``: the shapes the design documents store in
/// UserDefaults (a Bool, a String, a `[String]` read back with `stringArray(forKey:)`, an Int, a
/// Date). A `json` key holds its JSON text as a string.
public enum StoredValue: Equatable, Sendable, Codable {
    case bool(Bool)
    case int(Int)
    case string(String)
    case strings([String])
    case date(Date)

    /// The value as a yes/no answer: a Bool itself, a non-empty string or list, any number or date.
    /// Used when a condition is answered by a stored key.
    public var isTruthy: Bool {
        switch self {
        case .bool(let b): b
        case .string(let s): !s.isEmpty
        case .strings(let a): !a.isEmpty
        case .int, .date: true
        }
    }

    /// The value as a string, for version keys and scenario expectations.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The value as a list of strings (a `stringSet` key), nil for other shapes.
    public var stringList: [String]? {
        if case .strings(let list) = self { return list }
        return nil
    }

    /// A short rendering for transcripts and failed expectations.
    public var rendered: String {
        switch self {
        case .bool(let b): String(b)
        case .int(let i): String(i)
        case .string(let s): "\"\(s)\""
        case .strings(let a): "[" + a.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .date(let d): ISO8601DateFormatter().string(from: d)
        }
    }
}
