/// TourKit: the runtime model of compiled onboarding tours.
///
/// tourc compiles the YAML under `tours/<app>/` into a ``TourBundle`` per app: a JSON file that
/// `JSONDecoder` decodes into these types, and Swift source that constructs the same values.
/// The types' `Decodable` conformance is also how tourc decodes the authored YAML, so every
/// coding key equals the YAML key an author writes. The declarations in Generated/ are written by
/// `make generate` from the one description of the language (Sources/TourcModel/Language); the
/// files beside them hold hand-written helpers and the few irregular types.
public enum TourKitVersion {
    /// The bundle format version written into ``TourBundle/format``. Bump on incompatible changes.
    public static let format = 1
}

extension KeyedDecodingContainer {
    /// Decodes an optional key, falling back to `fallback` when it is absent (or null).
    ///
    /// Defaults are written once, in the description of the language, and generated into the
    /// `init(from:)`s that call this: the compiler fills them in by decoding, and the normalized
    /// bundle then carries every value explicitly.
    @inlinable
    func decode<T: Decodable>(_ key: Key, default fallback: @autoclosure () -> T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback()
    }
}
