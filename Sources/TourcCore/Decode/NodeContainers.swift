import YAMLLoader

/// Keyed access to a mapping.
///
/// Most mappings of a tour have a handful of keys: a linear scan over the pairs (comparing short,
/// usually inline strings) beats hashing every key into a dictionary per container. Mappings
/// with many keys (a big target registry decoded as `[String: T]`) get a dictionary, built once,
/// so they still decode in linear time.
///
/// `decodeIfPresent` is implemented here, not left to the protocol's default: the default asks
/// `contains`, then `decodeNil`, then `decode` (three lookups and a generic detour) for every
/// optional key, and optional keys are most of what a tour has.
struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let pairs: [YAMLPair]
    /// Key text -> index of its pair, only for mappings above `linearLimit` pairs.
    let index: [String: Int]?

    /// Up to this many pairs a scan is cheaper than a dictionary.
    static var linearLimit: Int { 24 }

    init(decoder: NodeDecoder, pairs: [YAMLPair]) {
        self.decoder = decoder
        self.pairs = pairs
        if pairs.count > Self.linearLimit {
            var index: [String: Int] = [:]
            index.reserveCapacity(pairs.count)
            for (i, pair) in pairs.enumerated() {
                if let key = pair.key.stringKey, index[key] == nil { index[key] = i }
            }
            self.index = index
        } else {
            self.index = nil
        }
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    /// In source order, so a `[String: T]` built from it is filled deterministically.
    var allKeys: [Key] { pairs.compactMap { $0.key.stringKey.flatMap(Key.init(stringValue:)) } }

    /// The index of the pair whose key is `key`, if any (the first one; keys are unique anyway).
    @inline(__always)
    private func position(of key: Key) -> Int? {
        let name = key.stringValue
        if let index { return index[name] }
        for i in pairs.indices {
            if case .scalar(let s) = pairs[i].key.kind, s.text == name { return i }
        }
        return nil
    }

    func contains(_ key: Key) -> Bool { position(of: key) != nil }

    private func value(for key: Key) throws -> YAMLNode {
        guard let i = position(of: key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "missing key \"\(key.stringValue)\""))
        }
        return pairs[i].value
    }

    /// The value for an optional key: nil when absent or null (what the protocol's default
    /// `decodeIfPresent` treats as absent).
    @inline(__always)
    private func presentValue(for key: Key) -> YAMLNode? {
        guard let i = position(of: key) else { return nil }
        let node = pairs[i].value
        if case .scalar(let s) = node.kind, case .null = s.value { return nil }
        return node
    }

    private func scalar(for key: Key) throws -> NodeSingleValueContainer {
        NodeSingleValueContainer(decoder: decoder.child(try value(for: key), key: key))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let i = position(of: key) else { return true }
        if case .scalar(let s) = pairs[i].value.kind, case .null = s.value { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(for: key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(for: key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(for: key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(for: key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(for: key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(for: key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(for: key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(for: key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(for: key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(for: key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(for: key).decode(type) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.child(try value(for: key), key: key).decodeValue(type)
    }

    private func optionalScalar(for key: Key) -> NodeSingleValueContainer? {
        presentValue(for: key).map { NodeSingleValueContainer(decoder: decoder.child($0, key: key)) }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optionalScalar(for: key)?.decode(type) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optionalScalar(for: key)?.decode(type) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let node = presentValue(for: key) else { return nil }
        return try decoder.child(node, key: key).decodeValue(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.child(try value(for: key), key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(try value(for: key), key: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let node = pairs.first(where: { $0.key.stringKey == "super" })?.value ?? nullNode(at: decoder.node)
        return decoder.child(node, key: SuperCodingKey())
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let node = position(of: key).map { pairs[$0].value } ?? nullNode(at: decoder.node)
        return decoder.child(node, key: key)
    }
}

/// A null placed where a missing value would have been, for `superDecoder` on an absent key.
func nullNode(at node: YAMLNode) -> YAMLNode {
    YAMLNode(.scalar(YAMLScalar(text: "", style: .plain, value: .null)), range: node.range)
}

/// Sequential access to a sequence.
struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let items: [YAMLNode]
    private(set) var currentIndex = 0

    init(decoder: NodeDecoder, items: [YAMLNode]) {
        self.decoder = decoder
        self.items = items
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<T>(_ type: T.Type) throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: codingPath + [IndexCodingKey(currentIndex)],
                            debugDescription: "the array has only \(items.count) items"))
        }
        defer { currentIndex += 1 }
        return decoder.child(items[currentIndex], index: currentIndex)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return false }
        if case .scalar(let s) = items[currentIndex].kind, case .null = s.value {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try NodeSingleValueContainer(decoder: next(type)).decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try NodeSingleValueContainer(decoder: next(type)).decode(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next(type).decodeValue(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next([String: Any].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next(Any.self)
    }
}
