import Foundation

/// Prints a `JSONTree` in tourc's canonical form, straight into a UTF-8 buffer, so the same
/// content always gives the same bytes (and the same content hash). The rules, also in
/// docs/output.md:
///
/// - Object keys sorted by the bytes of their UTF-8 encoding (plain byte order, not locale
///   collation and not UTF-16 order; the two differ only for characters above U+FFFF vs.
///   U+E000–U+FFFF).
/// - 2-space indentation, `": "` between key and value, one member or element per line, `{}` and
///   `[]` for empty containers, LF line ends, a final newline.
/// - Strings: UTF-8, escaping only what JSON requires: `"` `\` and the controls below U+0020
///   (`\b \f \n \r \t`, others as `\u00xx` with lowercase hex). No `\/`, no `\u` for non-ASCII.
/// - Integers as plain decimal. Doubles in the ECMAScript `Number.prototype.toString` form that
///   RFC 8785 also uses: the shortest digits that round-trip, no exponent for
///   1e-6 ≤ |x| < 1e21 (so `2.0` prints as `2`, `0.000001` as `0.000001`), otherwise
///   `1.5e+21` / `1e-7`; `-0` prints as `0`.
///
/// The tests hold it to a plain reference printer (`CanonicalJSON`, in TourcTestSupport).
package struct CanonicalJSONWriter: ~Copyable {
    private(set) var buffer: ByteBuffer

    init(capacity: Int = 1 << 16) {
        buffer = ByteBuffer(capacity: capacity)
        order.reserveCapacity(256)
    }

    /// Bytes written so far.
    var count: Int { buffer.count }

    /// A copy of the bytes written so far.
    var out: [UInt8] { buffer.array }

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

    /// The tree is read through buffer pointers taken once: reading a node or slot out of the
    /// storage's arrays one subscript at a time copied it (retaining its strings) and checked
    /// bounds and exclusivity on every access. Nothing writes to the storage while it is printed.
    private mutating func write(node index: Int, storage: JSONTreeStorage, level: Int) {
        storage.nodes.withUnsafeBufferPointer { nodes in
            storage.slots.withUnsafeBufferPointer { slots in
                write(node: index, nodes: nodes, slots: slots, level: level)
            }
        }
    }

    private mutating func write(node index: Int, nodes: UnsafeBufferPointer<JSONTreeStorage.Node>,
                                slots: UnsafeBufferPointer<JSONTreeStorage.Slot>, level: Int) {
        switch nodes[index].kind {
        case .empty: append("{}")
        case .scalar: writeScalar(nodes[index].scalar)
        case .array:
            if nodes[index].count == 0 { append("[]"); return }
            append("[\n")
            var slot = nodes[index].first
            while slot >= 0 {
                indent(level + 1)
                write(slot: slot, nodes: nodes, slots: slots, level: level + 1)
                slot = slots[slot].next
                append(slot >= 0 ? ",\n" : "\n")
            }
            indent(level)
            buffer.append(UInt8(ascii: "]"))
        case .object:
            if nodes[index].count == 0 { append("{}"); return }
            let base = order.count
            var slot = nodes[index].first
            while slot >= 0 {
                order.append(slot)
                slot = slots[slot].next
            }
            order.withUnsafeMutableBufferPointer { Self.sortByKey($0, from: base, slots: slots) }
            let end = order.count
            append("{\n")
            for n in base..<end {
                let member = order[n]
                // A repeated key keeps its last value: the sort is stable, so that is the later
                // of two neighbours with the same key (the last member is always written).
                if n + 1 < end && Self.sameKey(member, order[n + 1], slots) { continue }
                indent(level + 1)
                let plainLength = Int(slots[member].plainKeyLength)
                if plainLength > 0 {
                    buffer.appendQuoted(bigEndianPrefix: slots[member].keyPrefix, count: plainLength)
                } else {
                    Self.appendString(slots[member].key, to: &buffer)
                }
                append(": ")
                write(slot: member, nodes: nodes, slots: slots, level: level + 1)
                append(n != end - 1 ? ",\n" : "\n")
            }
            order.removeSubrange(base...)
            indent(level)
            buffer.append(UInt8(ascii: "}"))
        }
    }

    /// The value held in slot `slot`.
    private mutating func write(slot: Int, nodes: UnsafeBufferPointer<JSONTreeStorage.Node>,
                                slots: UnsafeBufferPointer<JSONTreeStorage.Slot>, level: Int) {
        switch slots[slot].value {
        case .scalar(let value): writeScalar(value)
        case .node(let node): write(node: node, nodes: nodes, slots: slots, level: level)
        }
    }

    /// `keyLess` for the keys of two slots, decided by their prefixes when those differ.
    @inline(__always)
    private static func slotLess(_ a: Int, _ b: Int, _ slots: UnsafeBufferPointer<JSONTreeStorage.Slot>) -> Bool {
        let pa = slots[a].keyPrefix, pb = slots[b].keyPrefix
        if pa != pb { return pa < pb }
        return keyLess(slots[a].key, slots[b].key)
    }

    /// Sorts the slots `order[base...]` by key, stably (two members with the same key keep their
    /// encoding order). An insertion sort through a buffer pointer: objects have a handful of
    /// members, often nearly in order, and inserting into the array one member at a time went
    /// through `Array.insert(_:at:)`'s generic `replaceSubrange` on every call.
    private static func sortByKey(_ order: UnsafeMutableBufferPointer<Int>, from base: Int,
                                  slots: UnsafeBufferPointer<JSONTreeStorage.Slot>) {
        var i = base + 1
        while i < order.count {
            let item = order[i]
            var j = i
            while j > base && slotLess(item, order[j - 1], slots) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = item
            i += 1
        }
    }

    /// Whether two slots that are neighbours in key order (`a` first) have the same key.
    @inline(__always)
    private static func sameKey(_ a: Int, _ b: Int, _ slots: UnsafeBufferPointer<JSONTreeStorage.Slot>) -> Bool {
        slots[a].keyPrefix == slots[b].keyPrefix && !keyLess(slots[a].key, slots[b].key)
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
    ///
    /// The bytes are read in place (`withContiguousStorageIfAvailable`), not through copies made
    /// mutable for `withUTF8`: a language file's text ids share their tour's prefix, so most of
    /// its compares reach the storage, and the copies cost more than the compare.
    static func keyLess(_ a: String, _ b: String) -> Bool {
        if let x = a.utf8.first, let y = b.utf8.first, x != y { return x < y }
        let inPlace = a.utf8.withContiguousStorageIfAvailable { pa in
            b.utf8.withContiguousStorageIfAvailable { pb -> Bool in
                let n = min(pa.count, pb.count)
                if n > 0, let x = pa.baseAddress, let y = pb.baseAddress {
                    let c = memcmp(x, y, n)
                    if c != 0 { return c < 0 }
                }
                return pa.count < pb.count
            }
        }
        // A string without contiguous UTF-8 (bridged from Objective-C) is compared byte by byte.
        if let inPlace, let less = inPlace { return less }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Raw ASCII text (punctuation, layout).
    @inline(__always)
    mutating func append(_ text: StaticString) {
        buffer.append(text)
    }

    /// The bytes written, as an array (the writer is left empty).
    mutating func takeOutput() -> [UInt8] {
        defer { buffer.removeAll() }
        return buffer.array
    }

    /// Overwrites bytes already written (a placeholder) from `offset`.
    mutating func replace(at offset: Int, with bytes: [UInt8]) {
        buffer.replace(at: offset, with: bytes)
    }

    /// `count` bytes for the caller to overwrite later.
    mutating func appendPlaceholder(count: Int) {
        buffer.append(repeating: UInt8(ascii: "0"), count: count)
    }

    mutating func appendString(_ s: String) { Self.appendString(s, to: &buffer) }

    private mutating func indent(_ level: Int) {
        buffer.append(repeating: UInt8(ascii: " "), count: 2 * level)
    }

    private mutating func writeScalar(_ value: JSONScalar) {
        switch value {
        case .null: buffer.append("null")
        case .bool(let b): buffer.append(b ? "true" : "false")
        case .integer(let i): LineWriter.appendInteger(i, to: &buffer)
        case .unsigned(let u): buffer.append(utf8: String(u))
        case .double(let d): writeDouble(d)
        case .string(let s): Self.appendString(s, to: &buffer)
        }
    }

    /// `CanonicalJSON.formatDouble`, without its string surgery in the common cases: a whole
    /// number below 1e15 prints as an integer, and Swift's shortest description without an
    /// exponent, without six leading zeros after the point and not ending in `.0` (a whole number
    /// up to 2^53) is already the canonical text (same digits, same placement). The rest goes
    /// through `formatDouble`.
    private mutating func writeDouble(_ d: Double) {
        if d.magnitude < 1e15 && d.rounded(.towardZero) == d {
            LineWriter.appendInteger(Int64(d), to: &buffer)  // -0.0 too: "0"
            return
        }
        let text = d.description
        if !text.utf8.contains(UInt8(ascii: "e")) && !text.hasSuffix(".0")
            && !text.hasPrefix("0.00000") && !text.hasPrefix("-0.00000") {
            buffer.append(utf8: text)
        } else {
            buffer.append(utf8: Self.formatDouble(d))
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// As `CanonicalJSON.writeString`: only `"`, `\` and controls below U+0020 are escaped, so
    /// every byte from 0x20 up (all of non-ASCII UTF-8 included) is copied as it is. Bytes that
    /// need no escape are skipped eight at a time; in a word that holds one that does, it is
    /// found from the word's mask (`WordScan`).
    static func appendString(_ s: String, to out: inout ByteBuffer) {
        out.append(UInt8(ascii: "\""))
        WordScan.withUTF8(of: s) { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var runStart = 0
            var i = 0
            while i < count {
                if i + 8 <= count {
                    let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    let mask = WordScan.hasByte(word, below: 0x20) | WordScan.hasByte(word, equalTo: 0x22)
                        | WordScan.hasByte(word, equalTo: 0x5C)
                    if mask == 0 {
                        i += 8
                        continue
                    }
                    i += WordScan.firstMarked(mask)
                }
                let b = base[i]
                i += 1
                if b >= 0x20 && b != 0x22 && b != 0x5C { continue }
                if runStart < i - 1 { out.append(UnsafeBufferPointer(start: base + runStart, count: i - 1 - runStart)) }
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
                    out.append("u00")
                    out.append(hex[Int(b >> 4)])
                    out.append(hex[Int(b & 0xF)])
                }
                runStart = i
            }
            if runStart < count { out.append(UnsafeBufferPointer(start: base + runStart, count: count - runStart)) }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension CanonicalJSONWriter {
    /// A double in the canonical form (see the type). Built from Swift's `description`, which is locale-independent
    /// and gives the shortest round-trip digits; only the layout is changed.
    package static func formatDouble(_ d: Double) -> String {
        precondition(d.isFinite, "canonical JSON has no NaN or infinity")
        if d == 0 { return "0" }
        let text = d.magnitude.description  // "1.0", "0.001", "1e-07", "1.5e+21"
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...])!
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let intPart = parts[0]
        let fracPart = parts.count > 1 ? parts[1] : ""
        var digits = Array(intPart + fracPart)
        var n = intPart.count + exponent  // the decimal point sits after `n` digits
        while digits.first == "0" { digits.removeFirst(); n -= 1 }
        while digits.last == "0" { digits.removeLast() }
        let k = digits.count
        var out = d < 0 ? "-" : ""
        if k <= n && n <= 21 {
            out += String(digits) + String(repeating: "0", count: n - k)
        } else if 0 < n && n <= 21 {
            out += String(digits[..<n]) + "." + String(digits[n...])
        } else if -6 < n && n <= 0 {
            out += "0." + String(repeating: "0", count: -n) + String(digits)
        } else {
            let e = n - 1
            out += String(digits[0])
            if k > 1 { out += "." + String(digits[1...]) }
            out += "e" + (e >= 0 ? "+" : "-") + String(e.magnitude)
        }
        return out
    }
}
