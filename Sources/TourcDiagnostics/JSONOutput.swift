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
        var out: [UInt8] = []
        write(to: &out, pretty: pretty, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the JSON as UTF-8 bytes. Working on bytes rather than `String` keeps `tourc dump`
    /// of a 25 MB file fast: strings without characters to escape are copied in one go.
    public func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let text): JSONOutput.writeString(text, to: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONOutput.newline(&out, indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONOutput.newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONOutput.newline(&out, indent + 1) }
                JSONOutput.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONOutput.newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// RFC 8259 string escaping into `out`.
    public static func writeString(_ text: String, to out: inout String) {
        var bytes: [UInt8] = []
        writeString(text, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// RFC 8259 string escaping. Control characters are escaped; everything else, including
    /// non-ASCII, is written as UTF-8. U+2028/U+2029 are escaped too so the output is also valid
    /// JavaScript.
    public static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var index = 0
            func flush() { out.append(contentsOf: bytes[start..<index]) }
            while index < bytes.count {
                let byte = bytes[index]
                var escape: String?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0x00...0x1F, 0x7F: escape = hexEscape(UInt32(byte))
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = hexEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    width = 3
                default: break
                }
                if let escape {
                    flush()
                    out.append(contentsOf: escape.utf8)
                    index += width
                    start = index
                } else {
                    index += 1
                }
            }
            flush()
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
