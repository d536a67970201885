import JSONSchema
import TourKit
import YAMLLoader

/// The editor schema's text with holes where an app's choices go, made once per process from the
/// embedded tour schema; each app's schema is then the pieces joined with its own hole texts.
///
/// Why a template: the text is most of a megabyte per app and all but the enums is the same for
/// every app. Parsing, specialising and pretty-printing the whole schema per app made writing the
/// editor schemas most of a build's work (figures in docs/performance-notes.md); joining pieces
/// is a copy. The bytes are exactly what specialising the tree and printing it with
/// `JSONTextWriter` gives (`EditorSchemaTemplateTests` holds the two equal).
struct EditorSchemaTemplate: Sendable {
    enum Hole: Hashable, Sendable {
        /// The root's `$id` and `title` values, which name the app.
        case id, title
        /// The end of a reference property's string schema: its enum (or `not` when the app
        /// declares none) and the closing brace, at the schema's indentation.
        case choices(RefKind, indent: Int, lifecycle: Bool)
    }

    enum Piece: Sendable {
        case text(String)
        case hole(Hole)
    }

    let pieces: [Piece]

    /// nil if the embedded tour schema cannot be read.
    static let shared: EditorSchemaTemplate? = (try? JSONParser.parse(EditorTourSchema.text)).map(EditorSchemaTemplate.init)

    init(schema root: YAMLNode) {
        var builder = Builder()
        builder.root(root)
        builder.flush()
        pieces = builder.pieces
    }

    /// The schema's text for one app.
    func render(registry: AppRegistry, choices: [RefKind: AppTourSchema.Choices]) -> String {
        var filled: [Hole: String] = [:]
        var quoted: [QuotedKey: QuotedChoices] = [:]
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .hole(let hole):
                if let text = filled[hole] { out += text; continue }
                let text: String
                switch hole {
                case .id: text = Self.quoted("https://tourc.dev/schemas/apps/\(registry.id)/tour.schema.json")
                case .title: text = Self.quoted("A tour of \(registry.name) (\(registry.id))")
                case .choices(let kind, let indent, let lifecycle):
                    let key = QuotedKey(kind: kind, lifecycle: lifecycle)
                    let lists = quoted[key] ?? QuotedChoices(choices[kind] ?? .init(ids: [], descriptions: [], what: kind.rawValue), lifecycle: lifecycle)
                    quoted[key] = lists
                    text = lists.text(indent: indent)
                }
                filled[hole] = text
                out += text
            }
        }
        return out + "\n"
    }

    static func quoted(_ text: String) -> String {
        var out = ""
        JSONStringQuoting.append(text, to: &out)
        return out
    }

    private struct QuotedKey: Hashable {
        var kind: RefKind
        var lifecycle: Bool
    }

    /// One kind's choices as `AppTourSchema.choicePairs` gives them, each name and string quoted
    /// once: a kind's end is written at several indentations, and quoting is the costly part.
    private struct QuotedChoices {
        var lists: [(key: String, items: [String]?, text: String?)] = []

        init(_ choice: AppTourSchema.Choices, lifecycle: Bool) {
            for (key, value) in AppTourSchema.choicePairs(choice, lifecycle: lifecycle) {
                if case .sequence(let items) = value.kind {
                    lists.append((quoted(key), items.map { quoted($0.string ?? "") }, nil))
                } else {
                    var text = ""
                    JSONTextWriter.write(value, indent: 0, into: &text)
                    lists.append((quoted(key), nil, text))
                }
            }
        }

        /// As `JSONTextWriter` prints these pairs at the end of a mapping at `indent`, and the
        /// mapping's closing brace. (Only lists and one-line values occur, so indentation cannot
        /// change a value's own text.)
        func text(indent: Int) -> String {
            let pad = String(repeating: " ", count: indent + 2), inner = String(repeating: " ", count: indent + 4)
            var out = ""
            for (i, list) in lists.enumerated() {
                out += pad + list.key + ": "
                if let items = list.items {
                    if items.isEmpty {
                        out += "[]"
                    } else {
                        out += "[\n"
                        for (j, item) in items.enumerated() {
                            out += inner + item + (j == items.count - 1 ? "\n" : ",\n")
                        }
                        out += pad + "]"
                    }
                } else {
                    out += list.text ?? ""
                }
                out += i == lists.count - 1 ? "\n" : ",\n"
            }
            return out + String(repeating: " ", count: indent) + "}"
        }
    }

    /// `JSONTextWriter.write` over the schema, with the specialisation's decisions made as it goes
    /// (which properties are references; `$comment` left out of the root) and holes for the rest.
    private struct Builder {
        var pieces: [Piece] = []
        var text = ""

        mutating func flush() {
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
        }

        mutating func hole(_ hole: Hole) {
            flush()
            pieces.append(.hole(hole))
        }

        mutating func root(_ node: YAMLNode) {
            guard case .mapping(let pairs) = node.kind else { return write(node, indent: 0) }
            mapping(pairs.filter { $0.key.string != "$comment" }, indent: 0) { builder, key, value, indent in
                switch key {
                case "$id": builder.hole(.id)
                case "title": builder.hole(.title)
                default: builder.member(key, value, indent: indent)
                }
            }
        }

        mutating func write(_ node: YAMLNode, indent: Int) {
            switch node.kind {
            case .scalar:
                JSONTextWriter.write(node, indent: indent, into: &text)
            case .sequence(let items):
                // Items are written here, not by JSONTextWriter: `oneOf` branches hold properties too.
                guard !items.isEmpty else { text += "[]"; return }
                text += "[\n"
                for (i, item) in items.enumerated() {
                    text += String(repeating: " ", count: indent + 2)
                    write(item, indent: indent + 2)
                    text += i == items.count - 1 ? "\n" : ",\n"
                }
                text += String(repeating: " ", count: indent) + "]"
            case .mapping(let pairs):
                mapping(pairs, indent: indent) { builder, key, value, indent in builder.member(key, value, indent: indent) }
            }
        }

        /// A mapping's value under `key`: under `properties`, reference properties are specialised.
        mutating func member(_ key: String, _ value: YAMLNode, indent: Int) {
            guard key == "properties", case .mapping(let properties) = value.kind else { return write(value, indent: indent) }
            mapping(properties, indent: indent) { builder, name, schema, indent in
                if let kind = AppTourSchema.referenceKinds[name] {
                    builder.reference(schema, kind, lifecycle: name == "event", indent: indent)
                } else {
                    builder.write(schema, indent: indent)
                }
            }
        }

        /// A reference property's schema: a string schema ends in a hole; a list of strings has
        /// its items treated so; anything else is written as it is.
        mutating func reference(_ schema: YAMLNode, _ kind: RefKind, lifecycle: Bool, indent: Int) {
            guard case .mapping(let pairs) = schema.kind else { return write(schema, indent: indent) }
            if schema["type"]?.string == "array", let items = schema["items"], items["type"]?.string == "string" {
                return mapping(pairs, indent: indent) { builder, key, value, indent in
                    if key == "items" {
                        builder.reference(value, kind, lifecycle: lifecycle, indent: indent)
                    } else {
                        builder.write(value, indent: indent)
                    }
                }
            }
            guard schema["type"]?.string == "string" else { return write(schema, indent: indent) }
            // A haptic cue's `event` may also be one of the tour's own moments (ReferenceChecks).
            let moments = lifecycle && schema["description"]?.string?.contains("lifecycle") == true
            text += "{\n"
            for pair in pairs where pair.key.string != "pattern" && pair.key.string != "enum" {
                text += String(repeating: " ", count: indent + 2)
                JSONStringQuoting.append(pair.key.string ?? "", to: &text)
                text += ": "
                write(pair.value, indent: indent + 2)
                text += ",\n"
            }
            hole(.choices(kind, indent: indent, lifecycle: moments))
        }

        /// A mapping as `JSONTextWriter` prints it, each value written by `value`.
        mutating func mapping(_ pairs: [YAMLPair], indent: Int,
                              value: (inout Builder, String, YAMLNode, Int) -> Void) {
            guard !pairs.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (i, pair) in pairs.enumerated() {
                text += String(repeating: " ", count: indent + 2)
                JSONStringQuoting.append(pair.key.string ?? "", to: &text)
                text += ": "
                value(&self, pair.key.string ?? "", pair.value, indent + 2)
                text += i == pairs.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "}"
        }
    }
}
