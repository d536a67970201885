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

/// The diff that golden-file failures print.
@Suite struct LineDiffTests {
    @Test func showsChangedLinesWithContext() {
        let diff = LineDiff.render(expected: "a\nb\nc\nd\ne\nf\ng", actual: "a\nb\nc\nX\ne\nf\ng", context: 1)
        #expect(diff == "  c\n- d\n+ X\n  e")
    }

    @Test func separatesDistantHunks() {
        let diff = LineDiff.render(expected: "1\n2\n3\n4\n5\n6\n7", actual: "0\n2\n3\n4\n5\n6\n8", context: 1)
        #expect(diff == "- 1\n+ 0\n  2\n@@\n  6\n- 7\n+ 8")
    }
}

extension SourceTextTests {
    @Test func byteOrderMarkIsNotPartOfTheFirstLine() {
        let text = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2".utf8))
        #expect(text.line(1) == "a: 1")
        #expect(text.line(2) == "b: 2")
        #expect(SourceText(bytes: [0xEF, 0xBB, 0xBF]).line(1) == "")
    }
}
