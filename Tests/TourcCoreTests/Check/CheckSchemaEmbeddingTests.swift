import Foundation
@testable import JSONSchema
import Testing
@testable import TourcCore
import YAMLLoader

/// The tour language's schemas are embedded as raw string literals in
/// Sources/TourcCore/Check/Schema/Generated/TourSchemas.generated.swift, generated from `schemas/*.json`
/// as compact JSON without editor-only annotations (`SchemaCompactor`: every `tourc check` parses
/// this text, and the prose is most of it), with a compiled snapshot of each. `make generate`
/// writes the file (`SchemaEmbeds`) and the test "Generated files" fails while it is stale; these
/// tests hold what the file holds to what tourc compiles at run time.
@Suite struct CheckSchemaEmbeddingTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Compacting keeps everything evaluation reads: the compiled program of the compact text
    /// equals the original's node for node (keywords, locations, anchors), except that dropped
    /// annotations leave nothing behind.
    @Test func compactTextCompilesToTheSameProgram() throws {
        for name in ["app.schema.json", "tour.schema.json", "tourc-config.schema.json"] {
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
        for name in ["app.schema.json", "tour.schema.json", "tourc-config.schema.json"] {
            let text = try #require(TourSchemas.document(name))
            let compiled = try #require(SchemaStage.Embedded.compile(name: name, text: text).0)
            let snapshot = try #require(TourSchemas.snapshot(name))
            let read = try #require(CompiledSchema(snapshotText: snapshot))
            #expect(read.programDescription == compiled.programDescription)
        }
    }

    @Test func everySchemaCompilesWithoutProblems() throws {
        #expect(TourSchemas.names == ["app.schema.json", "scenario.schema.json", "tour.schema.json", "tourc-config.schema.json"])
        #expect(SchemaStage.problems.isEmpty, "\(SchemaStage.problems)")
        #expect(SchemaStage.app.schema != nil)
        #expect(SchemaStage.tour.schema != nil)
        #expect(SchemaStage.scenario.schema != nil)
    }
}

/// Issue 21, item 7: reading tourc.yml at start-up costs no schema compilation (the snapshot)
/// and no ICU regular expression: every pattern of the config schema takes the byte-level path.
/// A pattern ICU had to compile cost 7.9M instructions, most of `check` with a tourc.yml.
@Suite struct ConfigSchemaStartUpTests {
    static func patterns(_ node: YAMLNode) -> [String] {
        var found: [String] = []
        for pair in node.pairs ?? [] {
            if pair.key.string == "pattern", let p = pair.value.string { found.append(p) }
            found += patterns(pair.value)
        }
        for item in node.items ?? [] { found += patterns(item) }
        return found
    }

    @Test func theConfigSchemaIsEmbeddedAsASnapshotAndNeedsNoICU() throws {
        let snapshot = try #require(TourSchemas.snapshot("tourc-config.schema.json"))
        #expect(CompiledSchema(snapshotText: snapshot) != nil)
        let found = Self.patterns(try JSONParser.parse(ConfigSchema.text))
        #expect(found.count == 3)  // swift.typeName, severity codes, localization.required tags
        for pattern in found { #expect(try SchemaRegex(pattern).usesFastPath, "\(pattern)") }
    }
}
