import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// Positions: 1-based line, Unicode-scalar column, 0-based byte offset.
@Suite struct LocationTests {
    @Test func multiByteCharactersCountOneColumnEach() throws {
        let node = try #require(root("é: 🚀x\nkey: 日本語\n"))
        let pairs = try #require(node.pairs)
        #expect(lc(pairs[0].key.range) == "1:1-1:2")
        #expect(pairs[0].key.range.start.offset == 0 && pairs[0].key.range.end.offset == 2)
        #expect(lc(pairs[0].value.range) == "1:4-1:6")
        #expect(pairs[0].value.range.start.offset == 4 && pairs[0].value.range.end.offset == 9)
        #expect(lc(pairs[1].key.range) == "2:1-2:4")
        #expect(pairs[1].key.range.start.offset == 10)
        #expect(lc(pairs[1].value.range) == "2:6-2:9")
        #expect(pairs[1].value.range.start.offset == 15 && pairs[1].value.range.end.offset == 24)
        #expect(lc(node.range) == "1:1-2:9")
    }

    @Test func crlfLineEndings() throws {
        let text = "a: 1\r\nb:\r\n  - x\r\n  - \"é\"\r\nc: {d: [1, 2]}\r\n"
        let node = try #require(root(text))
        #expect(lc(try #require(node.pair(forKey: "b")).key.range) == "2:1-2:2")
        let items = try #require(node["b"]?.items)
        #expect(lc(items[0].range) == "3:5-3:6")
        #expect(items[0].range.start.offset == 14)
        #expect(lc(items[1].range) == "4:5-4:8")
        #expect(items[1].range.start.offset == 21)
        #expect(items[1].range.end.offset == 25)
        #expect(lc(try #require(node["c"]).range) == "5:4-5:15")
        #expect(lc(try #require(node["b"]).range) == "3:3-4:8")
    }

    @Test func loneCarriageReturnsBreakLines() throws {
        let node = try #require(root("a: 1\rb: é\rc: 3"))
        #expect(lc(try #require(node.pair(forKey: "c")).key.range) == "3:1-3:2")
        #expect(node["b"]?.string == "é")
    }

    @Test func utf8ByteOrderMarkIsSkippedButCountedInOffsets() throws {
        let ascii = try #require(root("\u{FEFF}a: 1\nb: 2\n"))
        let a = try #require(ascii.pair(forKey: "a"))
        #expect(lc(a.key.range) == "1:1-1:2" && a.key.range.start.offset == 3)
        let b = try #require(ascii.pair(forKey: "b"))
        #expect(lc(b.value.range) == "2:4-2:5" && b.value.range.start.offset == 11)

        let unicode = try #require(root("\u{FEFF}ü: ö\nb: 2\n"))
        let u = try #require(unicode.pairs?.first)
        #expect(lc(u.value.range) == "1:4-1:5" && u.value.range.start.offset == 7)
        #expect(unicode["b"]?.scalar?.value == .number(.int(2)))
        #expect(unicode.pair(forKey: "b")?.key.range.start.offset == 10)
    }

    /// The ASCII fast path (libyaml's own marks) and the walking path agree: the same text with a
    /// trailing non-ASCII comment takes the walking path.
    @Test func asciiFastPathMatchesWalkingPath() throws {
        let text = """
            # comment
            tour:
              id: "welcome"   # trailing
              steps:
                - {id: a, body: 'it''s', n: [1, 2, {x: y}]}
                - id: b
                  body: |
                    line one

                    line three
                - ? complex key
                  : value
              empty:
              list:
              - x
            other: >
              folded
              text
            """
        func ranges(_ node: YAMLNode) -> [String] {
            var out = [lc(node.range) + "@\(node.range.start.offset)-\(node.range.end.offset)"]
            if let items = node.items { for i in items { out += ranges(i) } }
            if let pairs = node.pairs { for p in pairs { out += ranges(p.key) + ranges(p.value) } }
            return out
        }
        let fast = try #require(root(text + "\n"))
        let walked = try #require(root(text + "\n# é\n"))
        #expect(ranges(fast) == ranges(walked))
        #expect(ranges(fast).count > 30)
    }

    @Test func blockScalarsEndAtTheirLastCharacter() throws {
        let node = try #require(root("a: |\n  one\n  two\n\n\nb: >-\n  x\n"))
        #expect(lc(try #require(node["a"]).range) == "1:4-3:6")
        #expect(lc(try #require(node["b"]).range) == "6:4-7:4")
    }

    @Test func emptyValuesSitAfterTheirIndicator() throws {
        let node = try #require(root("a:\nb: 1\nc:\n  -\n  - x\n"))
        #expect(lc(try #require(node["a"]).range) == "1:3-1:3")
        #expect(node["a"]?.scalar?.value == .null)
        #expect(lc(try #require(node["c"]?.items?.first).range) == "4:4-4:4")
    }

    @Test func unusualLineBreaksDoNotCountAsLines() throws {
        // libyaml (YAML 1.1) breaks lines at U+2028; editors and our renderers do not.
        let node = try #require(root("a: \"x\u{2028}y\"\nb: 1\n"))
        #expect(lc(try #require(node.pair(forKey: "b")).key.range) == "2:1-2:2")
        #expect(lc(try #require(node["a"]).range) == "1:4-1:9")
    }

    @Test func sequencesAndFlowCollections() throws {
        let node = try #require(root("- [a, b]\n- {k: v}\n- plain\n"))
        let items = try #require(node.items)
        #expect(lc(items[0].range) == "1:3-1:9")
        #expect(lc(items[1].range) == "2:3-2:9")
        #expect(lc(items[2].range) == "3:3-3:8")
        #expect(lc(node.range) == "1:1-3:8")
    }

    @Test func aliasCopiesCarryTheAnchorsRange() throws {
        let node = try #require(root("a: &x {k: v}\nb: *x\n"))
        #expect(lc(try #require(node["b"]).range) == "1:4-1:13")
        #expect(node["b"]?["k"]?.string == "v")
    }
}

extension LocationTests {
    @Test func diagnosticsInCRLFAndBOMFiles() {
        let (_, duplicate) = loadYAML("a: 1\r\nb: 2\r\na: 3\r\n")
        #expect(onlyError(duplicate) == "TOUR1008 3:1")
        let (_, tab) = loadYAML("\u{FEFF}a:\r\n\tb: 1\r\n")
        #expect(onlyError(tab) == "TOUR1005 2:1")
        #expect(tab.first?.span?.range.start.offset == 7)
        let (_, quote) = loadYAML("\u{FEFF}é: ok\r\nb: \"open\r\n")
        #expect(onlyError(quote) == "TOUR1007 2:4")
        #expect(quote.first?.span?.range.start.offset == 14)
        let (_, utf8) = loadYAML(Array("\u{FEFF}a: 1\r\nb: ".utf8) + [0xFF])
        #expect(onlyError(utf8) == "TOUR1002 2:4")
        #expect(utf8.first?.span?.range.start.offset == 12)
    }
}

/// Positions after long ASCII runs (the position walk skips them eight bytes at a time) and
/// escaped characters that look like surrogates but are not.
@Suite struct FastPathLocationTests {
    @Test func longASCIIRunsInNonASCIIFiles() throws {
        let long = String(repeating: "abcdefgh ", count: 7) + "é"
        let text = "k: \"\(long)\"\nnext: 日本 \(long)\r\nlast: |\n  \(long)\n  \(long)\n\nz: 1\n"
        let node = try #require(root(text))
        let pairs = try #require(node.pairs)
        #expect(lc(pairs[0].value.range) == "1:4-1:\(4 + long.unicodeScalars.count + 2)")
        #expect(lc(pairs[1].key.range) == "2:1-2:5")
        #expect(pairs[1].key.range.start.offset == 3 + long.utf8.count + 3)
        #expect(lc(pairs[1].value.range) == "2:7-2:\(7 + 3 + long.unicodeScalars.count)")
        // A block scalar ends after its last non-blank character.
        #expect(lc(pairs[2].value.range) == "3:7-5:\(3 + long.unicodeScalars.count)")
        #expect(lc(pairs[3].key.range) == "7:1-7:2")
        #expect(pairs[3].key.range.start.offset == text.utf8.count - 5)
    }

    @Test func escapedHangulIsNotASurrogatePair() throws {
        let bytes = Array(#"a: "\uD558\uB294"  # 하는"#.utf8) + Array("\nb: \"\\uD83D\\uDE80\"\n".utf8)
        func mayContain(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { SurrogateRewriter.mayContainSurrogateEscape($0) }
        }
        #expect(!mayContain(#"x: "\uD558\uB294 \uD7FF\uDC00""#))
        #expect(mayContain(#"x: "\uD83D\uDE80""#))
        let (documents, diagnostics) = loadYAML(bytes)
        #expect(diagnostics.isEmpty)
        let node = try #require(documents.first?.root)
        #expect(node["a"]?.string == "하는")
        #expect(node["b"]?.string == "🚀")
        #expect(lc(try #require(node.pair(forKey: "b")).key.range) == "2:1-2:2")
    }
}
