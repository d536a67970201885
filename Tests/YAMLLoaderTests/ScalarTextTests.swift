import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// `ScalarText` builds strings without validating them again; they must equal what
/// `String(decoding:as:)` builds, and carry the right ASCII answer.
@Suite struct ScalarTextTests {
    @Test(arguments: ["", "a", "short", "exactly8", "a longer ASCII text, past sixteen bytes",
                      "é", "Straße 🚀", "日本語のテキスト", "mixed ascii then ü at the end", "ü then a long ASCII tail......"])
    func equalsDecodedString(_ text: String) {
        let bytes = Array(text.utf8)
        let made = bytes.withUnsafeBufferPointer { ScalarText.make($0) }
        #expect(made == text)
        #expect(Array(made.utf8) == bytes)
        #expect(made.unicodeScalars.count == text.unicodeScalars.count)
        let ascii = bytes.withUnsafeBufferPointer { ScalarText.isASCII($0) }
        #expect(ascii == bytes.allSatisfy { $0 < 0x80 })
    }

    @Test func loadedScalarsKeepTheirText() {
        var diagnostics = DiagnosticCollector()
        let docs = YAMLLoader.load(Array("k: \"ü\\u00DF \\U0001F680\"\nplain: ä ö\n".utf8), file: "t.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(docs.first?.root["k"]?.string == "üß 🚀")
        #expect(docs.first?.root["plain"]?.string == "ä ö")
    }
}
