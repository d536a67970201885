/// "Did you mean" candidates by edit distance, for names the author misspelt (anchors here).
enum Suggest {
    /// Up to four names within a small edit distance of `name`, closest first.
    static func closest(to name: String, among candidates: [String], limit: Int = 4) -> [String] {
        let target = Array(name.unicodeScalars)
        let maxDistance = max(1, min(3, target.count / 3))
        var scored: [(Int, String)] = []
        for candidate in candidates where candidate != name {
            let d = distance(target, Array(candidate.unicodeScalars))
            if d <= maxDistance { scored.append((d, candidate)) }
        }
        scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        return scored.prefix(limit).map(\.1)
    }

    /// Levenshtein distance with two rolling rows.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
