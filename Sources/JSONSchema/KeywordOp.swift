import YAMLLoader

/// A keyword whose payload is plain data (a number, a type set, a node index), kept beside the
/// `Keyword` list so the boolean evaluator can run it without touching the `Keyword`'s box.
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
        /// `enum`, for string instances: `value`/`count` locate the enum's string members in the
        /// program's string pool (other instances take the `Keyword`).
        case stringEnum
        /// `oneOf`/`anyOf` with an `AlternativeDispatch`: `value` is its index in the program's
        /// dispatch buffer.
        case dispatchedOneOf, dispatchedAnyOf
    }

    var code: Code
    var value: Int
    var count = 0

    /// `strings`: the program's string pool, which an `enum`'s string members are appended to.
    init(_ keyword: Keyword, strings: inout [String]) {
        switch keyword {
        case .enumeration(let values):
            self.init(.stringEnum, strings.count)
            for v in values {
                if case .scalar(let s) = v.kind, case .string(let text) = s.value { strings.append(text) }
            }
            count = strings.count - value
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
    mutating func evalOp(_ op: KeywordOp, _ instance: InstanceRef, _ evaluated: inout Evaluated, track: Bool) -> Bool? {
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
            return s.utf8.count >= op.value * 4 || s.unicodeScalars.count >= op.value
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
        case .dispatchedOneOf, .dispatchedAnyOf:
            return dispatchedAlternatives(view.dispatch(op.value), exactlyOne: op.code == .dispatchedOneOf,
                                          instance, &evaluated, track: track)
        }
    }
}
