import Foundation
import Testing
@testable import TourcCore

/// The editor schemas start from schemas/tour.schema.json with every annotation (descriptions,
/// examples), which the checker's compact embedding drops; this copy must equal the file.
/// `make generate` writes it (Sources/TourcCore/Emit/EditorSchema/Generated/EditorTourSchema.generated.swift),
/// and the test "Generated files" fails while it is stale.
@Suite struct EditorSchemaEmbeddingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func embeddedTextEqualsTheSchemaFile() throws {
        var schema = try String(contentsOf: Self.root.appendingPathComponent("schemas/tour.schema.json"), encoding: .utf8)
        while schema.hasSuffix("\n") { schema.removeLast() }
        #expect(EditorTourSchema.text == schema, "EditorTourSchema.generated.swift is stale: run `make generate`")
    }
}
