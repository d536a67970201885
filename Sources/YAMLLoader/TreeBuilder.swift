import TourcDiagnostics

/// Builds node trees from a stream of "node started / node finished" calls, with an explicit
/// stack instead of recursion, so nesting depth costs heap, never the call stack.
///
/// It also owns everything that needs the whole picture of a document: anchors and alias
/// expansion (with the node budget), duplicate keys, and merge keys.
struct TreeBuilder {
    let file: String
    let limits: LoadLimits
    /// Set when a limit stops the load; the caller stops feeding events.
    private(set) var stopped = false
    /// The finished root of the current document.
    private(set) var root: YAMLNode?

    /// The open collections, innermost last (in a `MoveStack`: fields are updated in place).
    private let frames = MoveStack<Frame>(capacity: 16)
    /// Finished children of open sequences, and finished pairs of open mappings.
    private let nodes = MoveStack<YAMLNode>()
    private let pairs = MoveStack<YAMLPair>()
    /// Below this many pairs a linear scan beats hashing for duplicate detection: comparing
    /// short keys in place costs tens of instructions, hashing one a few hundred, and building
    /// a table about a thousand (measured on the validate benchmark corpus, where mappings of
    /// 9 to 16 keys are common).
    private static let linearScanLimit = 16
    private var anchors: [String: Anchor] = [:]
    private var totalNodes = 0
    private var aliasNodes = 0

    private enum Anchor {
        /// The anchored collection is still being read: an alias to it would be a cycle.
        case open(SourceRange)
        case done(YAMLNode, count: Int, height: Int)
    }

    init(file: String, limits: LoadLimits) {
        self.file = file
        self.limits = limits
    }

    /// Forgets anchors and the root: anchors do not cross `---`.
    mutating func startDocument() {
        anchors.removeAll(keepingCapacity: true)
        root = nil
        frames.removeAll()
        nodes.removeAll()
        pairs.removeAll()
    }

    private func span(_ range: SourceRange) -> SourceSpan { SourceSpan(file: file, range: range) }

    // MARK: Collections

    mutating func beginCollection(mapping: Bool, flow: Bool, anchor: String?, start: SourceLocation,
                                  diagnostics: inout DiagnosticCollector) {
        if frames.count >= limits.maxDepth {
            diagnostics.emit(YAMLCodes.nestingTooDeep,
                             "this \(mapping ? "mapping" : "sequence") is nested \(frames.count + 1) levels deep, more than the limit of \(limits.maxDepth); check for unbalanced `[` or `{`, or flatten the structure",
                             at: span(SourceRange(at: start)))
            stopped = true
            return
        }
        guard countNodes(1, at: SourceRange(at: start), diagnostics: &diagnostics) else { return }
        if let anchor { anchors[anchor] = .open(SourceRange(at: start)) }
        frames.push(Frame(isMapping: mapping, flow: flow, anchor: anchor, start: start,
                            childStart: mapping ? pairs.count : nodes.count))
    }

    /// Closes the innermost collection. `end` is the closing bracket's end for flow collections;
    /// block collections end where their last child ends (libyaml's block end is the next token).
    mutating func endCollection(end: SourceLocation, diagnostics: inout DiagnosticCollector) {
        guard let frame = frames.popLast() else { return }
        let endLocation = frame.flow ? end : (frame.lastEnd ?? frame.start)
        let range = SourceRange(start: frame.start, end: endLocation)
        let node: YAMLNode
        if frame.isMapping {
            // A key left without a value (libyaml never sends one, but stay consistent).
            if frame.hasPendingKey { _ = nodes.removeTop() }
            node = YAMLNode(.mapping(frame.applyingMerges(to: pairs.popArray(from: frame.childStart))), range: range)
        } else {
            node = YAMLNode(.sequence(nodes.popArray(from: frame.childStart)), range: range)
        }
        if let anchor = frame.anchor { anchors[anchor] = .done(node, count: frame.count, height: frame.height) }
        attach(node, count: frame.count, height: frame.height, end: endLocation, diagnostics: &diagnostics)
    }

    // MARK: Scalars and aliases

    mutating func scalar(_ node: consuming YAMLNode, anchor: String?, diagnostics: inout DiagnosticCollector) {
        let range = node.range
        guard countNodes(1, at: range, diagnostics: &diagnostics) else { return }
        if let anchor { anchors[anchor] = .done(node, count: 1, height: 0) }
        attach(node, count: 1, height: 0, end: range.end, diagnostics: &diagnostics)
    }

    /// Expands `*name` into a copy of its anchored node. Copies share storage (arrays are
    /// copy-on-write), but every node a later stage would walk counts against the alias budget.
    mutating func alias(_ name: String, range: SourceRange, diagnostics: inout DiagnosticCollector) {
        switch anchors[name] {
        case .done(let node, let count, let height):
            // A copy adds its anchor's nesting where the alias stands: keep the depth limit true
            // for the expanded tree too (chains of aliases could otherwise nest without bound).
            if frames.count + height > limits.maxDepth {
                diagnostics.emit(YAMLCodes.nestingTooDeep,
                                 "expanding the alias `*\(name)` here would nest collections \(frames.count + height) levels deep, more than the limit of \(limits.maxDepth)",
                                 at: span(range), labels: [.init(span: span(node.range), message: "`&\(name)` is \(height) levels deep")])
                stopped = true
                return
            }
            aliasNodes += count
            if aliasNodes > limits.maxAliasNodes {
                diagnostics.emit(YAMLCodes.aliasBudgetExceeded,
                                 "expanding the alias `*\(name)` would bring the nodes produced by aliases and merge keys past the limit of \(limits.maxAliasNodes); this looks like an alias bomb (\"billion laughs\"): use fewer or smaller aliases",
                                 at: span(range), labels: [.init(span: span(node.range), message: "`&\(name)` anchors \(count) nodes")])
                stopped = true
                return
            }
            guard countNodes(count, at: range, diagnostics: &diagnostics) else { return }
            attach(node, count: count, height: height, end: range.end, diagnostics: &diagnostics)
        case .open(let anchorRange):
            diagnostics.emit(YAMLCodes.recursiveAlias,
                             "the alias `*\(name)` is inside the node that `&\(name)` anchors, so expanding it would never end; move it out of that node",
                             at: span(range), labels: [.init(span: span(anchorRange), message: "`&\(name)` starts here and is still open")])
            placeholder(range, diagnostics: &diagnostics)
        case nil:
            // Suggestions cost time per anchor; a file with huge numbers of anchors gets none.
            let known = anchors.count <= 500 ? anchors.keys.sorted() : []
            let suggestions = Suggest.closest(to: name, among: known).map { "*" + $0 }
            var message = "the alias `*\(name)` refers to no anchor: define `&\(name)` before it in this document"
            if let best = suggestions.first { message += ", or did you mean `\(best)`?" }
            diagnostics.emit(YAMLCodes.undefinedAlias, message, at: span(range), suggestions: suggestions)
            placeholder(range, diagnostics: &diagnostics)
        }
    }

    /// Stands in for a bad alias so the rest of the document still loads and gets checked.
    private mutating func placeholder(_ range: SourceRange, diagnostics: inout DiagnosticCollector) {
        let node = YAMLNode(.scalar(YAMLScalar(text: "", style: .plain, value: .null)), range: range)
        scalar(node, anchor: nil, diagnostics: &diagnostics)
    }

    @inline(__always)
    private mutating func countNodes(_ n: Int, at range: SourceRange, diagnostics: inout DiagnosticCollector) -> Bool {
        totalNodes += n
        if totalNodes > limits.maxNodes {
            diagnostics.emit(YAMLCodes.tooManyNodes,
                             "the file holds more than \(limits.maxNodes) nodes (counting alias expansions), the loader's limit, far more than any tour, registry or scenario needs; look for content pasted or generated by mistake (a tour that really is this long reads better split into several tours)",
                             at: span(range))
            stopped = true
            return false
        }
        return true
    }

    // MARK: Attaching

    /// `height`: how many collection levels `node` holds (0 for a scalar).
    ///
    /// This runs once per node, so it keeps to the common cases (a sequence item, a key, a value
    /// under a new key in a small mapping) and leaves the rest (diagnostics, merge keys, key
    /// tables) to functions it calls only for them: those are kept out of line, because inlined
    /// they gave this function a stack frame of almost a kilobyte and several node copies.
    private mutating func attach(_ node: consuming YAMLNode, count: Int, height: Int, end: SourceLocation,
                                 diagnostics: inout DiagnosticCollector) {
        guard !frames.isEmpty else {
            root = node
            return
        }
        let frame = frames.top
        frame.pointee.count += count
        if height >= frame.pointee.height { frame.pointee.height = height + 1 }
        frame.pointee.lastEnd = end
        guard frame.pointee.isMapping else {
            nodes.push(node)
            return
        }
        guard frame.pointee.hasPendingKey else {
            // A key: it waits on the node stack for its value.
            frame.pointee.hasPendingKey = true
            if case .scalar = node.kind {
                frame.pointee.pendingKeyValid = true
            } else {
                frame.pointee.pendingKeyValid = false
                reportNonScalarKey(node, diagnostics: &diagnostics)
            }
            nodes.push(node)
            return
        }
        frame.pointee.hasPendingKey = false
        let key = nodes.removeTop()
        guard frame.pointee.pendingKeyValid else { return }
        let position = pairs.count - frame.pointee.childStart
        guard position < Self.linearScanLimit, !key.isPlainScalar(withText: "<<") else {
            attachRare(key: key, value: node, at: position, diagnostics: &diagnostics)
            return
        }
        // A small mapping: keys compared in place, no hashing.
        for i in frame.pointee.childStart..<pairs.count where pairs.inspect(i, { $0.pointee.key.hasSameKeyText(as: key) }) {
            reportDuplicate(key, first: pairs[i].key, diagnostics: &diagnostics)
            return
        }
        pairs.push(YAMLPair(key: key, value: node))
    }

    @inline(never)
    private func reportNonScalarKey(_ node: borrowing YAMLNode, diagnostics: inout DiagnosticCollector) {
        /// A list of names as a key (`{[entry, actionCompleted]: light}`) is nearly always several
        /// keys meant to share one value; quoting it (the generic advice) gives a key no schema
        /// knows, so the advice is to write each key on its own (the advice sweep).
        if case .sequence(let items) = node.kind, !items.isEmpty, items.count <= 8,
           case let names = items.compactMap(\.scalar?.text), names.count == items.count {
            diagnostics.emit(YAMLCodes.nonScalarKey,
                             "a list cannot be a mapping key; to give several keys one value, write each key on its own: "
                                 + names.map { "`\($0): …`" }.joined(separator: ", "),
                             at: span(node.range))
            return
        }
        diagnostics.emit(YAMLCodes.nonScalarKey,
                         "a \(node.kind.collectionName) cannot be a mapping key; keys must be plain text (quote it, e.g. `\"a,b\": …`)",
                         at: span(node.range))
    }

    @inline(never)
    private func reportDuplicate(_ key: borrowing YAMLNode, first: borrowing YAMLNode, diagnostics: inout DiagnosticCollector) {
        let keyText = key.stringKey ?? ""
        diagnostics.emit(YAMLCodes.duplicateKey,
                         "the key `\(keyText)` appears twice in this mapping; remove or rename one of them (the first one is kept)",
                         at: span(key.range), labels: [.init(span: span(first.range), message: "`\(keyText)` first defined here")])
    }

    /// A value whose key is the merge key `<<`, or that goes into a mapping big enough to have
    /// (or now build) a key table. `key` is a scalar.
    @inline(never)
    private mutating func attachRare(key: consuming YAMLNode, value: consuming YAMLNode, at position: Int,
                                     diagnostics: inout DiagnosticCollector) {
        let top = frames.count - 1
        // The key's text is copied out once (one retain), so that `key` itself can be moved
        // into the pair below instead of copied: it stays unused after `YAMLPair(key:value:)`.
        guard let keyText = key.stringKey else { return }
        let isMerge = keyText.utf8.count == 2 && keyText == "<<" && key.isPlainScalar
        if isMerge && frames[top].extras?.mergeKey == nil {
            frames[top].rare.mergeKey = key
            addMerge(key: key, value: value, diagnostics: &diagnostics)
            return
        }
        // Hashed once, and only for mappings big enough to have (or now build) a key table.
        let hash = position >= Self.linearScanLimit ? keyText.hashValue : 0
        if let first = isMerge ? frames[top].extras?.mergeKey : firstKey(keyText, hash: hash, in: top) {
            reportDuplicate(key, first: first, diagnostics: &diagnostics)
            return
        }
        addPair(YAMLPair(key: consume key, value: value), keyText: keyText, hash: hash, at: position, in: top)
    }

    /// The key node already holding `text` (whose hash is `hash` when the mapping has a key
    /// table) in the mapping at frame `top`, if any.
    private func firstKey(_ text: String, hash: Int, in top: Int) -> YAMLNode? {
        let start = frames[top].childStart
        if let table = frames[top].extras?.keyTable {
            let position = table.find(hash: hash) { i in pairs.inspect(start + i) { $0.pointee.key.hasKeyText(text) } }
            return position.map { pairs[start + $0].key }
        }
        // Keys are compared in place; only a duplicate (rare) is copied out.
        for i in start..<pairs.count where pairs.inspect(i, { $0.pointee.key.hasKeyText(text) }) {
            return pairs[i].key
        }
        return nil
    }

    /// `position`: the pair's index in its mapping; `hash`: `keyText`'s hash when `position`
    /// reaches `linearScanLimit`.
    private mutating func addPair(_ pair: consuming YAMLPair, keyText: String, hash: Int, at position: Int, in top: Int) {
        let start = frames[top].childStart
        if position == Self.linearScanLimit {
            var table = KeyTable(capacity: 64)
            for i in 0..<position { table.insert(hash: (pairs[start + i].key.stringKey ?? "").hashValue, position: i) }
            frames[top].rare.keyTable = table
        }
        if position >= Self.linearScanLimit {
            frames[top].rare.keyTable!.insert(hash: hash, position: position)
        }
        pairs.push(pair)
    }

    /// `<<: mapping` or `<<: [mapping, …]`: remembered here, applied when the mapping closes.
    private mutating func addMerge(key: YAMLNode, value: YAMLNode, diagnostics: inout DiagnosticCollector) {
        let top = frames.count - 1
        var sources: [[YAMLPair]] = []
        switch value.kind {
        case .mapping(let pairs):
            sources = [pairs]
        case .sequence(let items):
            for item in items {
                guard case .mapping(let pairs) = item.kind else {
                    diagnostics.emit(YAMLCodes.invalidMerge,
                                     "every item of a `<<` merge list must be a mapping, but this is a \(item.kind.collectionName)",
                                     at: span(item.range), labels: [.init(span: span(key.range), message: "merge key")])
                    continue
                }
                sources.append(pairs)
            }
        case .scalar:
            diagnostics.emit(YAMLCodes.invalidMerge,
                             "the merge key `<<` needs a mapping or a list of mappings (e.g. `<<: *defaults`); quote the key (`\"<<\"`) if you meant a literal key",
                             at: span(value.range), labels: [.init(span: span(key.range), message: "merge key")])
        }
        let position = pairs.count - frames[top].childStart
        frames[top].rare.merges.append(Frame.Merge(position: position, sources: sources))
    }
}

extension YAMLNode.Kind {
    /// "mapping", "sequence" or "scalar", for messages.
    var collectionName: String {
        switch self {
        case .mapping: "mapping"
        case .sequence: "sequence"
        case .scalar: "scalar"
        }
    }
}
