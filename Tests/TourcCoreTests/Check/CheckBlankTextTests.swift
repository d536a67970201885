import Foundation
import Testing
@testable import TourcCore

/// `ContentLint.isBlank` skips Foundation's trimming when the first character settles it; the
/// answer must be what trimming says for every kind of text.
@Suite struct CheckBlankTextTests {
    @Test(arguments: ["", " ", "\t\n\r", "\u{0B}\u{0C}", "\u{85}", "\u{A0}", "\u{3000}\u{2028}", " \u{301}",
                      "a", " a", "\ta", "é", "\u{301}", "→ next", "\u{200B}", "x "])
    func isBlankAgreesWithTrimming(text: String) {
        #expect(ContentLint.isBlank(text) == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    /// `TextWhitespace` stands in for Foundation's sets: same answer for every Unicode scalar.
    @Test func whitespaceSetsAreFoundations() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextWhitespace.isWhitespace(scalar) != CharacterSet.whitespaces.contains(scalar)
                || TextWhitespace.isWhitespaceOrNewline(scalar) != CharacterSet.whitespacesAndNewlines.contains(scalar) {
                differing.append(String(value, radix: 16))
            }
        }
        #expect(differing.isEmpty)
    }

    @Test(arguments: ["", " ", "\t", "\u{A0}\u{3000}", "\u{200B}", "\n", " a ", "a", "\u{2028}"])
    func isBlankLineAgreesWithTrimming(text: String) {
        #expect(TextWhitespace.isBlankLine(text) == text.trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(TextWhitespace.isBlank(text) == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }
}
