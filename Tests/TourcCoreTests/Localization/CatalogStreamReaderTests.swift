import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// `CatalogStreamReader` (check and build) must read every catalog exactly as the tree reader
/// (`ShapeReader`, which sync uses) does, ranges included, and leave every catalog it cannot read
/// the same way to the tree reader, whose diagnostics then are the ones the user sees.
@Suite struct CatalogStreamReaderTests {
    /// Every field of two catalogs' typed views, as text, so a difference is shown.
    static func fields(_ catalog: StringCatalog) -> [String] {
        var out = ["sourceLanguage \(catalog.sourceLanguage)"]
        for key in catalog.entries.keys.sorted() {
            let entry = catalog.entries[key]!
            out.append("\(key) comment=\(entry.comment ?? "-") state=\(entry.extractionState ?? "-") at=\(String(describing: entry.keyRange))")
            for language in entry.units.keys.sorted() {
                let u = entry.units[language]!
                out.append("  \(language) state=\(u.state ?? "-") value=\(u.value ?? "-") variations=\(u.hasVariations) "
                           + "categories=\(u.pluralCategories ?? []) plural=\(String(describing: u.pluralRange)) "
                           + "language=\(String(describing: u.languageRange)) value=\(String(describing: u.valueRange))")
                for f in u.pluralForms { out.append("    \(f.category)=\(f.value) state=\(f.state ?? "-") at=\(f.range)") }
            }
        }
        return out
    }

    static func treeRead(_ bytes: [UInt8]) -> (catalog: StringCatalog?, diagnostics: [String]) {
        var diagnostics = DiagnosticCollector()
        let catalog = StringCatalog.read(bytes, file: "c.xcstrings", keepingJSON: true, diagnostics: &diagnostics)
        return (catalog, diagnostics.diagnostics.map { "\($0.code.id) \($0.span?.range.start.line ?? 0):\($0.span?.range.start.column ?? 0) \($0.message)" })
    }

    static func leanRead(_ bytes: [UInt8]) -> (catalog: StringCatalog?, diagnostics: [String]) {
        var diagnostics = DiagnosticCollector()
        let catalog = StringCatalog.read(bytes, file: "c.xcstrings", keepingJSON: false, diagnostics: &diagnostics)
        return (catalog, diagnostics.diagnostics.map { "\($0.code.id) \($0.span?.range.start.line ?? 0):\($0.span?.range.start.column ?? 0) \($0.message)" })
    }

    /// The bundled apps' catalogs (plural forms, German umlauts, every unit shape Xcode writes).
    @Test(arguments: ["carrier-wave", "finite", "meshtastic", "omnisite", "ops"])
    func readsTheBundledCatalogsAsTheTreeReaderDoes(app: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../tours/\(app)/\(app).xcstrings").standardizedFileURL
        let bytes = try [UInt8](Data(contentsOf: url))
        let stream = try #require(CatalogStreamReader.read(bytes, file: "c.xcstrings"))
        let tree = try #require(Self.treeRead(bytes).catalog)
        #expect(Self.fields(stream) == Self.fields(tree))
        #expect(!stream.entries.isEmpty)
    }

    static let plural = """
        {"sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "k" : {"comment" : "Ä comment", "extractionState" : "manual", "localizations" : {
            "de" : {"variations" : {"plural" : {
              "one" : {"stringUnit" : {"state" : "translated", "value" : "Ein Tag"}},
              "other" : {"stringUnit" : {"state" : "needs_review", "value" : "%lld Tage"}}},
              "device" : {"iphone" : {"stringUnit" : {"value" : "x"}}}}},
            "en" : {"stringUnit" : {"state" : "translated", "value" : "\\u00e9t\\u00e9 \\"days\\""}},
            "fr" : {"substitutions" : {"n" : {"argNum" : 1}}}},
          "shouldTranslate" : false},
          "empty" : {}}, "extra" : [1, 2.5e3, true, null, {"a" : "b"}]}
        """

    /// A catalog with plural forms, device variations, escapes, substitutions and keys tourc does
    /// not read: the same view, ranges included.
    @Test func readsEveryUnitShapeAsTheTreeReaderDoes() throws {
        let bytes = Array(Self.plural.utf8)
        let stream = try #require(CatalogStreamReader.read(bytes, file: "c.xcstrings"))
        let tree = try #require(Self.treeRead(bytes).catalog)
        #expect(Self.fields(stream) == Self.fields(tree))
        #expect(stream.entries["k"]?.units["de"]?.pluralForms.count == 2)
        #expect(stream.entries["k"]?.units["de"]?.state == "needs_review")
        #expect(stream.entries["k"]?.units["en"]?.value == "été \"days\"")
    }

    /// What the stream reader leaves to the tree reader: the lean read then says exactly what
    /// the tree read says, and returns the same catalog (or none).
    @Test(arguments: [
        // not JSON, or JSON that is not a catalog
        "", "[]", "{\"sourceLanguage\" : \"en\", \"strings\" : {}", "{\"sourceLanguage\" : \"en\", \"strings\" : {}} x",
        "{\"sourceLanguage\" : \"en\"}", "{\"strings\" : {}}", "{\"sourceLanguage\" : 1, \"strings\" : {}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {}, \"version\" : 1}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {}, \"strings\" : {}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : [] }",
        // entries
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : 1}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {}, \"k\" : {}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"comment\" : 2}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : []}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : 1}}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : {}}}}}",
        // units
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : {\"stringUnit\" : {\"state\" : \"new\"}}}}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : {\"stringUnit\" : {\"value\" : 3}}}}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : {\"stringUnit\" : {\"value\" : \"a\"}, \"variations\" : 7}}}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : {\"variations\" : {\"plural\" : {\"one\" : {\"stringUnit\" : {\"state\" : 1, \"value\" : \"a\"}}}}}}}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : {\"variations\" : {\"plural\" : {\"one\" : {}}}}}}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : {\"variations\" : {\"plural\" : 1}}}}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : {\"stringUnit\" : {\"value\" : \"a\", \"value\" : \"b\"}}}}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"x\" : {\"a\" : 1, \"a\" : 2}}}}",
        "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"x\" : [1,]}}}",
    ])
    func leavesWhatItCannotReadToTheTreeReader(text: String) {
        let bytes = Array(text.utf8)
        #expect(CatalogStreamReader.read(bytes, file: "c.xcstrings") == nil)
        let tree = Self.treeRead(bytes), lean = Self.leanRead(bytes)
        #expect(lean.diagnostics == tree.diagnostics)
        #expect(lean.catalog.map(Self.fields) == tree.catalog.map(Self.fields))
    }
}
