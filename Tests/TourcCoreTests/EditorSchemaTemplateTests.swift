import Foundation
import JSONSchema
import Testing
import TourKit
import TourcDiagnostics
@testable import TourcCore
import YAMLLoader

/// The template must print exactly what the plain way gives: parse the schema, specialise the
/// tree (every reference property under `properties` loses its `pattern` and points with `$ref`
/// at its kind's list, appended to the root's `$defs` in the order of first use; `$id` and `title`
/// name the app; the root's `$comment` goes) and print it with `JSONTextWriter`. That plain way
/// is kept here, as the specification the template is held to.
@Suite struct EditorSchemaTemplateTests {
    typealias Definition = EditorSchemaTemplate.Definition

    static func reference(_ registry: AppRegistry, _ tours: [(id: String, name: String)]) throws -> String {
        let choices = AppTourSchema.choices(registry, tours.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) })
        var used: [Definition] = []
        let root = specialiseRoot(try JSONParser.parse(EditorTourSchema.text), &used)
        guard case .mapping(let pairs) = root.kind else { return "" }
        let added = used.map { d in
            let pairs = AppTourSchema.choicePairs(choices[d.kind]!, lifecycle: d.moments)
            return YAMLPair(key: AppTourSchema.stringNode(d.name),
                            value: AppTourSchema.node(.mapping(pairs.map { YAMLPair(key: AppTourSchema.stringNode($0.key), value: $0.value) })))
        }
        let specialised = YAMLNode(.mapping(pairs.filter { $0.key.string != "$comment" }.map { p in
            switch p.key.string {
            case "$id": YAMLPair(key: p.key, value: AppTourSchema.stringNode("https://tourc.dev/schemas/apps/\(registry.id)/tour.schema.json"))
            case "title": YAMLPair(key: p.key, value: AppTourSchema.stringNode("A tour of \(registry.name) (\(registry.id))"))
            case "$defs":
                if case .mapping(let defs) = p.value.kind { YAMLPair(key: p.key, value: AppTourSchema.node(.mapping(defs + added))) } else { p }
            default: p
            }
        }), range: root.range)
        var out = ""
        JSONTextWriter.write(specialised, indent: 0, into: &out)
        return out + "\n"
    }

    /// The root: each `$defs` entry is specialised with its name as the context its reference
    /// keys are declared under (`AppTourSchema.referenceKeys`), everything else with "".
    static func specialiseRoot(_ node: YAMLNode, _ used: inout [Definition]) -> YAMLNode {
        guard case .mapping(let pairs) = node.kind else { return specialise(node, context: "", &used) }
        return YAMLNode(.mapping(pairs.map { pair in
            guard pair.key.string == "$defs", case .mapping(let defs) = pair.value.kind else {
                // As one member of a mapping, so root `properties` are treated as properties.
                let alone = specialise(YAMLNode(.mapping([pair]), range: node.range), context: "", &used)
                guard case .mapping(let specialised) = alone.kind else { return pair }
                return specialised[0]
            }
            return YAMLPair(key: pair.key, value: YAMLNode(.mapping(defs.map {
                YAMLPair(key: $0.key, value: specialise($0.value, context: $0.key.string ?? "", &used))
            }), range: pair.value.range))
        }), range: node.range)
    }

    /// Pre-order, keys in document order: the order the template's builder meets them.
    static func specialise(_ node: YAMLNode, context: String, _ used: inout [Definition]) -> YAMLNode {
        switch node.kind {
        case .scalar: return node
        case .sequence(let items): return YAMLNode(.sequence(items.map { specialise($0, context: context, &used) }), range: node.range)
        case .mapping(let pairs):
            return YAMLNode(.mapping(pairs.map { pair in
                guard pair.key.string == "properties", case .mapping(let properties) = pair.value.kind else {
                    return YAMLPair(key: pair.key, value: specialise(pair.value, context: context, &used))
                }
                return YAMLPair(key: pair.key, value: YAMLNode(.mapping(properties.map { property in
                    guard let name = property.key.string, let kind = AppTourSchema.referenceKeys[context]?[name] else {
                        return YAMLPair(key: property.key, value: specialise(property.value, context: context, &used))
                    }
                    return YAMLPair(key: property.key, value: restricted(property.value, kind, lifecycle: name == "event", context: context, &used))
                }), range: pair.value.range))
            }), range: node.range)
        }
    }

    static func restricted(_ schema: YAMLNode, _ kind: RefKind, lifecycle: Bool, context: String, _ used: inout [Definition]) -> YAMLNode {
        guard case .mapping(let pairs) = schema.kind else { return specialise(schema, context: context, &used) }
        // A `when:` item: each alternative of its `anyOf` (the id string is restricted).
        if schema["anyOf"] != nil, schema["type"] == nil {
            return YAMLNode(.mapping(pairs.map { pair in
                guard pair.key.string == "anyOf", case .sequence(let options) = pair.value.kind else {
                    return YAMLPair(key: pair.key, value: specialise(pair.value, context: context, &used))
                }
                return YAMLPair(key: pair.key, value: YAMLNode(.sequence(options.map { restricted($0, kind, lifecycle: lifecycle, context: context, &used) }), range: pair.value.range))
            }), range: schema.range)
        }
        if schema["type"]?.string == "array", let items = schema["items"], items["type"]?.string == "string" || items["anyOf"] != nil {
            return YAMLNode(.mapping(pairs.map {
                $0.key.string == "items" ? YAMLPair(key: $0.key, value: restricted(items, kind, lifecycle: lifecycle, context: context, &used))
                    : YAMLPair(key: $0.key, value: specialise($0.value, context: context, &used))
            }), range: schema.range)
        }
        guard schema["type"]?.string == "string" else { return specialise(schema, context: context, &used) }
        let definition = Definition(kind: kind, moments: lifecycle && schema["description"]?.string?.contains("lifecycle") == true)
        if !used.contains(definition) { used.append(definition) }
        let kept = pairs.filter { $0.key.string != "pattern" && $0.key.string != "enum" }
        return YAMLNode(.mapping(kept + [YAMLPair(key: AppTourSchema.stringNode("$ref"), value: AppTourSchema.stringNode("#/$defs/" + definition.name))]),
                        range: schema.range)
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
        #expect(text.contains("\"$ref\": \"#/$defs/app.target\""))
    }

    /// Reference keys are declared per `$defs` entry (a field's `ref:`), not by name: a localized
    /// text's `key` is the catalog key, not a persistence key, while `persistence.updates[].key` is.
    @Test func aKeyIsAReferenceOnlyWhereTheDescriptionSaysSo() throws {
        let schema = try JSONParser.parse(try #require(AppTourSchema.text(registry: try Self.registry("tours/finite"), tourIDs: [])))
        let textKey = try #require(schema["$defs"]?["textSource"]?["properties"]?["key"])
        #expect(textKey["$ref"] == nil)
        #expect(textKey["pattern"] != nil || textKey["type"]?.string == "string")
        let updateKey = try #require(schema["$defs"]?["persistence"]?["properties"]?["updates"]?["items"]?["properties"]?["key"])
        #expect(updateKey["$ref"]?.string == "#/$defs/app.persistenceKey")
    }
}
