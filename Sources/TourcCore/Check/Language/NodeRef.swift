import TourcDiagnostics
import YAMLLoader

/// A YAML node of a document, walked alongside the typed TourKit value decoded from it, so a
/// check that finds a problem in the value can point at the exact key or value in the file.
///
///     let step = NodeRef(tour.document)["steps"][2]
///     diagnostics.emit(code, "...", at: step["advance"]["target"].span)
///
/// A missing key or index keeps the deepest node reached (the mapping that lacks the key), which
/// is still the best place to point at; after schema validation that happens only for keys whose
/// value came from a default.
///
/// It keeps the file's path, not the whole document: checks copy node references a great deal,
/// and each copy of a document retains its root too.
struct NodeRef {
    let file: String
    let node: YAMLNode
    /// The key node when this node was reached through a mapping key.
    let key: YAMLNode?

    init(_ document: YAMLDocument) {
        self.init(file: document.file, node: document.root, key: nil)
    }

    init(file: String, node: YAMLNode, key: YAMLNode?) {
        self.file = file
        self.node = node
        self.key = key
    }

    subscript(_ name: String) -> NodeRef {
        guard let pair = node.pair(forKey: name) else { return self }
        return NodeRef(file: file, node: pair.value, key: pair.key)
    }

    subscript(_ index: Int) -> NodeRef {
        guard let items = node.items, items.indices.contains(index) else { return self }
        return NodeRef(file: file, node: items[index], key: nil)
    }

    /// Whether the mapping has this key (false for defaults the decoder filled in).
    func has(_ name: String) -> Bool { node.pair(forKey: name) != nil }

    /// The value's span.
    var span: SourceSpan { SourceSpan(file: file, range: node.range) }
    /// The key's span when there is one (for "this key should not be here"), else the value's.
    var keySpan: SourceSpan { SourceSpan(file: file, range: (key ?? node).range) }
}
