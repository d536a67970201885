/// TourKit: the runtime model of compiled onboarding tours.
///
/// tourc compiles the YAML under `tours/<app>/` into a ``TourBundle`` per app: a JSON file that
/// `JSONDecoder` decodes into these types, and Swift source that constructs the same values.
/// The types' `Decodable` conformance is also how tourc decodes the authored YAML, so every
/// coding key equals the YAML key an author writes, and every default is defined once, here.
public enum TourKitVersion {
    /// The bundle format version written into ``TourBundle/format``. Bump on incompatible changes.
    public static let format = 1
}

extension KeyedDecodingContainer {
    /// Decodes an optional key, falling back to `fallback` when it is absent (or null).
    ///
    /// Defaults live here, in TourKit, and nowhere else: the compiler fills them in by decoding,
    /// and the normalized bundle then carries every value explicitly.
    @inlinable
    func decode<T: Decodable>(_ key: Key, default fallback: @autoclosure () -> T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback()
    }
}

/// The one coding key of a discriminated union: `type`.
///
/// Every union in the language (steps, intents, triggers, blocks, actions, advance rules,
/// fallbacks) is a mapping whose `type` key names the case; the case's fields sit beside it.
enum UnionTypeKey: String, CodingKey {
    case type
}
