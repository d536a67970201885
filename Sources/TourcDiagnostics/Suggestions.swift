/// "Did you mean …?" candidates, shared by every stage so that all of tourc suggests the same way.
///
/// Distance is the optimal-string-alignment variant of Damerau–Levenshtein (insert, delete,
/// substitute, swap two neighbours), compared case-insensitively so `currentweek` finds
/// `currentWeek` first. A candidate is offered only when the distance is small relative to the
/// word's length (about one edit per three characters), so short words do not match everything.
public enum Suggestions {
    /// At most this many suggestions are offered (the Diagnostic keeps at most four).
    public static let maximumCount = 4

    /// The candidates closest to `word`, best first; ties are broken alphabetically so output is
    /// deterministic whatever order `candidates` come in. `word` itself is never suggested.
    public static func closest<S: Sequence>(
        to word: String, in candidates: S, limit: Int = maximumCount
    ) -> [String] where S.Element == String {
        let lowered = word.lowercased()
        let target = Array(lowered.unicodeScalars)
        let synonyms = Self.synonyms[lowered] ?? []
        var scored: [(distance: Int, candidate: String)] = []
        var seen: Set<String> = []
        for candidate in candidates where candidate != word && !seen.contains(candidate) {
            seen.insert(candidate)
            let lowerCandidate = candidate.lowercased()
            // A word the author may use for it (`bottom` for `below`), or the start of it
            // (`awaitNext` for `awaitNextButton`): as close as one edit.
            if synonyms.contains(lowerCandidate)
                || (target.count >= 4 && lowerCandidate.count > target.count && lowerCandidate.hasPrefix(lowered)) {
                scored.append((1, candidate))
                continue
            }
            let other = Array(lowerCandidate.unicodeScalars)
            let threshold = maximumDistance(forLength: max(target.count, other.count))
            // Cheap length filter: the distance is at least the difference in length.
            guard abs(target.count - other.count) <= threshold else { continue }
            let d = distance(target, other, cutoff: threshold)
            if d <= threshold { scored.append((d, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.candidate < $1.candidate }
        return scored.prefix(max(0, limit)).map(\.candidate)
    }

    /// Words authors write for the tour language's names (lowercased), which spelling alone does
    /// not find.
    static let synonyms: [String: [String]] = [
        "bottom": ["below", "bottomsheet"], "top": ["above"], "under": ["below"], "over": ["above"],
        "left": ["leading"], "right": ["trailing"], "middle": ["center"], "centre": ["center"],
        "auto": ["automatic"], "tabbar": ["tabbaritem"], "tab": ["tabbaritem"], "tabitem": ["tabbaritem"],
        "wait": ["delay"], "pause": ["delay"], "kind": ["type"], "name": ["id"], "text": ["body"],
        "message": ["body"], "subtitle": ["body"], "button": ["nextbutton"], "next": ["nextbutton"],
        "tap": ["tapanywhere", "taptarget"], "modal": ["sheet"], "fullscreen": ["fullscreencover"],
    ]

    /// The largest distance accepted for words of this length: 1 up to 5 characters, then a third.
    public static func maximumDistance(forLength length: Int) -> Int {
        max(1, length / 3)
    }

    /// Optimal string alignment distance between two strings (case-sensitive).
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars), cutoff: Int.max)
    }

    /// The distance, or some value above `cutoff` as soon as it is certain to exceed it.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], cutoff: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rows: two back (for transpositions), previous, current.
        var twoBack = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > cutoff { return rowMinimum }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
