import YAMLLoader

/// Which branches of an `anyOf`/`oneOf` an instance can possibly match, read from one property
/// the branches each pin to a constant (`properties: {type: {const: page}}`: a discriminator).
///
/// Why: the boolean evaluator tried every branch in turn, and each failing branch ran its
/// keywords (types, patterns of the properties before the discriminator, …) until one failed;
/// for a tour's steps, triggers and blocks that was most of the schema's cost. A branch whose
/// constant differs from the instance's value for that property fails for certain (its `const`
/// fails, so its `properties` fails, so the branch fails), so it is skipped without being
/// evaluated. Every other branch is evaluated exactly as before, so verdicts do not change.
///
/// Only the boolean evaluator uses this; the collecting one still evaluates every branch, since
/// it explains the closest failing one.
struct AlternativeDispatch: Sendable {
    /// The branches, as the keyword lists them.
    let branches: [Int]
    /// The discriminating property.
    let name: String
    /// Per branch: whether it pins `name` to a value, and that value's text when it is a string.
    /// (Only string values are compared at run time: a string equals no other kind of value,
    /// and an instance value that is not a string takes every branch.)
    let pinned: [Bool]
    let pinnedStrings: [String?]

    init(branches: [Int], name: String, values: [YAMLNode?]) {
        self.branches = branches
        self.name = name
        pinned = values.map { $0 != nil }
        pinnedStrings = values.map { $0?.string }
    }

    /// A dispatch for `branches` when at least two of them pin one property; nil otherwise.
    static func make(_ branches: [Int], nodes: [SchemaNode]) -> AlternativeDispatch? {
        guard branches.count >= 2 else { return nil }
        let found = branches.map { branch -> [(name: String, value: YAMLNode)] in
            var pins: [(name: String, value: YAMLNode)] = []
            var budget = Self.nodesPerBranch
            collectPins(branch, nodes: nodes, depth: 8, budget: &budget, into: &pins)
            return pins
        }
        // How many branches pin each name, counted in one pass (a schema may list thousands of
        // branches); the name pinned by the most wins, the first one seen on a tie.
        var counts: [String: Int] = [:]
        var order: [String] = []
        for pins in found {
            for (k, pin) in pins.enumerated() where !pins[..<k].contains(where: { $0.name == pin.name }) {
                if counts[pin.name] == nil { order.append(pin.name) }
                counts[pin.name, default: 0] += 1
            }
        }
        var best: (name: String, count: Int)?
        for name in order {
            let count = counts[name] ?? 0
            if count > (best?.count ?? 1) { best = (name, count) }
        }
        guard let name = best?.name else { return nil }
        return AlternativeDispatch(branches: branches, name: name,
                                   values: found.map { pins in pins.first { $0.name == name }?.value })
    }

    /// At most this many nodes are looked at, and this many pins kept, per branch: `allOf`s of
    /// `allOf`s could otherwise multiply the walk without bound. (A pin missed only means that a
    /// branch is evaluated when it could have been skipped.)
    static let nodesPerBranch = 64, pinsPerBranch = 16

    /// The properties node `index` pins to one value, looking through the keywords whose
    /// failure is the node's failure: `$ref` and `allOf` (not `$dynamicRef`, whose target depends
    /// on the dynamic scope). `depth` and `budget` bound the walk (references can loop).
    private static func collectPins(_ index: Int, nodes: [SchemaNode], depth: Int, budget: inout Int,
                                    into pins: inout [(name: String, value: YAMLNode)]) {
        guard depth > 0, budget > 0, nodes.indices.contains(index), nodes[index].constant == nil else { return }
        budget -= 1
        for keyword in nodes[index].keywords {
            switch keyword {
            case .properties(let box):
                for entry in box.value.properties.entries where pins.count < pinsPerBranch {
                    if let value = pinnedValue(entry.node, nodes: nodes, budget: 8) { pins.append((entry.name, value)) }
                }
            case .ref(let target):
                collectPins(target, nodes: nodes, depth: depth - 1, budget: &budget, into: &pins)
            case .allOf(let list):
                for target in list where budget > 0 {
                    collectPins(target, nodes: nodes, depth: depth - 1, budget: &budget, into: &pins)
                }
            default:
                break
            }
        }
    }

    /// The one value node `index` accepts, from its `const` or one-member `enum` (through
    /// `$ref`s), or nil.
    private static func pinnedValue(_ index: Int, nodes: [SchemaNode], budget: Int) -> YAMLNode? {
        guard budget > 0, nodes.indices.contains(index), nodes[index].constant == nil else { return nil }
        for keyword in nodes[index].keywords {
            switch keyword {
            case .constant(let value):
                return value
            case .enumeration(let values) where values.count == 1:
                return values[0]
            case .ref(let target):
                if let value = pinnedValue(target, nodes: nodes, budget: budget - 1) { return value }
            default:
                break
            }
        }
        return nil
    }

    /// The text of the discriminating property in `pairs` (the first pair with that key, matched
    /// as `properties` matches keys: the key's text, Swift string equality), or nil when it is
    /// absent or not a string (then no branch is ruled out).
    @inline(__always)
    func text(in pairs: UnsafeBufferPointer<YAMLPair>) -> String? {
        for i in pairs.indices where (pairs[i].key.stringKey ?? "") == name {
            if case .scalar(let s) = pairs[i].value.kind, case .string(let text) = s.value { return text }
            return nil
        }
        return nil
    }

    /// Whether branch `b` may match an instance whose discriminating property is the string
    /// `text`: false only when the branch pins another value (compared as `const` compares).
    @inline(__always)
    func mayMatch(_ b: Int, text: String?) -> Bool {
        guard let text, pinned[b] else { return true }
        guard let required = pinnedStrings[b] else { return false }
        return JSONValueOps.sameString(required, text)
    }
}

extension Evaluator {
    /// `anyOf`/`oneOf` in boolean mode through a dispatch: the branches `dispatch` rules out are
    /// not evaluated (they would fail); the rest are, exactly as `alternatives` evaluates them.
    mutating func dispatchedAlternatives(_ dispatch: UnsafePointer<AlternativeDispatch>, exactlyOne: Bool,
                                         _ instance: InstanceRef, _ evaluated: inout Evaluated, track: Bool) -> Bool {
        let text: String?
        if case .mapping(let pairs) = instance.kind {
            text = pairs.withUnsafeBufferPointer { dispatch.pointee.text(in: $0) }
        } else {
            text = nil
        }
        var count = 0
        let branches = dispatch.pointee.branches
        for b in branches.indices where dispatch.pointee.mayMatch(b, text: text) {
            var local = Evaluated()
            if eval(branches[b], instance, &local, track: track) {
                count += 1
                if exactlyOne, count > 1 { return false }
                if track { evaluated.merge(local) }
                if !exactlyOne, !track { return true }
            }
        }
        return exactlyOne ? count == 1 : count > 0
    }
}
