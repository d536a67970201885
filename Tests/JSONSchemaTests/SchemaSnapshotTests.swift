import Testing
import YAMLLoader
@testable import JSONSchema

/// Compacting and snapshotting, the two build-time steps behind tourc's embedded schemas.
@Suite struct SchemaSnapshotTests {
    static let schemaText = #"""
    {"$id":"https://example.com/s.json","title":"T","description":"d","type":"object",
     "properties":{"description":{"type":"string","description":"x","pattern":"^[a-z]+$"},
                   "n":{"type":"number","maximum":1e400,"multipleOf":0.5}},
     "patternProperties":{"^x-":true},"additionalProperties":false,
     "const":{"description":"kept"},"enum":[{"title":"kept"}],"x-custom":{"description":"kept"},
     "examples":[1],"markdownDescription":"m","$defs":{"a":{"$ref":"#"}}}
    """#

    @Test func compactingDropsOnlyAnnotationsInSchemaPositions() throws {
        let schema = try JSONParser.parse(Self.schemaText)
        #expect(SchemaCompactor.compactText(schema) == #"""
        {"$id":"https://example.com/s.json","type":"object","properties":{"description":{"type":"string","pattern":"^[a-z]+$"},"n":{"type":"number","maximum":1e400,"multipleOf":0.5}},"patternProperties":{"^x-":true},"additionalProperties":false,"const":{"description":"kept"},"enum":[{"title":"kept"}],"x-custom":{"description":"kept"},"$defs":{"a":{"$ref":"#"}}}
        """#)
    }

    static func compiled() throws -> CompiledSchema {
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(Self.schemaText), uri: "https://example.com/s.json")
        return try #require(registry.compile("https://example.com/s.json").0)
    }

    @Test func snapshotReadsBackAsTheSameProgram() throws {
        let schema = try Self.compiled()
        let text = schema.snapshotText()
        let read = try #require(CompiledSchema(snapshotText: text))
        #expect(read.programDescription == schema.programDescription)
        // Wrapped text (as embedded) reads the same.
        var wrapped = ""
        for (i, c) in text.enumerated() {
            if i > 0, i % 120 == 0 { wrapped += "\n" }
            wrapped.append(c)
        }
        #expect(CompiledSchema(snapshotText: wrapped)?.programDescription == schema.programDescription)
    }

    @Test func damagedSnapshotsAreRefusedNotTrusted() throws {
        let bytes = try Self.compiled().snapshot()
        #expect(CompiledSchema(snapshot: []) == nil)
        var wrongVersion = bytes
        wrongVersion[0] &+= 1
        #expect(CompiledSchema(snapshot: wrongVersion) == nil)
        // Every truncation fails cleanly (a prefix is never a whole program).
        for n in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            #expect(CompiledSchema(snapshot: Array(bytes[..<n])) == nil)
        }
        #expect(CompiledSchema(snapshot: bytes + [0]) == nil)
        #expect(CompiledSchema(snapshotText: "not base64!") == nil)
    }

    @Test func base64RoundTrips() {
        for n in 0..<8 {
            let bytes = (0..<n * 37).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) }
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        #expect(Base64.encode(Array("Man".utf8)) == "TWFu")
        #expect(Base64.encode(Array("Ma".utf8)) == "TWE=")
    }

    /// Line breaks anywhere (inside a group of four too), padding, and bad characters: the fast
    /// path over whole groups and the one-character path agree.
    @Test func base64DecodesWrappedTextAndRejectsBadText() {
        let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 3) }
        let text = Base64.encode(bytes)
        for width in [1, 3, 4, 5, 7, 76] {
            var wrapped = ""
            for (i, c) in text.enumerated() {
                if i > 0, i % width == 0 { wrapped.append("\n") }
                wrapped.append(c)
            }
            #expect(Base64.decode(wrapped + "\n") == bytes, "width \(width)")
        }
        #expect(Base64.decode("TWFu\nTWE=") == Array("ManMa".utf8))
        #expect(Base64.decode("TW\nFu") == Array("Man".utf8))
        #expect(Base64.decode("TWFu!WFu") == nil)
        #expect(Base64.decode("TWE=TWFu") == nil)
        #expect(Base64.decode("TW===") == nil)
    }
}
