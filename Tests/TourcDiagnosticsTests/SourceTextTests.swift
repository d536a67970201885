import Testing
import TourcDiagnostics

@Suite struct SourceTextTests {
    @Test func linesWithLFAndCRLF() {
        let text = SourceText("a\r\nbé\nc")
        #expect(text.lineCount == 3)
        #expect(text.line(1) == "a")
        #expect(text.line(2) == "bé")
        #expect(text.line(3) == "c")
        #expect(text.line(4) == nil)
        #expect(text.line(0) == nil)
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let text = SourceText(bytes: [0x61, 0xFF, 0x62])
        #expect(text.line(1) == "a\u{FFFD}b")
    }

    @Test func cacheReadsThroughItsReaderOnce() {
        let cache = SourceCache { path in path == "x.yaml" ? Array("k: v\n".utf8) : nil }
        #expect(cache.source(for: "x.yaml")?.line(1) == "k: v")
        #expect(cache.source(for: "missing.yaml") == nil)
        cache.add("y.yaml", text: "added")
        #expect(cache.source(for: "y.yaml")?.line(1) == "added")
    }
}
