import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// The tree builder attaches a node on one of several paths: a sequence item, a key (which waits
/// on the node stack for its value), a value in a small mapping (linear duplicate check), and the
/// rare ones (merge keys, mappings past the linear-scan limit with their key table). These pin each
/// path and the boundaries between them.
@Suite struct TreeBuilderAttachTests {
    /// Keys whose values are collections: each key waits below its value's children and must
    /// come back paired with the right value.
    @Test func keysWaitUnderNestedValues() throws {
        let text = "a:\n  - [1, 2]\n  - {x: [3]}\nb: {c: {d: [4, {e: 5}]}}\nf: 6\n"
        let (documents, diagnostics) = loadYAML(text)
        #expect(diagnostics.isEmpty)
        let root = try #require(documents.first?.root)
        #expect(root.pairs?.map { $0.key.stringKey } == ["a", "b", "f"])
        #expect(root["a"]?.items?.count == 2)
        #expect(root["a"]?.items?[1]["x"]?.items?.first?.scalar?.value == .number(.int(3)))
        #expect(root["b"]?["c"]?["d"]?.items?[1]["e"]?.scalar?.value == .number(.int(5)))
        #expect(root["f"]?.scalar?.value == .number(.int(6)))
    }

    /// A collection key is reported and its entry dropped; the keys after it still pair up.
    @Test func nonScalarKeyWithCollectionValue() throws {
        let (documents, diagnostics) = loadYAML("? [a]\n: {b: 1}\nc: [2]\nd: 3\n")
        #expect(onlyError(diagnostics) == "TOUR1009 1:3")
        let root = try #require(documents.first?.root)
        #expect(root.pairs?.map { $0.key.stringKey } == ["c", "d"])
        #expect(root["c"]?.items?.count == 1)
    }

    /// Duplicates found at every position around the linear-scan limit (16 pairs), where the
    /// builder switches from comparing keys in place to its key table.
    @Test(arguments: [1, 15, 16, 17, 40])
    func duplicateAroundTheScanLimit(keys: Int) throws {
        var text = ""
        for i in 0..<keys { text += "k\(i): \(i)\n" }
        text += "k0: again\n"
        let (documents, diagnostics) = loadYAML(text)
        #expect(onlyError(diagnostics) == "TOUR1008 \(keys + 1):1")
        let label = try #require(diagnostics.first?.labels.first)
        #expect(lc(label.span.range.start) == "1:1")
        let root = try #require(documents.first?.root)
        #expect(root.pairs?.count == keys)
        #expect(root["k0"]?.scalar?.value == .number(.int(0)))
    }

    /// A merge key in a mapping past the scan limit: explicit keys still win, a second `<<` is a
    /// duplicate, and a quoted `"<<"` stays an ordinary key.
    @Test func mergeKeyInALargeMapping() throws {
        var text = "base: &b {dim: 1, pad: 2}\nm:\n"
        for i in 0..<20 { text += "  k\(i): \(i)\n" }
        text += "  <<: *b\n  \"<<\": quoted\n  <<: *b\n  pad: 9\n"
        let (documents, diagnostics) = loadYAML(text)
        #expect(onlyError(diagnostics) == "TOUR1008 25:3")
        let m = try #require(documents.first?.root["m"])
        #expect(m.pairs?.count == 23)  // k0…k19, `dim` merged, `"<<"`, `pad`
        #expect(m["dim"]?.scalar?.value == .number(.int(1)))
        #expect(m["pad"]?.scalar?.value == .number(.int(9)))
        #expect(m["<<"]?.string == "quoted")
    }
}
