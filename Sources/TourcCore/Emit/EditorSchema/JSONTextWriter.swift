import JSONSchema
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
            case .string(let s): JSONStringQuoting.append(s, to: &out)
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
                JSONStringQuoting.append(pair.key.string ?? "", to: &out)
                out += ": "
                write(pair.value, indent: indent + 2, into: &out)
                out += i == pairs.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }
}
