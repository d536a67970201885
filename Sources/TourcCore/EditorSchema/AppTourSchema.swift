import JSONSchema
import TourKit
import TourcDiagnostics
import YAMLLoader

/// The tour schema specialised to one app, for editors (`tourc schema APPDIR`, and
/// `<app-id>/<app-id>.schema.json` beside each app's build output).
///
/// Every string property that names something of the registry (a target, an event, a condition,
/// a component, a screen, a role, a tag, an analytics event, a persistence key, a tour) gets the
/// app's ids as an `enum`, each with the registry's description (`enumDescriptions` and
/// `markdownEnumDescriptions`, which yaml-language-server shows while completing). The rest of
/// the embedded tour schema is kept as it is, key order included.
///
/// Which property is which is decided by its name and its being a string (or a list of strings)
/// in the tour schema: the names below are exactly the reference places of ReferenceChecks.
public enum AppTourSchema {
    /// What a reference names, with the app's choices.
    struct Choices {
        var ids: [String]
        var descriptions: [String]
        var what: String
    }

    /// String properties (or lists of strings) that hold references, by property name.
    static let referenceKinds: [String: RefKind] = [
        "target": .target, "via": .target, "anchor": .target, "to": .target, "replacement": .target,
        "event": .event, "screen": .screen, "component": .component, "tour": .tour,
        "versionKey": .persistenceKey, "progressKey": .persistenceKey, "key": .persistenceKey, "onceKeys": .persistenceKey,
        "when": .condition, "unless": .condition, "roles": .role, "tags": .tag, "analytics": .analyticsEvent,
    ]

    /// The schema's text (pretty JSON, deterministic), or nil if the embedded tour schema cannot be read.
    public static func text(registry: AppRegistry, tourIDs: [(id: String, name: String)]) -> String? {
        guard var root = try? JSONParser.parse(EditorTourSchema.text) else { return nil }
        let tours = tourIDs.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        let choices = self.choices(registry, tours)
        root = specialise(root, choices)
        root = retitled(root, registry)
        var out = ""
        JSONTextWriter.write(root, indent: 0, into: &out)
        return out + "\n"
    }

    static func choices(_ r: AppRegistry, _ tours: [(id: String, name: String)]) -> [RefKind: Choices] {
        func make(_ what: String, _ pairs: [(String, String?)]) -> Choices {
            Choices(ids: pairs.map(\.0), descriptions: pairs.map { $0.1 ?? "" }, what: what)
        }
        func joined(_ parts: String?...) -> String? {
            let kept = parts.compactMap { $0 }.filter { !$0.isEmpty }
            return kept.isEmpty ? nil : kept.joined(separator: ": ")
        }
        return [
            .target: make("target", r.targets.map { ($0.id, $0.description) }),
            .event: make("event", r.events.map { ($0.id, $0.description) }),
            .screen: make("screen", r.screens.map { ($0.id, joined($0.name, $0.description)) }),
            .component: make("component", r.components.map { ($0.id, $0.description) }),
            .condition: make("condition", r.conditions.map { ($0.id, $0.description) }),
            .role: make("role", r.roles.map { ($0.id, joined($0.name, $0.description)) }),
            .tag: make("tag", r.tags.map { ($0.id, $0.description) }),
            .analyticsEvent: make("analytics event", r.analytics.map { ($0.id, $0.description) }),
            .persistenceKey: make("persistence key", r.persistence.map { ($0.key, $0.description) }),
            .tour: make("tour", tours.map { ($0.id, $0.name) }),
        ]
    }

    /// Walks the schema; under every `properties`, a reference property gets the app's enum.
    static func specialise(_ node: YAMLNode, _ choices: [RefKind: Choices]) -> YAMLNode {
        switch node.kind {
        case .scalar: return node
        case .sequence(let items): return YAMLNode(.sequence(items.map { specialise($0, choices) }), range: node.range)
        case .mapping(let pairs):
            var out: [YAMLPair] = []
            for pair in pairs {
                var value = specialise(pair.value, choices)
                if pair.key.string == "properties", case .mapping(let properties) = value.kind {
                    value = YAMLNode(.mapping(properties.map { property in
                        guard let name = property.key.string, let kind = referenceKinds[name], let choice = choices[kind]
                        else { return property }
                        return YAMLPair(key: property.key, value: restricted(property.value, choice, lifecycle: name == "event"))
                    }), range: value.range)
                }
                out.append(YAMLPair(key: pair.key, value: value))
            }
            return YAMLNode(.mapping(out), range: node.range)
        }
    }

    /// A string schema with `pattern` replaced by the enum, or a list-of-strings schema whose
    /// items get it; anything else (an object that merely has that name) is left alone.
    static func restricted(_ schema: YAMLNode, _ choice: Choices, lifecycle: Bool) -> YAMLNode {
        guard case .mapping(let pairs) = schema.kind else { return schema }
        if schema["type"]?.string == "array", let items = schema["items"], items["type"]?.string == "string" {
            return YAMLNode(.mapping(pairs.map { $0.key.string == "items" ? YAMLPair(key: $0.key, value: restricted(items, choice, lifecycle: lifecycle)) : $0 }),
                            range: schema.range)
        }
        guard schema["type"]?.string == "string" else { return schema }
        var ids = choice.ids
        var descriptions = choice.descriptions
        // A haptic cue's `event` may also be one of the tour's own moments (ReferenceChecks).
        if lifecycle, schema["description"]?.string?.contains("lifecycle") == true {
            for moment in ReferenceChecks.lifecycleMoments.sorted() where !ids.contains(moment) {
                ids.append(moment)
                descriptions.append("the tour's own \(moment) moment")
            }
        }
        var out = pairs.filter { $0.key.string != "pattern" && $0.key.string != "enum" }
        if ids.isEmpty {
            out.append(pair("not", .mapping([])))
            out.append(pair("$comment", string("the app declares no \(choice.what)")))
        } else {
            out.append(pair("enum", .sequence(ids.map(stringNode))))
            out.append(pair("enumDescriptions", .sequence(descriptions.map(stringNode))))
            out.append(pair("markdownEnumDescriptions", .sequence(descriptions.map(stringNode))))
        }
        return YAMLNode(.mapping(out), range: schema.range)
    }

    /// `$id` and `title` name the app, so an editor shows which app's schema is in use. The
    /// source schema's `$comment` (how schemas/tour.schema.json is generated) is dropped: it does
    /// not describe this file, which `tourc schema` writes.
    static func retitled(_ root: YAMLNode, _ r: AppRegistry) -> YAMLNode {
        guard case .mapping(let pairs) = root.kind else { return root }
        return YAMLNode(.mapping(pairs.filter { $0.key.string != "$comment" }.map { p in
            switch p.key.string {
            case "$id": return YAMLPair(key: p.key, value: node(string("https://tourc.dev/schemas/apps/\(r.id)/tour.schema.json")))
            case "title": return YAMLPair(key: p.key, value: node(string("A tour of \(r.name) (\(r.id))")))
            default: return p
            }
        }), range: root.range)
    }

    static func string(_ text: String) -> YAMLNode.Kind {
        .scalar(YAMLScalar(text: text, style: .doubleQuoted, value: .string(text)))
    }

    static func node(_ kind: YAMLNode.Kind) -> YAMLNode {
        YAMLNode(kind, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
    }

    static func pair(_ key: String, _ value: YAMLNode.Kind) -> YAMLPair {
        YAMLPair(key: node(string(key)), value: node(value))
    }

    static func stringNode(_ text: String) -> YAMLNode { node(string(text)) }
}
