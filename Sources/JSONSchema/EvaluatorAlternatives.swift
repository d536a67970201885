import TourcDiagnostics
import YAMLLoader

/// `anyOf`/`oneOf`, and choosing which failed alternative to explain.
///
/// A wall of "alternative 1 failed because…, alternative 2 failed because…" helps nobody. The
/// author meant one alternative; we guess which: the one whose discriminator (`properties.X.const`)
/// matches the value, else one whose required keys are all present, else the one that got
/// deepest into the value before failing (fewest errors breaking ties).
extension Evaluator {
    mutating func alternatives(_ list: [Int], exactlyOne: Bool, _ index: Int, _ instance: InstanceRef,
                               _ evaluated: inout Evaluated, track: Bool) -> Bool {
        if !collecting {
            var count = 0
            for branch in list {
                var local = Evaluated()
                if eval(branch, instance, &local, track: track) {
                    count += 1
                    if exactlyOne, count > 1 { return false }
                    if track { evaluated.merge(local) }
                    if !exactlyOne, !track { return true }
                }
            }
            return exactlyOne ? count == 1 : count > 0
        }

        let saved = errors
        var results: [(valid: Bool, errors: [SchemaError], evaluated: Evaluated)] = []
        for branch in list {
            errors = []
            var local = Evaluated()
            let ok = eval(branch, instance, &local, track: true)
            results.append((ok, errors, local))
        }
        errors = saved
        let validOnes = results.indices.filter { results[$0].valid }
        let keyword = exactlyOne ? "oneOf" : "anyOf"
        if exactlyOne, validOnes.count > 1 {
            let which = validOnes.prefix(3).map { "#\($0 + 1)" }.joined(separator: " and ")
            fail(SchemaCodes.noAlternative,
                 "This value matches more than one alternative of `oneOf` (\(which)); it must match exactly one.",
                 instance.range, node: index, keyword: keyword,
                 notes: ["Often the schema is at fault, not the value: alternatives that overlap (an integer is also a number) "
                         + "make valid data fail. If the schema is yours, make the alternatives exclusive or use `anyOf`."])
            evaluated.merge(results[validOnes[0]].evaluated)
            return false
        }
        if !validOnes.isEmpty {
            for i in validOnes { evaluated.merge(results[i].evaluated) }
            return true
        }
        if list.isEmpty { return false }

        if let discriminated = discriminate(list, instance.pointee) {
            switch discriminated {
            case .branch(let b):
                explain(results[b], branch: b, of: list.count, keyword: keyword, &evaluated)
            case .unknownValue(let name, let value, let allowed):
                let texts = allowed.map { JSONValueOps.describe($0) }
                let plain = allowed.compactMap(\.string)
                let suggestions = value.string.map { Suggestions.closest(to: $0, in: plain) } ?? []
                var message = "`\(name)` is \(JSONValueOps.describe(value)), which none of the alternatives accepts"
                if let best = suggestions.first { message += "; did you mean `\(best)`?" } else { message += "." }
                path.append(.key(name))
                fail(SchemaCodes.notAllowedValue, message, value.range, node: index, keyword: keyword,
                     suggestions: suggestions,
                     notes: ["Allowed values of `\(name)`: " + texts.joined(separator: ", ") + "."])
                path.removeLast()
            }
            return false
        }
        // Every alternative wants another type: one message listing them all.
        let here = path.count
        if results.allSatisfy({ $0.errors.count == 1 && $0.errors[0].depth == here && $0.errors[0].allowedTypes != nil }) {
            let allowed = results.reduce(TypeSet()) { $0.union($1.errors[0].allowedTypes!) }
            typeError(allowed, index, instance.pointee, keyword: keyword)
            return false
        }
        // Some alternatives are fixed values, the others another type (`showing: none` or a
        // mapping): explaining only the closest one told the author "must be \"none\"" when
        // they had meant the mapping. One message naming both.
        if results.allSatisfy({ $0.errors.count == 1 && $0.errors[0].depth == here
                                && ($0.errors[0].allowedTypes != nil || $0.errors[0].allowedValues != nil) }),
           results.contains(where: { $0.errors[0].allowedValues != nil }) {
            var options: [String] = []
            for (r, branch) in zip(results, list) {
                if let values = r.errors[0].allowedValues { options += values }
                if let types = r.errors[0].allowedTypes {
                    let required = requiredNames(branch)
                    options += types.names.map { type in
                        type == "object" && !required.isEmpty
                            ? "a mapping such as `{" + required.map { "\($0): …" }.joined(separator: ", ") + "}`"
                            : Self.article(type)
                    }
                }
            }
            let list = options.count <= 1 ? options.joined()
                : options.dropLast().joined(separator: ", ") + " or " + options.last!
            let value = instance.pointee
            fail(SchemaCodes.notAllowedValue, "This must be \(list), not \(JSONValueOps.describe(value)).",
                 instance.range, node: index, keyword: keyword,
                 notes: results.flatMap { $0.errors[0].notes }.filter { !$0.hasPrefix("Allowed:") })
            return false
        }
        let best = bestBranch(results.map(\.errors), list, instance.pointee)
        explain(results[best], branch: best, of: list.count, keyword: keyword, &evaluated)
        return false
    }

    private mutating func explain(_ result: (valid: Bool, errors: [SchemaError], evaluated: Evaluated), branch: Int,
                                  of count: Int, keyword: String, _ evaluated: inout Evaluated) {
        var errs = result.errors
        // One such note per diagnostic (the innermost choice), however deeply choices nest.
        if count > 1, !errs.isEmpty, !errs[0].notes.contains(where: { $0.hasPrefix("The value matches none") }) {
            errs[0].notes.append("The value matches none of the \(count) alternatives of `\(keyword)`; these are the problems with alternative #\(branch + 1), the closest one.")
        }
        errors.append(contentsOf: errs)
        // Count what the intended branch evaluated, so `unevaluatedProperties` does not also
        // call its properties unknown.
        evaluated.merge(result.evaluated)
    }

    enum Discrimination {
        case branch(Int)
        case unknownValue(name: String, value: YAMLNode, allowed: [YAMLNode])
    }

    /// The branch whose `const` discriminators the instance matches, or, when every branch has a
    /// discriminator on the same key and none matches, that key's value as the problem.
    func discriminate(_ list: [Int], _ instance: YAMLNode) -> Discrimination? {
        guard case .mapping = instance.kind else { return nil }
        var infos: [[(name: String, value: YAMLNode)]] = []
        for branch in list {
            var visited = Set<Int>()
            infos.append(branchInfo(branch, &visited).discriminators)
        }
        for (b, discs) in infos.enumerated() where !discs.isEmpty {
            var matchedOne = false
            var mismatch = false
            for d in discs {
                guard let v = instance[d.name] else { continue }
                if JSONValueOps.equal(v, d.value) { matchedOne = true } else { mismatch = true }
            }
            if matchedOne, !mismatch { return .branch(b) }
        }
        // A shared discriminator key present in the instance, matched by no branch.
        if let first = infos.first?.first?.name, infos.allSatisfy({ $0.contains { $0.name == first } }),
           let value = instance[first] {
            let allowed = infos.compactMap { $0.first { $0.name == first }?.value }
            return .unknownValue(name: first, value: value, allowed: allowed)
        }
        return nil
    }

    /// Discriminators and required keys of a branch, looking through `$ref` and `allOf` a few levels.
    func branchInfo(_ node: Int, _ visited: inout Set<Int>) -> (discriminators: [(name: String, value: YAMLNode)], required: [String]) {
        guard visited.insert(node).inserted, visited.count < 16 else { return ([], []) }
        let n = program.nodes[node]
        var discs = n.discriminators
        var req = n.required
        for keyword in n.keywords {
            switch keyword {
            case .ref(let t), .dynamicRef(let t, _):
                let sub = branchInfo(t, &visited)
                discs += sub.discriminators
                req += sub.required
            case .allOf(let list):
                for t in list {
                    let sub = branchInfo(t, &visited)
                    discs += sub.discriminators
                    req += sub.required
                }
            default:
                break
            }
        }
        return (discs, req)
    }

    private func bestBranch(_ errorLists: [[SchemaError]], _ list: [Int], _ instance: YAMLNode) -> Int {
        var best = 0
        var bestScore: (Int, Int, Int, Int) = (Int.min, Int.min, Int.min, Int.min)
        for (b, errs) in errorLists.enumerated() {
            var visited = Set<Int>()
            let required = branchInfo(list[b], &visited).required
            var requiredScore = 0
            if case .mapping = instance.kind, !required.isEmpty {
                requiredScore = required.allSatisfy { instance[$0] != nil } ? 1 : 0
            }
            let typeMiss = errs.contains { $0.isShallowTypeMismatch && $0.depth == path.count } ? 0 : 1
            let deepest = errs.map(\.depth).max() ?? 0
            let score = (typeMiss, requiredScore, deepest, -errs.count)
            if score > bestScore {
                bestScore = score
                best = b
            }
        }
        return best
    }

    /// The names a schema node itself requires (not through references), for examples.
    func requiredNames(_ node: Int) -> [String] {
        for keyword in program.nodes[node].keywords {
            if case .required(let names) = keyword { return names }
        }
        return []
    }

    /// Every property name a schema declares, through its in-place applicators, for suggestions.
    func knownPropertyNames(_ node: Int) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        var visited = Set<Int>()
        collectNames(node, &names, &seen, &visited)
        return names
    }

    private func collectNames(_ node: Int, _ names: inout [String], _ seen: inout Set<String>, _ visited: inout Set<Int>) {
        guard visited.insert(node).inserted, visited.count < 64 else { return }
        let n = program.nodes[node]
        for name in n.propertyNames where seen.insert(name).inserted { names.append(name) }
        for keyword in n.keywords {
            switch keyword {
            case .ref(let t), .dynamicRef(let t, _):
                collectNames(t, &names, &seen, &visited)
            case .allOf(let list), .anyOf(let list), .oneOf(let list):
                for t in list { collectNames(t, &names, &seen, &visited) }
            case .conditional(let i, let t, let e):
                for x in [i, t, e].compactMap({ $0 }) { collectNames(x, &names, &seen, &visited) }
            case .dependentSchemas(let deps):
                for d in deps { collectNames(d.node, &names, &seen, &visited) }
            default:
                break
            }
        }
    }
}
