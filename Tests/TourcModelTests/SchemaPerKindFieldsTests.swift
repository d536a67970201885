import Foundation
import Testing
@testable import TourcModel

/// Per-kind fields (`structure(..., kinds:)`, issue 21 proposal 8): a flat struct whose `type`
/// picks which keys apply is written as one `oneOf` branch per kind, as a union's, so `Target`'s
/// schema is generated instead of hand-written (the real schema is held byte for byte by
/// "Generated files").
@Suite("Schema per-kind fields")
struct SchemaPerKindFieldsTests {
    static let files = [ModelFile("Sample", [
        structure("Pin", "A pin.", [
            field("id", .string, "The id."),
            field("type", .named(.PinKind), "Its kind."),
            field("label", .optional(.string), "For `named`: its label."),
            field("note", .optional(.string), "A note."),
        ], def: "pin", kinds: [
            variant("named", "A named pin.", [field("label", .optional(.string), "The label.")], required: ["type", "id", "label"]),
            variant("plain", "A plain pin."),
        ]),
        stringEnum("PinKind", "A pin's kind.", [value("named"), value("plain")]),
    ])]
    static let declarations = Dictionary(uniqueKeysWithValues: files.flatMap(\.decls).map { ($0.name, $0) })

    @Test func eachKindIsABranchWithTheCommonFieldsAndItsOwn() throws {
        var renderer = SchemaRenderer(Self.files, Self.declarations)
        let doc = renderer.document("Pin")
        #expect(doc["required"] == ["type"])
        guard case .array(let branches)? = doc["oneOf"] else {
            Issue.record("no oneOf in \(doc)")
            return
        }
        #expect(branches.count == 2)
        let named = branches[0], plain = branches[1]
        #expect(named["title"] == "named")
        #expect(named["properties"]?.members.map(\.key) == ["type", "id", "note", "label"])
        #expect(named["properties"]?["label"]?["description"] == "The label.")
        #expect(named["properties"]?["type"]?["const"] == "named")
        #expect(named["required"] == ["type", "id", "label"])
        #expect(named["additionalProperties"] == .bool(false))
        // A kind that names no field of its own takes only the common ones, and its required set
        // follows from them.
        #expect(plain["properties"]?.members.map(\.key) == ["type", "id", "note"])
        #expect(plain["required"] == ["type", "id"])
    }
}

/// The sample's own types.
extension DeclName {
    fileprivate static let PinKind = DeclName("PinKind")
}
