/// Foundation's `CharacterSet.whitespaces` and `.whitespacesAndNewlines`, as scalar tests, for
/// content lint's "is this text blank" questions.
///
/// Why not `trimmingCharacters(in:)`: on Linux it goes through `NSString` and UTF-16, whose first
/// use instantiates generic metadata that scans every protocol-conformance record of the process,
/// and it stays costly for every text after that. The sets below are exactly Foundation's (a test compares them over every Unicode
/// scalar): `whitespaces` is the space separators (Zs), tab and U+200B; `whitespacesAndNewlines`
/// adds U+000A-U+000D, U+0085 and the line and paragraph separators.
enum TextWhitespace {
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: isWhitespace(scalar)
        }
    }

    /// `text.trimmingCharacters(in: .whitespaces).isEmpty`.
    static func isBlankLine(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isWhitespace)
    }

    /// `text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty`.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isWhitespaceOrNewline)
    }
}
