/// An open-addressing index from key text to pair position, for duplicate detection in large
/// mappings.
///
/// Each key is hashed once (with Swift's randomly seeded `Hasher`, so crafted keys cannot force
/// collisions) and its hash kept, so growing the table never hashes again. A slot packs the
/// position with the hash's high bits, so a probe that misses costs one memory access. Equality
/// is checked by the caller, on the real key text.
struct KeyTable {
    /// Per slot: high 32 bits of the hash, low 32 bits position + 1; 0 is empty.
    private var slots: [UInt64]
    /// The hash of each inserted key, by position (read only when the table grows).
    private var hashes: [Int] = []
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        hashes.reserveCapacity(capacity)
    }

    private static func tag(_ hash: Int) -> UInt64 { UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000 }

    /// The first position whose key has `hash` and satisfies `matches`, if any.
    func find(hash: Int, matches: (Int) -> Bool) -> Int? {
        let tag = Self.tag(hash)
        var i = hash & mask
        while true {
            let slot = slots[i]
            if slot == 0 { return nil }
            if slot & 0xFFFF_FFFF_0000_0000 == tag {
                let position = Int(slot & 0xFFFF_FFFF) - 1
                if matches(position) { return position }
            }
            i = (i + 1) & mask
        }
    }

    /// Records the key at `position` (positions are inserted in order 0, 1, 2, …).
    mutating func insert(hash: Int, position: Int) {
        hashes.append(hash)
        if hashes.count * 2 > slots.count { grow() } else { place(hash, position) }
    }

    private mutating func place(_ hash: Int, _ position: Int) {
        var i = hash & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = Self.tag(hash) | UInt64(position + 1)
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        for (position, hash) in hashes.enumerated() { place(hash, position) }
    }
}
