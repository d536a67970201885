/// "Did you mean" candidates by edit distance (Damerau–Levenshtein over Unicode scalars,
/// case differences counting half), at most four, best first.
public enum Suggestions {
    public static func closest(to word: String, among candidates: [String], limit: Int = 4) -> [String] {
        let w = Array(word.unicodeScalars)
        guard !w.isEmpty else { return [] }
        // Allow about one edit per three characters, and at least one.
        let threshold = max(1, w.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for c in candidates where c != word {
            let d = distance(w, Array(c.unicodeScalars))
            if d <= threshold * 2 { scored.append((d, c)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    /// Edit distance in half-steps: a case-only change costs 1, any other edit 2.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count * 2 }
        if b.isEmpty { return a.count * 2 }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = (0...b.count).map { $0 * 2 }
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i * 2
            for j in 1...b.count {
                let x = a[i - 1], y = b[j - 1]
                let sub: Int
                if x == y {
                    sub = 0
                } else if x.properties.lowercaseMapping == y.properties.lowercaseMapping {
                    sub = 1
                } else {
                    sub = 2
                }
                var best = min(prev[j] + 2, cur[j - 1] + 2, prev[j - 1] + sub)
                if i > 1, j > 1, x == b[j - 2], a[i - 2] == y {
                    best = min(best, prev2[j - 2] + 2)
                }
                cur[j] = best
            }
            prev2 = prev
            prev = cur
        }
        return prev[b.count]
    }
}
