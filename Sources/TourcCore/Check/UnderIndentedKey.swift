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
    static func rewrite(_ d: Diagnostic, in document: YAMLDocument) -> Diagnostic {
        guard let at = d.span?.range, let (previous, key) = previousPair(ofKeyAt: at, in: document.root),
              let name = key.stringKey, let inner = previous.value.pairs, let first = inner.first,
              first.key.range.start.column > key.range.start.column, let previousName = previous.key.stringKey
        else { return d }
        let keys = Set(inner.compactMap { $0.key.stringKey } + [name])
        let sets = SchemaStage.isRegistry(document.file) ? appSets : tourSets
        guard sets.contains(where: { keys.isSubset(of: $0) }) else { return d }
        let spaces = first.key.range.start.column - 1
        var copy = d
        copy.message = "`\(name)` is not a key here, but it is one of `\(previousName)` above: it is indented less than `\(previousName)`'s keys; indent it by \(spaces) spaces, like `\(first.key.stringKey ?? "")`"
        copy.suggestions = []
        return copy
    }

    /// The pair before the one whose key starts at `range`, in the mapping that holds both.
    static func previousPair(ofKeyAt range: SourceRange, in root: YAMLNode) -> (YAMLPair, YAMLNode)? {
        var node = root
        while true {
            var next: YAMLNode?
            switch node.kind {
            case .scalar: return nil
            case .sequence(let items): next = items.first { QuoteFix.contains($0.range, range) }
            case .mapping(let pairs):
                if let i = pairs.firstIndex(where: { $0.key.range.start.offset == range.start.offset }) {
                    return i > 0 ? (pairs[i - 1], pairs[i].key) : nil
                }
                next = pairs.lazy.map(\.value).first { QuoteFix.contains($0.range, range) }
            }
            guard let child = next else { return nil }
            node = child
        }
    }

    /// The property names of every object the schema describes (read on first use, only when an
    /// unknown key is reported).
    static let tourSets = propertySets("tour.schema.json")
    static let appSets = propertySets("app.schema.json")

    static func propertySets(_ name: String) -> [Set<String>] {
        guard let text = TourSchemas.document(name), let root = try? JSONParser.parse(text) else { return [] }
        var sets: [Set<String>] = []
        func walk(_ node: YAMLNode) {
            switch node.kind {
            case .scalar: break
            case .sequence(let items): items.forEach(walk)
            case .mapping(let pairs):
                if let properties = node["properties"]?.pairs {
                    sets.append(Set(properties.compactMap { $0.key.stringKey }))
                }
                for pair in pairs { walk(pair.value) }
            }
        }
        walk(root)
        return sets
    }
}
