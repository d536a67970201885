import Foundation
import Testing
@testable import JSONSchema

/// The meta-schemas are embedded as raw string literals in MetaSchemas.generated.swift, generated
/// from the JSON files in Sources/JSONSchema/MetaSchemas/. This test fails when the two disagree;
/// `TOURC_RECORD=1 swift test --filter MetaSchemaEmbeddingTests` rewrites the Swift file.
@Suite struct MetaSchemaEmbeddingTests {
    static let sourceDir = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/JSONSchema")

    /// Renders the generated file from the JSON sources.
    static func render() throws -> String {
        let root = sourceDir.appendingPathComponent("MetaSchemas/draft2020-12")
        var paths = [root.appendingPathComponent("schema.json").path]
        let meta = root.appendingPathComponent("meta")
        paths += try FileManager.default.contentsOfDirectory(atPath: meta.path)
            .filter { $0.hasSuffix(".json") }.map { meta.appendingPathComponent($0).path }
        var entries: [(uri: String, text: String)] = []
        for path in paths {
            var text = try String(contentsOfFile: path, encoding: .utf8)
            if text.hasSuffix("\n") { text.removeLast() }
            let id = try JSONParser.parse(text)["$id"]?.string
            entries.append((try #require(id), text))
        }
        entries.sort { $0.uri < $1.uri }
        var lines = [
            "// GENERATED from Sources/JSONSchema/MetaSchemas/ by MetaSchemaEmbeddingTests. Do not edit.",
            "// Regenerate: TOURC_RECORD=1 swift test --filter MetaSchemaEmbeddingTests",
            "",
            "/// The draft 2020-12 meta-schemas, embedded so tourc needs neither the network nor resource",
            "/// files to resolve them. The JSON files under MetaSchemas/ are the source; a test fails when",
            "/// this file no longer matches them.",
            "enum MetaSchemas {",
            "    static let documents: [String: String] = [",
        ]
        for entry in entries {
            // Enough `#`s that the text can hold neither the closing delimiter nor an escape.
            var hashes = "#"
            while entry.text.contains("\"\"\"" + hashes) || entry.text.contains("\\" + hashes) { hashes += "#" }
            lines.append("        \"\(entry.uri)\": \(hashes)\"\"\"")
            lines.append(entry.text)
            lines.append("\"\"\"\(hashes),")
        }
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func generatedFileIsUpToDate() throws {
        let expected = try Self.render()
        let generated = Self.sourceDir.appendingPathComponent("Generated/MetaSchemas.generated.swift")
        if ProcessInfo.processInfo.environment["TOURC_RECORD"] == "1" {
            try expected.write(to: generated, atomically: true, encoding: .utf8)
            Issue.record("recorded MetaSchemas.generated.swift; a TOURC_RECORD=1 run always fails, so a recording run can never pass CI: review the diff and run the tests again without it")
        }
        let actual = try String(contentsOf: generated, encoding: .utf8)
        #expect(actual == expected, "MetaSchemas.generated.swift is stale: run TOURC_RECORD=1 swift test --filter MetaSchemaEmbeddingTests")
    }

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
