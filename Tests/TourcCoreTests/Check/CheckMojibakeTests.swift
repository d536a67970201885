import Testing
@testable import TourcCore

/// `Mojibake.looksMisdecoded` skips the scalar walk when the text has no 0xC3 byte; it must
/// answer as the walk alone does.
@Suite struct CheckMojibakeTests {
    /// The detection without the byte pre-check.
    static func walk(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for i in scalars.indices.dropLast() {
            let lead = scalars[i].value
            guard lead >= 0xC2, lead <= 0xF4 else { continue }
            if let byte = Mojibake.byte(scalars[i + 1]), byte >= 0x80, byte <= 0xBF { return true }
        }
        return false
    }

    @Test(arguments: ["", "plain ascii", "café", "Ã©", "â†’ next", "Straße", "Â", "ô€", "日本語", "Ãx", "â€™s", "Ä", "\u{C2}\u{A0}"])
    func preCheckAgreesWithTheWalk(text: String) {
        #expect(Mojibake.looksMisdecoded(text) == Self.walk(text))
    }

    @Test func repairsDoubleEncodedText() {
        #expect(Mojibake.repair("â†’ next") == "→ next")
        #expect(Mojibake.repair("café") == nil)
    }
}
