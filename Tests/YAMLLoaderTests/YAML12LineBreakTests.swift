import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// NEL (U+0085), LS (U+2028) and PS (U+2029) are ordinary characters under YAML 1.2: kept exactly
/// in every scalar style and in keys, with positions that do not count them as line breaks
/// (`LineBreakPlaceholders`, docs/yaml.md).
@Suite("YAML 1.2 line breaks")
struct YAML12LineBreakTests {
    static let breaks = ["\u{85}", "\u{2028}", "\u{2029}"]

    /// The value of `key` in the single document's root mapping.
    private func value(_ text: String, _ key: String = "v") throws -> YAMLNode {
        let (documents, diagnostics) = loadYAML(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let root = try #require(documents.first?.root)
        return try #require(root[key])
    }

    @Test(arguments: breaks)
    func plainScalarsKeepThemAndTheSpacesAfterThem(_ br: String) throws {
        #expect(try value("v: x\(br)  y\n").string == "x\(br)  y")
        #expect(try value("v: Line one\(br)continued\n").string == "Line one\(br)continued")
        #expect(try value("v: \(br)lead\n").string == "\(br)lead")
        #expect(try value("v: [a\(br)b, c]\n").items?.map(\.string) == ["a\(br)b", "c"])
    }

    @Test(arguments: breaks)
    func quotedScalarsKeepThem(_ br: String) throws {
        #expect(try value("v: 's\(br)  t'\n").string == "s\(br)  t")
        #expect(try value("v: \"q\(br)  r\"\n").string == "q\(br)  r")
        // Escapes still mean what they say, beside a raw one.
        #expect(try value("v: \"\\N\\L\\P\(br)\"\n").string == "\u{85}\u{2028}\u{2029}\(br)")
    }

    @Test(arguments: breaks)
    func blockScalarsKeepThemAndTheSpacesAfterThem(_ br: String) throws {
        #expect(try value("v: |\n  a\(br)  b\n  next\n").string == "a\(br)  b\nnext\n")
        #expect(try value("v: >\n  fold\(br)  x\n  more\n").string == "fold\(br)  x more\n")
    }

    @Test(arguments: breaks)
    func keysKeepThem(_ br: String) throws {
        #expect(try value("k\(br)ey: v\n", "k\(br)ey").string == "v")
        #expect(try value("\"k\(br)\": v\n", "k\(br)").string == "v")
    }

    @Test(arguments: breaks)
    func positionsDoNotCountThemAsLineBreaks(_ br: String) throws {
        let (documents, diagnostics) = loadYAML("a: x\(br)y\nb: \(br)\(br) z\nc: |\n  p\(br)q\nd: 1\n")
        #expect(diagnostics.isEmpty)
        let root = try #require(documents.first?.root)
        let width = br.utf8.count
        #expect(lc(try #require(root["a"]).range) == "1:4-1:7")
        #expect(try #require(root["a"]).range.end.offset == 5 + width)
        let b = try #require(root["b"])
        #expect(lc(b.range) == "2:4-2:8")
        #expect(b.range.start.offset == 9 + width)
        #expect(lc(try #require(root.pair(forKey: "c")).key.range.start) == "3:1")
        #expect(lc(try #require(root.pair(forKey: "d")).key.range.start) == "5:1")
        #expect(lc(try #require(root["d"]).range.start) == "5:4")
    }

    /// A file already using the characters placeholders would take, as text or as escapes,
    /// keeps them too: others are chosen.
    @Test func charactersAFileUsesAreNeverPlaceholders() throws {
        let text = "a: \u{7FF}\u{F8FF}\u{F8FE}\u{85}\u{2028}\u{2029}\nb: \"\\u07FE\\uF8FD\\U0000F8FC\"\nc: \u{85}\u{2028}\u{2029}\n"
        #expect(try value(text, "a").string == "\u{7FF}\u{F8FF}\u{F8FE}\u{85}\u{2028}\u{2029}")
        #expect(try value(text, "b").string == "\u{7FE}\u{F8FD}\u{F8FC}")
        #expect(try value(text, "c").string == "\u{85}\u{2028}\u{2029}")
    }

    /// The quick load (libyaml's positions as they are) reads the same values.
    @Test(arguments: breaks)
    func theQuickLoadReadsTheSameValues(_ br: String) throws {
        let bytes = Array("v: x\(br)  y\nw: |\n  a\(br)  b\n".utf8)
        var exact = DiagnosticCollector(), quick = DiagnosticCollector()
        let a = YAMLLoader.load(bytes, file: "t.yaml", diagnostics: &exact)
        let b = bytes.withUnsafeBufferPointer { YAMLLoader.loadWithApproximatePositions($0, file: "t.yaml", diagnostics: &quick) }
        #expect(exact.diagnostics.isEmpty && quick.diagnostics.isEmpty)
        #expect(a.map(\.root.plain) == b.map(\.root.plain))
        #expect(a.first?.root["v"]?.string == "x\(br)  y")
    }

    /// A file without them is read as it is (no placeholders, no copy).
    @Test func aFileWithoutThemNeedsNoPlaceholders() {
        let bytes = Array("a: é — “x” \u{2027}\u{202A}\u{C5}\n".utf8)
        #expect(bytes.withUnsafeBufferPointer { LineBreakPlaceholders($0) } == nil)
    }
}
