import TourcDiagnostics
import YAMLLoader

/// The applicators that move to child values: items, contains, properties, property names.
extension Evaluator {
    /// Evaluates `sub` against a child value (a property value or an item), which has its own
    /// annotations.
    @inline(__always)
    /// `step` is only built when collecting (building a key step copies the key's text).
    mutating func evalChild(_ sub: Int, _ child: InstanceRef, _ step: @autoclosure () -> PathItem) -> Bool {
        var scratch = Evaluated()
        if collecting { path.append(step()) }
        let saved = inPlaceDepth
        inPlaceDepth = 0
        defer {
            inPlaceDepth = saved
            if collecting { path.removeLast() }
        }
        return eval(sub, child, &scratch, track: false)
    }

    /// The value of `pairs[i]` against `sub`; a `false` schema here means the key is unknown,
    /// which is reported at the key with suggestions rather than as "not allowed" at the value.
    ///
    /// Takes the array and a position rather than the pair: copying a `YAMLPair` out of the
    /// array (two nodes, each retaining its storage) cost more than the evaluation of most values.
    /// The pairs come as a buffer pointer so that the value is passed on in place, not copied
    /// out of an array (which retained and released its strings and arrays).
    mutating func evalPropertyValue(_ sub: Int, _ pairs: UnsafeBufferPointer<YAMLPair>, _ i: Int, _ index: Int,
                                    keyword: String) -> Bool {
        if view.node(sub).pointee.constant == false {
            if collecting {
                let key = pairs[i].key.stringKey ?? ""
                let known = knownPropertyNames(index)
                let suggestions = Suggestions.closest(to: key, in: known)
                var message = "Unknown property `\(key)`."
                if let best = suggestions.first { message = "Unknown property `\(key)`; did you mean `\(best)`?" }
                var notes: [String] = []
                // Every allowed key, however many: a new author who wrote a key the step does
                // not take (`advance` on a tooltip) learns what it does take.
                if !known.isEmpty, known.count <= 60 {
                    notes.append("Allowed here: " + known.map { "`\($0)`" }.joined(separator: ", ") + ".")
                }
                fail(SchemaCodes.unknownProperty, message, pairs[i].key.range, node: index, keyword: keyword,
                     extra: .key(key), suggestions: suggestions, notes: notes)
            }
            return false
        }
        return evalChild(sub, pairs.valueOf(i), .key(pairs[i].key.stringKey ?? ""))
    }

    mutating func evalItems(_ items: UnsafeBufferPointer<YAMLNode>, prefix: [Int], rest: Int?, _ evaluated: inout Evaluated, track: Bool) -> Bool {
        var valid = true
        let n = min(prefix.count, items.count)
        for i in 0..<n where !evalChild(prefix[i], items.baseAddress! + i, .index(i)) {
            valid = false
            if !collecting { return false }
        }
        if track { evaluated.items.insertRange(n) }
        if let rest, items.count > prefix.count, view.node(rest).pointee.constant == false {
            // A closed tuple: one clear message instead of "not allowed" on every extra item.
            if collecting {
                path.append(.index(prefix.count))
                fail(SchemaCodes.arrayConstraint,
                     "This list may have at most \(prefix.count) item\(prefix.count == 1 ? "" : "s"); item \(prefix.count + 1) and later are not allowed.",
                     items[prefix.count].range, node: rest, keyword: "false")
                path.removeLast()
            }
            return false
        }
        if let rest, items.count > prefix.count {
            for i in prefix.count..<items.count where !evalChild(rest, items.baseAddress! + i, .index(i)) {
                valid = false
                if !collecting { return false }
            }
            if track { evaluated.items.insertAll() }
        }
        return valid
    }

    mutating func evalContains(_ items: UnsafeBufferPointer<YAMLNode>, _ sub: Int, min: Int, max: Int?, _ index: Int,
                                       _ instance: InstanceRef, _ evaluated: inout Evaluated, track: Bool) -> Bool {
        var count = 0
        for i in items.indices {
            let saved = inPlaceDepth
            inPlaceDepth = 0
            let matched = quietly { $0.evalChild(sub, items.baseAddress! + i, .index(i)) }
            inPlaceDepth = saved
            if matched {
                count += 1
                if track { evaluated.items.insert(i) }
                if !track, !collecting, max == nil, count >= min { return true }
            }
        }
        if count < min {
            if collecting {
                let what = min == 1 ? "at least one item" : "at least \(min) items"
                fail(SchemaCodes.arrayConstraint, "This list needs \(what) matching the `contains` schema; it has \(count).",
                     instance.range, node: index, keyword: min == 1 ? "contains" : "minContains")
            }
            return false
        }
        if let max, count > max {
            if collecting {
                fail(SchemaCodes.arrayConstraint, "This list may have at most \(max) items matching the `contains` schema; it has \(count).",
                     instance.range, node: index, keyword: "maxContains")
            }
            return false
        }
        return true
    }

    /// Takes the box: copying the applicator out of it retained each of its arrays.
    mutating func evalProperties(_ pairs: UnsafeBufferPointer<YAMLPair>, _ box: PropertyApplicatorBox, _ index: Int,
                                         _ evaluated: inout Evaluated, track: Bool) -> Bool {
        // By position, not `for pair in pairs`: iterating copies every pair (see
        // `evalPropertyValue`).
        var valid = true
        for i in pairs.indices {
            let key = pairs[i].key.stringKey ?? ""
            var matched = false
            if let sub = box.value.properties[key] {
                matched = true
                if !evalPropertyValue(sub, pairs, i, index, keyword: "properties") {
                    valid = false
                    if !collecting { return false }
                }
            }
            for (regex, sub) in box.value.patterns {
                switch regex.match(key) {
                case .matched: break
                case .notMatched: continue
                case .stoppedAtBound:
                    // Neither a match nor a clean miss: a located error, as for `pattern`.
                    valid = false
                    if !collecting { return false }
                    fail(SchemaCodes.stringConstraint,
                         "Matching this key against the `patternProperties` pattern `\(regex.source)` took more steps than tourc allows for one match.",
                         pairs[i].key.range, node: index, keyword: "patternProperties",
                         notes: [SchemaRegex.boundAdvice])
                    continue
                }
                matched = true
                if !evalPropertyValue(sub, pairs, i, index, keyword: "patternProperties") {
                    valid = false
                    if !collecting { return false }
                }
            }
            if !matched, let sub = box.value.additional {
                matched = true
                if !evalPropertyValue(sub, pairs, i, index, keyword: "additionalProperties") {
                    valid = false
                    if !collecting { return false }
                }
            }
            if matched, track { evaluated.properties.insert(i) }
        }
        return valid
    }

    mutating func evalPropertyNames(_ pairs: [YAMLPair], _ sub: Int, _ index: Int) -> Bool {
        var valid = true
        for pair in pairs {
            var keyNode = pair.key
            // Property names are strings in JSON, whatever YAML resolved the key to.
            if case .scalar(var s) = keyNode.kind {
                if case .string = s.value {} else {
                    s.value = .string(s.text)
                    keyNode = YAMLNode(.scalar(s), range: keyNode.range)
                }
            }
            let before = errors.count
            if !withUnsafePointer(to: keyNode, { evalChild(sub, $0, .key(keyNode.stringKey ?? "")) }) {
                valid = false
                if !collecting { return false }
                // Say that it is the name that is wrong, at the key.
                for i in before..<errors.count {
                    errors[i].message = "The property name `\(keyNode.stringKey ?? "")` is not allowed: " + errors[i].message
                    errors[i].code = SchemaCodes.objectConstraint
                }
            }
        }
        return valid
    }
}
