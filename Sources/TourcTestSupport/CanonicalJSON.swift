import TourcCore

/// The reference printer of tourc's canonical JSON (the rules are `CanonicalJSONWriter`'s): a
/// `JSONValue` printed the plain way, kept to check the fast writer and for tests that build
/// JSON by hand. Test support only: `tourc build` prints with `CanonicalJSONWriter`.
public enum CanonicalJSON {
    public static func render(_ value: JSONValue) -> String {
        var out = ""
        write(value, level: 0, into: &out)
        out += "\n"
        return out
    }

    public static func bytes(_ value: JSONValue) -> [UInt8] { Array(render(value).utf8) }

    /// A member value as it appears inside a top-level object (indented one level), so a caller
    /// can print each member once and assemble several objects from them (the bundle with and
    /// without its hash) — see `object(renderedMembers:)`.
    public static func memberText(_ value: JSONValue) -> String {
        var out = ""
        write(value, level: 1, into: &out)
        return out
    }

    /// A top-level object from members already printed by `memberText`: byte for byte what
    /// `render(.object(...))` gives for the same members.
    public static func object(renderedMembers members: [String: String]) -> String {
        if members.isEmpty { return "{}\n" }
        var out = "{\n"
        let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for (i, key) in keys.enumerated() {
            out += "  "
            writeString(key, into: &out)
            out += ": "
            out += members[key]!
            out += i == keys.count - 1 ? "\n" : ",\n"
        }
        out += "}\n"
        return out
    }

    private static func write(_ value: JSONValue, level: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .unsigned(let u): out += String(u)
        case .double(let d): out += CanonicalJSONWriter.formatDouble(d)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                indent(level + 1, &out)
                write(item, level: level + 1, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            indent(level, &out)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (i, key) in keys.enumerated() {
                indent(level + 1, &out)
                writeString(key, into: &out)
                out += ": "
                write(members[key]!, level: level + 1, into: &out)
                out += i == keys.count - 1 ? "\n" : ",\n"
            }
            indent(level, &out)
            out += "}"
        }
    }

    private static func indent(_ level: Int, _ out: inout String) {
        out += String(repeating: " ", count: 2 * level)
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Runs of characters that need no escape are copied whole (one memcpy each) rather than
        // scalar by scalar; the escapes are all ASCII, so a run ends only at one of them.
        let scalars = s.unicodeScalars
        var runStart = scalars.startIndex
        var i = runStart
        while i != scalars.endIndex {
            let scalar = scalars[i]
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\u{8}": escape = "\\b"
            case "\u{C}": escape = "\\f"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escape = nil
                }
            }
            let next = scalars.index(after: i)
            if let escape {
                if runStart != i { out += Substring(scalars[runStart..<i]) }
                out += escape
                runStart = next
            }
            i = next
        }
        if runStart != scalars.endIndex { out += Substring(scalars[runStart...]) }
        out += "\""
    }
}
