import Foundation
import Testing
@testable import TourcCore

/// The tour language's schemas are embedded as raw string literals in
/// Sources/TourcCore/Check/TourSchemas.generated.swift, generated from `schemas/*.json`. This test
/// fails when the two disagree; `TOURC_RECORD=1 swift test --filter CheckSchemaEmbeddingTests`
/// rewrites the Swift file.
@Suite struct CheckSchemaEmbeddingTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Renders the generated file from the JSON sources.
    static func render() throws -> String {
        let folder = packageRoot.appendingPathComponent("schemas")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".schema.json") }.sorted()
        var lines = [
            "// GENERATED from schemas/*.schema.json by CheckSchemaEmbeddingTests. Do not edit.",
            "// Regenerate: TOURC_RECORD=1 swift test --filter CheckSchemaEmbeddingTests",
            "",
            "/// The tour language's JSON Schemas, embedded so `tourc check` needs no resource files and",
            "/// always validates with exactly the schemas editors see. `schemas/` is the source; a test",
            "/// fails when this file no longer matches it.",
            "enum TourSchemas {",
            "    /// File name (`app.schema.json`) -> the file's text.",
            "    static let documents: [String: String] = [",
        ]
        for name in names {
            var text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            if text.hasSuffix("\n") { text.removeLast() }
            // Enough `#`s that the text can hold neither the closing delimiter nor an escape.
            var hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            lines.append("        \"\(name)\": \(hashes)\"\"\"")
            lines.append(text)
            lines.append("\"\"\"\(hashes),")
        }
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func generatedFileIsUpToDate() throws {
        let expected = try Self.render()
        let generated = Self.packageRoot.appendingPathComponent("Sources/TourcCore/Check/TourSchemas.generated.swift")
        if ProcessInfo.processInfo.environment["TOURC_RECORD"] == "1" {
            try expected.write(to: generated, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOf: generated, encoding: .utf8)
        #expect(actual == expected, "TourSchemas.generated.swift is stale: run TOURC_RECORD=1 swift test --filter CheckSchemaEmbeddingTests")
    }

    @Test func bothSchemasCompileWithoutProblems() throws {
        #expect(TourSchemas.documents.keys.sorted() == ["app.schema.json", "tour.schema.json"])
        #expect(SchemaStage.problems.isEmpty, "\(SchemaStage.problems)")
        #expect(SchemaStage.app.schema != nil)
        #expect(SchemaStage.tour.schema != nil)
    }
}
