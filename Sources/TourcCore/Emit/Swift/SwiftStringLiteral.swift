/// Turns any string into a Swift string literal that evaluates to exactly that string.
///
/// Always a single-line, non-raw literal (`"..."`), because its escaping rules are the simplest
/// to get right: inside it only `"` and `\` are special, so escaping those two (plus every
/// character that could end the line or fool a reader) makes injection impossible — `\(` becomes
/// `\\(`, `"""` becomes `\"\"\"`, and `#` has no meaning outside raw strings.
///
/// Escaped as `\u{X}` (uppercase hex, no padding): C0 and C1 controls and DEL, every format
/// character (Cf: bidi embeddings/overrides/isolates U+202A–202E and U+2066–2069, LRM/RLM, BOM,
/// zero-width space...) except U+200D ZERO WIDTH JOINER, which emoji sequences need and which
/// cannot reorder text, line and paragraph separators (U+2028, U+2029), private-use characters,
/// and a combining mark at the start (it would otherwise visually merge with the opening quote).
/// Short forms: `\0 \t \n \r \" \\`. Everything else — letters of any script, emoji — is written
/// as itself, so generated files stay readable.
public enum SwiftStringLiteral {
    public static func render(_ string: String) -> String {
        var out = "\""
        out.reserveCapacity(string.utf8.count + 2)
        // Runs of scalars written as themselves are copied whole (one memcpy each) rather than
        // scalar by scalar; only non-ASCII scalars pay for the category lookup.
        let scalars = string.unicodeScalars
        var runStart = scalars.startIndex
        var i = runStart
        while i != scalars.endIndex {
            let scalar = scalars[i]
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\0": escape = "\\0"
            case "\t": escape = "\\t"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            default:
                escape = needsEscape(scalar, atStart: i == scalars.startIndex)
                    ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    : nil
            }
            let next = scalars.index(after: i)
            if let escape {
                if runStart != i { out += Substring(scalars[runStart..<i]) }
                out += escape
                runStart = next
            }
            i = next
        }
        if runStart != scalars.endIndex { out += Substring(scalars[runStart...]) }
        out += "\""
        return out
    }

    /// Appends `render(string)` as UTF-8. Most strings are printable ASCII without `"` or `\`,
    /// which are copied as they are; the rest go through `render`.
    static func append(_ string: String, to out: inout [UInt8]) {
        let plain = string.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        } ?? false
        if plain {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: string.utf8)
            out.append(UInt8(ascii: "\""))
        } else {
            out.append(contentsOf: render(string).utf8)
        }
    }

    /// Whether a scalar is written as `\u{...}` rather than as itself. Shared with comment
    /// rendering, which makes the same characters visible.
    static func needsEscape(_ scalar: Unicode.Scalar, atStart: Bool) -> Bool {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v <= 0x9F) { return true }
        if v < 0x7F || v == 0x200D { return false }  // printable ASCII: the common case, no table lookup
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate:
            return true
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return atStart
        default:
            return false
        }
    }
}
