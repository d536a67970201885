import Testing
@testable import TourcCore

/// The byte-level shortcuts of the renderer must write what their `String` counterparts write.
@Suite("Byte rendering")
struct EmitByteRenderingTests {
    @Test(arguments: ["", "plain text", "with \"quotes\"", "back\\slash", "tab\there", "\u{7F}", "é中文🙂",
                      "\u{301}starts with a mark", "\u{202E}bidi", "zwj 👩\u{200D}💻", "\\(interpolation)", "#raw#"])
    func stringLiteralBytesMatchRender(_ text: String) {
        var out: [UInt8] = []
        SwiftStringLiteral.append(text, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == SwiftStringLiteral.render(text))
    }

    /// Literals are scanned eight bytes at a time: whatever needs a closer look (an escape, a
    /// control, a bidi control, non-ASCII text, a combining mark) at every offset of the first
    /// words and in the tail after them must come out as `render` writes it.
    @Test func stringLiteralBytesMatchRenderAtEveryOffset() {
        let specials = ["\"", "\\", "\\(", "\"\"\"", "#", "\u{0}", "\t", "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}",
                        "\u{202E}", "\u{2066}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{E000}", "é", "中", "🙂",
                        "👨\u{200D}👩", "\u{301}", "\u{2028}"]
        for special in specials {
            for position in 0..<20 {
                for tail in [0, 1, 7, 8, 9, 17] {
                    for text in [String(repeating: "a", count: position) + special + String(repeating: "b", count: tail),
                                 String(repeating: "ü", count: position) + special + special + String(repeating: "c", count: tail)] {
                        var out: [UInt8] = []
                        SwiftStringLiteral.append(text, to: &out)
                        if String(decoding: out, as: UTF8.self) != SwiftStringLiteral.render(text) {
                            Issue.record("\(special.debugDescription) at \(position), tail \(tail)")
                        }
                    }
                }
            }
        }
    }

    /// The escapers read a string's bytes in place; every kind of string gives its exact UTF-8.
    @Test func stringBytesAreReadInPlace() {
        let long = String(repeating: "long é 🙂 text ", count: 20)
        let sliced = String(long.dropFirst(3).prefix(40))
        let built = (0..<50).map(String.init).joined(separator: ",")
        for text in ["", "a", "small é", "exactly15bytes!", "sixteen bytes!!!", long, sliced, built] {
            var seen: [UInt8] = []
            WordScan.withUTF8(of: text) { seen.append(contentsOf: $0) }
            #expect(seen == Array(text.utf8), "\(text.prefix(20))")
        }
    }

    @Test func integersMatchTheirDescription() {
        for value: Int64 in [0, 1, 9, 10, -1, -10, 1234567890, .max, .min, .max - 1, .min + 1] {
            var out: [UInt8] = []
            LineWriter.appendInteger(value, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == String(value))
        }
    }

    @Test func keywordNamesAreBacktickedInBytes() {
        for text in ["default", "Type", "plain", "self"] {
            var out: [UInt8] = []
            SwiftName(text).append(to: &out)
            #expect(String(decoding: out, as: UTF8.self) == SwiftName(text).rendered)
        }
    }
}

@Suite("String literal fast ranges")
struct EmitStringLiteralRangeTests {
    /// `isPlainNonASCII` skips the category lookup; it must agree with it for every scalar it covers.
    @Test func plainRangesNeedNoEscape() {
        var checked = 0
        for v in UInt32(0x80)...UInt32(0x1FFFF) where SwiftStringLiteral.isPlainNonASCII(v) {
            guard let scalar = Unicode.Scalar(v) else { continue }
            #expect(!SwiftStringLiteral.needsEscape(scalar, atStart: true), "U+\(String(v, radix: 16, uppercase: true))")
            #expect(!SwiftStringLiteral.needsEscape(scalar, atStart: false), "U+\(String(v, radix: 16, uppercase: true))")
            checked += 1
        }
        #expect(checked > 25000)
    }

    @Test func everyScalarAloneAndInsideMatchesRender() {
        let ranges: [ClosedRange<UInt32>] = [0...0x3100, 0x4E00...0x4E10, 0xD7F0...0xE010, 0xFE00...0xFFFF, 0x10000...0x10010,
                                             0x1F000...0x1FB00, 0xE0000...0xE0080, 0x10FFF0...0x10FFFF]
        for v in ranges.joined() {
            guard let scalar = Unicode.Scalar(v) else { continue }
            for text in [String(Character(scalar)), "a" + String(Character(scalar)) + "b"] {
                var out: [UInt8] = []
                SwiftStringLiteral.append(text, to: &out)
                if String(decoding: out, as: UTF8.self) != SwiftStringLiteral.render(text) {
                    Issue.record("U+\(String(v, radix: 16, uppercase: true))")
                }
            }
        }
    }
}
