/// A fast `Encoder` for the bundle: builds a light tree (`JSONTree`) that `CanonicalJSONWriter`
/// prints straight into bytes. Same output as `JSONValueEncoder` + `CanonicalJSON` (the tests
/// compare them on every bundled app), at a fraction of the cost.
///
/// What makes it cheaper: scalars are stored inline in their parent (no node per string or
/// number), objects keep their members in an array in encoding order (no dictionary per object;
/// keys are sorted once, when printed), and there is no coding path (TourKit's `encode(to:)`
/// never reads it; on a failure the caller re-encodes with `JSONValueEncoder` for the message).
struct JSONTreeEncoder {
    struct Failure: Error {}

    func encode<T: Encodable>(_ value: T) throws -> JSONTree {
        let root = JSONTree()
        try value.encode(to: JSONTreeBoxEncoder(box: root))
        return root
    }
}

/// One node under construction. Like `EncodingBox`, it may be asked for a container more than
/// once (flattened unions write several types' fields into one object), so it stays open.
final class JSONTree {
    enum Kind { case empty, scalar, object, array }
    enum Entry {
        case scalar(JSONScalar)
        case tree(JSONTree)
    }
    var kind: Kind = .empty
    var scalar: JSONScalar = .null
    /// In encoding order; a key given twice keeps its last value (as a dictionary would).
    var members: [(key: String, value: Entry)] = []
    var items: [Entry] = []

    func setScalar(_ value: JSONScalar) {
        kind = .scalar
        scalar = value
    }

    func makeObject() {
        // Room for a typical object up front: growing 1, 2, 4, 8, 16 costs a copy each time.
        if kind != .object { kind = .object; members = []; members.reserveCapacity(16) }
    }

    func makeArray() {
        if kind != .array { kind = .array; items = [] }
    }

    func set(_ value: JSONScalar, forKey key: String) {
        makeObject()
        members.append((key, .scalar(value)))
    }

    func child(forKey key: String) -> JSONTree {
        makeObject()
        let tree = JSONTree()
        members.append((key, .tree(tree)))
        return tree
    }

    func append(_ value: JSONScalar) {
        makeArray()
        items.append(.scalar(value))
    }

    func appendChild() -> JSONTree {
        makeArray()
        let tree = JSONTree()
        items.append(.tree(tree))
        return tree
    }
}

struct JSONTreeBoxEncoder: Encoder {
    let box: JSONTree
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

/// A JSON scalar held inline. Unlike `JSONValue` (an `indirect` enum, so every case is a heap
/// box) it costs no allocation: the tree holds one per string or number of the bundle.
enum JSONScalar {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
}

/// Scalars as `JSONScalar`s; non-finite numbers fail (the caller reports them).
enum JSONTreeScalar {
    static func double(_ d: Double) throws -> JSONScalar {
        guard d.isFinite else { throw JSONTreeEncoder.Failure() }
        return .double(d)
    }

    /// As `ScalarEncoding.float`: through the Float's own shortest text.
    static func float(_ f: Float) throws -> JSONScalar {
        try double(Double(f.description) ?? Double(f))
    }

    static func integer<T: BinaryInteger>(_ i: T) -> JSONScalar {
        if let v = Int64(exactly: i) { return .integer(v) }
        return .unsigned(UInt64(i))
    }
}

struct JSONTreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONTree
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
    let box: JSONTree
    var codingPath: [any CodingKey] { [] }
    var count: Int { box.items.count }

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
    let box: JSONTree
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
