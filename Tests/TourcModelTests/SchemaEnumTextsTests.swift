import Testing
@testable import TourcModel

/// The editor's texts for a string enum's values (`markdownEnumDescriptions`), generated from the
/// values' docs (`value("slow", "Takes its time.")`) wherever every value has one.
@Suite("Schema enum value texts")
struct SchemaEnumTextsTests {
    static let files = [ModelFile("Sample", [
        structure("Car", "A car.", [
            field("speed", .named(.Speed), default: .enumCase("slow"), "How fast it goes."),
            field("speeds", .list(.Speed), default: [], "Speeds it may take.", hover: "Allowed speeds."),
            field("cruise", .optional(.Speed), "The cruising speed.", markdown: "The cruising speed, **if any**."),
            field("mood", .optional(.Mood), "Its mood."),
        ], def: "car"),
        stringEnum("Speed", "A speed.", [value("slow", "Takes its time."), value("fast", "As fast as the road allows.", hover: "Quick.")]),
        stringEnum("Mood", "A mood.", [value("calm", "At ease."), value("grumpy")]),
    ])]
    static let declarations = Dictionary(uniqueKeysWithValues: files.flatMap(\.decls).map { ($0.name, $0) })

    static func properties() throws -> JSONValue {
        var renderer = SchemaRenderer(files, declarations)
        return try #require(renderer.document("Car")["properties"])
    }

    @Test func everyValueDocumentedGivesTheTextsAfterTheFieldsOwn() throws {
        let speed = try #require(try Self.properties()["speed"])
        // A value's hover is its editor text; otherwise its doc.
        #expect(speed["markdownEnumDescriptions"] == ["Takes its time.", "Quick."])
        // The field's markdown lists the values after its text (the doc, as it has no hover).
        #expect(speed["description"] == "How fast it goes.")
        #expect(speed["markdownDescription"] == "How fast it goes.\n\n- `slow`: Takes its time.\n- `fast`: Quick.")
        // The texts come last, after the field's texts and default, beside which an editor reads them.
        #expect(speed.members.map(\.key) == ["type", "enum", "description", "markdownDescription", "default", "markdownEnumDescriptions"])
    }

    @Test func aListOfTheEnumCarriesTheTextsOnItsItems() throws {
        let speeds = try #require(try Self.properties()["speeds"])
        #expect(speeds["items"]?["markdownEnumDescriptions"] == ["Takes its time.", "Quick."])
        #expect(speeds["markdownEnumDescriptions"] == nil)
        #expect(speeds["markdownDescription"] == "Allowed speeds.\n\n- `slow`: Takes its time.\n- `fast`: Quick.")
    }

    @Test func aFieldsOwnMarkdownIsKeptWhole() throws {
        let cruise = try #require(try Self.properties()["cruise"])
        #expect(cruise["markdownDescription"] == "The cruising speed, **if any**.")
        #expect(cruise["markdownEnumDescriptions"] == ["Takes its time.", "Quick."])
    }

    @Test func anEnumWithAnUndocumentedValueGetsNoTexts() throws {
        let mood = try #require(try Self.properties()["mood"])
        #expect(mood["markdownEnumDescriptions"] == nil)
        #expect(mood["markdownDescription"] == "Its mood.")
        #expect(SchemaRenderer.valueTexts(StringEnumDecl(name: "Mood", doc: "", cases: [value("calm", "At ease."), value("grumpy")])) == nil)
    }

    /// The real description: every string-enum field of the tour schema shows its values' texts
    /// (the lint asks every value for a doc, so none is left without).
    @Test func theTourSchemasHapticKeyListsItsValues() throws {
        var renderer = SchemaRenderer(Language.files, Language.declarations)
        let doc = try #require(Language.schemas.first { $0.root == "Tour" })
        let text = renderer.document(doc.root, defsOrder: doc.defsOrder).text()
        #expect(text.contains("\"Light impact.\""))
        #expect(text.contains("- `light`: Light impact."))
    }
}

extension DeclName {
    fileprivate static let Speed = DeclName("Speed")
    fileprivate static let Mood = DeclName("Mood")
}
