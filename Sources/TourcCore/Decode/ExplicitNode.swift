import YAMLLoader

/// What the explicit decoders (`ExplicitTourDecoding`, `ExplicitRegistryDecoding`) pass each
/// other: a node, as a plain value.
///
/// They used to pass a `NodeDecoder`, an object allocated (and freed) for every child, which they
/// needed only to word errors nobody sees (any failure on this path decodes the document again
/// through `Decodable`, which reports it) and to hand the few types they do not cover to
/// `Decodable` (`decodeValue`), which now makes its decoder only then.
struct ExplicitNode {
    let node: YAMLNode
    /// Passed through to `Decodable` (`Decoder.userInfo`) when `decodeValue` falls back to it.
    let userInfo: [CodingUserInfoKey: Any]

    /// The same node's value with another node: a child of this one.
    func child(_ node: YAMLNode) -> ExplicitNode {
        ExplicitNode(node: node, userInfo: userInfo)
    }

    /// A string scalar, as `NodeSingleValueContainer` reads one (never from a number or a boolean).
    func string() throws -> String {
        guard case .scalar(let s) = node.kind, case .string(let v) = s.value else { throw MappingReader.Mismatch() }
        return v
    }

    /// A boolean scalar (never from a string).
    func bool() throws -> Bool {
        guard case .scalar(let s) = node.kind, case .bool(let b) = s.value else { throw MappingReader.Mismatch() }
        return b
    }

    /// A number as a `Double`, converted as `NodeSingleValueContainer` converts it.
    func double() throws -> Double {
        guard case .scalar(let s) = node.kind, case .number(let n) = s.value,
              let d = NodeSingleValueContainer.double(n) else { throw MappingReader.Mismatch() }
        return d
    }

    /// An integer, as `NodeSingleValueContainer` converts one: exactly (`3.0` reads, `3.5` and
    /// numbers out of range do not).
    func int() throws -> Int {
        guard case .scalar(let s) = node.kind, case .number(let n) = s.value,
              let value = NodeSingleValueContainer.exactInteger(n, as: Int.self) else { throw MappingReader.Mismatch() }
        return value
    }

    /// A list of strings, as `[String]`'s `Decodable` reads it.
    func strings() throws -> [String] {
        try items { try $0.string() }
    }

    /// The items of a sequence, each decoded with `item` (as `Array.init(from:)` would).
    func items<T>(_ item: (ExplicitNode) throws -> T) throws -> [T] {
        guard case .sequence(let nodes) = node.kind else { throw MappingReader.Mismatch() }
        var result: [T] = []
        result.reserveCapacity(nodes.count)
        for i in nodes.indices {
            result.append(try item(child(nodes[i])))
        }
        return result
    }

    /// Any other `Decodable`, through a `Decoder` made for it (types the fast path does not cover).
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        try NodeDecoder(root: node, userInfo: userInfo).decodeValue(type)
    }
}
