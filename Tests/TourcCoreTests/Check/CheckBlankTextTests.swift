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
}
