import Foundation
import Testing
@testable import TourcCore

/// The editor schemas start from schemas/tour.schema.json with every annotation (descriptions,
/// examples), which the checker's compact embedding drops; this copy must equal the file.
/// Regenerate: `make schemas-embed` (or TOURC_RECORD=1 swift test --filter EditorSchemaEmbeddingTests).
@Suite struct EditorSchemaEmbeddingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let generated = root.appendingPathComponent("Sources/TourcCore/EditorSchema/Generated/EditorTourSchema.generated.swift")

    static func source(for schema: String) -> String {
        """
        // GENERATED from schemas/tour.schema.json by EditorSchemaEmbeddingTests. Do not edit.
        // Regenerate: make schemas-embed

        /// The tour schema as written, annotations included, for the per-app editor schemas
        /// (`AppTourSchema`): editors show its descriptions while completing.
        enum EditorTourSchema {
            static let text = ##\"\"\"
        \(schema)
        \"\"\"##
        }

        """
    }

    @Test func embeddedTextEqualsTheSchemaFile() throws {
        var schema = try String(contentsOf: Self.root.appendingPathComponent("schemas/tour.schema.json"), encoding: .utf8)
        while schema.hasSuffix("\n") { schema.removeLast() }
        let expected = Self.source(for: schema)
        if ProcessInfo.processInfo.environment["TOURC_RECORD"] != nil {
            try expected.write(to: Self.generated, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.generated, encoding: .utf8)
        #expect(committed == expected, "EditorTourSchema.generated.swift is stale: run `make schemas-embed`")
        #expect(EditorTourSchema.text == schema)
    }
}
