/// A JSON value written as a Swift literal in the description: the JSON Schema keywords a field
/// adds to what its type implies (`["minLength": 1, "pattern": .idPattern, "examples": ["welcome"]]`).
/// An object keeps its keys in the order written, so the generated schema reads like the source.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.int(x), .int(y)): x == y
        case let (.double(x), .double(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The members of an object (none for any other value).
    public var members: [(key: String, value: JSONValue)] {
        if case .object(let m) = self { return m }
        return []
    }

    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// `self` with `other`'s keys added; a key both hold takes `other`'s value, merged again when
    /// both are objects (so `["items": ["pattern": …]]` adds to the items an array type implies).
    public func merging(_ other: JSONValue) -> JSONValue {
        guard case .object(var mine) = self, case .object(let theirs) = other else { return other }
        for (key, value) in theirs {
            if let i = mine.firstIndex(where: { $0.key == key }) {
                mine[i].value = mine[i].value.merging(value)
            } else {
                mine.append((key, value))
            }
        }
        return .object(mine)
    }

    /// `self` without `keys` (an object; any other value is returned unchanged).
    public func removing(_ keys: Set<String>) -> JSONValue {
        guard case .object(let m) = self else { return self }
        return .object(m.filter { !keys.contains($0.key) })
    }

    public var isEmptyObject: Bool {
        if case .object(let m) = self { return m.isEmpty }
        return false
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
}

extension JSONValue {
    /// Pretty JSON, two spaces a level, `"key": value`, non-ASCII text as is (the style of the
    /// hand-written schemas the generated ones replaced).
    public func text(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return Self.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { inner + Self.quoted($0.key) + ": " + $0.value.text(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        }
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
