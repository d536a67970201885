import Foundation

/// Prints a `JSONTree` in the canonical form of `CanonicalJSON` (same rules, same bytes), straight
/// into a UTF-8 buffer.
struct CanonicalJSONWriter {
    private(set) var out: [UInt8] = []

    init(capacity: Int = 1 << 16) {
        out.reserveCapacity(capacity)
        order.reserveCapacity(256)
    }

    /// Writes a value of `tree`'s storage as it appears at nesting `level` (its first line is not
    /// indented).
    mutating func write(_ entry: JSONTree.Entry, of tree: JSONTree, level: Int) {
        switch entry {
        case .scalar(let value): writeScalar(value)
        case .node(let node): write(node: node, storage: tree.storage, level: level)
        }
    }

    mutating func write(_ tree: JSONTree, level: Int) {
        write(node: tree.index, storage: tree.storage, level: level)
    }

    /// Slot indices of the objects being written, innermost last: each object sorts its own
    /// segment in place (no array per object).
    private var order: [Int] = []

    private mutating func write(_ entry: JSONTree.Entry, storage: JSONTreeStorage, level: Int) {
        switch entry {
        case .scalar(let value): writeScalar(value)
        case .node(let node): write(node: node, storage: storage, level: level)
        }
    }

    private mutating func write(node index: Int, storage: JSONTreeStorage, level: Int) {
        let node = storage.nodes[index]
        switch node.kind {
        case .empty: out.append(contentsOf: "{}".utf8)
        case .scalar: writeScalar(node.scalar)
        case .array:
            if node.count == 0 { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            out.append(UInt8(ascii: "\n"))
            var slot = node.first
            while slot >= 0 {
                indent(level + 1)
                write(storage.slots[slot].value, storage: storage, level: level + 1)
                slot = storage.slots[slot].next
                if slot >= 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            indent(level)
            out.append(UInt8(ascii: "]"))
        case .object:
            if node.count == 0 { out.append(contentsOf: "{}".utf8); return }
            let base = order.count
            var slot = node.first
            while slot >= 0 {
                Self.insertSorted(slot, into: &order, from: base) { storage.slots[$0].key }
                slot = storage.slots[slot].next
            }
            let end = order.count
            out.append(UInt8(ascii: "{"))
            out.append(UInt8(ascii: "\n"))
            for n in base..<end {
                let member = storage.slots[order[n]]
                indent(level + 1)
                Self.appendString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                write(member.value, storage: storage, level: level + 1)
                if n != end - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            order.removeSubrange(base...)
            indent(level)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Inserts `item` into the key-sorted segment `order[base...]`; an item whose key is already
    /// there replaces it (a repeated key keeps its last value). Insertion sort: objects have a
    /// handful of keys, often already nearly in order.
    static func insertSorted(_ item: Int, into order: inout [Int], from base: Int, key: (Int) -> String) {
        let k = key(item)
        var j = order.count
        while j > base && keyLess(k, key(order[j - 1])) { j -= 1 }
        if j > base && !keyLess(key(order[j - 1]), k) {
            order[j - 1] = item
        } else if j == order.count {
            order.append(item)
        } else {
            order.insert(item, at: j)
        }
    }

    /// Indices of the members in key byte order, a repeated key keeping only its last value.
    static func sortedMembers(_ members: [(key: String, value: JSONTree.Entry)]) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(members.count)
        for i in members.indices { insertSorted(i, into: &order, from: 0) { members[$0].key } }
        return order
    }

    /// Byte order of the UTF-8 encodings. Keys almost always differ in their first byte, which
    /// is compared without reaching for the strings' storage.
    static func keyLess(_ a: String, _ b: String) -> Bool {
        if let x = a.utf8.first, let y = b.utf8.first, x != y { return x < y }
        var a = a, b = b
        return a.withUTF8 { pa in
            b.withUTF8 { pb in
                let n = min(pa.count, pb.count)
                if n > 0, let x = pa.baseAddress, let y = pb.baseAddress {
                    let c = memcmp(x, y, n)
                    if c != 0 { return c < 0 }
                }
                return pa.count < pb.count
            }
        }
    }

    /// Raw ASCII text (punctuation, layout).
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// The bytes written, handed over without a copy (the writer is left empty).
    mutating func takeOutput() -> [UInt8] {
        defer { out = [] }
        return out
    }

    /// `count` bytes for the caller to overwrite later.
    mutating func appendPlaceholder(count: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
    }

    mutating func appendString(_ s: String) { Self.appendString(s, to: &out) }

    private mutating func indent(_ level: Int) {
        let width = 2 * level
        if width <= LineWriter.spaces.count {
            out.append(contentsOf: LineWriter.spaces[..<width])
        } else {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    private mutating func writeScalar(_ value: JSONScalar) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .integer(let i): LineWriter.appendInteger(i, to: &out)
        case .unsigned(let u): out.append(contentsOf: String(u).utf8)
        case .double(let d): writeDouble(d)
        case .string(let s): Self.appendString(s, to: &out)
        }
    }

    /// `CanonicalJSON.formatDouble`, without its string surgery in the common cases: a whole
    /// number below 1e15 prints as an integer, and Swift's shortest description without an
    /// exponent, without six leading zeros after the point and not ending in `.0` (a whole number
    /// up to 2^53) is already the canonical text (same digits, same placement). The rest goes
    /// through `formatDouble`.
    private mutating func writeDouble(_ d: Double) {
        if d.magnitude < 1e15 && d.rounded(.towardZero) == d {
            LineWriter.appendInteger(Int64(d), to: &out)  // -0.0 too: "0"
            return
        }
        let text = d.description
        if !text.utf8.contains(UInt8(ascii: "e")) && !text.hasSuffix(".0")
            && !text.hasPrefix("0.00000") && !text.hasPrefix("-0.00000") {
            out.append(contentsOf: text.utf8)
        } else {
            out.append(contentsOf: CanonicalJSON.formatDouble(d).utf8)
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// As `CanonicalJSON.writeString`: only `"`, `\` and controls below U+0020 are escaped, so
    /// every byte from 0x20 up (all of non-ASCII UTF-8 included) is copied as it is.
    /// How many leading bytes need no escape, tested eight bytes at a time.
    static func unescapedPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var i = 0
        while i + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if WordScan.hasByte(word, below: 0x20) | WordScan.hasByte(word, equalTo: 0x22)
                | WordScan.hasByte(word, equalTo: 0x5C) != 0 { break }
            i += 8
        }
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x20 || b == 0x22 || b == 0x5C { break }
            i += 1
        }
        return i
    }

    static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            var runStart = 0
            var i = 0
            while i < bytes.count {
                i += unescapedPrefix(UnsafeBufferPointer(rebasing: bytes[i...]))
                if i == bytes.count { break }
                let b = bytes[i]
                i += 1
                if runStart < i - 1 { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<(i - 1)])) }
                out.append(UInt8(ascii: "\\"))
                switch b {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                default:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hex[Int(b >> 4)])
                    out.append(hex[Int(b & 0xF)])
                }
                runStart = i
            }
            if runStart < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
        out.append(UInt8(ascii: "\""))
    }
}
