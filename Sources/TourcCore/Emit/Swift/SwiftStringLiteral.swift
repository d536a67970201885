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

    /// Appends `render(string)` as UTF-8, working on the string's bytes: runs that need no escape
    /// are copied whole, and only non-ASCII scalars outside the ranges of `isPlainNonASCII` pay
    /// for a category lookup.
    static func append(_ string: String, to out: inout [UInt8]) {
        var buffer = ByteBuffer(capacity: string.utf8.count + 16)
        append(string, to: &buffer)
        buffer.withBytes { out.append(contentsOf: $0) }
    }

    static func append(_ string: String, to out: inout ByteBuffer) {
        out.append(UInt8(ascii: "\""))
        WordScan.withUTF8(of: string) { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var runStart = 0
            var i = 0
            scan: while i < count {
                // Plain printable ASCII is skipped eight bytes at a time; in a word that holds
                // anything else, the first such byte is found from the word's mask.
                if i + 8 <= count {
                    let mask = specialBytes(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                    if mask == 0 {
                        i &+= 8
                        continue
                    }
                    i &+= WordScan.firstMarked(mask)
                }
                var start = i
                var scalar = UInt32(base[i])
                if scalar < 0x80 {
                    i &+= 1
                    if scalar >= 0x20 && scalar != 0x7F && scalar != 0x22 && scalar != 0x5C { continue }
                } else {
                    // Valid UTF-8 (it is a String). Non-ASCII text comes in words: decode scalar
                    // after scalar here until an ASCII byte or one that needs a closer look.
                    while true {
                        let b = scalar
                        if b < 0xE0 {
                            scalar = (b & 0x1F) &<< 6 | UInt32(base[i &+ 1] & 0x3F)
                            i &+= 2
                        } else if b < 0xF0 {
                            scalar = (b & 0x0F) &<< 12 | UInt32(base[i &+ 1] & 0x3F) &<< 6 | UInt32(base[i &+ 2] & 0x3F)
                            i &+= 3
                        } else {
                            scalar = (b & 0x07) &<< 18 | UInt32(base[i &+ 1] & 0x3F) &<< 12
                                | UInt32(base[i &+ 2] & 0x3F) &<< 6 | UInt32(base[i &+ 3] & 0x3F)
                            i &+= 4
                        }
                        if !isPlainNonASCII(scalar) && needsEscape(Unicode.Scalar(scalar)!, atStart: start == 0) { break }
                        if i == count || base[i] < 0x80 { continue scan }
                        start = i
                        scalar = UInt32(base[i])
                    }
                }
                if runStart < start { out.append(UnsafeBufferPointer(start: base + runStart, count: start - runStart)) }
                runStart = i
                out.append(UInt8(ascii: "\\"))
                switch scalar {
                case 0x22: out.append(UInt8(ascii: "\""))
                case 0x5C: out.append(UInt8(ascii: "\\"))
                case 0x00: out.append(UInt8(ascii: "0"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                default:
                    out.append(UInt8(ascii: "u"))
                    out.append(UInt8(ascii: "{"))
                    out.append(utf8: String(scalar, radix: 16, uppercase: true))
                    out.append(UInt8(ascii: "}"))
                }
            }
            if runStart < count { out.append(UnsafeBufferPointer(start: base + runStart, count: count - runStart)) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Marks the bytes of `word` that are not printable ASCII other than `"` and `\\` (see
    /// `WordScan`: zero when there is none, and the lowest mark is exact).
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        WordScan.hasByte(word, below: 0x20) | WordScan.highBits(word) | WordScan.hasByte(word, equalTo: 0x7F)
            | WordScan.hasByte(word, equalTo: 0x22) | WordScan.hasByte(word, equalTo: 0x5C)
    }

    /// Non-ASCII ranges common in tour text that hold no control, format, separator, private-use
    /// or mark character, so `needsEscape` is false there wherever the scalar stands (checked
    /// scalar by scalar against the category lookup by the tests): Latin-1 letters and symbols
    /// (but not U+00AD SOFT HYPHEN), Latin Extended, IPA, spacing modifiers; dashes, quotes,
    /// bullets and ellipsis; letterlike symbols, arrows, math and technical symbols, box drawing,
    /// shapes, dingbats; Greek, Cyrillic, Armenian, Hebrew and Arabic letters (without their
    /// combining marks); CJK punctuation, hiragana and katakana (without their voicing marks);
    /// CJK ideographs; Hangul syllables; fullwidth and halfwidth forms; emoji and pictographs.
    static func isPlainNonASCII(_ v: UInt32) -> Bool {
        switch v {
        case 0xA0...0xAC, 0xAE...0x2FF: return true
        case 0x370...0x482, 0x48A...0x590, 0x5C8...0x5FF, 0x61D...0x64A, 0x671...0x6D5: return true
        case 0x2010...0x2027, 0x2030...0x205E: return true
        case 0x2100...0x2BFF: return true
        case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF: return true
        case 0x4E00...0x9FFF: return true
        case 0xAC00...0xD7FF: return true
        case 0xFF00...0xFFEF: return true
        case 0x1F000...0x1FAFF: return true
        default: return false
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

/// Byte tests on eight bytes at once (little-endian loads: byte 0 of the text is the lowest byte
/// of the word). Each returns 0 when no byte of the word matches, and otherwise sets the high bit
/// of every matching byte, plus possibly of bytes *after* a match (a borrow carried out of a
/// matching byte): so the lowest set bit, and any OR of these masks' lowest set bit, marks the
/// first matching byte exactly (`firstMarked`).
enum WordScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero if some byte is below `n` (`n` at most 0x80).
    static func hasByte(_ x: UInt64, below n: UInt8) -> UInt64 {
        (x &- ones &* UInt64(n)) & ~x & highs
    }

    static func hasByte(_ x: UInt64, equalTo v: UInt8) -> UInt64 {
        hasByte(x ^ (ones &* UInt64(v)), below: 1)
    }

    /// Nonzero if some byte is 0x80 or above (not ASCII).
    static func highBits(_ x: UInt64) -> UInt64 { x & highs }

    /// `body` over the UTF-8 bytes of `string`, read in place where they are contiguous (always,
    /// for native strings): `withUTF8` needs a mutable copy of the string, a retain and a release
    /// per call.
    @inline(__always)
    static func withUTF8(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if string.utf8.withContiguousStorageIfAvailable(body) == nil {
            var string = string
            string.withUTF8(body)
        }
    }

    /// The index (0-7) of the first byte marked in a nonzero `mask`.
    @inline(__always)
    static func firstMarked(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }
}
