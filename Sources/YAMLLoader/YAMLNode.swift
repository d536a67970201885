import TourcDiagnostics

/// A node of a loaded YAML (or JSON) document, with where it came from.
///
/// Aliases are already expanded (an alias node is a copy of its anchor's node, carrying the
/// anchor's range), merge keys already applied, and plain scalars already resolved by the YAML 1.2
/// core schema. Later stages never see libyaml.
public struct YAMLNode: Sendable {
    public enum Kind: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// Pairs in source order. Keys are unique (duplicates are diagnosed and dropped by the loader).
        case mapping([YAMLPair])
    }

    public var kind: Kind
    /// The node's extent in its file. For a mapping or sequence: from its first to its last token.
    public var range: SourceRange {
        get { packedRange.range }
        set { packedRange = PackedRange(newValue) }
    }
    /// `range` stored in 24 bytes instead of 48: a node is mostly its range, and the loader's
    /// worst-case memory (millions of nodes) is what the node limit has to bound.
    private var packedRange: PackedRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.packedRange = PackedRange(range)
    }
}

/// A `SourceRange` with 32-bit fields (saturating; files are far below 4 GiB: see `LoadLimits`).
struct PackedRange: Sendable, Hashable {
    var startLine, startColumn, startOffset, endLine, endColumn, endOffset: UInt32

    @inline(__always)
    init(_ r: SourceRange) {
        startLine = UInt32(clamping: r.start.line)
        startColumn = UInt32(clamping: r.start.column)
        startOffset = UInt32(clamping: r.start.offset)
        endLine = UInt32(clamping: r.end.line)
        endColumn = UInt32(clamping: r.end.column)
        endOffset = UInt32(clamping: r.end.offset)
    }

    var range: SourceRange {
        SourceRange(
            start: SourceLocation(line: Int(startLine), column: Int(startColumn), offset: Int(startOffset)),
            end: SourceLocation(line: Int(endLine), column: Int(endColumn), offset: Int(endOffset)))
    }
}

/// A key and its value. The key is a node too, so diagnostics can point at the key itself
/// (unknown property, duplicate key) rather than at the value.
public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A scalar with its resolved value.
public struct YAMLScalar: Sendable {
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's content after unescaping and folding, exactly as YAML defines it.
    public var text: String
    public var style: Style
    /// The typed value: quoted and block scalars are always strings; plain ones resolve by the
    /// YAML 1.2 core schema (`yes`/`no`/`on`/`off` stay strings).
    public var value: ScalarValue

    public init(text: String, style: Style, value: ScalarValue) {
        self.text = text
        self.style = style
        self.value = value
    }
}

/// A resolved scalar value.
public enum ScalarValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
}

/// A number as JSON and YAML 1.2 know it, kept without loss: integers that do not fit 64 bits keep
/// their decimal digits instead of being rounded to a Double.
public enum JSONNumber: Sendable, Hashable {
    case int(Int64)
    /// A canonical decimal integer outside Int64: optional sign, no leading zeros.
    case bigInt(String)
    case double(Double)

    /// The value as a Double (possibly rounded), for comparisons that tolerate it.
    public var doubleValue: Double {
        switch self {
        case .int(let i): Double(i)
        case .bigInt(let s): Double(s) ?? .nan
        case .double(let d): d
        }
    }

    /// Whether the number has no finite 64-bit float value: infinity, NaN, or too large.
    public var isNonFiniteDouble: Bool {
        switch self {
        case .int: false
        case .bigInt(let s): !(Double(s) ?? .nan).isFinite
        case .double(let d): !d.isFinite
        }
    }

    /// Whether the number is mathematically an integer (`1.0` is).
    public var isInteger: Bool {
        switch self {
        case .int, .bigInt: true
        case .double(let d): d.isFinite && d.rounded(.towardZero) == d
        }
    }
}

extension YAMLNode {
    /// The value for `key` in a mapping, or nil if this is not a mapping or the key is absent.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = kind else { return nil }
        // By index, comparing keys in place: iterating `pairs` would copy every pair it passes.
        for i in pairs.indices where pairs[i].key.hasKeyText(key) { return pairs[i].value }
        return nil
    }

    /// The pair for `key`, so a caller can point at the key.
    public func pair(forKey key: String) -> YAMLPair? {
        guard case .mapping(let pairs) = kind else { return nil }
        for i in pairs.indices where pairs[i].key.hasKeyText(key) { return pairs[i] }
        return nil
    }

    /// A scalar's text when it is usable as a mapping key (any scalar); nil for collections.
    public var stringKey: String? {
        if case .scalar(let s) = kind { return s.text }
        return nil
    }

    /// Whether this is a scalar whose text is `text` (what a mapping key lookup asks), without
    /// copying the text out.
    @inline(__always)
    func hasKeyText(_ text: String) -> Bool {
        if case .scalar(let s) = kind { return s.text == text }
        return false
    }

    /// Whether both are scalars with the same text (two keys of one mapping), comparing the
    /// texts in place.
    @inline(__always)
    func hasSameKeyText(as other: borrowing YAMLNode) -> Bool {
        guard case .scalar(let a) = kind, case .scalar(let b) = other.kind else { return false }
        return a.text == b.text
    }

    /// Whether this is a plain scalar whose text is `text` (`<<`, the merge key), without copying
    /// the text out.
    @inline(__always)
    func isPlainScalar(withText text: String) -> Bool {
        if case .scalar(let s) = kind { return s.style == .plain && s.text.utf8.count == text.utf8.count && s.text == text }
        return false
    }

    /// Whether this is a plain (unquoted) scalar: `<<` is a merge key only then.
    var isPlainScalar: Bool {
        if case .scalar(let s) = kind { return s.style == .plain }
        return false
    }

    /// The string, if this is a string scalar.
    public var string: String? {
        if case .scalar(let s) = kind, case .string(let v) = s.value { return v }
        return nil
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let s) = kind { return s }
        return nil
    }

    public var pairs: [YAMLPair]? {
        if case .mapping(let p) = kind { return p }
        return nil
    }

    public var items: [YAMLNode]? {
        if case .sequence(let i) = kind { return i }
        return nil
    }

    /// The JSON type name of this node ("object", "array", "string", "number", "boolean", "null"),
    /// as schema messages speak of it.
    public var jsonTypeName: String {
        switch kind {
        case .mapping: return "object"
        case .sequence: return "array"
        case .scalar(let s):
            switch s.value {
            case .null: return "null"
            case .bool: return "boolean"
            case .number(let n): return n.isInteger ? "integer" : "number"
            case .string: return "string"
            }
        }
    }
}

/// One loaded document: its root node and the file it came from.
public struct YAMLDocument: Sendable {
    public var file: String
    public var root: YAMLNode
    /// False only when the loader saw every scalar and none is a number without a finite 64-bit
    /// value (`.inf`, `.nan`, `1e400`), so checks for those can skip the document's tree.
    public var mayHoldNonFiniteNumbers = true
    /// False only when the loader saw no alias in the document. Then no node is a copy made
    /// elsewhere (an alias's, or a merge key's from one): every node's range lies inside its
    /// parent's, so a walk looking for given offsets may skip a subtree whose range holds none.
    public var hasAliases = true

    public init(file: String, root: YAMLNode) {
        self.file = file
        self.root = root
    }

    public func span(_ node: YAMLNode) -> SourceSpan { SourceSpan(file: file, range: node.range) }
}
