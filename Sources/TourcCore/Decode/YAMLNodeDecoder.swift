import TourKit
import TourcDiagnostics
import YAMLLoader

/// Decodes `Decodable` values (TourKit's model types) straight from located YAML nodes.
///
/// Why not `JSONDecoder`: a Foundation JSON round trip would cost a serialisation per file and
/// lose every source location. Decoding the node tree directly is fast and lets a failure point at
/// the node that caused it. Schema validation runs first, so a failure here means the schema and
/// the Swift types disagree: the driver reports it as an internal error, with the location.
///
/// Numbers convert only when exact: `3` decodes as `Int` or `Double`, `3.0` as `Int` too (JSON
/// Schema calls it an integer), `3.5` never as `Int`. Strings never come from numbers or booleans
/// (the schema tells authors to quote `version: 1.10`).
public struct YAMLNodeDecoder {
    /// Passed through to the types being decoded (`Decoder.userInfo`).
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init() {}

    /// Decodes `type` from `node`. `file` is only used to locate a failure.
    public func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, file: String) throws(YAMLDecodingError) -> T {
        // Tours and registries take the explicit fast path; when it fails, `Decodable` below
        // decodes again and says why.
        if T.self == Tour.self, let tour = try? ExplicitTourDecoding.tour(ExplicitNode(node: node, userInfo: userInfo)) {
            return tour as! T
        }
        if T.self == AppRegistry.self,
           let registry = try? ExplicitRegistryDecoding.registry(ExplicitNode(node: node, userInfo: userInfo)) {
            return registry as! T
        }
        let decoder = NodeDecoder(root: node, userInfo: userInfo)
        do {
            return try T(from: decoder)
        } catch let error as DecodingError {
            throw YAMLDecodingError(error, root: node, file: file)
        } catch {
            throw YAMLDecodingError(message: String(describing: error), codingPath: [],
                                    span: SourceSpan(file: file, range: node.range))
        }
    }

    /// Decodes a whole document.
    public func decode<T: Decodable>(_ type: T.Type, from document: YAMLDocument) throws(YAMLDecodingError) -> T {
        try decode(type, from: document.root, file: document.file)
    }
}

/// The `Decoder` over one node. A class because containers hand it to nested decoders by
/// reference; it is never shared across threads.
///
/// Every node decoded gets one of these, so it is kept small: the coding path is not stored but
/// rebuilt from the parent chain when something asks for it (only error paths and a few types
/// do), which saves an array allocation and a copy of the whole path per node.
final class NodeDecoder: Decoder {
    let node: YAMLNode
    /// The decoder of the enclosing collection, and the key or index of this node in it.
    let parent: NodeDecoder?
    let step: PathStep
    let userInfo: [CodingUserInfoKey: Any]

    /// One step of a coding path: a key of a mapping, or an index of a sequence (kept as an `Int`
    /// so no `IndexCodingKey` string is built unless the path is asked for).
    enum PathStep {
        case root
        case key(any CodingKey)
        case index(Int)
    }

    init(root node: YAMLNode, userInfo: [CodingUserInfoKey: Any]) {
        self.node = node
        self.parent = nil
        self.step = .root
        self.userInfo = userInfo
    }

    private init(node: YAMLNode, parent: NodeDecoder, step: PathStep) {
        self.node = node
        self.parent = parent
        self.step = step
        self.userInfo = parent.userInfo
    }

    var codingPath: [any CodingKey] {
        var reversed: [any CodingKey] = []
        var current: NodeDecoder? = self
        while let d = current {
            switch d.step {
            case .root: break
            case .key(let key): reversed.append(key)
            case .index(let i): reversed.append(IndexCodingKey(i))
            }
            current = d.parent
        }
        return reversed.reversed()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let pairs) = node.kind else {
            throw DecodingError.typeMismatch(
                [String: Any].self,
                .init(codingPath: codingPath, debugDescription: "expected an object, found \(node.jsonTypeName)"))
        }
        return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, pairs: pairs))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .sequence(let items) = node.kind else {
            throw DecodingError.typeMismatch(
                [Any].self,
                .init(codingPath: codingPath, debugDescription: "expected an array, found \(node.jsonTypeName)"))
        }
        return NodeUnkeyedContainer(decoder: self, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        NodeSingleValueContainer(decoder: self)
    }

    /// A decoder for a child node, one coding key deeper.
    func child(_ node: YAMLNode, key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node: node, parent: self, step: .key(key))
    }

    /// A decoder for item `index` of a sequence.
    func child(_ node: YAMLNode, index: Int) -> NodeDecoder {
        NodeDecoder(node: node, parent: self, step: .index(index))
    }
}

/// An array index as a coding key, as Foundation's decoders spell it ("Index 3").
///
/// Only the index is stored (the text is made when asked for), so the key fits an existential's
/// inline buffer and passing it around allocates nothing.
package struct IndexCodingKey: CodingKey {
    package let index: Int
    package var intValue: Int? { index }
    package var stringValue: String { "Index \(index)" }
    package init(_ index: Int) {
        self.index = index
    }
    package init?(intValue: Int) { self.init(intValue) }
    package init?(stringValue: String) { return nil }
}

/// `super` as a coding key, for `superDecoder()`.
package struct SuperCodingKey: CodingKey {
    package var stringValue: String { "super" }
    package var intValue: Int? { nil }
    package init() {}
    package init?(stringValue: String) { guard stringValue == "super" else { return nil } }
    package init?(intValue: Int) { return nil }
}
