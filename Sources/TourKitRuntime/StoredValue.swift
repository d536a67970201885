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

    private enum DateKey: String, CodingKey { case date, seconds }

    /// As plain JSON (`true`, `3`, `"2.5"`, `["a"]`), so a `JSONFileStateStore` file reads like
    /// the documents' storage schema; a date is `{"date": "2026-01-01T00:00:00Z"}`, and a date
    /// with a fraction of a second also carries its exact `seconds` since 1970 (so it reads back
    /// `==`); a text date with fractional seconds (`…00.250Z`) reads too. Anything else (`null`,
    /// `1.5`, another object) throws: the JSON store keeps such a value as it is.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: DateKey.self), keyed.contains(.date) {
            if let seconds = try? keyed.decode(Double.self, forKey: .seconds) {
                self = .date(Date(timeIntervalSince1970: seconds))
                return
            }
            let text = try keyed.decode(String.self, forKey: .date)
            guard let date = Self.parseDate(text) else {
                throw DecodingError.dataCorruptedError(forKey: .date, in: keyed, debugDescription: "not an ISO 8601 date: \(text)")
            }
            self = .date(date)
            return
        }
        let c = try decoder.singleValueContainer()
        if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? c.decode(Int.self) {
            self = .int(i)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else {
            self = .strings(try c.decode([String].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        if case .date(let date) = self {
            var keyed = encoder.container(keyedBy: DateKey.self)
            let seconds = date.timeIntervalSince1970
            if seconds == seconds.rounded(.down) {
                try keyed.encode(ISO8601DateFormatter().string(from: date), forKey: .date)
            } else {
                let formatter = ISO8601DateFormatter()
                formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                try keyed.encode(formatter.string(from: date), forKey: .date)
                try keyed.encode(seconds, forKey: .seconds)
            }
            return
        }
        var c = encoder.singleValueContainer()
        switch self {
        case .bool(let b): try c.encode(b)
        case .int(let i): try c.encode(i)
        case .string(let s): try c.encode(s)
        case .strings(let a): try c.encode(a)
        case .date: break
        }
    }

    static func parseDate(_ text: String) -> Date? {
        if let date = ISO8601DateFormatter().date(from: text) { return date }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// The value as a yes/no answer: a Bool itself, a non-empty string or list, a number other
    /// than 0 (a stored `0` means "not yet", issue 24), any date.
    /// Used when a condition is answered by a stored key.
    public var isTruthy: Bool {
        switch self {
        case .bool(let b): b
        case .string(let s): !s.isEmpty
        case .strings(let a): !a.isEmpty
        case .int(let i): i != 0
        case .date: true
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
