import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// Syntax errors point at the author's mistake, not where libyaml gave up. Each case marks with
/// `‸` the character the first (and only) diagnostic must point at.
@Suite struct SyntaxCauseTests {
    /// Loads `marked` without its `‸` and checks: exactly one diagnostic, of `code`, at the mark,
    /// whose message holds `words` and whose suggestions hold `suggestion` (when given).
    func expectCause(_ marked: String, _ code: DiagnosticCode, _ words: String, suggestion: String? = nil,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let text = marked.replacingOccurrences("‸", "")
        let before = marked[..<marked.firstRange(of: "‸")!.lowerBound]
        let line = before.split(separator: "\n", omittingEmptySubsequences: false).count
        let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.unicodeScalars.count ?? 0) + 1
        let (_, diagnostics) = loadYAML(text)
        #expect(onlyError(diagnostics) == "\(code.id) \(line):\(column)", "\(text)", sourceLocation: sourceLocation)
        #expect(diagnostics.first?.message.contains(words) == true, "\(diagnostics.first?.message ?? "")", sourceLocation: sourceLocation)
        if let suggestion {
            #expect(diagnostics.first?.suggestions.contains(suggestion) == true,
                    "\(diagnostics.first?.suggestions ?? [])", sourceLocation: sourceLocation)
        }
    }

    @Test func unclosedQuotePointsAtItsOpeningEvenWhenLibyamlFailsLater() {
        expectCause("steps:\n  - id: a\n    title: ‸\"Your Life\n    body: Hello\n  - id: b\n    title: \"Next\"\n",
                    YAMLCodes.unclosedQuote, "never closed", suggestion: "\"Your Life\"")
        expectCause("a: ‸'open\nb: 'x'\n", YAMLCodes.unclosedQuote, "never closed")
    }

    @Test func legitimateMultiLineStringIsNotBlamed() {
        // The quoted string spans two lines on purpose; the mistake is the tab further down.
        let (_, diagnostics) = loadYAML("a: \"one\n  two\"\nb:\n\t- x\n")
        #expect(diagnostics.first?.code != YAMLCodes.unclosedQuote)
    }

    @Test func apostropheInsideSingleQuotes() {
        expectCause("title: 'We‸'d love it'\nbody: x\n", YAMLCodes.syntaxError, "`''`",
                    suggestion: "\"We'd love it\"")
        expectCause("- 'Don‸'t: stop'\n", YAMLCodes.syntaxError, "apostrophe", suggestion: "'Don''t: stop'")
    }

    @Test func quoteInsideDoubleQuotes() {
        expectCause("d: \"say ‸\"hi\" now\"\ne: 1\n", YAMLCodes.syntaxError, "`\\\"`",
                    suggestion: "\"say \\\"hi\\\" now\"")
    }

    @Test func unclosedFlowCollections() {
        expectCause("keys: ‸[a, b\nnext: 1\n", YAMLCodes.syntaxError, "add `]`", suggestion: "[a, b]")
        expectCause("at: ‸{x: 0, y: 60\nnext: 1\n", YAMLCodes.syntaxError, "add `}`", suggestion: "{x: 0, y: 60}")
    }

    @Test func overIndentedKeyGluedOntoThePreviousValue() {
        expectCause("step:\n  title: You Are Here\n    ‸body: text\n", YAMLCodes.syntaxError, "indent it by 2 spaces, like `title`")
    }

    @Test func forgottenDashAndUnderIndentedKey() {
        expectCause("screens:\n  - id: grid\n    name: Grid\n  ‸id: settings\n    name: Settings\n",
                    YAMLCodes.syntaxError, "write `- id: settings`", suggestion: "- id: settings")
        expectCause("steps:\n  - id: a\n    title: A\n  ‸hint: Swipe\n", YAMLCodes.syntaxError, "indent it by 4")
        expectCause("haptics:\n  - event: entry\n  ‸-event: skip\n", YAMLCodes.syntaxError, "space after it",
                    suggestion: "- event: skip")
    }

    @Test func plainValuesThatStartWithAnIndicatorOrHoldAColon() {
        expectCause("hint: ‸*Tap* anywhere\n", YAMLCodes.syntaxError, "alias", suggestion: "\"*Tap* anywhere\"")
        expectCause("name: ‸& Friends\n", YAMLCodes.syntaxError, "anchor", suggestion: "\"& Friends\"")
        expectCause("label: ‸!Got it\n", YAMLCodes.unknownTag, "quotes", suggestion: "\"!Got it\"")
        expectCause("hint: Tip‸: long-press\n", YAMLCodes.syntaxError, "quotes", suggestion: "\"Tip: long-press\"")
        expectCause("name‸:Challenges\nid: x\n", YAMLCodes.syntaxError, "space after its `:`", suggestion: "name: Challenges")
    }

    @Test func cleanFilesAndHostileFilesStaySurvivable() {
        // Many suspicious lines before the error: the repair search is bounded.
        var text = ""
        for i in 0..<2000 { text += "k\(i): 'a''b' c'\n" }
        let (_, diagnostics) = loadYAML(text)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.span != nil)
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
