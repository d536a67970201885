/// A set of small integers (property or item positions), inline for the first 64 and heap-backed
/// after, so tracking what a schema evaluated costs no allocation for ordinary mappings.
struct IndexSet64: Sendable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []
    /// Every index is in the set (`additionalProperties`, `items`, `unevaluated*` evaluated all).
    private(set) var all = false

    @inline(__always)
    mutating func insert(_ i: Int) {
        if all { return }
        if i < 64 {
            low |= 1 << UInt64(i)
        } else {
            insertHigh(i)
        }
    }

    /// Out of line on purpose: inlined, the optimizer hoisted `high`'s copy-on-write check out
    /// of the callers' loops, which allocated a fresh empty array on every `properties`
    /// evaluation although almost no mapping has 64 keys.
    @inline(never)
    private mutating func insertHigh(_ i: Int) {
        let w = i / 64 - 1
        if high.count <= w { high.append(contentsOf: repeatElement(0, count: w - high.count + 1)) }
        high[w] |= 1 << UInt64(i % 64)
    }

    mutating func insertRange(_ n: Int) {
        for i in 0..<n { insert(i) }
    }

    mutating func insertAll() { all = true }

    @inline(__always)
    func contains(_ i: Int) -> Bool {
        if all { return true }
        if i < 64 { return low & (1 << UInt64(i)) != 0 }
        let w = i / 64 - 1
        return w < high.count && high[w] & (1 << UInt64(i % 64)) != 0
    }

    mutating func formUnion(_ other: IndexSet64) {
        if other.all { all = true; return }
        low |= other.low
        if !other.high.isEmpty { unionHigh(other.high) }
    }

    /// Out of line, like `insertHigh`.
    @inline(never)
    private mutating func unionHigh(_ other: [UInt64]) {
        if other.count > high.count { high.append(contentsOf: repeatElement(0, count: other.count - high.count)) }
        for (i, w) in other.enumerated() { high[i] |= w }
    }
}

/// The annotations `unevaluatedProperties`/`unevaluatedItems` read: which properties (by pair
/// position) and items (by index) of the current instance some subschema evaluated successfully.
struct Evaluated: Sendable {
    var properties = IndexSet64()
    var items = IndexSet64()

    mutating func merge(_ other: Evaluated) {
        properties.formUnion(other.properties)
        items.formUnion(other.items)
    }
}

/// One step of an instance path.
enum PathItem: Sendable {
    case key(String)
    case index(Int)
}
