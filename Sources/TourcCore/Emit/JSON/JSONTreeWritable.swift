import TourKit

/// A value that builds its own JSON tree: the explicit counterpart of TourKit's `Encodable`
/// conformances, for the bundle emitter.
///
/// Encoding through `Encoder` costs a dynamic dispatch per container, key and value (existential
/// containers, `CodingKey` to string, generic `encode<T>` through witness tables); one explicit
/// conformance per TourKit type (Generated/) writes the same members into the same `JSONTree`
/// directly. The trees must print to the same bytes as the `Encodable` ones: synthesized
/// conformances write their coding keys in order and leave nil optionals out, and the
/// hand-written `encode(to:)` of TourKit are mirrored case by case. `Encodable` stays the
/// oracle: EmitJSONTreeWritableTests compares both paths on every sample bundle and every value
/// in it, and checks each struct's stored properties against its explicit code.
protocol JSONTreeWritable {
    /// Writes the value into `node`, as `encode(to:)` does with that node's encoder (a flattened
    /// union writes several types' members into one node).
    func writeJSON(into node: JSONTreeNode) throws

    /// The value as a member or item of its parent: scalars inline, anything else a new node.
    func jsonEntry(in storage: JSONTreeStorage) throws -> JSONTree.Entry
}

extension JSONTreeWritable {
    func jsonEntry(in storage: JSONTreeStorage) throws -> JSONTree.Entry {
        let index = storage.newNode()
        try writeJSON(into: JSONTreeNode(storage: storage, index: index))
        return .node(index)
    }
}

/// String-backed enums encode their raw value as a single value.
extension JSONTreeWritable where Self: RawRepresentable, RawValue == String {
    func writeJSON(into node: JSONTreeNode) { node.setScalar(.string(rawValue)) }
    func jsonEntry(in storage: JSONTreeStorage) -> JSONTree.Entry { .scalar(.string(rawValue)) }
}

extension JSONTreeEncoder {
    /// The tree of `value` through its explicit conformance (no `Encoder`).
    func encodeExplicitly<T: JSONTreeWritable>(_ value: T) throws -> JSONTree {
        let storage = JSONTreeStorage()
        let root = storage.newNode()
        try value.writeJSON(into: JSONTreeNode(storage: storage, index: root))
        return JSONTree(storage: storage, index: root)
    }
}

extension JSONTreeNode {
    /// `KeyedEncodingContainer.encode(_:forKey:)`.
    func put<T: JSONTreeWritable>(_ value: T, forKey key: String) throws {
        makeObject()
        let entry: JSONTree.Entry
        do {
            entry = try value.jsonEntry(in: storage)
        } catch var failure as JSONTreeEncoder.Failure {
            failure.reversedPath.append(key)
            throw failure
        }
        storage.add(key, entry, to: index)
    }

    /// `KeyedEncodingContainer.encodeIfPresent(_:forKey:)`: nil writes nothing.
    func putIfPresent<T: JSONTreeWritable>(_ value: T?, forKey key: String) throws {
        guard let value else { return }
        try put(value, forKey: key)
    }
}

extension String: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) { node.setScalar(.string(self)) }
    func jsonEntry(in storage: JSONTreeStorage) -> JSONTree.Entry { .scalar(.string(self)) }
}

extension Bool: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) { node.setScalar(.bool(self)) }
    func jsonEntry(in storage: JSONTreeStorage) -> JSONTree.Entry { .scalar(.bool(self)) }
}

extension Int: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) { node.setScalar(JSONTreeScalar.integer(self)) }
    func jsonEntry(in storage: JSONTreeStorage) -> JSONTree.Entry { .scalar(JSONTreeScalar.integer(self)) }
}

/// Non-finite numbers fail, as in the encoder (the caller reports them).
extension Double: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws { node.setScalar(try JSONTreeScalar.double(self)) }
    func jsonEntry(in storage: JSONTreeStorage) throws -> JSONTree.Entry { .scalar(try JSONTreeScalar.double(self)) }
}

/// As `Optional.encode(to:)`: nil is a single `null` (only reached through `put`, never
/// `putIfPresent`).
extension Optional: JSONTreeWritable where Wrapped: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        if let self { try self.writeJSON(into: node) } else { node.setScalar(.null) }
    }

    func jsonEntry(in storage: JSONTreeStorage) throws -> JSONTree.Entry {
        if let self { return try self.jsonEntry(in: storage) }
        return .scalar(.null)
    }
}

/// As `Array.encode(to:)`: an unkeyed container, so an empty array is `[]`.
extension Array: JSONTreeWritable where Element: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeArray()
        for (i, element) in enumerated() {
            let entry: JSONTree.Entry
            do {
                entry = try element.jsonEntry(in: node.storage)
            } catch var failure as JSONTreeEncoder.Failure {
                failure.reversedPath.append(String(i))
                throw failure
            }
            node.storage.add("", entry, to: node.index)
        }
    }
}
