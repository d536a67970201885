import Foundation
import JSONSchema
import Testing
import TourKit
import TourcDiagnostics
@testable import TourcCore
import YAMLLoader

/// The template must print exactly what the plain way gives: parse the schema, specialise the
/// tree (every reference property under `properties` gets the app's enum; `$id` and `title` name
/// the app; the root's `$comment` goes) and print it with `JSONTextWriter`. That plain way is kept
/// here, as the specification the template is held to.
@Suite struct EditorSchemaTemplateTests {
    static func reference(_ registry: AppRegistry, _ tours: [(id: String, name: String)]) throws -> String {
        let choices = AppTourSchema.choices(registry, tours.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) })
        var root = specialise(try JSONParser.parse(EditorTourSchema.text), choices)
        guard case .mapping(let pairs) = root.kind else { return "" }
        root = YAMLNode(.mapping(pairs.filter { $0.key.string != "$comment" }.map { p in
            switch p.key.string {
            case "$id": YAMLPair(key: p.key, value: AppTourSchema.stringNode("https://tourc.dev/schemas/apps/\(registry.id)/tour.schema.json"))
            case "title": YAMLPair(key: p.key, value: AppTourSchema.stringNode("A tour of \(registry.name) (\(registry.id))"))
            default: p
            }
        }), range: root.range)
        var out = ""
        JSONTextWriter.write(root, indent: 0, into: &out)
        return out + "\n"
    }

    static func specialise(_ node: YAMLNode, _ choices: [RefKind: AppTourSchema.Choices]) -> YAMLNode {
        switch node.kind {
        case .scalar: return node
        case .sequence(let items): return YAMLNode(.sequence(items.map { specialise($0, choices) }), range: node.range)
        case .mapping(let pairs):
            return YAMLNode(.mapping(pairs.map { pair in
                var value = specialise(pair.value, choices)
                if pair.key.string == "properties", case .mapping(let properties) = value.kind {
                    value = YAMLNode(.mapping(properties.map { property in
                        guard let name = property.key.string, let kind = AppTourSchema.referenceKinds[name], let choice = choices[kind]
                        else { return property }
                        return YAMLPair(key: property.key, value: restricted(property.value, choice, lifecycle: name == "event"))
                    }), range: value.range)
                }
                return YAMLPair(key: pair.key, value: value)
            }), range: node.range)
        }
    }

    static func restricted(_ schema: YAMLNode, _ choice: AppTourSchema.Choices, lifecycle: Bool) -> YAMLNode {
        guard case .mapping(let pairs) = schema.kind else { return schema }
        if schema["type"]?.string == "array", let items = schema["items"], items["type"]?.string == "string" {
            return YAMLNode(.mapping(pairs.map { $0.key.string == "items" ? YAMLPair(key: $0.key, value: restricted(items, choice, lifecycle: lifecycle)) : $0 }),
                            range: schema.range)
        }
        guard schema["type"]?.string == "string" else { return schema }
        let moments = lifecycle && schema["description"]?.string?.contains("lifecycle") == true
        let added = AppTourSchema.choicePairs(choice, lifecycle: moments).map { YAMLPair(key: AppTourSchema.stringNode($0.key), value: $0.value) }
        return YAMLNode(.mapping(pairs.filter { $0.key.string != "pattern" && $0.key.string != "enum" } + added), range: schema.range)
    }

    static func registry(_ app: String) throws -> AppRegistry {
        let path = CheckSchemaEmbeddingTests.packageRoot.appendingPathComponent(app).appendingPathComponent("app.yaml").path
        var diagnostics = DiagnosticCollector()
        let document = try #require(YAMLLoader.load(FileReader.bytes(of: path, limit: 1 << 24), file: path, diagnostics: &diagnostics).first)
        return try YAMLNodeDecoder().decode(AppRegistry.self, from: document)
    }

    @Test(arguments: ["tours/carrier-wave", "tours/finite", "tours/omnisite", "tours/ops", "Tests/TourcCoreTests/Golden/input/kitchen-sink"])
    func theTemplatePrintsWhatSpecialisingTheTreePrints(_ app: String) throws {
        let registry = try Self.registry(app)
        let tours = [(id: "zeta", name: "Zeta \"quoted\""), (id: "alpha", name: "Alpha\u{2028}line")]
        let text = try #require(AppTourSchema.text(registry: registry, tourIDs: tours))
        #expect(text == (try Self.reference(registry, tours)))
    }

    /// An app that declares nothing: every reference property gets `not: {}` and says why.
    @Test func anAppThatDeclaresNothing() throws {
        let registry = AppRegistry(id: "empty", name: "Empty")
        let text = try #require(AppTourSchema.text(registry: registry, tourIDs: []))
        #expect(text == (try Self.reference(registry, [])))
        #expect(text.contains("\"$comment\": \"the app declares no target\""))
    }
}
