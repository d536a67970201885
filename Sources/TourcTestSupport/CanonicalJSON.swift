/// Prints a `JSONValue` in tourc's canonical form, so the same content always gives the same
/// bytes (and the same content hash). The rules, also in docs/output.md:
///
/// - Object keys sorted by the bytes of their UTF-8 encoding (plain byte order, not locale
///   collation and not UTF-16 order; the two differ only for characters above U+FFFF vs.
///   U+E000–U+FFFF).
/// - 2-space indentation, `": "` between key and value, one member or element per line, `{}` and
///   `[]` for empty containers, LF line ends, a final newline.
/// - Strings: UTF-8, escaping only what JSON requires: `"` `\` and the controls below U+0020
///   (`\b \f \n \r \t`, others as `\u00xx` with lowercase hex). No `\/`, no `\u` for non-ASCII.
/// - Integers as plain decimal. Doubles in the ECMAScript `Number.prototype.toString` form that
///   RFC 8785 also uses: the shortest digits that round-trip, no exponent for
///   1e-6 ≤ |x| < 1e21 (so `2.0` prints as `2`, `0.000001` as `0.000001`), otherwise
///   `1.5e+21` / `1e-7`; `-0` prints as `0`.
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
        case .double(let d): out += formatDouble(d)
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
        out += LineWriter.indentation(2 * level)
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

    /// See the type's documentation. Built from Swift's `description`, which is locale-independent
    /// and gives the shortest round-trip digits; only the layout is changed.
    static func formatDouble(_ d: Double) -> String {
        precondition(d.isFinite, "canonical JSON has no NaN or infinity")
        if d == 0 { return "0" }
        let text = d.magnitude.description  // "1.0", "0.001", "1e-07", "1.5e+21"
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...])!
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let intPart = parts[0]
        let fracPart = parts.count > 1 ? parts[1] : ""
        var digits = Array(intPart + fracPart)
        var n = intPart.count + exponent  // the decimal point sits after `n` digits
        while digits.first == "0" { digits.removeFirst(); n -= 1 }
        while digits.last == "0" { digits.removeLast() }
        let k = digits.count
        var out = d < 0 ? "-" : ""
        if k <= n && n <= 21 {
            out += String(digits) + String(repeating: "0", count: n - k)
        } else if 0 < n && n <= 21 {
            out += String(digits[..<n]) + "." + String(digits[n...])
        } else if -6 < n && n <= 0 {
            out += "0." + String(repeating: "0", count: -n) + String(digits)
        } else {
            let e = n - 1
            out += String(digits[0])
            if k > 1 { out += "." + String(digits[1...]) }
            out += "e" + (e >= 0 ? "+" : "-") + String(e.magnitude)
        }
        return out
    }
}
