import TourcCore

/// An `Encoder` over `JSONTree`: TourKit's `Encodable` conformances written into the same tree the
/// generated `JSONTreeWritable` code writes, so the tests can compare the two trees byte for byte.
/// Test support only: `tourc build` writes the tree through `encodeExplicitly`.
extension JSONTreeEncoder {
    package func encode<T: Encodable>(_ value: T) throws -> JSONTree {
        let storage = JSONTreeStorage()
        let root = storage.newNode()
        try value.encode(to: JSONTreeBoxEncoder(box: JSONTreeNode(storage: storage, index: root)))
        return JSONTree(storage: storage, index: root)
    }
}

struct JSONTreeBoxEncoder: Encoder {
    let box: JSONTreeNode
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.makeObject()
        return KeyedEncodingContainer(JSONTreeKeyedContainer<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.makeArray()
        return JSONTreeUnkeyedContainer(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONTreeSingleValueContainer(box: box)
    }
}

struct JSONTreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONTreeNode
    var codingPath: [any CodingKey] { [] }

    private func set(_ value: JSONScalar, _ key: Key) { box.set(value, forKey: key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try JSONTreeScalar.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try JSONTreeScalar.float(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(JSONTreeScalar.integer(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: JSONTreeBoxEncoder(box: box.child(forKey: key.stringValue)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        JSONTreeBoxEncoder(box: box.child(forKey: key.stringValue)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONTreeBoxEncoder(box: box.child(forKey: key.stringValue)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { JSONTreeBoxEncoder(box: box.child(forKey: "super")) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { JSONTreeBoxEncoder(box: box.child(forKey: key.stringValue)) }
}

struct JSONTreeUnkeyedContainer: UnkeyedEncodingContainer {
    let box: JSONTreeNode
    var codingPath: [any CodingKey] { [] }
    var count: Int { box.itemCount }

    private func append(_ value: JSONScalar) { box.append(value) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try JSONTreeScalar.double(value)) }
    mutating func encode(_ value: Float) throws { append(try JSONTreeScalar.float(value)) }
    mutating func encode(_ value: Int) throws { append(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: Int8) throws { append(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: Int16) throws { append(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: Int32) throws { append(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: Int64) throws { append(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt) throws { append(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt8) throws { append(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt16) throws { append(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt32) throws { append(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt64) throws { append(JSONTreeScalar.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: JSONTreeBoxEncoder(box: box.appendChild()))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        JSONTreeBoxEncoder(box: box.appendChild()).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        JSONTreeBoxEncoder(box: box.appendChild()).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { JSONTreeBoxEncoder(box: box.appendChild()) }
}

struct JSONTreeSingleValueContainer: SingleValueEncodingContainer {
    let box: JSONTreeNode
    var codingPath: [any CodingKey] { [] }

    private func set(_ value: JSONScalar) { box.setScalar(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(try JSONTreeScalar.double(value)) }
    mutating func encode(_ value: Float) throws { set(try JSONTreeScalar.float(value)) }
    mutating func encode(_ value: Int) throws { set(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: Int8) throws { set(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: Int16) throws { set(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: Int32) throws { set(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: Int64) throws { set(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt) throws { set(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt8) throws { set(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt16) throws { set(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt32) throws { set(JSONTreeScalar.integer(value)) }
    mutating func encode(_ value: UInt64) throws { set(JSONTreeScalar.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: JSONTreeBoxEncoder(box: box))
    }
}
