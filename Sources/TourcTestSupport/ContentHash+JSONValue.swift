import TourcCore

/// The content hash computed the plain way, from a `JSONValue` printed by the reference printer:
/// what a reader who checks a bundle does (docs/output.md). The tests hold `BundleJSONEmitter`'s
/// one-pass hashing to it.
extension ContentHash {
    /// The hash of `bundle` (an object): its canonical text without `contentHash`, hashed.
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
