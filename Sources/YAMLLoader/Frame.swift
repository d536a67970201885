import TourcDiagnostics

/// One open mapping or sequence on the tree builder's stack.
struct Frame {
    /// A `<<` entry: its sources are merged in at `position` (an index into `pairs`) when the
    /// mapping closes, because explicit keys written after `<<` must still win.
    struct Merge {
        var position: Int
        var sources: [[YAMLPair]]
    }

    /// Below this many pairs a linear scan beats hashing for duplicate detection; above it, a
    /// dictionary keeps big mappings linear overall.
    private static let linearScanLimit = 8

    let isMapping: Bool
    let flow: Bool
    let anchor: String?
    let start: SourceLocation
    /// Nodes in this subtree, including itself and alias expansions (for the alias budget).
    var count = 1
    /// Where the last child ended: the end of a block collection.
    var lastEnd: SourceLocation?
    var items: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    var pendingKey: YAMLNode?
    var pendingKeyValid = true
    var mergeKey: YAMLNode?
    var merges: [Merge] = []
    private var keyIndex: [String: Int] = [:]

    init(isMapping: Bool, flow: Bool, anchor: String?, start: SourceLocation) {
        self.isMapping = isMapping
        self.flow = flow
        self.anchor = anchor
        self.start = start
    }

    /// The key node already holding `text`, if any.
    func firstKey(_ text: String) -> YAMLNode? {
        if pairs.count <= Self.linearScanLimit {
            for pair in pairs {
                if case .scalar(let s) = pair.key.kind, s.text == text { return pair.key }
            }
            return nil
        }
        return keyIndex[text].map { pairs[$0].key }
    }

    mutating func addPair(_ pair: YAMLPair, keyText: String) {
        if pairs.count == Self.linearScanLimit {
            keyIndex.reserveCapacity(32)
            for (i, p) in pairs.enumerated() {
                if case .scalar(let s) = p.key.kind { keyIndex[s.text] = i }
            }
        }
        if pairs.count >= Self.linearScanLimit { keyIndex[keyText] = pairs.count }
        pairs.append(pair)
    }

    /// The pairs with merge keys applied: merged pairs go where `<<` stood, skipping keys the
    /// mapping defines itself and keys an earlier merge source already supplied.
    mutating func finishedPairs() -> [YAMLPair] {
        guard !merges.isEmpty else { return pairs }
        var taken = Set<String>(minimumCapacity: pairs.count)
        for pair in pairs {
            if case .scalar(let s) = pair.key.kind { taken.insert(s.text) }
        }
        var result: [YAMLPair] = []
        var next = 0
        for merge in merges {
            result.append(contentsOf: pairs[next..<merge.position])
            next = merge.position
            for source in merge.sources {
                for pair in source {
                    guard case .scalar(let s) = pair.key.kind, taken.insert(s.text).inserted else { continue }
                    result.append(pair)
                }
            }
        }
        result.append(contentsOf: pairs[next...])
        return result
    }
}
