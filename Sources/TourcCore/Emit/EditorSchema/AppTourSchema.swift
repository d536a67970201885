import JSONSchema
import TourKit
import TourcDiagnostics
import YAMLLoader

/// The tour schema specialised to one app, for editors (`tourc schema APPDIR`, and
/// `<app-id>/<app-id>.schema.json` beside each app's build output).
///
/// Every string property that names something of the registry (a target, an event, a condition,
/// a component, a screen, a role, a tag, an analytics event, a persistence key, a tour) is
/// restricted to the app's ids, each with the registry's description (`enumDescriptions` and
/// `markdownEnumDescriptions`, which yaml-language-server shows while completing), through a
/// `$ref` to its kind's list (`EditorSchemaTemplate`). The rest of the embedded tour schema is
/// kept as it is, key order included.
///
/// Which property is which is declared in the description (a field's `ref:`), generated into
/// `referenceKeys` by the `$defs` entry the property is written under; the property must also be
/// a string (or a list of strings) in the tour schema.
public enum AppTourSchema {
    /// What a reference names, with the app's choices.
    struct Choices {
        var ids: [String]
        var descriptions: [String]
        var what: String
    }

    /// The schema's text (pretty JSON, deterministic), or nil if the embedded tour schema cannot be read.
    public static func text(registry: AppRegistry, tourIDs: [(id: String, name: String)]) -> String? {
        let tours = tourIDs.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        return EditorSchemaTemplate.shared?.render(registry: registry, choices: choices(registry, tours))
    }

    static func choices(_ r: AppRegistry, _ tours: [(id: String, name: String)]) -> [RefKind: Choices] {
        func make(_ what: String, _ pairs: [(String, String?)]) -> Choices {
            Choices(ids: pairs.map(\.0), descriptions: pairs.map { $0.1 ?? "" }, what: what)
        }
        func joined(_ parts: String?...) -> String? {
            let kept = parts.compactMap { $0 }.filter { !$0.isEmpty }
            return kept.isEmpty ? nil : kept.joined(separator: ": ")
        }
        // A switch, not a literal: a new kind of reference is a compile error here.
        func choices(_ kind: RefKind) -> Choices {
            switch kind {
            case .target: make("target", r.targets.map { ($0.id, $0.description) })
            case .event: make("event", r.events.map { ($0.id, $0.description) })
            case .screen: make("screen", r.screens.map { ($0.id, joined($0.name, $0.description)) })
            case .component: make("component", r.components.map { ($0.id, $0.description) })
            case .condition: make("condition", r.conditions.map { ($0.id, $0.description) })
            case .role: make("role", r.roles.map { ($0.id, joined($0.name, $0.description)) })
            case .tag: make("tag", r.tags.map { ($0.id, $0.description) })
            case .analyticsEvent: make("analytics event", r.analytics.map { ($0.id, $0.description) })
            case .persistenceKey: make("persistence key", r.persistence.map { ($0.key, $0.description) })
            case .tour: make("tour", tours.map { ($0.id, $0.name) })
            case .appAction: make("app action", r.actions.map { ($0.id, $0.description) })
            }
        }
        return Dictionary(uniqueKeysWithValues: RefKind.allCases.map { ($0, choices($0)) })
    }

    /// What a reference property's string schema gets in place of its `pattern` (and any `enum`):
    /// the app's ids with their descriptions (`enumDescriptions` and `markdownEnumDescriptions`),
    /// or `not: {}` when the app declares none, so an editor says so at once.
    static func choicePairs(_ choice: Choices, lifecycle: Bool) -> [(key: String, value: YAMLNode)] {
        var ids = choice.ids
        var descriptions = choice.descriptions
        if lifecycle {
            for moment in ReferenceChecks.lifecycleMoments.sorted() where !ids.contains(moment) {
                ids.append(moment)
                descriptions.append("the tour's own \(moment) moment")
            }
        }
        if ids.isEmpty {
            return [("not", node(.mapping([]))), ("$comment", node(string("the app declares no \(choice.what)")))]
        }
        return [
            ("enum", node(.sequence(ids.map(stringNode)))),
            ("enumDescriptions", node(.sequence(descriptions.map(stringNode)))),
            ("markdownEnumDescriptions", node(.sequence(descriptions.map(stringNode)))),
        ]
    }

    static func string(_ text: String) -> YAMLNode.Kind {
        .scalar(YAMLScalar(text: text, style: .doubleQuoted, value: .string(text)))
    }

    static func node(_ kind: YAMLNode.Kind) -> YAMLNode {
        YAMLNode(kind, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
    }

    static func stringNode(_ text: String) -> YAMLNode { node(string(text)) }
}
