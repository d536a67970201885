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

    static let samples = ["", "\n", "a", "ab\ncd", "\n\nab\n\n\ncd\n", "a\r\nb", "\r\n\r\n", "x\u{85}y\u{2028}z\u{2029}",
                          "e\u{301}\u{302}", "👨‍👩‍👧 family", "🇩🇪🇫🇷", "\n\u{301}", "a\u{0B}b\u{0C}c", "日本語\nテキスト",
                          "Für ältere Geräte\n\nempfehlen wir", "\r\n\u{301}x", "\u{2027}\u{202A}\u{84}\u{86}", "€\u{2028}",
                          " a", "a ", "\ta", "a\n", "\u{A0}a", "a\u{3000}", "a\u{301} ", " \u{301}", "\u{0600} ", "x\u{0600} ",
                          "\r\n", "a\r\n", "é", "\u{301}", "a\u{200B}", "\u{85}a", "ab", "a b"]

    /// The UTF-8 walk counts exactly what the walk over Unicode scalars it replaced counted.
    @Test func utf8BoundIsTheScalarBound() {
        func byScalars(_ text: String) -> Int {
            var length = 0, segments = 0
            var inSegment = false
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x0A...0x0D, 0x85, 0x2028, 0x2029: inSegment = false
                default:
                    if !inSegment { inSegment = true; segments += 1 }
                    length += 1
                }
            }
            return length + max(segments - 1, 0)
        }
        for text in Self.samples {
            #expect(ContentLint.lengthBound(text) == byScalars(text), "\(text.unicodeScalars.map { $0.value })")
        }
    }

    @Test func edgeWhitespaceIsCharacters() {
        for text in Self.samples {
            #expect(ContentLint.hasEdgeWhitespace(text) == (text.first?.isWhitespace == true || text.last?.isWhitespace == true),
                    "\(text.unicodeScalars.map { $0.value })")
        }
    }
}
