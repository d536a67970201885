import Foundation
@testable import JSONSchema
import Testing
@testable import TourcCore
import YAMLLoader

/// The tour language's schemas are embedded as raw string literals in
/// Sources/TourcCore/Check/TourSchemas.generated.swift, generated from `schemas/*.json` as compact
/// JSON without editor-only annotations (`SchemaCompactor`: every `tourc check` parses this text,
/// and the prose is most of it). This test fails when the two disagree;
/// `TOURC_RECORD=1 swift test --filter CheckSchemaEmbeddingTests` rewrites the Swift file.
@Suite struct CheckSchemaEmbeddingTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Renders the generated file from the JSON sources.
    static func render() throws -> String {
        let folder = packageRoot.appendingPathComponent("schemas")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".schema.json") }.sorted()
        var texts: [(name: String, text: String)] = []
        for name in names {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            texts.append((name, SchemaCompactor.compactText(try JSONParser.parse(source))))
        }
        var lines = [
            "// GENERATED from schemas/*.schema.json by CheckSchemaEmbeddingTests. Do not edit.",
            "// Regenerate: TOURC_RECORD=1 swift test --filter CheckSchemaEmbeddingTests",
            "",
            "/// The tour language's JSON Schemas, embedded so `tourc check` needs no resource files and",
            "/// always validates with exactly the schemas editors see. `schemas/` is the source; a test",
            "/// fails when this file no longer matches it. Each text is the file as compact JSON without",
            "/// the annotations no validation reads (`description`, `examples`...; see `SchemaCompactor`),",
            "/// which makes it about a fifth as long to parse at start-up.",
            "///",
            "/// Functions with a `switch`, not dictionaries: a `[String: String]` would instantiate its",
            "/// generic metadata on every run, scanning every protocol-conformance record of the process.",
            "enum TourSchemas {",
            "    /// The embedded files' names, sorted.",
            "    static let names = [\(texts.map { "\"\($0.name)\"" }.joined(separator: ", "))]",
            "",
            "    /// File name (`app.schema.json`) -> the file's schema, as compact JSON.",
            "    static func document(_ name: String) -> String? {",
            "        switch name {",
        ]
        for (name, text) in texts {
            // Enough `#`s that the text can hold neither the closing delimiter nor an escape.
            var hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            lines.append("        case \"\(name)\": \(hashes)\"\"\"")
            lines.append(text)
            lines.append("\"\"\"\(hashes)")
        }
        lines += [
            "        default: nil",
            "        }",
            "    }",
            "",
            "    /// File name -> the schema compiled from `document(_:)` by `SchemaStage.Embedded.compile`,",
            "    /// as `CompiledSchema.snapshotText()`: what start-up reads instead of compiling the text.",
            "    static func snapshot(_ name: String) -> String? {",
            "        switch name {",
        ]
        for (name, text) in texts {
            let (schema, problems) = SchemaStage.Embedded.compile(name: name, text: text)
            guard let schema, problems.isEmpty else {
                throw SnapshotError(message: "\(name) does not compile cleanly: \(problems)")
            }
            let snapshot = schema.snapshotText()
            lines.append("        case \"\(name)\": \"\"\"")
            var rest = Substring(snapshot)
            while !rest.isEmpty {
                lines.append(String(rest.prefix(120)))
                rest = rest.dropFirst(120)
            }
            lines.append("\"\"\"")
        }
        lines += ["        default: nil", "        }", "    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    struct SnapshotError: Error {
        var message: String
    }

    @Test func generatedFileIsUpToDate() throws {
        let expected = try Self.render()
        let generated = Self.packageRoot.appendingPathComponent("Sources/TourcCore/Check/Generated/TourSchemas.generated.swift")
        if ProcessInfo.processInfo.environment["TOURC_RECORD"] == "1" {
            try expected.write(to: generated, atomically: true, encoding: .utf8)
            Issue.record("recorded TourSchemas.generated.swift; a TOURC_RECORD=1 run always fails, so a recording run can never pass CI: review the diff and run the tests again without it")
        }
        let actual = try String(contentsOf: generated, encoding: .utf8)
        #expect(actual == expected, "TourSchemas.generated.swift is stale: run TOURC_RECORD=1 swift test --filter CheckSchemaEmbeddingTests")
    }

    /// Compacting keeps everything evaluation reads: the compiled program of the compact text
    /// equals the original's node for node (keywords, locations, anchors), except that dropped
    /// annotations leave nothing behind.
    @Test func compactTextCompilesToTheSameProgram() throws {
        for name in ["app.schema.json", "tour.schema.json"] {
            let source = try String(contentsOf: Self.packageRoot.appendingPathComponent("schemas/\(name)"), encoding: .utf8)
            let original = try JSONParser.parse(source)
            let compact = try JSONParser.parse(SchemaCompactor.compactText(original))
            let uri = "https://tourc.dev/schemas/\(name)"
            func program(_ root: YAMLNode) -> String? {
                let registry = JSONSchemaRegistry()
                registry.register(root, uri: uri, file: "schemas/\(name)")
                let (schema, problems) = registry.compile(uri)
                #expect(problems.isEmpty, "\(problems)")
                return schema?.programDescription
            }
            let a = program(original), b = program(compact)
            #expect(a != nil)
            #expect(a == b, "\(name): compacting changed the compiled program")
            #expect(SchemaCompactor.compactText(compact) == SchemaCompactor.compactText(original))
        }
    }

    /// The snapshots read back as the very programs compiling the embedded texts gives.
    @Test func snapshotsReadBackAsTheCompiledPrograms() throws {
        for name in ["app.schema.json", "tour.schema.json"] {
            let text = try #require(TourSchemas.document(name))
            let compiled = try #require(SchemaStage.Embedded.compile(name: name, text: text).0)
            let snapshot = try #require(TourSchemas.snapshot(name))
            let read = try #require(CompiledSchema(snapshotText: snapshot))
            #expect(read.programDescription == compiled.programDescription)
        }
    }

    @Test func everySchemaCompilesWithoutProblems() throws {
        #expect(TourSchemas.names == ["app.schema.json", "scenario.schema.json", "tour.schema.json"])
        #expect(SchemaStage.problems.isEmpty, "\(SchemaStage.problems)")
        #expect(SchemaStage.app.schema != nil)
        #expect(SchemaStage.tour.schema != nil)
        #expect(SchemaStage.scenario.schema != nil)
    }
}
