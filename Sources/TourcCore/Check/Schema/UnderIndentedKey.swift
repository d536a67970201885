import JSONSchema
import TourcDiagnostics
import YAMLLoader

/// An unknown key that is really a key of the mapping above it, indented too little:
///
///     spotlightChange:
///       duration: 0.4
///     easing: easeInOut      ← meant for `spotlightChange`
///
/// YAML reads `easing` as a key of the outer mapping, where the schema does not allow it. When
/// the mapping that is the value of the previous key, with this key added, is a mapping some part
/// of the schema describes, the diagnostic says where the key belongs and how far to indent it.
enum UnderIndentedKey {
    /// The rewritten diagnostic, and the span of the previous key's empty value when the key was
    /// meant for it (its "found null" type error is the same mistake and is dropped).
    static func rewrite(_ d: Diagnostic, in document: YAMLDocument) -> (Diagnostic, covers: SourceRange?) {
        guard let at = d.span?.range, let (previous, key) = previousPair(ofKeyAt: at, in: document.root),
              let name = key.stringKey, let previousName = previous.key.stringKey
        else { return (d, nil) }
        let children = (SchemaStage.isRegistry(document.file) ? appChildren : tourChildren)[previousName] ?? []
        var copy = d
        copy.suggestions = []
        if let inner = previous.value.pairs, let first = inner.first, first.key.range.start.column > key.range.start.column {
            let keys = Set(inner.compactMap { $0.key.stringKey } + [name])
            guard children.contains(where: { keys.isSubset(of: $0) }) else { return (d, nil) }
            let spaces = first.key.range.start.column - 1
            copy.message = "`\(name)` is not a key here, but it is one of `\(previousName)` above: it is indented less than `\(previousName)`'s keys; indent it by \(spaces) spaces, like `\(first.key.stringKey ?? "")`"
            return (copy, nil)
        }
        if let scalar = previous.value.scalar, case .null = scalar.value, scalar.text.isEmpty,
           key.range.start.column <= previous.key.range.start.column,
           children.contains(where: { $0.contains(name) }) {
            let spaces = previous.key.range.start.column - 1 + 2
            copy.message = "`\(name)` is not a key here, but it is one of `\(previousName)` above, which is empty because `\(name)` is not indented under it; indent `\(name)` by \(spaces) spaces"
            return (copy, previous.value.range)
        }
        return (d, nil)
    }

    /// The pair before the one whose key starts at `range`, in the mapping that holds both.
    static func previousPair(ofKeyAt range: SourceRange, in root: YAMLNode) -> (YAMLPair, YAMLNode)? {
        var node = root
        while true {
            var next: YAMLNode?
            switch node.kind {
            case .scalar: return nil
            case .sequence: next = SchemaMessages.child(of: node, containing: range)
            case .mapping(let pairs):
                let sorted = SchemaMessages.lastIndex(pairs.count, startingAtOrBefore: range.start.offset) { pairs[$0].key.range.start.offset }
                if let i = sorted, pairs[i].key.range.start.offset == range.start.offset {
                    return i > 0 ? (pairs[i - 1], pairs[i].key) : nil
                }
                if let i = pairs.firstIndex(where: { $0.key.range.start.offset == range.start.offset }) {
                    return i > 0 ? (pairs[i - 1], pairs[i].key) : nil
                }
                next = SchemaMessages.child(of: node, containing: range)
            }
            guard let child = next else { return nil }
            node = child
        }
    }

    /// For each property name of the schema, the key sets its value may have (one per object
    /// schema it can be: `$ref`s followed, `oneOf` branches apart). Read on first use, only when
    /// an unknown key is reported.
    static let tourChildren = childSets("tour.schema.json")
    static let appChildren = childSets("app.schema.json")

    static func childSets(_ name: String) -> [String: [Set<String>]] {
        guard let text = TourSchemas.document(name), let root = try? JSONParser.parse(text) else { return [:] }
        let defs = root["$defs"]
        func resolve(_ node: YAMLNode) -> YAMLNode {
            if let ref = node["$ref"]?.string, ref.hasPrefix("#/$defs/"), let target = defs?[String(ref.dropFirst(8))] { return target }
            return node
        }
        func keySets(_ node: YAMLNode) -> [Set<String>] {
            let schema = resolve(node)
            var sets: [Set<String>] = []
            let own = schema["properties"]?.pairs?.compactMap { $0.key.stringKey } ?? []
            if let branches = schema["oneOf"]?.items ?? schema["anyOf"]?.items {
                for branch in branches { sets += keySets(branch).map { $0.union(own) } }
            }
            if sets.isEmpty, !own.isEmpty { sets.append(Set(own)) }
            if let items = schema["items"], items.pairs != nil { sets += keySets(items) }
            return sets
        }
        var result: [String: [Set<String>]] = [:]
        func walk(_ node: YAMLNode) {
            switch node.kind {
            case .scalar: break
            case .sequence(let items): items.forEach(walk)
            case .mapping(let pairs):
                for property in node["properties"]?.pairs ?? [] {
                    if let key = property.key.stringKey { result[key, default: []] += keySets(property.value) }
                }
                for pair in pairs { walk(pair.value) }
            }
        }
        walk(root)
        return result
    }
}
