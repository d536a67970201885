/// A fast `Encoder` for the bundle: builds a light tree (`JSONTree`) that `CanonicalJSONWriter`
/// prints straight into bytes. Same output as `JSONValueEncoder` + `CanonicalJSON` (the tests
/// compare them on every bundled app), at a fraction of the cost.
///
/// What makes it cheaper: the whole tree lives in two flat arrays (nodes, and members/items
/// linked per node), so a node costs no allocation of its own and the tree is freed at once;
/// scalars are stored inline in their parent's slot (no node per string or number); objects keep
/// their members in encoding order (no dictionary per object; keys are sorted once, when
/// printed); and there is no coding path (TourKit's `encode(to:)` never reads it; on a failure
/// the caller re-encodes with `JSONValueEncoder` for the message).
struct JSONTreeEncoder {
    struct Failure: Error {}

    func encode<T: Encodable>(_ value: T) throws -> JSONTree {
        let storage = JSONTreeStorage()
        let root = storage.newNode()
        try value.encode(to: JSONTreeBoxEncoder(box: JSONTreeNode(storage: storage, index: root)))
        return JSONTree(storage: storage, index: root)
    }
}

/// An encoded tree: a node of its storage (the root).
struct JSONTree {
    enum Kind { case empty, scalar, object, array }
    enum Entry {
        case scalar(JSONScalar)
        /// A node of the same storage.
        case node(Int)
    }

    let storage: JSONTreeStorage
    let index: Int

    var kind: Kind { storage.nodes[index].kind }

    /// The members of an object in encoding order (a key given twice appears twice).
    var members: [(key: String, value: Entry)] {
        var out: [(key: String, value: Entry)] = []
        var slot = storage.nodes[index].first
        while slot >= 0 {
            out.append((storage.slots[slot].key, storage.slots[slot].value))
            slot = storage.slots[slot].next
        }
        return out
    }
}

/// All nodes of one tree. Like `EncodingBox`, a node may be asked for a container more than once
/// (flattened unions write several types' fields into one object), so it stays open: its
/// members (or items) are a linked list of slots that can grow at any time.
final class JSONTreeStorage {
    struct Node {
        var kind: JSONTree.Kind = .empty
        var scalar: JSONScalar = .null
        /// First and last slot of the member/item list, -1 when empty.
        var first = -1
        var last = -1
        var count = 0
    }

    struct Slot {
        /// The member's key; empty for an array item.
        var key: String
        var value: JSONTree.Entry
        var next = -1
        /// The key's first eight UTF-8 bytes, big-endian and zero-padded (`keyPrefix(_:)`).
        var keyPrefix: UInt64 = 0
        /// The key's length when it is all of `keyPrefix` and needs no escape (1-8 bytes, none
        /// below U+0020, `"` or `\`), so the writer copies it from the prefix; 0 otherwise.
        var plainKeyLength: UInt8 = 0
    }

    /// The first eight UTF-8 bytes of `key` as a big-endian number, zero-padded. When two keys'
    /// prefixes differ, comparing them as numbers orders the keys as their bytes do (a shorter
    /// key padded with zeros sorts before any longer key it begins), so the writer sorts most
    /// members without touching the strings.
    static func keyPrefix(_ key: String) -> UInt64 { keyInfo(key).prefix }

    /// `keyPrefix(key)`, and the key's length when it fits in the prefix and needs no escape
    /// (`Slot.plainKeyLength`). Keys are short names (`id`, `type`, `title`): most are written
    /// from here without a call to the string escaper.
    static func keyInfo(_ key: String) -> (prefix: UInt64, plainLength: UInt8) {
        var info: (prefix: UInt64, plainLength: UInt8) = (0, 0)
        WordScan.withUTF8(of: key) { info = keyInfo(utf8: $0) }
        return info
    }

    private static func keyInfo(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (prefix: UInt64, plainLength: UInt8) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        if bytes.count >= 8 {
            let word = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            let special = WordScan.hasByte(word, below: 0x20) | WordScan.hasByte(word, equalTo: 0x22)
                | WordScan.hasByte(word, equalTo: 0x5C)
            return (UInt64(bigEndian: word), bytes.count == 8 && special == 0 ? 8 : 0)
        }
        // A shorter key is gathered into a little-endian word and checked for escapes all at
        // once, as the long ones are (the zero padding is masked out of the check): a branch per
        // byte cost more than the rest of the call.
        let n = bytes.count
        var word: UInt64 = 0
        for i in 0..<n { word |= UInt64(base[i]) << (8 * i) }
        let special = (WordScan.hasByte(word, below: 0x20) | WordScan.hasByte(word, equalTo: 0x22)
            | WordScan.hasByte(word, equalTo: 0x5C)) & ~(~0 << (8 * n))
        return (word.byteSwapped, special == 0 ? UInt8(n) : 0)
    }

    // Only the encoder of one tree touches its storage, never two accesses at once: the dynamic
    // exclusivity checks (a runtime call per access of a class's array) are not needed.
    @exclusivity(unchecked) var nodes: [Node] = []
    @exclusivity(unchecked) var slots: [Slot] = []

    init() {
        nodes.reserveCapacity(1 << 12)
        slots.reserveCapacity(1 << 14)
    }

    func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    /// Switching kind drops what was there, as a fresh container of the other kind would.
    func make(_ node: Int, _ kind: JSONTree.Kind) {
        if nodes[node].kind != kind {
            nodes[node].kind = kind
            nodes[node].first = -1
            nodes[node].last = -1
            nodes[node].count = 0
        }
    }

    /// `key` and `value` are consumed: the caller's last use of them moves into the slot rather
    /// than being retained there and released by the caller.
    func add(_ key: consuming String, _ value: consuming JSONTree.Entry, to node: Int) {
        let slot = slots.count
        let info = key.isEmpty ? (prefix: 0, plainLength: 0) : Self.keyInfo(key)
        slots.append(Slot(key: key, value: value, keyPrefix: info.prefix, plainKeyLength: info.plainLength))
        let last = nodes[node].last
        if last >= 0 { slots[last].next = slot } else { nodes[node].first = slot }
        nodes[node].last = slot
        nodes[node].count += 1
    }
}

/// A node under construction, what the containers write into.
struct JSONTreeNode {
    let storage: JSONTreeStorage
    let index: Int

    var itemCount: Int { storage.nodes[index].count }

    func setScalar(_ value: JSONScalar) {
        storage.nodes[index].kind = .scalar
        storage.nodes[index].scalar = value
    }

    func makeObject() { storage.make(index, .object) }

    func makeArray() { storage.make(index, .array) }

    /// A key given twice keeps its last value (as a dictionary would); the writer sees to that.
    func set(_ value: JSONScalar, forKey key: String) {
        makeObject()
        storage.add(key, .scalar(value), to: index)
    }

    func child(forKey key: String) -> JSONTreeNode {
        makeObject()
        let node = storage.newNode()
        storage.add(key, .node(node), to: index)
        return JSONTreeNode(storage: storage, index: node)
    }

    func append(_ value: JSONScalar) {
        makeArray()
        storage.add("", .scalar(value), to: index)
    }

    func appendChild() -> JSONTreeNode {
        makeArray()
        let node = storage.newNode()
        storage.add("", .node(node), to: index)
        return JSONTreeNode(storage: storage, index: node)
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
