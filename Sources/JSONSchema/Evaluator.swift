import TourcDiagnostics
import YAMLLoader

/// A failed assertion, before it becomes a `Diagnostic`.
struct SchemaError {
    var code: DiagnosticCode
    var message: String
    var range: SourceRange
    var instancePath: [PathItem]
    /// How deep in the instance the problem is; branch selection prefers deeper failures.
    var depth: Int
    var schemaPath: String
    var suggestions: [String] = []
    var notes: [String] = []
    /// A `type` failure at the branch's own value: the weakest sign that a branch was meant.
    var isShallowTypeMismatch = false
    /// For `type` failures: the types that were allowed (to merge alternatives' type errors).
    var allowedTypes: TypeSet? = nil
    /// For `const`/`enum` failures: the allowed values as written in messages (to merge
    /// alternatives such as `none` or a mapping into one message).
    var allowedValues: [String]? = nil
    /// For `required` failures: the missing name (to merge with a misspelt key's diagnostic).
    var missingName: String? = nil
    /// A machine-applicable replacement (renaming a misspelt key).
    var fix: (range: SourceRange, replacement: String)? = nil
}

/// Evaluates one instance against a compiled program. Two modes: the boolean mode stops at the
/// first failure and records nothing; the collecting mode evaluates everything and records
/// `SchemaError`s with their paths. Paths are only built in collecting mode, so the boolean path
/// allocates nothing but what `unevaluated*` bookkeeping needs.
struct Evaluator {
    let program: SchemaProgram
    var collecting: Bool
    var errors: [SchemaError] = []
    var path: [PathItem] = []
    /// The dynamic scope: resources entered, outermost first.
    var scope: [Int] = []
    /// Nested evaluations in total, and without moving to a child value. A schema that loops
    /// (`$ref` back to itself on the same value) hits the second limit quickly; the first bounds
    /// the stack whatever the document's depth.
    var depth = 0
    var inPlaceDepth = 0
    static let maxDepth = 2048
    static let maxInPlaceDepth = 128
    var stack = DeepStackGuard()

    /// `program`'s buffers, read without touching its reference count.
    let view: ProgramView

    init(program: SchemaProgram, collecting: Bool) {
        self.program = program
        self.view = program.view
        self.collecting = collecting
    }

    // MARK: Errors

    mutating func fail(_ code: DiagnosticCode, _ message: String, _ range: SourceRange, node: Int, keyword: String,
                       extra: PathItem? = nil, suggestions: [String] = [], notes: [String] = [], allowedTypes: TypeSet? = nil,
                       allowedValues: [String]? = nil) {
        var p = path
        if let extra { p.append(extra) }
        errors.append(SchemaError(code: code, message: message, range: range, instancePath: p, depth: path.count,
                                  schemaPath: program.nodes[node].location + "/" + keyword,
                                  suggestions: suggestions, notes: notes, isShallowTypeMismatch: allowedTypes != nil,
                                  allowedTypes: allowedTypes, allowedValues: allowedValues))
    }

    /// Runs `body` in boolean mode (for `not`, `if`, `contains`, whose inner failures are not
    /// the author's problems).
    @inline(__always)
    mutating func quietly<T>(_ body: (inout Evaluator) -> T) -> T {
        let saved = collecting
        collecting = false
        defer { collecting = saved }
        return body(&self)
    }

    // MARK: Evaluation

    mutating func eval(_ index: Int, _ instance: InstanceRef, _ evaluated: inout Evaluated, track: Bool) -> Bool {
        // A node that is only a `$ref` (`"title": {"$ref": "#/$defs/text"}`, most of them) is
        // followed in this loop rather than by a nested call, with the same depth counting,
        // limits and dynamic scope as the call did: a call level per reference was a tenth of
        // validating. The levels entered are left together when the target's verdict is in.
        var index = index
        var levels = 0
        var entered = 0
        defer {
            depth -= levels
            inPlaceDepth -= levels
            if entered > 0 { scope.removeLast(entered) }
        }
        while true {
            // Read fields through the array rather than copying the node (which would retain
            // each of its arrays on every call).
            let node = view.node(index)
            if let verdict = node.pointee.constant {
                if !verdict, collecting {
                    fail(SchemaCodes.noAlternative, "This value is not allowed here.", instance.range, node: index, keyword: "false")
                }
                return verdict
            }
            depth += 1
            inPlaceDepth += 1
            levels += 1
            if depth > Self.maxDepth || inPlaceDepth > Self.maxInPlaceDepth || stack.isExhausted(atDepth: depth) {
                if collecting {
                    fail(SchemaCodes.evaluationLimit, "The schema nests references too deeply here; it probably loops.",
                         instance.range, node: index, keyword: "$ref")
                }
                return false
            }
            let resource = node.pointee.resource
            if scope.last != resource {
                scope.append(resource)
                entered += 1
            }
            if node.pointee.needsAnnotations {
                // `unevaluated*` here sees only what this schema's own keywords evaluated, never
                // what the caller's siblings did; the caller gets the union back if it asked.
                var local = Evaluated()
                let valid = evalKeywords(index, instance, &local, track: true)
                if track { evaluated.merge(local) }
                return valid
            }
            let target = view.refTarget(index)
            if target >= 0 {
                index = target
                continue
            }
            return evalKeywords(index, instance, &evaluated, track: track)
        }
    }

    private mutating func evalKeywords(_ index: Int, _ instance: InstanceRef,
                                       _ evaluated: inout Evaluated, track: Bool) -> Bool {
        // Through a buffer pointer, each keyword is borrowed in place: iterating the array
        // copied every `Keyword` (retaining its payload) once per evaluation, a large share of validating.
        // `program` owns the buffer and nothing mutates it.
        let keywords = view.keywords(index)
        if !collecting {
            // Plain keywords from their `KeywordOp`, without reading (retaining) the `Keyword`.
            let ops = view.ops(index)
            for k in keywords.indices {
                let verdict = evalOp(ops[k], index, instance, &evaluated, track: track)
                    ?? evalKeyword(keywords[k], index, instance, &evaluated, track: track)
                if !verdict { return false }
            }
            return true
        }
        var valid = true
        for k in keywords.indices where !evalKeyword(keywords[k], index, instance, &evaluated, track: track) {
            valid = false
        }
        return valid
    }

    // swiftlint:disable:next cyclomatic_complexity
    private mutating func evalKeyword(_ keyword: Keyword, _ index: Int, _ instance: InstanceRef,
                                      _ evaluated: inout Evaluated, track: Bool) -> Bool {
        switch keyword {
        case .ref(let target):
            return eval(target, instance, &evaluated, track: track)
        case .dynamicRef(var target, let name):
            if let name {
                for r in scope {
                    if let t = program.resources[r].dynamicAnchors[name] { target = t; break }
                }
            }
            return eval(target, instance, &evaluated, track: track)
        case .unresolved(let ref):
            if collecting {
                fail(SchemaCodes.unresolvableReference, "The schema reference `\(ref)` could not be resolved, so this value cannot be checked.",
                     instance.range, node: index, keyword: "$ref")
            }
            return false
        case .allOf(let list):
            var valid = true
            for sub in list where !eval(sub, instance, &evaluated, track: track) {
                valid = false
                if !collecting { return false }
            }
            return valid
        case .anyOf(let list):
            return alternatives(list, exactlyOne: false, index, instance, &evaluated, track: track)
        case .oneOf(let list):
            return alternatives(list, exactlyOne: true, index, instance, &evaluated, track: track)
        case .not(let sub):
            var scratch = Evaluated()
            let matched = quietly { $0.eval(sub, instance, &scratch, track: false) }
            if matched, collecting {
                fail(SchemaCodes.noAlternative, "This value matches a schema it must not match (`not`).",
                     instance.range, node: index, keyword: "not")
            }
            return !matched
        case .conditional(let ifNode, let thenNode, let elseNode):
            var local = Evaluated()
            let matched = quietly { $0.eval(ifNode, instance, &local, track: track) }
            if matched, track { evaluated.merge(local) }
            guard let branch = matched ? thenNode : elseNode else { return true }
            let before = errors.count
            let valid = eval(branch, instance, &evaluated, track: track)
            // Say why the rule applies: a `then` failure surprises authors who never see the `if`.
            for i in before..<errors.count {
                errors[i].notes.append(matched ? "This is required because the value matches the schema's `if` condition."
                                               : "This is required because the value does not match the schema's `if` condition (`else` applies).")
            }
            return valid
        case .dependentSchemas(let deps):
            guard case .mapping(let pairs) = instance.kind else { return true }
            var valid = true
            for dep in deps where pairs.contains(where: { $0.key.stringKey == dep.name }) {
                if !eval(dep.node, instance, &evaluated, track: track) {
                    valid = false
                    if !collecting { return false }
                }
            }
            return valid
        case .items(let prefix, let rest):
            guard case .sequence(let items) = instance.kind else { return true }
            return items.withUnsafeBufferPointer { evalItems($0, prefix: prefix, rest: rest, &evaluated, track: track) }
        case .contains(let sub, let min, let max):
            guard case .sequence(let items) = instance.kind else { return true }
            return items.withUnsafeBufferPointer {
                evalContains($0, sub, min: min, max: max, index, instance, &evaluated, track: track)
            }
        case .properties(let applicator):
            guard case .mapping(let pairs) = instance.kind else { return true }
            return pairs.withUnsafeBufferPointer { evalProperties($0, applicator, index, &evaluated, track: track) }
        case .propertyNames(let sub):
            guard case .mapping(let pairs) = instance.kind else { return true }
            return evalPropertyNames(pairs, sub, index)
        case .unevaluatedItems(let sub):
            guard case .sequence(let items) = instance.kind else { return true }
            let valid = items.withUnsafeBufferPointer { items in
                var valid = true
                for i in items.indices where !evaluated.items.contains(i) {
                    if !evalChild(sub, items.baseAddress! + i, .index(i)) {
                        valid = false
                        if !collecting { return false }
                    }
                }
                return valid
            }
            evaluated.items.insertAll()
            return valid
        case .unevaluatedProperties(let sub):
            guard case .mapping(let pairs) = instance.kind else { return true }
            let valid = pairs.withUnsafeBufferPointer { pairs in
                var valid = true
                for i in pairs.indices where !evaluated.properties.contains(i) {
                    if !evalPropertyValue(sub, pairs, i, index, keyword: "unevaluatedProperties") {
                        valid = false
                        if !collecting { return false }
                    }
                }
                return valid
            }
            evaluated.properties.insertAll()
            return valid
        default:
            return assert(keyword, index, instance)
        }
    }
}
