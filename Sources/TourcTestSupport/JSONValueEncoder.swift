import TourcCore

/// Encodes `Encodable` values (TourKit's model) into a `JSONValue` tree, without Foundation.
///
/// Why not `JSONEncoder`: its number formatting and key order are not ours to fix, and a round
/// trip through `Data` would be wasted work. TourKit's `encode(to:)` writes every field, so
/// the bundle holds the fully resolved content.
public struct JSONValueEncoder {
    public init() {}

    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = EncodingBox()
        try value.encode(to: BoxEncoder(box: root, path: nil))
        return root.value
    }
}

/// A node under construction. Containers may be requested more than once for the same value
/// (Swift allows it), so each box keeps its object or array open until the end. Members live in
/// stored properties, not enum payloads, so appending never copies (encoding stays linear).
final class EncodingBox {
    enum Kind { case empty, scalar, object, array }
    var kind: Kind = .empty
    var scalar: JSONValue = .null
    var members: [String: EncodingBox] = [:]
    var items: [EncodingBox] = []

    var value: JSONValue {
        switch kind {
        case .empty: return .object([:])
        case .scalar: return scalar
        case .object: return .object(members.mapValues(\.value))
        case .array: return .array(items.map(\.value))
        }
    }

    func setScalar(_ value: JSONValue) {
        kind = .scalar
        scalar = value
    }

    func makeObject() {
        if kind != .object { kind = .object; members = [:] }
    }

    func makeArray() {
        if kind != .array { kind = .array; items = [] }
    }

    func child(forKey key: String) -> EncodingBox {
        makeObject()
        let box = EncodingBox()
        members[key] = box
        return box
    }

    func appendChild() -> EncodingBox {
        makeArray()
        let box = EncodingBox()
        items.append(box)
        return box
    }

    var count: Int { kind == .object ? members.count : kind == .array ? items.count : 0 }
}

/// A coding path as a linked list: extending it is one small allocation, where
/// `codingPath + [key]` copied the whole array for every nested value. The array form is only
/// built when someone asks (error messages).
final class CodingPathNode {
    let key: any CodingKey
    let parent: CodingPathNode?

    init(_ key: any CodingKey, parent: CodingPathNode?) {
        self.key = key
        self.parent = parent
    }

    static func array(_ node: CodingPathNode?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = node
        while let n = current { keys.append(n.key); current = n.parent }
        return keys.reversed()
    }
}

struct BoxEncoder: Encoder {
    let box: EncodingBox
    let path: CodingPathNode?
    var codingPath: [any CodingKey] { CodingPathNode.array(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.makeObject()
        return KeyedEncodingContainer(BoxKeyedContainer<Key>(box: box, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.makeArray()
        return BoxUnkeyedContainer(box: box, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        BoxSingleValueContainer(box: box, path: path)
    }
}

/// Scalars to JSON values; the one place numbers are checked.
enum ScalarEncoding {
    static func double(_ d: Double, _ path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
        guard d.isFinite else {
            throw EncodingError.invalidValue(d, .init(codingPath: path(), debugDescription: "\(d) has no JSON form"))
        }
        return .double(d)
    }

    /// `Float` goes through its own shortest text, so `0.1` stays `0.1` instead of `0.100000001…`.
    static func float(_ f: Float, _ path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
        try double(Double(f.description) ?? Double(f), path())
    }

    static func integer<T: BinaryInteger>(_ i: T) -> JSONValue {
        if let v = Int64(exactly: i) { return .integer(v) }
        return .unsigned(UInt64(i))
    }
}

struct BoxKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: EncodingBox
    let path: CodingPathNode?
    var codingPath: [any CodingKey] { CodingPathNode.array(path) }

    private func set(_ value: JSONValue, _ key: Key) { box.child(forKey: key.stringValue).setScalar(value) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try ScalarEncoding.double(value, codingPath + [key]), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try ScalarEncoding.float(value, codingPath + [key]), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(ScalarEncoding.integer(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: BoxEncoder(box: box.child(forKey: key.stringValue), path: CodingPathNode(key, parent: path)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        BoxEncoder(box: box.child(forKey: key.stringValue), path: CodingPathNode(key, parent: path)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        BoxEncoder(box: box.child(forKey: key.stringValue), path: CodingPathNode(key, parent: path)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        BoxEncoder(box: box.child(forKey: "super"), path: CodingPathNode(SuperCodingKey(), parent: path))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        BoxEncoder(box: box.child(forKey: key.stringValue), path: CodingPathNode(key, parent: path))
    }
}

struct BoxUnkeyedContainer: UnkeyedEncodingContainer {
    let box: EncodingBox
    let path: CodingPathNode?
    var codingPath: [any CodingKey] { CodingPathNode.array(path) }
    var count: Int { box.count }

    private func append(_ value: JSONValue) { box.appendChild().setScalar(value) }
    private var nextPath: [any CodingKey] { codingPath + [IndexCodingKey(count)] }
    private var nextNode: CodingPathNode { CodingPathNode(IndexCodingKey(count), parent: path) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try ScalarEncoding.double(value, nextPath)) }
    mutating func encode(_ value: Float) throws { append(try ScalarEncoding.float(value, nextPath)) }
    mutating func encode(_ value: Int) throws { append(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: Int8) throws { append(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: Int16) throws { append(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: Int32) throws { append(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: Int64) throws { append(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt) throws { append(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt8) throws { append(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt16) throws { append(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt32) throws { append(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt64) throws { append(ScalarEncoding.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let node = nextNode
        try value.encode(to: BoxEncoder(box: box.appendChild(), path: node))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let node = nextNode
        return BoxEncoder(box: box.appendChild(), path: node).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let node = nextNode
        return BoxEncoder(box: box.appendChild(), path: node).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let node = nextNode
        return BoxEncoder(box: box.appendChild(), path: node)
    }
}

struct BoxSingleValueContainer: SingleValueEncodingContainer {
    let box: EncodingBox
    let path: CodingPathNode?
    var codingPath: [any CodingKey] { CodingPathNode.array(path) }

    private func set(_ value: JSONValue) { box.setScalar(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(try ScalarEncoding.double(value, codingPath)) }
    mutating func encode(_ value: Float) throws { set(try ScalarEncoding.float(value, codingPath)) }
    mutating func encode(_ value: Int) throws { set(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: Int8) throws { set(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: Int16) throws { set(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: Int32) throws { set(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: Int64) throws { set(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt) throws { set(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt8) throws { set(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt16) throws { set(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt32) throws { set(ScalarEncoding.integer(value)) }
    mutating func encode(_ value: UInt64) throws { set(ScalarEncoding.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: BoxEncoder(box: box, path: path))
    }
}
