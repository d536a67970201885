import YAMLLoader

/// A keyword whose payload is plain data (a number, a type set, a node index, or a position in
/// one of the program's pools), kept beside the `Keyword` list so the boolean evaluator can run
/// it without touching the `Keyword`'s box.
///
/// `Keyword` is an indirect enum: reading one out of the program retains and releases its box,
/// and both worker threads evaluate the same schema, so those boxes' reference counts went back
/// and forth between the cores on every keyword. The collecting evaluator (messages, paths)
/// always takes the `Keyword` path, so diagnostics come from one implementation only.
struct KeywordOp: Sendable {
    enum Code: UInt8, Sendable {
        /// Not a plain keyword: evaluate the `Keyword`.
        case other
        case ref, type, maxLength, minLength, maxItems, minItems, maxProperties, minProperties
        /// `enum` (and a string `const`), for string instances: `value`/`count` locate the
        /// string members in the program's string pool (other instances take the `Keyword`).
        case stringEnum
        /// `oneOf`/`anyOf` with an `AlternativeDispatch`: `value` is its index in the program's
        /// dispatch buffer.
        case dispatchedOneOf, dispatchedAnyOf
        /// `properties` (with `patternProperties`, `additionalProperties`): `value` is the
        /// applicator's index in the program's applicator pool.
        case properties
        /// `required`: `value`/`count` locate the names in the program's string pool.
        case required
        /// `pattern`: `value` is the regex's index in the program's regex pool.
        case pattern
        /// `items` without `prefixItems`: `value` is the items' schema node.
        case items
        /// `minimum`/`maximum`: `value` is the limit's index in the program's number pool;
        /// `count` is 1 when the bound is exclusive.
        case minimum, maximum
        case uniqueItems
        /// `if`/`then`/`else`: `value` locates the three nodes in the program's node pool (-1
        /// for a missing `then` or `else`).
        case conditional
    }

    /// What the ops refer to, built beside them. The objects are referenced unretained: the
    /// program's `Keyword`s own them, and reading them this way leaves their reference counts
    /// (shared by every thread evaluating the schema) alone.
    struct Pools {
        var strings: [String] = []
        var applicators: [Unmanaged<PropertyApplicatorBox>] = []
        var regexes: [Unmanaged<SchemaRegex>] = []
        var numbers: [JSONNumber] = []
        var nodes: [Int] = []
    }

    var code: Code
    var value: Int
    var count = 0

    /// `pools`: the program's pools, which what an op refers to (an `enum`'s string members,
    /// `required` names, applicators, regexes, bounds, `if`/`then`/`else` nodes) is appended to.
    init(_ keyword: Keyword, pools: inout Pools) {
        switch keyword {
        case .enumeration(let values):
            self.init(.stringEnum, pools.strings.count)
            for v in values {
                if case .scalar(let s) = v.kind, case .string(let text) = s.value { pools.strings.append(text) }
            }
            count = pools.strings.count - value
        case .constant(let v):
            // A string `const` is a one-member string `enum` (same comparison, `sameString`).
            guard case .scalar(let s) = v.kind, case .string(let text) = s.value else {
                self.init(.other, 0)
                return
            }
            self.init(.stringEnum, pools.strings.count)
            pools.strings.append(text)
            count = 1
        case .required(let names):
            self.init(.required, pools.strings.count)
            pools.strings.append(contentsOf: names)
            count = names.count
        case .properties(let box):
            self.init(.properties, pools.applicators.count)
            pools.applicators.append(Unmanaged.passUnretained(box))
        case .pattern(let regex):
            self.init(.pattern, pools.regexes.count)
            pools.regexes.append(Unmanaged.passUnretained(regex))
        case .items(let prefix, let rest?) where prefix.isEmpty:
            self.init(.items, rest)
        case .minimum(let limit, let exclusive), .maximum(let limit, let exclusive):
            let isMinimum = if case .minimum = keyword { true } else { false }
            self.init(isMinimum ? .minimum : .maximum, pools.numbers.count)
            pools.numbers.append(limit)
            count = exclusive ? 1 : 0
        case .uniqueItems:
            self.init(.uniqueItems, 0)
        case .conditional(let ifNode, let thenNode, let elseNode):
            self.init(.conditional, pools.nodes.count)
            pools.nodes.append(contentsOf: [ifNode, thenNode ?? -1, elseNode ?? -1])
        case .ref(let t): self.init(.ref, t)
        case .type(let set): self.init(.type, Int(set.rawValue))
        case .maxLength(let n): self.init(.maxLength, n)
        case .minLength(let n): self.init(.minLength, n)
        case .maxItems(let n): self.init(.maxItems, n)
        case .minItems(let n): self.init(.minItems, n)
        case .maxProperties(let n): self.init(.maxProperties, n)
        case .minProperties(let n): self.init(.minProperties, n)
        default: self.init(.other, 0)
        }
    }

    /// `oneOf`/`anyOf` through the dispatch at `index` of the program's dispatch buffer.
    static func dispatched(exactlyOne: Bool, index: Int) -> KeywordOp {
        KeywordOp(exactlyOne ? .dispatchedOneOf : .dispatchedAnyOf, index)
    }

    private init(_ code: Code, _ value: Int) {
        self.code = code
        self.value = value
    }
}

extension Evaluator {
    /// The boolean verdict of a plain keyword, exactly as `evalKeyword`/`assert` decide it
    /// without collecting; nil for `.other`.
    @inline(__always)
    mutating func evalOp(_ op: KeywordOp, _ index: Int, _ instance: InstanceRef, _ evaluated: inout Evaluated,
                         track: Bool) -> Bool? {
        switch op.code {
        case .other:
            return nil
        case .ref:
            return eval(op.value, instance, &evaluated, track: track)
        case .type:
            return !TypeSet(rawValue: UInt8(op.value)).isDisjoint(with: Self.types(of: instance.pointee))
        case .maxLength:
            guard let s = instance.string else { return true }
            // UTF-8 length bounds the code point count from above: skip counting when it can.
            return s.utf8.count <= op.value || s.unicodeScalars.count <= op.value
        case .minLength:
            guard let s = instance.string else { return true }
            return s.utf8.count / 4 >= op.value || s.unicodeScalars.count >= op.value  // not `op.value * 4`: it overflows
        case .maxItems:
            guard case .sequence(let items) = instance.kind else { return true }
            return items.count <= op.value
        case .minItems:
            guard case .sequence(let items) = instance.kind else { return true }
            return items.count >= op.value
        case .maxProperties:
            guard case .mapping(let pairs) = instance.kind else { return true }
            return pairs.count <= op.value
        case .minProperties:
            guard case .mapping(let pairs) = instance.kind else { return true }
            return pairs.count >= op.value
        case .stringEnum:
            // A string equals only the enum's strings (JSONValueOps.equal on two string scalars
            // is `sameString`), compared here without copying any node.
            guard case .scalar(let s) = instance.kind, case .string(let text) = s.value else { return nil }
            let members = view.strings(op.value, op.count)
            for k in members.indices where JSONValueOps.sameString(members[k], text) { return true }
            return false
        case .properties:
            guard case .mapping(let pairs) = instance.kind else { return true }
            return view.applicator(op.value)._withUnsafeGuaranteedRef { box in
                pairs.withUnsafeBufferPointer { evalProperties($0, box, index, &evaluated, track: track) }
            }
        case .required:
            guard case .mapping(let pairs) = instance.kind else { return true }
            let names = view.strings(op.value, op.count)
            for n in names.indices where !pairs.contains(where: { $0.key.stringKey == names[n] }) { return false }
            return true
        case .pattern:
            guard let s = instance.string else { return true }
            return view.regex(op.value)._withUnsafeGuaranteedRef { $0.matches(s) }
        case .items:
            guard case .sequence(let items) = instance.kind else { return true }
            return items.withUnsafeBufferPointer { evalItems($0, prefix: [], rest: op.value, &evaluated, track: track) }
        case .minimum, .maximum:
            guard let n = number(instance) else { return true }
            return JSONValueOps.keeps(n, bound: view.numbers[op.value], isMinimum: op.code == .minimum, exclusive: op.count == 1)
        case .uniqueItems:
            guard case .sequence(let items) = instance.kind, items.count > 1 else { return true }
            return JSONValueOps.firstDuplicate(items) == nil
        case .conditional:
            // As `evalKeyword` does it, without the notes it adds to errors (none in this mode).
            var local = Evaluated()
            let matched = eval(view.poolNodes[op.value], instance, &local, track: track)
            if matched, track { evaluated.merge(local) }
            let branch = view.poolNodes[op.value + (matched ? 1 : 2)]
            return branch < 0 || eval(branch, instance, &evaluated, track: track)
        case .dispatchedOneOf, .dispatchedAnyOf:
            return dispatchedAlternatives(view.dispatch(op.value), exactlyOne: op.code == .dispatchedOneOf,
                                          instance, &evaluated, track: track)
        }
    }
}
