import YAMLLoader

/// Pretty JSON of a node parsed from JSON (two-space indent, keys in source order), for the
/// editor schemas: numbers keep the text they were written with, so nothing is reformatted.
enum JSONTextWriter {
    static func write(_ node: YAMLNode, indent: Int, into out: inout String) {
        switch node.kind {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: out += "null"
            case .bool(let b): out += b ? "true" : "false"
            case .number: out += scalar.text
            case .string(let s): quote(s, into: &out)
            }
        case .sequence(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                write(item, indent: indent + 2, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .mapping(let pairs):
            guard !pairs.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (i, pair) in pairs.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                quote(pair.key.string ?? "", into: &out)
                out += ": "
                write(pair.value, indent: indent + 2, into: &out)
                out += i == pairs.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
