/// An open-addressing index from key text to pair position, for duplicate detection in large
/// mappings.
///
/// Each key is hashed once (with Swift's randomly seeded `Hasher`, so crafted keys cannot force
/// collisions) and its hash kept, so growing the table never hashes again. Equality is checked
/// by the caller, on the real key text.
struct KeyTable {
    /// Pair position + 1 per slot; 0 is empty.
    private var slots: [Int32]
    /// The hash of each inserted key, by pair position.
    private var hashes: [Int] = []
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    /// The first position whose key has `hash` and satisfies `matches`, if any.
    func find(hash: Int, matches: (Int) -> Bool) -> Int? {
        var i = hash & mask
        while true {
            let slot = Int(slots[i])
            if slot == 0 { return nil }
            if hashes[slot - 1] == hash && matches(slot - 1) { return slot - 1 }
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
        slots[i] = Int32(position + 1)
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
        for (position, hash) in hashes.enumerated() { place(hash, position) }
    }
}
