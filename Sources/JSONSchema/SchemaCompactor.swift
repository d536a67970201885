import YAMLLoader

/// Rewrites a schema as compact JSON without the keywords that only editors read, for schemas
/// embedded in the binary: `tourc check` parses and indexes the embedded text on every run, and
/// most of a documented schema's text (`description`, `markdownDescription`, `examples`...) is
/// prose that validation never looks at. The tour schema shrinks from 154 kB to about 30 kB.
///
/// Only keys in schema positions are dropped (walking the applicators, as the registry does), so
/// a property *named* `description` stays, and so does everything inside `const`, `enum` and
/// unknown keywords. Every kept value keeps its key order and its exact text (numbers are written
/// as they were read), so JSON pointers, `$ref`s and evaluation are unchanged.
public enum SchemaCompactor {
    /// Annotation keywords (draft 2020-12 meta-data, and the editor extensions of
    /// `SchemaKeywords.editorExtensions`) that no evaluation reads.
    static let dropped: Set<String> = SchemaKeywords.editorExtensions.union([
        "title", "description", "default", "examples", "$comment",
    ])

    /// The schema as one line of JSON, annotations dropped.
    public static func compactText(_ schema: YAMLNode) -> String {
        var out = ""
        writeSchema(schema, to: &out)
        return out
    }

    private static func writeSchema(_ node: YAMLNode, to out: inout String) {
        guard case .mapping(let pairs) = node.kind else {
            writeValue(node, to: &out)
            return
        }
        out += "{"
        var first = true
        for pair in pairs {
            guard let key = pair.key.stringKey else { continue }
            if dropped.contains(key) { continue }
            if !first { out += "," }
            first = false
            JSONStringQuoting.append(key, to: &out)
            out += ":"
            var shape = SchemaKeywords.shape(of: key)
            // Older drafts' array form of `items`.
            if shape == .schema, pair.value.items != nil { shape = .schemaArray }
            switch shape {
            case .schema:
                writeSchema(pair.value, to: &out)
            case .schemaArray:
                guard let items = pair.value.items else { writeValue(pair.value, to: &out); break }
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += "," }
                    writeSchema(item, to: &out)
                }
                out += "]"
            case .schemaMap:
                guard let members = pair.value.pairs else { writeValue(pair.value, to: &out); break }
                out += "{"
                var firstMember = true
                for member in members {
                    guard let name = member.key.stringKey else { continue }
                    if !firstMember { out += "," }
                    firstMember = false
                    JSONStringQuoting.append(name, to: &out)
                    out += ":"
                    writeSchema(member.value, to: &out)
                }
                out += "}"
            case .other:
                writeValue(pair.value, to: &out)
            }
        }
        out += "}"
    }

    /// A data value (not a schema) as compact JSON.
    static func valueText(_ value: YAMLNode) -> String {
        var out = ""
        writeValue(value, to: &out)
        return out
    }

    /// Data, written whole.
    private static func writeValue(_ node: YAMLNode, to out: inout String) {
        switch node.kind {
        case .mapping(let pairs):
            out += "{"
            var first = true
            for pair in pairs {
                guard let key = pair.key.stringKey else { continue }
                if !first { out += "," }
                first = false
                JSONStringQuoting.append(key, to: &out)
                out += ":"
                writeValue(pair.value, to: &out)
            }
            out += "}"
        case .sequence(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                writeValue(item, to: &out)
            }
            out += "]"
        case .scalar(let scalar):
            switch scalar.value {
            case .null: out += "null"
            case .bool(let b): out += b ? "true" : "false"
            case .number: out += scalar.text
            case .string(let s): JSONStringQuoting.append(s, to: &out)
            }
        }
    }
}
