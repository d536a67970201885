import Testing
import TourcDiagnostics
@testable import TourcCore

/// `# tourc:accept` comments (issue 26, item 3): a named warning accepted on one line or in one
/// file with a reason, an error when the comment accepts nothing or cannot be read.
@Suite struct CheckAcceptanceTests {
    typealias F = CheckFixtures

    /// A real product text over the 200-character sheet body budget.
    static let longBody = "Bitwarden keeps every password, passkey and card in one encrypted vault. Turn on autofill to sign in to apps and sites with one tap, and unlock with Face ID instead of typing your master password every time."

    static func tour(_ body: String) -> [String: String] {
        F.app(tour: F.tour(steps: body))
    }

    @Test func aWarningAcceptedOnTheLineAboveIsMarkedWithItsReason() throws {
        let fixture = try CheckFixture(Self.tour("""
              - id: welcome
                type: page
                title: Welcome
                # tourc:accept TOUR3501 -- approved copy, checked on an iPhone SE at the largest text size
                body: \(Self.longBody)
            """))
        let found = fixture.check()
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.code == LanguageCodes.textTooLong)
        #expect(found.first?.acceptance == "approved copy, checked on an iPhone SE at the largest text size")
    }

    @Test func aTrailingCommentAcceptsItsOwnLine() throws {
        let fixture = try CheckFixture(Self.tour("""
              - id: welcome
                type: page
                title: Welcome
                body: \(Self.longBody)  # tourc:accept TOUR3501 -- approved copy
            """))
        let found = fixture.check()
        #expect(found.map(\.acceptance) == ["approved copy"])
    }

    @Test func aFileAcceptanceCoversEveryLineOfTheTour() throws {
        let fixture = try CheckFixture(Self.tour("""
              - id: welcome
                type: page
                title: Welcome
                body: \(Self.longBody)
              - id: again
                type: page
                title: Again
                body: \(Self.longBody)
            """).mapValues { $0.hasPrefix("id: intro") ? "# tourc:accept-file TOUR3501 -- legal copy, wording fixed by counsel\n" + $0 : $0 })
        let found = fixture.check()
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.acceptance == "legal copy, wording fixed by counsel" })
    }

    @Test func anAcceptanceThatCoversNothingIsAnError() throws {
        try expectDiagnostics(AcceptanceCodes.acceptsNothing, Self.tour("""
              - id: welcome
                type: page
                title: Welcome
                1️⃣# tourc:accept TOUR3501 -- the text was shortened since
                body: Short now.
            """))
    }

    @Test func acceptingTwoCodesReportsTheOneThatCoversNothing() throws {
        let found = try expectDiagnostics(AcceptanceCodes.acceptsNothing, Self.tour("""
              - id: welcome
                type: page
                title: Welcome
                1️⃣# tourc:accept TOUR3501, TOUR3502 -- approved copy
                body: \(Self.longBody)
            """))
        #expect(found.first?.message.contains("TOUR3502") == true)
    }

    /// An error in app.yaml stops the tours' checks: their warnings are missing, not fixed, so an
    /// acceptance there is not called stale (a new author removed two right comments on that).
    @Test func anErrorInTheAppFolderKeepsAcceptancesQuiet() throws {
        var files = Self.tour("""
              - id: welcome
                type: page
                title: Welcome
                # tourc:accept TOUR3501 -- approved copy
                body: \(Self.longBody)
            """)
        files["demo/app.yaml"] = F.registry.replacingOccurrences(of: "name: Demo", with: "name: Demo\ndescription: Note: unquoted")
        let found = try CheckFixture(files).check()
        #expect(found.contains { $0.severity == .error && $0.code != AcceptanceCodes.acceptsNothing }, "\(found.map(\.code.id))")
        #expect(!found.contains { $0.code == AcceptanceCodes.acceptsNothing }, "\(found.map(\.message))")
    }

    @Test(arguments: [
        ("# tourc:accept TOUR3501", "reason after `--`"),
        ("# tourc:accept TOUR3501 --   ", "the reason after `--` is empty"),
        ("# tourc:accept TOUR3510 -- approved copy", "`TOUR3510` is not a diagnostic code"),
        ("# tourc:accept TOUR2003 -- approved copy", "only warnings can be accepted"),
        ("# tourc:acept TOUR3501 -- approved copy", "not an instruction tourc knows"),
        ("# tourc:accept -- approved copy", "name the warning to accept"),
    ])
    func aMalformedCommentIsLocated(comment: String, says: String) throws {
        let found = try expectDiagnostics(AcceptanceCodes.malformed, Self.tour("""
              - id: welcome
                type: page
                title: Welcome
                1️⃣\(comment)
                body: Short.
            """))
        #expect(found.first?.message.contains(says) == true, "\(found.map(\.message))")
    }

    @Test func theQuickScanFindsOnlyACommentMarker() {
        let marker = Array("tourc:".utf8)
        #expect(InlineAcceptance.contains(Array("a: 1\n#  tourc:accept X -- y\n".utf8), marker))
        #expect(InlineAcceptance.contains(Array("color: '#FFF'\n# tourc:".utf8), marker))
        #expect(!InlineAcceptance.contains(Array("title: tourc: the tool\n# a note".utf8), marker))
        #expect(!InlineAcceptance.contains(Array("#".utf8), marker))
        #expect(!InlineAcceptance.contains([], marker))
    }

    /// The scan splits bytes into lines where libyaml does, so that its line numbers are the
    /// diagnostics' lines: `\r\n` is one break, `\r` alone and YAML 1.1's NEL, LS and PS are
    /// breaks too, and invalid UTF-8 does not shift anything.
    @Test(arguments: [
        ("", [""]), ("\n", ["", ""]), ("a\n\nb", ["a", "", "b"]), ("a\nb\n", ["a", "b", ""]),
        ("a\r\nb\rc\nd", ["a", "b", "c", "d"]), ("\r\n\n\r", ["", "", "", ""]),
        ("é # x\n一 # tourc:accept\n", ["é # x", "一 # tourc:accept", ""]),
        ("a\u{85}b\u{2028}c\u{2029}d\ne", ["a", "b", "c", "d", "e"]),
    ])
    func linesAreLibyamlsLines(_ text: String, lines: [String]) {
        let bytes = Array(text.utf8)
        #expect(InlineAcceptance.lineRanges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) } == lines)
        let invalid = bytes + [0xE4, 0x0A, 0xFF, 0x23]
        #expect(InlineAcceptance.lineRanges(invalid).count == lines.count + 1)
    }

    /// A tour saved with Windows line endings: the comment accepts the warning on the next line
    /// (it accepted nothing when the whole file was one line).
    @Test func anAcceptanceInAWindowsFileAcceptsItsLine() throws {
        var files = Self.tour("""
              - id: welcome
                type: page
                title: Welcome
                # tourc:accept TOUR3501 -- approved copy
                body: \(Self.longBody)
            """)
        for (path, text) in files where path.hasSuffix(".yaml") {
            files[path] = text.replacingOccurrences(of: "\n", with: "\r\n")
        }
        #expect(files.values.contains { $0.contains("\r\n") })
        let found = try CheckFixture(files).check()
        #expect(found.map(\.code) == [LanguageCodes.textTooLong], "\(found.map(\.message))")
        #expect(found.first?.acceptance == "approved copy")
    }

    @Test func aHashInsideQuotesIsText() {
        #expect(InlineAcceptance.commentStart("title: \"a # tourc:accept TOUR3501 -- x\"") == nil)
        #expect(InlineAcceptance.commentStart("title: 'a # b'  # note") != nil)
        #expect(InlineAcceptance.commentStart("# tourc:accept") != nil)
        #expect(InlineAcceptance.commentStart("title: a#b") == nil)
    }

    /// A project-wide `severity: {TOUR3501: error}` does not undo an acceptance on one line.
    @Test func anAcceptedWarningIsNotRaisedByTheSeverityTable() {
        var collector = DiagnosticCollector()
        var accepted = Diagnostic(LanguageCodes.textTooLong, "long", at: nil)
        accepted.acceptance = "approved"
        collector.emit(accepted)
        collector.emit(Diagnostic(LanguageCodes.textTooLong, "long too", at: nil))
        let applied = SeverityOverrides(["TOUR3501": .error]).apply(collector).diagnostics
        #expect(applied.map(\.severity) == [.warning, .error])
    }
}
