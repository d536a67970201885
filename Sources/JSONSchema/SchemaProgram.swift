import YAMLLoader

/// The compiled form of a set of schemas: a flat array of nodes that refer to each other by
/// index, so `$ref` cycles are plain integers and evaluation never touches URIs or dictionaries of
/// schema text. Immutable once built, hence shareable across threads (`@unchecked` only for
/// `nodeBuffer`, which is written in `init` and never after).
final class SchemaProgram: @unchecked Sendable {
    let nodes: [SchemaNode]
    let resources: [SchemaResource]
    let root: Int
    /// `nodes` again, in memory this object owns: the evaluator reads a node several times per
    /// evaluation, and each read through the array retained and released the array.
    private let nodeBuffer: UnsafeMutableBufferPointer<SchemaNode>
    /// Every node's keywords, node after node, in memory this object owns, and where each node's
    /// run starts (`keywordStarts[i] ..< keywordStarts[i + 1]`): reading a node's keywords
    /// through its array retained and released the array once per evaluation.
    private let keywordBuffer: UnsafeMutableBufferPointer<Keyword>
    private let keywordStarts: UnsafeMutableBufferPointer<Int>
    /// Per node: the target when the node's only keyword is `$ref`, else -1 (see `Evaluator.eval`).
    private let refTargets: UnsafeMutableBufferPointer<Int>
    /// `keywordBuffer` again as `KeywordOp`s, position for position.
    private let opBuffer: UnsafeMutableBufferPointer<KeywordOp>
    /// The string members of every `enum`, for `KeywordOp.stringEnum`.
    private let stringBuffer: UnsafeMutableBufferPointer<String>
    private let stringCount: Int
    /// The `AlternativeDispatch` of every `oneOf`/`anyOf` that has one (`KeywordOp.dispatched…`).
    private let dispatchBuffer: UnsafeMutableBufferPointer<AlternativeDispatch>
    private let dispatchCount: Int
    /// The objects `KeywordOp.properties`/`.pattern` refer to, unretained (see `KeywordOp.Pools`).
    private let applicatorBuffer: UnsafeMutableBufferPointer<Unmanaged<PropertyApplicatorBox>>
    private let regexBuffer: UnsafeMutableBufferPointer<Unmanaged<SchemaRegex>>
    /// The limits of `KeywordOp.minimum`/`.maximum`, and the nodes of `.conditional`.
    private let numberBuffer: UnsafeMutableBufferPointer<JSONNumber>
    private let numberCount: Int
    private let poolNodeBuffer: UnsafeMutableBufferPointer<Int>

    init(nodes: [SchemaNode], resources: [SchemaResource], root: Int) {
        self.nodes = nodes
        self.resources = resources
        self.root = root
        // At least one element of memory, so `view` always has a base address.
        nodeBuffer = UnsafeMutableBufferPointer(start: .allocate(capacity: max(nodes.count, 1)), count: nodes.count)
        _ = nodeBuffer.initialize(from: nodes)
        refTargets = .allocate(capacity: max(nodes.count, 1))
        for (i, node) in nodes.enumerated() {
            var target = -1
            if node.constant == nil, node.keywords.count == 1, case .ref(let t) = node.keywords[0] { target = t }
            refTargets[i] = target
        }
        keywordStarts = .allocate(capacity: nodes.count + 1)
        var total = 0
        for (i, node) in nodes.enumerated() {
            keywordStarts[i] = total
            total += node.keywords.count
        }
        keywordStarts[nodes.count] = total
        keywordBuffer = .allocate(capacity: max(total, 1))
        opBuffer = .allocate(capacity: max(total, 1))
        var next = 0
        var pools = KeywordOp.Pools()
        var dispatches: [AlternativeDispatch] = []
        for node in nodes {
            for keyword in node.keywords {
                (keywordBuffer.baseAddress! + next).initialize(to: keyword)
                var op = KeywordOp(keyword, pools: &pools)
                switch keyword {
                case .oneOf(let list), .anyOf(let list):
                    if let dispatch = AlternativeDispatch.make(list, nodes: nodes) {
                        let exactlyOne = if case .oneOf = keyword { true } else { false }
                        op = .dispatched(exactlyOne: exactlyOne, index: dispatches.count)
                        dispatches.append(dispatch)
                    }
                default:
                    break
                }
                (opBuffer.baseAddress! + next).initialize(to: op)
                next += 1
            }
        }
        dispatchBuffer = .allocate(capacity: max(dispatches.count, 1))
        (dispatchBuffer.baseAddress!).initialize(from: dispatches, count: dispatches.count)
        dispatchCount = dispatches.count
        stringBuffer = .allocate(capacity: max(pools.strings.count, 1))
        (stringBuffer.baseAddress!).initialize(from: pools.strings, count: pools.strings.count)
        stringCount = pools.strings.count
        applicatorBuffer = .allocate(capacity: max(pools.applicators.count, 1))
        (applicatorBuffer.baseAddress!).initialize(from: pools.applicators, count: pools.applicators.count)
        regexBuffer = .allocate(capacity: max(pools.regexes.count, 1))
        (regexBuffer.baseAddress!).initialize(from: pools.regexes, count: pools.regexes.count)
        numberBuffer = .allocate(capacity: max(pools.numbers.count, 1))
        (numberBuffer.baseAddress!).initialize(from: pools.numbers, count: pools.numbers.count)
        numberCount = pools.numbers.count
        poolNodeBuffer = .allocate(capacity: max(pools.nodes.count, 1))
        (poolNodeBuffer.baseAddress!).initialize(from: pools.nodes, count: pools.nodes.count)
    }

    deinit {
        nodeBuffer.deinitialize()
        nodeBuffer.deallocate()
        keywordBuffer.baseAddress!.deinitialize(count: keywordStarts[nodes.count])
        keywordBuffer.deallocate()
        keywordStarts.deallocate()
        refTargets.deallocate()
        opBuffer.deallocate()
        stringBuffer.baseAddress!.deinitialize(count: stringCount)
        stringBuffer.deallocate()
        dispatchBuffer.baseAddress!.deinitialize(count: dispatchCount)
        dispatchBuffer.deallocate()
        applicatorBuffer.deallocate()
        regexBuffer.deallocate()
        numberBuffer.baseAddress!.deinitialize(count: numberCount)
        numberBuffer.deallocate()
        poolNodeBuffer.deallocate()
    }

    /// Raw pointers into this program's buffers, for the evaluator's hot path (valid while the
    /// program is alive; the evaluator holds the program).
    var view: ProgramView {
        ProgramView(nodes: UnsafePointer(nodeBuffer.baseAddress!), count: nodeBuffer.count,
                    keywords: UnsafePointer(keywordBuffer.baseAddress!), keywordStarts: UnsafePointer(keywordStarts.baseAddress!),
                    refTargets: UnsafePointer(refTargets.baseAddress!), ops: UnsafePointer(opBuffer.baseAddress!),
                    strings: UnsafePointer(stringBuffer.baseAddress!),
                    dispatches: UnsafePointer(dispatchBuffer.baseAddress!),
                    applicators: UnsafePointer(applicatorBuffer.baseAddress!),
                    regexes: UnsafePointer(regexBuffer.baseAddress!),
                    numbers: UnsafePointer(numberBuffer.baseAddress!),
                    poolNodes: UnsafePointer(poolNodeBuffer.baseAddress!))
    }

    /// The `$ref` target of a node that holds nothing else, or -1.
    @inline(__always)
    func refTarget(_ i: Int) -> Int {
        precondition(i >= 0 && i < nodeBuffer.count, "node index out of range")
        return refTargets[i]
    }

    /// Node `i`'s keywords, in place (valid while the program is alive).
    @inline(__always)
    func keywords(_ i: Int) -> UnsafeBufferPointer<Keyword> {
        precondition(i >= 0 && i < nodeBuffer.count, "node index out of range")
        let start = keywordStarts[i]
        return UnsafeBufferPointer(start: keywordBuffer.baseAddress! + start, count: keywordStarts[i + 1] - start)
    }

    /// Node `i`, in place (valid while the program is alive).
    @inline(__always)
    func node(_ i: Int) -> UnsafePointer<SchemaNode> {
        precondition(i >= 0 && i < nodeBuffer.count, "node index out of range")
        return UnsafePointer(nodeBuffer.baseAddress! + i)
    }
}

/// A schema resource (a document root or a subschema with `$id`), for `$dynamicRef`.
struct SchemaResource: Sendable {
    let uri: String
    /// `$dynamicAnchor` name -> node.
    var dynamicAnchors: [String: Int]
}

/// One compiled subschema.
struct SchemaNode: Sendable {
    /// For boolean schemas: the verdict. nil for object schemas.
    var constant: Bool?
    /// Keywords in evaluation order; `unevaluated*` come last because they read what the others
    /// evaluated.
    var keywords: [Keyword] = []
    /// The resource this node belongs to (index into `SchemaProgram.resources`).
    var resource: Int
    /// Where the node is, as `document#/json/pointer`, for the schema path in notes.
    var location: String
    /// Whether the node holds unevaluatedProperties/unevaluatedItems, which need the in-place
    /// applicators to report what they evaluated.
    var needsAnnotations = false
    /// `properties.NAME.const` values, which mark this node as the `anyOf`/`oneOf` branch for
    /// instances having that value (a discriminator such as `kind: spotlight`).
    var discriminators: [(name: String, value: YAMLNode)] = []
    /// `required` names, another hint for picking the intended branch.
    var required: [String] = []
    /// Property names this node declares (for "did you mean").
    var propertyNames: [String] = []

    init(constant: Bool?, resource: Int, location: String) {
        self.constant = constant
        self.resource = resource
        self.location = location
    }
}

/// JSON types as a bit set, so `type` is one AND.
struct TypeSet: OptionSet, Sendable {
    let rawValue: UInt8
    static let null = TypeSet(rawValue: 1)
    static let boolean = TypeSet(rawValue: 2)
    static let object = TypeSet(rawValue: 4)
    static let array = TypeSet(rawValue: 8)
    static let number = TypeSet(rawValue: 16)
    static let string = TypeSet(rawValue: 32)
    static let integer = TypeSet(rawValue: 64)

    static func named(_ name: String) -> TypeSet? {
        switch name {
        case "null": .null
        case "boolean": .boolean
        case "object": .object
        case "array": .array
        case "number": .number
        case "string": .string
        case "integer": .integer
        default: nil
        }
    }

    var names: [String] {
        var out: [String] = []
        if contains(.object) { out.append("object") }
        if contains(.array) { out.append("array") }
        if contains(.string) { out.append("string") }
        if contains(.number) { out.append("number") }
        if contains(.integer), !contains(.number) { out.append("integer") }
        if contains(.boolean) { out.append("boolean") }
        if contains(.null) { out.append("null") }
        return out
    }
}

/// The object applicators of one schema, evaluated together because `additionalProperties`
/// depends on what `properties` and `patternProperties` matched.
struct PropertyApplicator: Sendable {
    var properties = PropertyTable()
    var patterns: [(regex: SchemaRegex, node: Int)] = []
    var additional: Int?
}

/// A `PropertyApplicator` behind one reference.
final class PropertyApplicatorBox: Sendable {
    let value: PropertyApplicator

    init(_ value: PropertyApplicator) {
        self.value = value
    }
}

/// One compiled keyword (or a group that must be evaluated together).
/// `indirect`: every case is one boxed reference, so the evaluator copies a keyword with a single
/// retain instead of the multi-payload value witness (which retained each payload field).
indirect enum Keyword: Sendable {
    case ref(Int)
    /// `$dynamicRef`: the statically resolved target, and the anchor name when the target is a
    /// `$dynamicAnchor` (then the outermost resource in the dynamic scope defining it wins).
    case dynamicRef(Int, dynamicName: String?)
    /// A reference that could not be resolved: always fails (the compile reported why).
    case unresolved(String)
    case type(TypeSet)
    case enumeration([YAMLNode])
    case constant(YAMLNode)
    case multipleOf(JSONNumber)
    case maximum(JSONNumber, exclusive: Bool)
    case minimum(JSONNumber, exclusive: Bool)
    case maxLength(Int)
    case minLength(Int)
    case pattern(SchemaRegex)
    case maxItems(Int)
    case minItems(Int)
    case uniqueItems
    case maxProperties(Int)
    case minProperties(Int)
    case required([String])
    case dependentRequired([(name: String, requires: [String])])
    case allOf([Int])
    case anyOf([Int])
    case oneOf([Int])
    case not(Int)
    case conditional(if: Int, then: Int?, else: Int?)
    case dependentSchemas([(name: String, node: Int)])
    case items(prefix: [Int], rest: Int?)
    case contains(Int, min: Int, max: Int?)
    /// Boxed, so evaluating it retains one reference instead of copying the applicator's arrays.
    case properties(PropertyApplicatorBox)
    case propertyNames(Int)
    case format(FormatKind)
    case unevaluatedItems(Int)
    case unevaluatedProperties(Int)

    var name: String {
        switch self {
        case .ref, .unresolved: "$ref"
        case .dynamicRef: "$dynamicRef"
        case .type: "type"
        case .enumeration: "enum"
        case .constant: "const"
        case .multipleOf: "multipleOf"
        case .maximum(_, let e): e ? "exclusiveMaximum" : "maximum"
        case .minimum(_, let e): e ? "exclusiveMinimum" : "minimum"
        case .maxLength: "maxLength"
        case .minLength: "minLength"
        case .pattern: "pattern"
        case .maxItems: "maxItems"
        case .minItems: "minItems"
        case .uniqueItems: "uniqueItems"
        case .maxProperties: "maxProperties"
        case .minProperties: "minProperties"
        case .required: "required"
        case .dependentRequired: "dependentRequired"
        case .allOf: "allOf"
        case .anyOf: "anyOf"
        case .oneOf: "oneOf"
        case .not: "not"
        case .conditional: "if"
        case .dependentSchemas: "dependentSchemas"
        case .items: "items"
        case .contains: "contains"
        case .properties: "properties"
        case .propertyNames: "propertyNames"
        case .format: "format"
        case .unevaluatedItems: "unevaluatedItems"
        case .unevaluatedProperties: "unevaluatedProperties"
        }
    }
}
