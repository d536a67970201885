import Testing
@testable import TourcCore

/// `ContentLint.lengthBound` lets the budget check skip the exact (grapheme) count; it must
/// never be below that count, and for text without combined characters it equals it.
@Suite struct CheckLengthBoundTests {
    static func exact(_ text: String) -> Int {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").count
    }

    @Test(arguments: ["", "\n", "a", "ab\ncd", "\n\nab\n\n\ncd\n", "a\r\nb", "\r\n\r\n", "x\u{85}y\u{2028}z\u{2029}",
                      "e\u{301}\u{302}", "👨‍👩‍👧 family", "🇩🇪🇫🇷", "\n\u{301}", "a\u{0B}b\u{0C}c", "日本語\nテキスト",
                      "Für ältere Geräte\n\nempfehlen wir", "\r\n\u{301}x"])
    func boundIsNeverBelowTheExactLength(text: String) {
        #expect(ContentLint.lengthBound(text) >= Self.exact(text))
    }

    @Test(arguments: ["", "\n", "a", "ab\ncd", "\n\nab\n\n\ncd\n", "x\u{85}y\u{2028}z\u{2029}", "a\u{0B}b\u{0C}c",
                      "日本語\nテキスト", "Für ältere Geräte\n\nempfehlen wir", "  spaced  \n  out  "])
    func boundIsExactWithoutCombinedCharacters(text: String) {
        #expect(ContentLint.lengthBound(text) == Self.exact(text))
    }
}
