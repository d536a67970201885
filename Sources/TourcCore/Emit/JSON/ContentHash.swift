import Crypto

/// The bundle's content hash: SHA-256 (swift-crypto) as 64 lowercase hex digits.
///
/// What is hashed, exactly: the canonical JSON text (`CanonicalJSON.render`, UTF-8, final newline
/// included) of the bundle object with its `contentHash` member removed. So anyone can check a
/// bundle: drop `contentHash`, re-print canonically, hash — the result must equal the stored
/// value. The hash changes exactly when the bundle's content changes.
public enum ContentHash {
    public static let key = "contentHash"

    public static func sha256Hex(_ bytes: [UInt8]) -> String {
        let digest = SHA256.hash(data: bytes)
        var out = ""
        out.reserveCapacity(64)
        for byte in digest {
            let hex = String(byte, radix: 16)
            if hex.count == 1 { out += "0" }
            out += hex
        }
        return out
    }

    /// The hash of `bundle` (an object) as defined above.
    public static func compute(for bundle: JSONValue) -> String {
        var stripped = bundle
        stripped[key] = nil
        return sha256Hex(CanonicalJSON.bytes(stripped))
    }

    /// `bundle` with `contentHash` set to its hash.
    public static func stamped(_ bundle: JSONValue) -> JSONValue {
        var out = bundle
        out[key] = .string(compute(for: bundle))
        return out
    }
}
