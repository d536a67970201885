import Testing
import TourcDiagnostics

@Suite struct HumanRendererTests {
    private func diagnostic(_ line: Int, _ start: Int, _ end: Int, file: String = "a.yaml") -> Diagnostic {
        Diagnostic(
            Fixtures.badValue, "problem",
            at: Fixtures.span(file, Fixtures.location(line, start, 0), Fixtures.location(line, end, 0)))
    }

    private func render(_ source: String, _ diagnostic: Diagnostic) -> [String] {
        let cache = SourceCache()
        cache.add("a.yaml", text: source)
        return HumanRenderer(sources: cache).render(diagnostic).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func firstLineIsTheEditorGrammar() {
        let lines = render("key: value\n", diagnostic(1, 6, 11))
        #expect(lines[0] == "a.yaml:1:6: error[TOUR3901]: problem")
    }

    @Test func underlineCoversTheRange() {
        let lines = render("key: value\n", diagnostic(1, 6, 11))
        #expect(lines[2] == "1 | key: value")
        #expect(lines[3] == "  |      ^^^^^")
    }

    @Test func emptyRangeGetsOneCaret() {
        let lines = render("key: value\n", diagnostic(1, 11, 11))
        #expect(lines[3] == "  |           ^")
    }

    @Test func tabsBecomeFourSpacesAndTheCaretFollows() {
        let lines = render("\tkey: v\n", diagnostic(1, 2, 5))
        #expect(lines[2] == "1 |     key: v")
        #expect(lines[3] == "  |     ^^^")
    }

    @Test func wideCharactersTakeTwoCells() {
        // Columns: 日=1 本=2 x=3. The caret under x sits after four cells.
        let lines = render("日本x\n", diagnostic(1, 3, 4))
        #expect(lines[3] == "  |     ^")
        let emoji = render("🚀🚀 go\n", diagnostic(1, 1, 3))
        #expect(emoji[3] == "  | ^^^^")
    }

    @Test func combiningMarksTakeNoCell() {
        // "e" + U+0301 is two scalars (two columns) but one cell.
        let lines = render("e\u{301}x\n", diagnostic(1, 3, 4))
        #expect(lines[3] == "  |  ^")
    }

    @Test func controlCharactersInTheSourceAreMadeVisible() {
        let lines = render("a\u{1B}[31mb\n", diagnostic(1, 1, 2))
        #expect(!lines[2].contains("\u{1B}"))
        #expect(lines[2].contains("\u{241B}"))
    }

    @Test func controlCharactersInMessagesAreEscaped() {
        let d = Diagnostic(Fixtures.badValue, "key `\u{1B}[2J` and \u{202E}", at: nil)
        let text = HumanRenderer().render(d)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{202E}"))
        #expect(text.contains("\\u{1B}[2J"))
    }

    @Test func longLinesAreCutAroundTheRange() {
        let line = String(repeating: "a", count: 5000) + "TARGET" + String(repeating: "b", count: 5000)
        let lines = render(line + "\n", diagnostic(1, 5001, 5007))
        #expect(lines[2].count < 130)
        #expect(lines[2].hasPrefix("1 | …"))
        #expect(lines[2].hasSuffix("…"))
        let caretLine = lines[3]
        let caretColumn = caretLine.distance(from: caretLine.startIndex, to: caretLine.firstIndex(of: "^")!)
        let targetColumn = lines[2].distance(from: lines[2].startIndex, to: lines[2].range(of: "TARGET")!.lowerBound)
        #expect(caretColumn == targetColumn)
    }

    @Test func multiLineRangeSaysWhereItEnds() {
        let d = Diagnostic(
            Fixtures.badValue, "spans",
            at: Fixtures.span("a.yaml", Fixtures.location(1, 3, 2), Fixtures.location(2, 2, 6)))
        let lines = render("a: b\nc: d\n", d)
        #expect(lines[3] == "  |   ^^ …continues to line 2")
    }

    @Test func crlfLinesShowWithoutTheCarriageReturn() {
        let lines = render("a: b\r\nc: d\r\n", diagnostic(2, 1, 2))
        #expect(lines[2] == "2 | c: d")
    }

    @Test func aPositionPastTheLastLineStillRenders() {
        let lines = render("a: b\n", diagnostic(9, 1, 2))
        #expect(lines[0] == "a.yaml:9:1: error[TOUR3901]: problem")
        #expect(lines.count == 2)
    }

    @Test func didYouMeanWording() {
        #expect(HumanRenderer.didYouMean(["a"]) == "did you mean `a`?")
        #expect(HumanRenderer.didYouMean(["a", "b", "c"]) == "did you mean `a`, `b` or `c`?")
    }

    @Test func summaryLine() {
        let diagnostics = Fixtures.diagnostics
        #expect(DiagnosticSummary.text(for: diagnostics) == "4 errors, 1 warning in 2 files")
        #expect(DiagnosticSummary.text(for: [], filesChecked: 1) == "no problems (1 file checked)")
        #expect(DiagnosticSummary.text(for: Array(diagnostics.prefix(1)), filesChecked: 3, stoppedAt: 1)
            == "1 error in 1 file (3 files checked); stopped after 1 error (--max-errors 1)")
    }
}
