import Testing
@testable import JSONSchema

/// The byte-level fast path for simple patterns must answer exactly as the ICU path does.
@Suite struct ASCIIPatternMatcherTests {
    static let patterns = [
        "^[a-z][a-z0-9-]*$", "^[a-z][a-z0-9-]*\\.[a-z][a-z0-9_-]*$", "^[a-z]{2}(-[A-Za-z]{2,4})?$",
        "^[0-9]+\\.[0-9]+(\\.[0-9]+)?$", "^[a-z][A-Za-z]*$", "^x-", "^[a-z0-9.]+$", "ab", "a|b", "(a|bc)+$",
        "^(?:ab|a)*c$", "^\\d{2,3}$", "^\\w+$", "[-a]", "^[a-]+$", "^$", "^a{0}$", "^(a?){3}a{3}$",
        "^a*?b", "x{2,}", "^[\\-\\]]+$", "\\$$", "^\\\\$", "^(a*)*b$", "^[A-Z]{1,2}[0-9]+$", "c$",
    ]
    static let samples = [
        "", "a", "b", "ab", "abc", "aab", "ac", "abac", "bcbc", "abbc", "x", "xx", "x-", "x-ray", "ax-",
        "welcome", "welcome-2", "Welcome", "w_1", "app.tour-1", "app.", ".tour", "en", "en-US", "en-us",
        "en-Latn", "en-", "eng", "1.2", "1.2.3", "1.2.", "12", "123", "1234", "١٢", "a\u{E9}", "\u{E9}a", "é",
        "x\u{1F680}", "🚀x-", "a\n", "a\nb", "$", "a$", "\\", "-]", "]-]", "aaa", "aaaaaa", "AB12", "A1",
        "c", "abc\n", "ab\r\n",
    ]

    @Test func agreesWithICUOnEveryPatternAndSample() throws {
        for pattern in Self.patterns {
            let regex = try SchemaRegex(pattern)
            #expect(regex.usesFastPath, "expected the fast path for \(pattern)")
            for sample in Self.samples {
                #expect(regex.matches(sample) == regex.matchesWithICU(sample), "pattern \(pattern) on \(sample.debugDescription)")
            }
        }
    }

    @Test func leavesOtherPatternsToICU() throws {
        for pattern in ["^.+$", "\\s", "[^a]", "\\bx", "(?=a)a", "^a|b$", "é", "(a)\\1", "a{65}", "[\\d-z]", "\\p{L}"] {
            #expect(ASCIIPatternMatcher(pattern) == nil, "\(pattern) should not take the fast path")
        }
    }

    @Test func knownAnswers() throws {
        let slug = try #require(ASCIIPatternMatcher("^[a-z][a-z0-9-]*$"))
        #expect(slug.matches("welcome-2"))
        #expect(!slug.matches("Welcome"))
        #expect(!slug.matches("welcomé"))
        let prefix = try #require(ASCIIPatternMatcher("^x-"))
        #expect(prefix.matches("x-anything 🚀"))
        #expect(!prefix.matches("ax-"))
        let inside = try #require(ASCIIPatternMatcher("b{2}"))
        #expect(inside.matches("🚀abba"))
        #expect(!inside.matches("bab"))
    }
}
