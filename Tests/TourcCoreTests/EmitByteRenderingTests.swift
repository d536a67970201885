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
