/// UTF-8 that was decoded as Windows-1252 (or Latin-1) and encoded again: `→` becomes `â†’`,
/// `’` becomes `â€™`, `é` becomes `Ã©`. Detects it and, when the whole text round-trips,
/// repairs it.
enum Mojibake {
    /// Windows-1252's characters in 0x80...0x9F, by code point.
    static let windows1252: [Unicode.Scalar: UInt8] = [
        "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88, "‰": 0x89,
        "Š": 0x8A, "‹": 0x8B, "Œ": 0x8C, "Ž": 0x8E, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95,
        "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9A, "›": 0x9B, "œ": 0x9C, "ž": 0x9E, "Ÿ": 0x9F,
    ]

    /// A lead byte of a multi-byte UTF-8 sequence (Â-ô) followed by a continuation byte, as
    /// Windows-1252 shows them: the signature of double-decoded text.
    static func looksMisdecoded(_ text: String) -> Bool {
        // The lead characters Â-ô (U+00C2...U+00F4) are all encoded as 0xC3 and a second byte:
        // text without that byte (most text) cannot match, and needs no scalar array.
        guard UTF8Scan.contains(text, where: { $0 == 0xC3 }) else { return false }
        let scalars = Array(text.unicodeScalars)
        for i in scalars.indices.dropLast() {
            let lead = scalars[i].value
            guard lead >= 0xC2, lead <= 0xF4 else { continue }
            if let byte = byte(scalars[i + 1]), byte >= 0x80, byte <= 0xBF { return true }
        }
        return false
    }

    static func byte(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 || (scalar.value >= 0xA0 && scalar.value <= 0xFF) { return UInt8(scalar.value) }
        return windows1252[scalar]
    }

    /// The repaired text, or nil when the text is fine or cannot be repaired as a whole.
    static func repair(_ text: String) -> String? {
        guard looksMisdecoded(text) else { return nil }
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            guard let b = byte(scalar) else { return nil }
            bytes.append(b)
        }
        guard let repaired = String(validating: bytes, as: UTF8.self), repaired != text else { return nil }
        return repaired
    }
}
