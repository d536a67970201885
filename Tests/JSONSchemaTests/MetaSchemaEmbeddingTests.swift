import Foundation
import Testing
@testable import JSONSchema

/// The meta-schemas are embedded as raw string literals in Generated/MetaSchemas.generated.swift,
/// which `make generate` writes from the JSON files in Sources/JSONSchema/MetaSchemas/ (the test
/// "Generated files" fails while it is stale). These tests hold the embedded texts usable.
@Suite struct MetaSchemaEmbeddingTests {
    static let sourceDir = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/JSONSchema")

    @Test func embeddedTextsMatchTheJSONFilesAndParse() throws {
        #expect(MetaSchemas.documents.count == 9)
        for (uri, text) in MetaSchemas.documents {
            let root = try JSONParser.parse(text)
            #expect(root["$id"]?.string == uri)
        }
    }

    @Test func metaSchemaValidatesSchemas() throws {
        let registry = JSONSchemaRegistry()
        let (meta, problems) = registry.compile("https://json-schema.org/draft/2020-12/schema")
        #expect(problems.isEmpty)
        let schema = try #require(meta)
        #expect(schema.isValid(try JSONParser.parse(#"{"type": "object", "properties": {"a": {"minLength": 2}}}"#)))
        #expect(!schema.isValid(try JSONParser.parse(#"{"type": "objekt"}"#)))
        #expect(!schema.isValid(try JSONParser.parse(#"{"properties": {"a": {"minLength": "2"}}}"#)))
    }
}
