import YAMLLoader

/// One scalar (or, for nested `Decodable`s, any node). Holds the number conversion rules.
struct NodeSingleValueContainer: SingleValueDecodingContainer {
    let decoder: NodeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    private var node: YAMLNode { decoder.node }

    func decodeNil() -> Bool {
        if case .scalar(let s) = node.kind, case .null = s.value { return true }
        return false
    }

    private func mismatch<T>(_ type: T.Type, _ expected: String) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath,
                                  debugDescription: "expected \(expected), found \(node.jsonTypeName)"))
    }

    private var scalarValue: ScalarValue? {
        if case .scalar(let s) = node.kind { return s.value }
        return nil
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let b)? = scalarValue else { throw mismatch(type, "a boolean") }
        return b
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let s)? = scalarValue else { throw mismatch(type, "a string") }
        return s
    }

    private func number<T>(_ type: T.Type) throws -> JSONNumber {
        guard case .number(let n)? = scalarValue else { throw mismatch(type, "a number") }
        return n
    }

    func decode(_ type: Double.Type) throws -> Double {
        let n = try number(type)
        if let d = Self.double(n) { return d }
        guard case .bigInt(let digits) = n else { preconditionFailure("only a big integer can fail to read") }
        throw outOfRange(type, digits)
    }

    /// A number as a `Double`; nil for a big integer `Double` cannot read.
    static func double(_ n: JSONNumber) -> Double? {
        switch n {
        case .int(let i): Double(i)
        case .double(let d): d
        case .bigInt(let s): Double(s)
        }
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    private func outOfRange<T>(_ type: T.Type, _ text: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath,
                             debugDescription: "the number \(text) does not fit in \(T.self)"))
    }

    /// A number as `T`, only when exact: `3.0` is fine, `3.5` and out-of-range values are not
    /// (nil). The explicit decoders convert with it too (`ExplicitNode.int`).
    static func exactInteger<T: FixedWidthInteger>(_ n: JSONNumber, as type: T.Type) -> T? {
        switch n {
        case .int(let i): T(exactly: i)
        case .double(let d): T(exactly: d)
        case .bigInt(let s): T(s)
        }
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let n = try number(type)
        if let v = Self.exactInteger(n, as: type) { return v }
        switch n {
        case .int(let i): throw outOfRange(type, String(i))
        case .double(let d):
            if d.isFinite && d.rounded(.towardZero) == d { throw outOfRange(type, "\(d)") }
            throw mismatch(type, "an integer")
        case .bigInt(let s): throw outOfRange(type, s)
        }
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decodeValue(type)
    }
}

extension NodeDecoder {
    /// `T(from: self)`, with shortcuts for the leaf types a tour is mostly made of.
    ///
    /// Through the generic path a `String` costs a boxed single-value container and two dynamic
    /// dispatches, a `[String]` a boxed unkeyed container per list. The shortcuts run the same
    /// container code (same results, same errors) without the boxing. The type checks compare
    /// metadata pointers, and after specialisation most of them fold away.
    @inline(__always)
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self {
            return unsafeBitCast(try NodeSingleValueContainer(decoder: self).decode(String.self), to: T.self)
        }
        if T.self == [String].self {
            return unsafeBitCast(try decodeStrings(), to: T.self)
        }
        if T.self == Bool.self {
            return unsafeBitCast(try NodeSingleValueContainer(decoder: self).decode(Bool.self), to: T.self)
        }
        if T.self == Double.self {
            return unsafeBitCast(try NodeSingleValueContainer(decoder: self).decode(Double.self), to: T.self)
        }
        if T.self == Int.self {
            return unsafeBitCast(try NodeSingleValueContainer(decoder: self).decode(Int.self), to: T.self)
        }
        return try T(from: self)
    }

    /// What `Array<String>.init(from:)` does, on the concrete container.
    private func decodeStrings() throws -> [String] {
        guard case .sequence(let items) = node.kind else {
            _ = try unkeyedContainer()  // throws the mismatch, worded as for any array
            return []
        }
        var container = NodeUnkeyedContainer(decoder: self, items: items)
        var result: [String] = []
        result.reserveCapacity(items.count)
        while !container.isAtEnd {
            result.append(try container.decode(String.self))
        }
        return result
    }
}
