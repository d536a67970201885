import Crypto

/// The bundle's content hash: SHA-256 (swift-crypto) as 64 lowercase hex digits.
///
/// What is hashed, exactly: the canonical JSON text (`CanonicalJSONWriter`, UTF-8, final newline
/// included) of the bundle object with its `contentHash` member removed. So anyone can check a
/// bundle: drop `contentHash`, re-print canonically, hash — the result must equal the stored
/// value. The hash changes exactly when the bundle's content changes.
public enum ContentHash {
    public static let key = "contentHash"

    /// Hex digits in a hash.
    static let hexLength = 64

    public static func sha256Hex(_ bytes: [UInt8]) -> String {
        var digest = Digest()
        digest.update(bytes)
        return String(decoding: digest.finalizeHex(), as: UTF8.self)
    }

    /// A hash fed in pieces: the emitter hashes the written text around the `contentHash` line.
    struct Digest {
        private var hasher = SHA256()

        mutating func update(_ bytes: UnsafeRawBufferPointer) { hasher.update(bufferPointer: bytes) }

        mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { hasher.update(bufferPointer: $0) } }

        private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

        /// The 64 lowercase hex digits, as UTF-8.
        func finalizeHex() -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(ContentHash.hexLength)
            for byte in hasher.finalize() {
                out.append(Self.digits[Int(byte >> 4)])
                out.append(Self.digits[Int(byte & 0xF)])
            }
            return out
        }
    }
}
