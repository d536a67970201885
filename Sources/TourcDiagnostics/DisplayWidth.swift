/// How wide text is on a terminal, so an underline lands under the right characters.
///
/// Columns in diagnostics count Unicode scalars; a terminal shows some scalars two cells wide
/// (CJK, most emoji), some zero (combining marks), and tabs at the terminal's whim. The snippet
/// printer turns every scalar into what it will print plus its width, using this table.
enum DisplayWidth {
    /// Spaces a tab becomes in a snippet: fixed, so the underline can be computed.
    static let tabWidth = 4

    /// What to print for `scalar` in a snippet, and how many cells it takes.
    static func display(_ scalar: Unicode.Scalar) -> (text: String, width: Int) {
        switch scalar.value {
        case 0x09: return (String(repeating: " ", count: tabWidth), tabWidth)
        case 0x00...0x1F:
            // C0 controls shown as their Control Pictures (U+2400…) so nothing reaches the terminal.
            return (String(Unicode.Scalar(0x2400 + scalar.value)!), 1)
        case 0x7F: return ("\u{2421}", 1)
        case 0x80...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF:
            // C1 controls, zero-width and bidirectional formatting characters: made visible.
            return ("\u{FFFD}", 1)
        default:
            return (String(scalar), width(of: scalar))
        }
    }

    /// The cells `display(scalar)` takes, without building its text.
    static func display(widthOf scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x09: return tabWidth
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: return 1
        case 0x20...0x7E: return 1
        default: return width(of: scalar)
        }
    }

    /// Terminal cells for a printable scalar: 0 for combining marks, 2 for wide ones, else 1.
    static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
             0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Text that came from the input (keys, values quoted in messages) made safe to print: control
    /// and bidirectional characters are shown as `\u{…}` escapes, so input can never move the
    /// cursor, change colours or reorder what the reader sees.
    static func sanitize(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x09: out.unicodeScalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
