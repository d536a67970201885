/// Writing a string as a JSON string literal, for the JSON texts tourc prints itself (compacted
/// schemas, the per-app editor schemas). One spelling, so every JSON file tourc writes escapes
/// the same characters.
package enum JSONStringQuoting {
    /// Appends `s` to `out` in double quotes. Besides what JSON requires (`"`, `\` and the C0
    /// controls), DEL and U+2028/U+2029 are escaped too: they are legal JSON but invisible in an
    /// editor, and the two separators end a line in JavaScript tooling that reads the file.
    ///
    /// Why runs: a per-app editor schema is most of a megabyte of text, written once per app on
    /// every build; appending it one Unicode scalar at a time made that the bulk of a build's work.
    /// Runs of characters that need no escape are appended whole, split only at an ASCII byte or a
    /// U+2028/U+2029 lead byte, so every split is on a character boundary.
    package static func append(_ s: String, to out: inout String) {
        out += "\""
        if !needsEscape(s) {
            out += s
            out += "\""
            return
        }
        let utf8 = s.utf8
        var runStart = utf8.startIndex
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let byte = utf8[i]
            var next = utf8.index(after: i)
            var escape: String?
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x00..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                if next != utf8.endIndex, utf8[next] == 0x80 {
                    let third = utf8.index(after: next)
                    if third != utf8.endIndex, utf8[third] == 0xA8 || utf8[third] == 0xA9 {
                        escape = unicodeEscape(utf8[third] == 0xA8 ? 0x2028 : 0x2029)
                        next = utf8.index(after: third)
                    }
                }
            default: break
            }
            if let escape {
                out += s[runStart..<i]
                out += escape
                runStart = next
            }
            i = next
        }
        out += s[runStart..<utf8.endIndex]
        out += "\""
    }

    /// Whether any byte of `s` may need an escape (0xE2 is only a maybe: it leads U+2028/U+2029,
    /// and also `…`, `–`, `“`). One pass over contiguous bytes; most texts need none.
    static func needsEscape(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { bytes in
            bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }
        }
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
