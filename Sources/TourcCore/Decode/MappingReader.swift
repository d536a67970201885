import YAMLLoader

/// A mapping read by hand: the explicit decoders (`ExplicitTourDecoding`) look keys up here by
/// their text, with no `KeyedDecodingContainer` (whose boxing, dynamic dispatch and per-type
/// generic metadata are what make `Decodable` slow), and convert scalars with the very
/// functions the `Decoder` uses, so a value that decodes one way decodes the same the other.
///
/// Failures need no care: the explicit decoders are a fast path, and any error they throw makes
/// the caller decode the document again through `Decodable`, which reports it exactly as before.
///
/// Every key looked up is remembered, and `finish()` fails unless every key of the mapping was
/// read: a key the explicit decoder does not know (a field added to TourKit and the schema but not
/// here) then sends the document to `Decodable` instead of being dropped without a word.
struct MappingReader {
    let decoder: ExplicitNode
    let pairs: [YAMLPair]
    /// Bit `i` is set once `pairs[i]` was looked up.
    private var read: UInt64 = 0

    /// Thrown by the fast path; never shown (the `Decodable` path reports the real problem).
    struct Mismatch: Error {}

    init(_ decoder: ExplicitNode) throws {
        guard case .mapping(let pairs) = decoder.node.kind else { throw Mismatch() }
        self.decoder = decoder
        self.pairs = pairs
    }

    /// The value node of `key`, if the key is there (null or not).
    private mutating func node(_ key: String) -> YAMLNode? {
        // By index, reading the key in place: `for pair in pairs` would copy (retain and
        // release) every pair it passes.
        for i in pairs.indices where pairs[i].key.hasText(key) {
            if i < 64 { read |= 1 &<< UInt64(i) }
            return pairs[i].value
        }
        return nil
    }

    /// Fails unless every key of the mapping was looked up (a mapping of more than 64 keys,
    /// which no type of the language has, always goes to `Decodable`).
    func finish() throws {
        let all: UInt64 = pairs.count >= 64 ? .max : (1 &<< UInt64(pairs.count)) &- 1
        guard pairs.count <= 64, read == all else { throw Mismatch() }
    }

    /// The decoder of a required key (like `decode(_:forKey:)`).
    mutating func required(_ key: String) throws -> ExplicitNode {
        guard let node = node(key) else { throw Mismatch() }
        return decoder.child(node)
    }

    /// The decoder of an optional key: nil when absent or null (like `decodeIfPresent`).
    mutating func present(_ key: String) -> ExplicitNode? {
        guard let node = node(key) else { return nil }
        if case .scalar(let s) = node.kind, case .null = s.value { return nil }
        return decoder.child(node)
    }

    // Scalars are read straight from the node (no child decoder): the same conversions
    // `NodeSingleValueContainer` makes, which only needs its decoder to word an error.

    /// The scalar value of `key`: nil when absent, `.null` when null.
    private mutating func scalar(_ key: String) throws -> ScalarValue? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let s) = node.kind else { throw Mismatch() }
        return s.value
    }

    mutating func string(_ key: String) throws -> String {
        guard case .string(let v)? = try scalar(key) else { throw Mismatch() }
        return v
    }
    mutating func optionalString(_ key: String) throws -> String? {
        switch try scalar(key) {
        case nil, .null?: return nil
        case .string(let v)?: return v
        default: throw Mismatch()
        }
    }
    mutating func double(_ key: String) throws -> Double {
        guard case .number(let n)? = try scalar(key), let d = NodeSingleValueContainer.double(n) else { throw Mismatch() }
        return d
    }
    mutating func optionalDouble(_ key: String) throws -> Double? {
        switch try scalar(key) {
        case nil, .null?: return nil
        case .number(let n)?:
            guard let d = NodeSingleValueContainer.double(n) else { throw Mismatch() }
            return d
        default: throw Mismatch()
        }
    }
    /// An optional integer, converted as `NodeSingleValueContainer` converts (`3.0` reads, `3.5`
    /// does not).
    mutating func optionalInt(_ key: String) throws -> Int? {
        try present(key)?.int()
    }
    mutating func bool(_ key: String, default fallback: Bool) throws -> Bool {
        switch try scalar(key) {
        case nil, .null?: return fallback
        case .bool(let b)?: return b
        default: throw Mismatch()
        }
    }
    mutating func strings(_ key: String) throws -> [String] { try required(key).strings() }
    mutating func strings(_ key: String, default fallback: [String]) throws -> [String] {
        try present(key)?.strings() ?? fallback
    }

    /// A `String`-backed enum, as `RawRepresentable`'s `Decodable` conformance reads it.
    mutating func raw<E: RawRepresentable>(_ key: String, _ type: E.Type) throws -> E where E.RawValue == String {
        guard let value = E(rawValue: try string(key)) else { throw Mismatch() }
        return value
    }
    mutating func raw<E: RawRepresentable>(_ key: String, default fallback: E) throws -> E where E.RawValue == String {
        guard let text = try optionalString(key) else { return fallback }
        guard let value = E(rawValue: text) else { throw Mismatch() }
        return value
    }

    mutating func optionalRaw<E: RawRepresentable>(_ key: String, _ type: E.Type) throws -> E? where E.RawValue == String {
        guard let text = try optionalString(key) else { return nil }
        guard let value = E(rawValue: text) else { throw Mismatch() }
        return value
    }

    /// A list of `String`-backed enums, as `Array.init(from:)` and `RawRepresentable`'s
    /// `Decodable` read it, without the boxed unkeyed container (costed in docs/performance-notes.md).
    mutating func rawList<E: RawRepresentable>(_ key: String, _ type: E.Type) throws -> [E] where E.RawValue == String {
        try Self.raws(required(key), E.self)
    }
    mutating func rawList<E: RawRepresentable>(_ key: String, default fallback: [E]) throws -> [E] where E.RawValue == String {
        guard let d = present(key) else { return fallback }
        return try Self.raws(d, E.self)
    }
    private static func raws<E: RawRepresentable>(_ d: ExplicitNode, _ type: E.Type) throws -> [E] where E.RawValue == String {
        try d.items { item in
            guard let value = E(rawValue: try item.string()) else { throw Mismatch() }
            return value
        }
    }

    /// Any other `Decodable`, through the `Decoder` (types the fast path does not cover).
    mutating func decode<T: Decodable>(_ key: String, _ type: T.Type) throws -> T { try required(key).decodeValue(type) }
    mutating func optional<T: Decodable>(_ key: String, _ type: T.Type) throws -> T? { try present(key)?.decodeValue(type) }
    mutating func decode<T: Decodable>(_ key: String, default fallback: @autoclosure () -> T) throws -> T {
        try present(key)?.decodeValue(T.self) ?? fallback()
    }

    /// A list whose items the fast path decodes with `item`.
    mutating func list<T>(_ key: String, _ item: (ExplicitNode) throws -> T) throws -> [T] {
        try required(key).items(item)
    }
    mutating func list<T>(_ key: String, default fallback: [T], _ item: (ExplicitNode) throws -> T) throws -> [T] {
        try present(key)?.items(item) ?? fallback
    }
}

extension YAMLNode {
    /// Whether this is a scalar whose text is `text` (a mapping key's test, without a copy).
    @inline(__always)
    func hasText(_ text: String) -> Bool {
        if case .scalar(let s) = kind { return s.text == text }
        return false
    }
}
