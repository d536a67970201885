/// Property name -> node. Small tables (the common case) are scanned linearly, which beats
/// hashing the instance's key; large ones use a dictionary.
struct PropertyTable: Sendable {
    private var small: [(name: String, node: Int)] = []
    private var large: [String: Int]? = nil
    /// The large table's entries again, by UTF-8 length (names up to `bucketLimit` bytes): a
    /// lookup compares the few names of the key's length instead of hashing the key, which cost
    /// several times more for the short keys documents have.
    private var byLength: [[(name: String, node: Int)]] = []
    private static let bucketLimit = 64

    /// Every entry: in insertion order while the table is small, by name once it is large
    /// (lookups do not depend on the order).
    var entries: [(name: String, node: Int)] {
        if let large { return large.map { ($0.key, $0.value) }.sorted { $0.name < $1.name } }
        return small
    }

    subscript(name: String) -> Int? {
        get {
            if large != nil {
                // ASCII names are equal (`==`, canonical equivalence) only when their bytes are,
                // so an ASCII key can only match a name of its own length; others (`K` and the
                // Kelvin sign are equal) take the dictionary.
                let n = name.utf8.count
                guard n < byLength.count, Self.isASCII(name) else { return large![name] }
                for entry in byLength[n] where entry.name == name { return entry.node }
                return nil
            }
            for entry in small where entry.name == name { return entry.node }
            return nil
        }
        set {
            guard let newValue else { return }
            if large != nil {
                large![name] = newValue
                addToBuckets(name, newValue)
                return
            }
            if let i = small.firstIndex(where: { $0.name == name }) {
                small[i].node = newValue
            } else {
                small.append((name, newValue))
            }
            if small.count > 12 {
                large = Dictionary(small.map { ($0.name, $0.node) }, uniquingKeysWith: { _, b in b })
                bucketsUsable = true
                for (name, node) in large! { addToBuckets(name, node) }
            }
        }
    }

    /// Whether `byLength` holds every name of the large table below `bucketLimit` bytes; false
    /// once a non-ASCII name is in (it could equal an ASCII key of another length).
    private var bucketsUsable = false

    /// Records an entry of the large table in `byLength` (replacing the node of an equal name).
    private mutating func addToBuckets(_ name: String, _ node: Int) {
        guard bucketsUsable else { return }
        guard Self.isASCII(name) else {
            bucketsUsable = false
            byLength = []
            return
        }
        let n = name.utf8.count
        guard n < Self.bucketLimit else { return }
        if byLength.count <= n { byLength.append(contentsOf: repeatElement([], count: n + 1 - byLength.count)) }
        if let i = byLength[n].firstIndex(where: { $0.name == name }) {
            byLength[n][i].node = node
        } else {
            byLength[n].append((name, node))
        }
    }

    @inline(__always)
    private static func isASCII(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable { bytes in
            var any: UInt8 = 0
            for b in bytes { any |= b }
            return any < 0x80
        } ?? s.utf8.allSatisfy { $0 < 0x80 }
    }
}
