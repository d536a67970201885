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

    /// The inline path for short ASCII text builds the very bits the standard library builds
    /// (same count, same flags), for every length it takes, including NUL and DEL bytes.
    @Test func shortASCIIIsBuiltInline() {
        let alphabet: [UInt8] = Array("az AZ09:-_.~\"'".utf8) + [0x00, 0x7F, 0x0A, 0x09]
        for n in 0...15 {
            let bytes = (0..<n).map { alphabet[($0 * 7 + n) % alphabet.count] }
            let reference = String(decoding: bytes, as: UTF8.self)
            let made = bytes.withUnsafeBufferPointer { ScalarText.smallASCII($0) }
            #if (arch(x86_64) || arch(arm64)) && _endian(little)
            #expect(made != nil, "length \(n) should take the inline path")
            #endif
            guard let made else { continue }
            #expect(made == reference)
            #expect(Array(made.utf8) == bytes)
            #expect(made.utf8.count == n)
            #expect(made.hashValue == reference.hashValue)
            #expect(unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(reference, to: (UInt64, UInt64).self))
            var appended = made
            appended += "!"
            #expect(appended == reference + "!")
        }
        let long = Array("sixteen bytes!!!".utf8), accented = Array("é".utf8)
        #expect(long.withUnsafeBufferPointer { ScalarText.smallASCII($0) } == nil)
        #expect(accented.withUnsafeBufferPointer { ScalarText.smallASCII($0) } == nil)
    }

    @Test func loadedScalarsKeepTheirText() {
        var diagnostics = DiagnosticCollector()
        let docs = YAMLLoader.load(Array("k: \"ü\\u00DF \\U0001F680\"\nplain: ä ö\n".utf8), file: "t.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(docs.first?.root["k"]?.string == "üß 🚀")
        #expect(docs.first?.root["plain"]?.string == "ä ö")
    }
}
