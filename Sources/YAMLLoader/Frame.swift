import TourcDiagnostics

/// One open mapping or sequence on the tree builder's stack. Its children live on the builder's
/// shared `MoveStack`s from `childStart` up, until the collection closes.
struct Frame {
    /// A `<<` entry: its sources are merged in at `position` (a pair index within this mapping)
    /// when the mapping closes, because explicit keys written after `<<` must still win.
    struct Merge {
        var position: Int
        var sources: [[YAMLPair]]
    }

    let isMapping: Bool
    let flow: Bool
    let anchor: String?
    let start: SourceLocation
    /// Where this collection's children start on the builder's node or pair stack.
    let childStart: Int
    /// Nodes in this subtree, including itself and alias expansions (for the limits).
    var count = 1
    /// Collection levels in this subtree, itself included (for the depth limit on alias copies).
    var height = 1
    /// Where the last child ended: the end of a block collection.
    var lastEnd: SourceLocation?
    /// A mapping's key waiting for its value. The key node itself waits on top of the builder's
    /// node stack: a mapping's own children go to the pair stack, and a collection opened as the
    /// value starts its children above the key. That keeps the frame small and the key moved,
    /// never copied.
    var hasPendingKey = false
    /// Whether the waiting key is a scalar; a collection key was reported and its entry is dropped.
    var pendingKeyValid = true
    /// What only mappings with a merge key or many keys need, in one box made on first use:
    /// kept inline, these fields were most of the frame's size, and every collection moved them
    /// onto the stack and destroyed them again when it closed.
    private(set) var extras: Extras?

    final class Extras {
        var mergeKey: YAMLNode?
        var merges: [Merge] = []
        /// Built once a mapping has more than a few keys, so duplicate checks stay linear overall.
        var keyTable: KeyTable?
    }

    /// `extras`, made when first needed.
    var rare: Extras {
        mutating get {
            if let extras { return extras }
            let made = Extras()
            extras = made
            return made
        }
    }

    init(isMapping: Bool, flow: Bool, anchor: String?, start: SourceLocation, childStart: Int) {
        self.isMapping = isMapping
        self.flow = flow
        self.anchor = anchor
        self.start = start
        self.childStart = childStart
    }

    /// `pairs` with merge keys applied: merged pairs go where `<<` stood, skipping keys the
    /// mapping defines itself and keys an earlier merge source already supplied.
    func applyingMerges(to pairs: [YAMLPair]) -> [YAMLPair] {
        guard let merges = extras?.merges, !merges.isEmpty else { return pairs }
        var taken = Set<String>(minimumCapacity: pairs.count)
        for pair in pairs {
            if let text = pair.key.stringKey { taken.insert(text) }
        }
        var result: [YAMLPair] = []
        var next = 0
        for merge in merges {
            result.append(contentsOf: pairs[next..<merge.position])
            next = merge.position
            for source in merge.sources {
                for pair in source {
                    guard let text = pair.key.stringKey, taken.insert(text).inserted else { continue }
                    result.append(pair)
                }
            }
        }
        result.append(contentsOf: pairs[next...])
        return result
    }
}
