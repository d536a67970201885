import JSONSchema
import TourKit
import YAMLLoader

/// The editor schema's text with holes where an app's parts go, made once per process from the
/// embedded tour schema; each app's schema is then the pieces joined with its own hole texts.
///
/// Each reference property (`target:`, `when:`, ...) keeps its schema with `pattern` replaced by
/// `"$ref": "#/$defs/app.<kind>"`, and those definitions, appended to the root's `$defs`, hold
/// the app's ids with their descriptions: a kind's list is written once, not at each of the
/// dozens of places that name it. Editors (yaml-language-server) merge a `$ref`'s target into
/// the property for completion and hover; validators apply both (JSON Schema 2020-12).
///
/// Why a template: everything but the `$id`, the `title` and the appended definitions is the
/// same for every app, so an app's schema is a copy and a few short lists (figures in
/// docs/performance-notes.md). `EditorSchemaTemplateTests` holds the text equal to specialising
/// the parsed tree and printing it with `JSONTextWriter`.
struct EditorSchemaTemplate: Sendable {
    enum Hole: Hashable, Sendable {
        /// The root's `$id` and `title` values, which name the app.
        case id, title
        /// The app's definitions at the end of the root's `$defs` (at `indent`), and its closing brace.
        case definitions(indent: Int)
    }

    enum Piece: Sendable {
        case text(String)
        case hole(Hole)
    }

    /// A definition the reference properties point at: a kind's ids, with the tour's own
    /// lifecycle moments for a haptic cue's `event`.
    struct Definition: Hashable, Sendable {
        var kind: RefKind
        var moments: Bool
        var name: String { "app." + String(describing: kind) + (moments ? "OrMoment" : "") }
    }

    let pieces: [Piece]
    /// In the order the schema first uses them.
    let definitions: [Definition]

    /// nil if the embedded tour schema cannot be read.
    static let shared: EditorSchemaTemplate? = (try? JSONParser.parse(EditorTourSchema.text)).map(EditorSchemaTemplate.init)

    init(schema root: YAMLNode) {
        var builder = Builder()
        builder.root(root)
        builder.flush()
        pieces = builder.pieces
        definitions = builder.definitions
    }

    /// The schema's text for one app.
    func render(registry: AppRegistry, choices: [RefKind: AppTourSchema.Choices]) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .hole(.id): JSONStringQuoting.append("https://tourc.dev/schemas/apps/\(registry.id)/tour.schema.json", to: &out)
            case .hole(.title): JSONStringQuoting.append("A tour of \(registry.name) (\(registry.id))", to: &out)
            case .hole(.definitions(let indent)):
                let pad = String(repeating: " ", count: indent + 2)
                for (i, definition) in definitions.enumerated() {
                    let choice = choices[definition.kind] ?? .init(ids: [], descriptions: [], what: definition.kind.rawValue)
                    let pairs = AppTourSchema.choicePairs(choice, lifecycle: definition.moments)
                    let node = AppTourSchema.node(.mapping(pairs.map { YAMLPair(key: AppTourSchema.stringNode($0.key), value: $0.value) }))
                    out += pad
                    JSONStringQuoting.append(definition.name, to: &out)
                    out += ": "
                    JSONTextWriter.write(node, indent: indent + 2, into: &out)
                    out += i == definitions.count - 1 ? "\n" : ",\n"
                }
                out += String(repeating: " ", count: indent) + "}"
            }
        }
        return out + "\n"
    }

    /// `JSONTextWriter.write` over the schema, with the specialisation's decisions made as it goes
    /// (which properties are references; `$comment` left out of the root) and holes for the rest.
    private struct Builder {
        var pieces: [Piece] = []
        var text = ""
        var definitions: [Definition] = []
        /// The root `$defs` entry being written ("" outside them): reference keys are declared per entry.
        var context = ""

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
                case "$defs": builder.rootDefinitions(value, indent: indent)
                default: builder.member(key, value, indent: indent)
                }
            }
        }

        /// The root's `$defs`, each followed by a comma: the app's definitions come after them.
        mutating func rootDefinitions(_ node: YAMLNode, indent: Int) {
            guard case .mapping(let pairs) = node.kind else { return write(node, indent: indent) }
            text += "{\n"
            for pair in pairs {
                text += String(repeating: " ", count: indent + 2)
                JSONStringQuoting.append(pair.key.string ?? "", to: &text)
                text += ": "
                context = pair.key.string ?? ""
                write(pair.value, indent: indent + 2)
                context = ""
                text += ",\n"
            }
            hole(.definitions(indent: indent))
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
                if let kind = AppTourSchema.referenceKeys[builder.context]?[name] {
                    builder.reference(schema, kind, lifecycle: name == "event", indent: indent)
                } else {
                    builder.write(schema, indent: indent)
                }
            }
        }

        /// A reference property's schema: a string schema points at its kind's definition; a list
        /// of strings has its items treated so; anything else is written as it is.
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
            // `when:`/`unless:` items: an id (a string, specialised) or a condition written in place.
            if schema["anyOf"] != nil, schema["type"] == nil {
                return mapping(pairs, indent: indent) { builder, key, value, indent in
                    guard key == "anyOf", case .sequence(let options) = value.kind else { return builder.write(value, indent: indent) }
                    builder.text += "[\n"
                    for (i, option) in options.enumerated() {
                        builder.text += String(repeating: " ", count: indent + 2)
                        builder.reference(option, kind, lifecycle: lifecycle, indent: indent + 2)
                        builder.text += i == options.count - 1 ? "\n" : ",\n"
                    }
                    builder.text += String(repeating: " ", count: indent) + "]"
                }
            }
            if schema["type"]?.string == "array", let items = schema["items"], items["anyOf"] != nil {
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
            let definition = Definition(kind: kind, moments: moments)
            if !definitions.contains(definition) { definitions.append(definition) }
            let kept = pairs.filter { $0.key.string != "pattern" && $0.key.string != "enum" }
                + [YAMLPair(key: AppTourSchema.stringNode("$ref"), value: AppTourSchema.stringNode("#/$defs/" + definition.name))]
            mapping(kept, indent: indent) { builder, _, value, indent in builder.write(value, indent: indent) }
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
