/// The bundle as a light tree (`JSONTree`) that `CanonicalJSONWriter` prints straight into bytes,
/// written by the generated `JSONTreeWritable` conformances (`encodeExplicitly`). The tests hold
/// it to TourKit's `Encodable` through an `Encoder` over the same tree (TourcTestSupport) and to
/// `JSONValueEncoder` + `CanonicalJSON`, on every bundled app.
///
/// What makes it cheaper: the whole tree lives in two flat arrays (nodes, and members/items
/// linked per node), so a node costs no allocation of its own and the tree is freed at once;
/// scalars are stored inline in their parent's slot (no node per string or number); objects keep
/// their members in encoding order (no dictionary per object; keys are sorted once, when
/// printed); and there is no coding path (a failure gathers its place on the way up).
package struct JSONTreeEncoder {
    /// A value JSON cannot hold (a NaN or infinite number), and where it is: the keys and
    /// indices from the root, gathered as the failure travels up (`JSONTreeNode.put`), so the
    /// message names the place without a coding path kept on the way down.
    package struct Failure: Error, CustomStringConvertible {
        package var value: Double
        /// Innermost first.
        package var reversedPath: [String] = []

        package var description: String {
            let path = reversedPath.reversed().reduce("") { path, step in
                step.first?.isNumber == true ? "\(path)[\(step)]" : path.isEmpty ? step : "\(path).\(step)"
            }
            return "\(value) has no JSON form" + (path.isEmpty ? "" : " (at \(path))")
        }
    }
}

/// An encoded tree: a node of its storage (the root).
package struct JSONTree {
    package enum Kind { case empty, scalar, object, array }
    package enum Entry {
        case scalar(JSONScalar)
        /// A node of the same storage.
        case node(Int)
    }

    package let storage: JSONTreeStorage
    package let index: Int

    package init(storage: JSONTreeStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    package var kind: Kind { storage.nodes[index].kind }

    /// The members of an object in encoding order (a key given twice appears twice).
    package var members: [(key: String, value: Entry)] {
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
package final class JSONTreeStorage {
    package struct Node {
        package var kind: JSONTree.Kind = .empty
        package var scalar: JSONScalar = .null
        /// First and last slot of the member/item list, -1 when empty.
        package var first = -1
        package var last = -1
        package var count = 0
    }

    package struct Slot {
        /// The member's key; empty for an array item.
        package var key: String
        package var value: JSONTree.Entry
        package var next = -1
        /// The key's first eight UTF-8 bytes, big-endian and zero-padded (`keyPrefix(_:)`).
        package var keyPrefix: UInt64 = 0
        /// The key's length when it is all of `keyPrefix` and needs no escape (1-8 bytes, none
        /// below U+0020, `"` or `\`), so the writer copies it from the prefix; 0 otherwise.
        package var plainKeyLength: UInt8 = 0
    }

    /// The first eight UTF-8 bytes of `key` as a big-endian number, zero-padded. When two keys'
    /// prefixes differ, comparing them as numbers orders the keys as their bytes do (a shorter
    /// key padded with zeros sorts before any longer key it begins), so the writer sorts most
    /// members without touching the strings.
    package static func keyPrefix(_ key: String) -> UInt64 { keyInfo(key).prefix }

    /// `keyPrefix(key)`, and the key's length when it fits in the prefix and needs no escape
    /// (`Slot.plainKeyLength`). Keys are short names (`id`, `type`, `title`): most are written
    /// from here without a call to the string escaper.
    package static func keyInfo(_ key: String) -> (prefix: UInt64, plainLength: UInt8) {
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

    package init() {
        nodes.reserveCapacity(1 << 12)
        slots.reserveCapacity(1 << 14)
    }

    package func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    /// Switching kind drops what was there, as a fresh container of the other kind would.
    package func make(_ node: Int, _ kind: JSONTree.Kind) {
        if nodes[node].kind != kind {
            nodes[node].kind = kind
            nodes[node].first = -1
            nodes[node].last = -1
            nodes[node].count = 0
        }
    }

    /// `key` and `value` are consumed: the caller's last use of them moves into the slot rather
    /// than being retained there and released by the caller.
    package func add(_ key: consuming String, _ value: consuming JSONTree.Entry, to node: Int) {
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
package struct JSONTreeNode {
    package let storage: JSONTreeStorage
    package let index: Int

    package init(storage: JSONTreeStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    package var itemCount: Int { storage.nodes[index].count }

    package func setScalar(_ value: JSONScalar) {
        storage.nodes[index].kind = .scalar
        storage.nodes[index].scalar = value
    }

    package func makeObject() { storage.make(index, .object) }

    package func makeArray() { storage.make(index, .array) }

    /// A key given twice keeps its last value (as a dictionary would); the writer sees to that.
    package func set(_ value: JSONScalar, forKey key: String) {
        makeObject()
        storage.add(key, .scalar(value), to: index)
    }

    package func child(forKey key: String) -> JSONTreeNode {
        makeObject()
        let node = storage.newNode()
        storage.add(key, .node(node), to: index)
        return JSONTreeNode(storage: storage, index: node)
    }

    package func append(_ value: JSONScalar) {
        makeArray()
        storage.add("", .scalar(value), to: index)
    }

    package func appendChild() -> JSONTreeNode {
        makeArray()
        let node = storage.newNode()
        storage.add("", .node(node), to: index)
        return JSONTreeNode(storage: storage, index: node)
    }
}

/// A JSON scalar held inline. Unlike `JSONValue` (an `indirect` enum, so every case is a heap
/// box) it costs no allocation: the tree holds one per string or number of the bundle.
package enum JSONScalar {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
}

/// Scalars as `JSONScalar`s; non-finite numbers fail (the caller reports them).
package enum JSONTreeScalar {
    package static func double(_ d: Double) throws -> JSONScalar {
        guard d.isFinite else { throw JSONTreeEncoder.Failure(value: d) }
        return .double(d)
    }

    /// As `ScalarEncoding.float`: through the Float's own shortest text.
    package static func float(_ f: Float) throws -> JSONScalar {
        try double(Double(f.description) ?? Double(f))
    }

    package static func integer<T: BinaryInteger>(_ i: T) -> JSONScalar {
        if let v = Int64(exactly: i) { return .integer(v) }
        return .unsigned(UInt64(i))
    }
}
