/// A JSON value with object keys in a fixed order, and its serializer.
///
/// Foundation's JSONSerialization sorts or scrambles keys and rounds big numbers; tourc's machine
/// outputs (JSON Lines, SARIF, `tourc dump`) need keys in a stable, meaningful order and numbers
/// written exactly as given. So numbers are carried as their JSON text.
public indirect enum JSONOutput: Hashable, Sendable {
    case null
    case bool(Bool)
    /// The number's JSON text, written verbatim (the caller guarantees it is valid JSON).
    case number(String)
    case string(String)
    case array([JSONOutput])
    /// Members in the order they are written.
    case object([(String, JSONOutput)])

    public static func int(_ value: Int) -> JSONOutput { .number(String(value)) }

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// Compact JSON on one line (what JSON Lines needs), or indented by two spaces when `pretty`.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    public func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): JSONOutput.writeString(text, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if pretty { JSONOutput.newline(&out, indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONOutput.newline(&out, indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                if pretty { JSONOutput.newline(&out, indent + 1) }
                JSONOutput.writeString(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONOutput.newline(&out, indent) }
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int) {
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// RFC 8259 string escaping. Control characters are escaped; everything else, including
    /// non-ASCII, is written as UTF-8. U+2028/U+2029 are escaped too so the output is also valid
    /// JavaScript.
    public static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}", "\u{7F}":
                out += "\\u"
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
