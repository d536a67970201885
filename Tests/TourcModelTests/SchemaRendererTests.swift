import Foundation
import Testing
@testable import TourcModel

/// The schema generator's own rules, on small descriptions (the real schemas are held by
/// "Generated files" and SchemaDriftTests).
@Suite("Schema renderer")
struct SchemaRendererTests {
    static let files = [ModelFile("Sample", [
        structure("Box", "A box.", [
            field("id", .string, "The id.", schema: ["pattern": .idPattern]),
            field("shown", .bool, default: true, "Whether it shows."),
            field("easing", .named(.Curve), default: .enumCase("slow"), "Its curve.", hover: "The curve."),
            field("curves", .list(.Curve), default: .cases(["slow", "fast"]), "Curves."),
            field("lid", .optional(.Lid), "Its lid."),
            field("size", .optional(.double), "Its size.", schema: ["minimum": 0, "examples": [2]]),
            field("caption", .optional(.string), "Its caption, maybe empty.", allowsEmpty: true),
        ], def: "box", schema: ["examples": [["id": "a"]]]),
        stringEnum("Curve", "A curve.", [value("slow"), value("fast")]),
        structure("Lid", "A lid.", [field("open", .bool, "Open?")]),
        union("Act", "An act.", [
            variant("go", "Go.", [field("to", .string, "Where.")]),
            variant("stop", "Stop.", [], hover: "Halt."),
        ], def: "act", typeHover: "Which act."),
    ])]
    static let declarations = Dictionary(uniqueKeysWithValues: files.flatMap(\.decls).map { ($0.name, $0) })

    static func render(_ root: String) -> JSONValue {
        var renderer = SchemaRenderer(files, declarations)
        return renderer.document(root)
    }

    @Test func aStructIsAnObjectOfItsFieldsWithItsNotes() throws {
        let doc = Self.render("Box")
        #expect(doc.members.first?.key == "$comment")
        #expect(doc["$comment"] == .string(SchemaRenderer.comment))
        #expect(doc["additionalProperties"] == .bool(false))
        // Required: neither optional, nor defaulted, nor flattened.
        #expect(doc["required"] == ["id"])
        let props = try #require(doc["properties"])
        // A text key is not empty unless it says so.
        #expect(props["id"] == ["type": "string", "minLength": 1, "pattern": .idPattern, "description": "The id.", "markdownDescription": "The id."])
        #expect(props["caption"]?["minLength"] == nil)
        // The Swift default is the schema's default when it is a plain value.
        #expect(props["shown"]?["default"] == .bool(true))
        #expect(props["easing"] == ["type": "string", "enum": ["slow", "fast"], "description": "The curve.",
                                    "markdownDescription": "The curve.", "default": "slow"])
        #expect(props["curves"]?["default"] == ["slow", "fast"])
        // A type without a `def` is written inline, described by the field that holds it.
        #expect(props["lid"]?["required"] == ["open"])
        #expect(props["lid"]?["description"] == .string("Its lid."))
        // Keywords merge in; examples and default come last.
        #expect(props["size"]?.members.map(\.key) == ["type", "minimum", "description", "markdownDescription", "examples"])
        #expect(doc["examples"] == [["id": "a"]])
    }

    @Test func aUnionIsOneBranchPerCaseUnderDefs() throws {
        let doc = Self.render("Act")
        let branches = try #require(doc["oneOf"])
        guard case .array(let list) = branches else { Issue.record("no oneOf"); return }
        #expect(list.count == 2)
        #expect(list[0]["title"] == "go")
        #expect(list[0]["required"] == ["type", "to"])
        #expect(list[0]["properties"]?["type"]?["const"] == "go")
        #expect(list[1]["description"] == "Halt.")
        #expect(doc["properties"]?["type"]?["description"] == "Which act.")
    }

    @Test func aDefinedTypeIsReferencedAndWrittenOnce() {
        let files = [ModelFile("Outer", [structure("Outer", "Outer.", [
            field("box", .optional(.Box), "A box."), field("boxes", .list(.Box), default: [], "Boxes."),
        ])])] + Self.files
        let decls = Dictionary(uniqueKeysWithValues: files.flatMap(\.decls).map { ($0.name, $0) })
        var renderer = SchemaRenderer(files, decls)
        let doc = renderer.document("Outer")
        #expect(doc["properties"]?["box"]?["$ref"] == "#/$defs/box")
        #expect(doc["properties"]?["boxes"]?["items"] == ["$ref": "#/$defs/box"])
        #expect(doc["$defs"]?.members.map(\.key) == ["box"])
    }

    @Test func onlyPlainSwiftDefaultsBecomeSchemaDefaults() {
        let renderer = SchemaRenderer(Self.files, Self.declarations)
        #expect(renderer.jsonDefault(field("a", .double, default: 1.5)) == .double(1.5))
        #expect(renderer.jsonDefault(field("a", .int, default: 3)) == .int(3))
        #expect(renderer.jsonDefault(field("a", .string, default: .text("white"))) == "white")
        #expect(renderer.jsonDefault(field("a", .named(.Lid), default: .keysDefaults)) == nil)
        #expect(renderer.jsonDefault(field("a", .named(.Act), default: .enumCase("go"))) == nil)  // a union's case is not a string
        #expect(renderer.jsonDefault(field("a", .named(.Curve), default: .enumCase("nope"))) == nil)
    }

    /// Every `$ref` in the generated schemas names a definition they hold.
    @Test(arguments: Language.schemas.map(\.path))
    func noReferenceDangles(_ path: String) throws {
        let doc = try #require(Language.schemas.first { $0.path == path })
        var renderer = SchemaRenderer(Language.files, Language.declarations)
        let schema = renderer.document(doc.root, defsOrder: doc.defsOrder)
        let defs = Set(schema["$defs"]?.members.map(\.key) ?? [])
        var refs: Set<String> = []
        func collect(_ v: JSONValue) {
            switch v {
            case .object(let m):
                for (k, x) in m {
                    if k == "$ref", case .string(let r) = x { refs.insert(String(r.dropFirst("#/$defs/".count))) } else { collect(x) }
                }
            case .array(let a): a.forEach(collect)
            default: break
            }
        }
        collect(schema)
        #expect(!refs.isEmpty)
        #expect(refs.subtracting(defs).isEmpty, "dangling: \(refs.subtracting(defs).sorted())")
        #expect(defs.subtracting(refs).isEmpty, "unused: \(defs.subtracting(refs).sorted())")
    }
}

/// The sample's own types.
extension DeclName {
    fileprivate static let Curve = DeclName("Curve")
    fileprivate static let Lid = DeclName("Lid")
    fileprivate static let Box = DeclName("Box")
    fileprivate static let Act = DeclName("Act")
}
