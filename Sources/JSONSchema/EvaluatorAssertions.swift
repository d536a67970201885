import TourcDiagnostics
import YAMLLoader

/// The assertion keywords: checks on the value itself, no subschemas.
extension Evaluator {
    static func types(of instance: YAMLNode) -> TypeSet {
        switch instance.kind {
        case .mapping: return .object
        case .sequence: return .array
        case .scalar(let s):
            switch s.value {
            case .null: return .null
            case .bool: return .boolean
            case .string: return .string
            case .number(let n): return n.isInteger ? [.number, .integer] : .number
            }
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func assert(_ keyword: Keyword, _ index: Int, _ instance: InstanceRef) -> Bool {
        switch keyword {
        case .type(let allowed):
            let actual = Self.types(of: instance.pointee)
            if !allowed.isDisjoint(with: actual) { return true }
            if collecting { typeError(allowed, index, instance.pointee) }
            return false

        case .enumeration(let values):
            // By position in place: iterating the array copied every allowed value.
            let found = values.withUnsafeBufferPointer { values in
                values.indices.contains { JSONValueOps.equal(values[$0], instance.pointee) }
            }
            if found { return true }
            if collecting {
                let plain = values.compactMap(\.string)
                let suggestions = instance.string.map { Suggestions.closest(to: $0, in: plain) } ?? []
                var message = "\(JSONValueOps.describe(instance.pointee)) is not one of the allowed values"
                if let best = suggestions.first { message += "; did you mean `\(best)`?" } else { message += "." }
                let list = values.prefix(12).map { JSONValueOps.describe($0) }.joined(separator: ", ")
                fail(SchemaCodes.notAllowedValue, message, instance.range, node: index, keyword: "enum",
                     suggestions: suggestions,
                     notes: ["Allowed: " + list + (values.count > 12 ? ", …" : "") + "."] + quoteHint(instance.pointee, values),
                     allowedValues: values.map { JSONValueOps.describe($0) })
            }
            return false

        case .constant(let value):
            if JSONValueOps.equal(value, instance.pointee) { return true }
            if collecting {
                fail(SchemaCodes.notAllowedValue, "This must be \(JSONValueOps.describe(value)), not \(JSONValueOps.describe(instance.pointee)).",
                     instance.range, node: index, keyword: "const", notes: quoteHint(instance.pointee, [value]),
                     allowedValues: [JSONValueOps.describe(value)])
            }
            return false

        case .multipleOf(let divisor):
            guard let n = number(instance) else { return true }
            if JSONValueOps.isMultiple(n, of: divisor) { return true }
            if collecting {
                fail(SchemaCodes.numberConstraint, "\(text(instance.pointee)) is not a multiple of \(text(divisor)).",
                     instance.range, node: index, keyword: "multipleOf")
            }
            return false

        case .maximum(let limit, let exclusive):
            guard let n = number(instance) else { return true }
            if JSONValueOps.keeps(n, bound: limit, isMinimum: false, exclusive: exclusive) { return true }
            if collecting {
                let bound = exclusive ? "less than \(text(limit))" : "at most \(text(limit))"
                fail(SchemaCodes.numberConstraint, "\(text(instance.pointee)) is too large; it must be \(bound).",
                     instance.range, node: index, keyword: keyword.name)
            }
            return false

        case .minimum(let limit, let exclusive):
            guard let n = number(instance) else { return true }
            if JSONValueOps.keeps(n, bound: limit, isMinimum: true, exclusive: exclusive) { return true }
            if collecting {
                let bound = exclusive ? "greater than \(text(limit))" : "at least \(text(limit))"
                fail(SchemaCodes.numberConstraint, "\(text(instance.pointee)) is too small; it must be \(bound).",
                     instance.range, node: index, keyword: keyword.name)
            }
            return false

        case .maxLength(let limit):
            guard let s = instance.string else { return true }
            // UTF-8 length bounds the code point count from above: skip counting when it can.
            if s.utf8.count <= limit { return true }
            let count = s.unicodeScalars.count
            if count <= limit { return true }
            if collecting {
                fail(SchemaCodes.stringConstraint, "This text is too long: \(count) characters, at most \(limit) allowed.",
                     instance.range, node: index, keyword: "maxLength")
            }
            return false

        case .minLength(let limit):
            guard let s = instance.string else { return true }
            if s.utf8.count / 4 >= limit { return true }  // not `limit * 4`: it overflows for a huge limit
            let count = s.unicodeScalars.count
            if count >= limit { return true }
            if collecting {
                let message = count == 0 ? "This text is empty; at least \(limit) characters are required."
                    : "This text is too short: \(count) characters, at least \(limit) required."
                fail(SchemaCodes.stringConstraint, message, instance.range, node: index, keyword: "minLength")
            }
            return false

        case .pattern(let regex):
            guard let s = instance.string else { return true }
            let outcome = regex.match(s)
            if outcome == .matched { return true }
            if collecting {
                if outcome == .stoppedAtBound {
                    fail(SchemaCodes.stringConstraint,
                         "Matching this text against the pattern `\(regex.source)` took more steps than tourc allows for one match, so it counts as not matching.",
                         instance.range, node: index, keyword: "pattern",
                         notes: [SchemaRegex.boundAdvice])
                } else {
                    fail(SchemaCodes.stringConstraint, "\(JSONValueOps.describe(instance.pointee)) does not match the pattern `\(regex.source)`.",
                         instance.range, node: index, keyword: "pattern")
                }
            }
            return false

        case .format(let kind):
            guard let s = instance.string else { return true }
            if FormatValidator.isValid(s, as: kind) { return true }
            if collecting {
                fail(SchemaCodes.formatMismatch, "\(JSONValueOps.describe(instance.pointee)) is not a valid \(kind.rawValue).",
                     instance.range, node: index, keyword: "format", notes: [kind.example])
            }
            return false

        case .maxItems(let limit):
            guard case .sequence(let items) = instance.kind, items.count > limit else { return true }
            if collecting {
                fail(SchemaCodes.arrayConstraint, "This list has \(items.count) items; at most \(limit) allowed.",
                     instance.range, node: index, keyword: "maxItems")
            }
            return false

        case .minItems(let limit):
            guard case .sequence(let items) = instance.kind, items.count < limit else { return true }
            if collecting {
                fail(SchemaCodes.arrayConstraint, "This list has \(items.count) item\(items.count == 1 ? "" : "s"); at least \(limit) required.",
                     instance.range, node: index, keyword: "minItems")
            }
            return false

        case .uniqueItems:
            guard case .sequence(let items) = instance.kind, items.count > 1,
                  let (i, j) = JSONValueOps.firstDuplicate(items) else { return true }
            if collecting {
                path.append(.index(j))
                fail(SchemaCodes.arrayConstraint, "Item \(j + 1) repeats item \(i + 1); the items of this list must be unique.",
                     items[j].range, node: index, keyword: "uniqueItems")
                path.removeLast()
            }
            return false

        case .maxProperties(let limit):
            guard case .mapping(let pairs) = instance.kind, pairs.count > limit else { return true }
            if collecting {
                fail(SchemaCodes.objectConstraint, "This mapping has \(pairs.count) keys; at most \(limit) allowed.",
                     instance.range, node: index, keyword: "maxProperties")
            }
            return false

        case .minProperties(let limit):
            guard case .mapping(let pairs) = instance.kind, pairs.count < limit else { return true }
            if collecting {
                var message = "This mapping has \(pairs.count) key\(pairs.count == 1 ? "" : "s"); at least \(limit) required."
                /// An empty mapping says nothing of what it may hold: name the keys the schema
                /// declares (the advice sweep's `expect: {}` named none of `showing`, `ended`, …).
                let known = knownPropertyNames(index)
                if pairs.isEmpty, !known.isEmpty {
                    message = "This mapping is empty; it needs at least \(limit) of its keys: "
                        + known.map { "`\($0)`" }.joined(separator: ", ") + "."
                }
                fail(SchemaCodes.objectConstraint, message, instance.range, node: index, keyword: "minProperties")
            }
            return false

        case .required(let names):
            guard case .mapping(let pairs) = instance.kind else { return true }
            var valid = true
            for name in names where !pairs.contains(where: { $0.key.stringKey == name }) {
                valid = false
                if !collecting { return false }
                missing(name, pairs, index, instance.pointee, keyword: "required", because: nil, alsoRequired: names)
            }
            return valid

        case .dependentRequired(let deps):
            guard case .mapping(let pairs) = instance.kind else { return true }
            var valid = true
            for dep in deps where pairs.contains(where: { $0.key.stringKey == dep.name }) {
                for name in dep.requires where !pairs.contains(where: { $0.key.stringKey == name }) {
                    valid = false
                    if !collecting { return false }
                    missing(name, pairs, index, instance.pointee, keyword: "dependentRequired", because: dep.name,
                            alsoRequired: dep.requires + [dep.name])
                }
            }
            return valid

        default:
            return true
        }
    }

    private mutating func missing(_ name: String, _ pairs: [YAMLPair], _ index: Int, _ instance: YAMLNode,
                                  keyword: String, because: String?, alsoRequired: [String]) {
        /// A present key that is a near miss is probably the typo for the missing one, unless the
        /// schema requires that key too: renaming `id` to `name` would only move the error.
        let keys = pairs.compactMap { $0.key.stringKey }.filter { !alsoRequired.contains($0) }
        let near = Suggestions.closest(to: name, in: keys)
        var message = "Missing required property `\(name)`"
        if let because { message += " (required when `\(because)` is present)" }
        message += "."
        var notes: [String] = []
        if let typo = near.first { notes.append("Is `\(typo)` a misspelling of `\(name)`?") }
        fail(SchemaCodes.missingProperty, message, instance.range, node: index, keyword: keyword, notes: notes)
        errors[errors.count - 1].missingName = name
    }

    mutating func typeError(_ allowed: TypeSet, _ index: Int, _ instance: YAMLNode, keyword: String = "type") {
        let names = allowed.names.map { Self.article($0) }
        let expected = names.count <= 1 ? (names.first ?? "nothing")
            : names.dropLast().joined(separator: ", ") + " or " + names.last!
        let actual = Self.describeType(instance)
        var notes: [String] = []
        if allowed.contains(.string), case .scalar(let s) = instance.kind, s.style == .plain {
            notes.append("`\(s.text)` is read as \(actual); put it in quotes (\"\(s.text)\") to make it text.")
        }
        fail(SchemaCodes.typeMismatch, "Expected \(expected), found \(actual).", instance.range, node: index,
             keyword: keyword, notes: notes, allowedTypes: allowed)
    }

    static func article(_ type: String) -> String {
        switch type {
        case "object": "a mapping"
        case "array": "a list"
        case "integer": "an integer"
        case "null": "null"
        default: "a " + type
        }
    }

    static func describeType(_ instance: YAMLNode) -> String {
        switch instance.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let s):
            switch s.value {
            case .null: return "null"
            case .bool(let b): return "the boolean \(b)"
            case .number: return "the number \(s.text)"
            case .string: return "a string"
            }
        }
    }

    private func quoteHint(_ instance: YAMLNode, _ values: [YAMLNode]) -> [String] {
        guard case .scalar(let s) = instance.kind, s.style == .plain, instance.string == nil,
              values.contains(where: { $0.string == s.text }) else { return [] }
        return ["`\(s.text)` is read as \(Self.describeType(instance)); put it in quotes (\"\(s.text)\") to make it text."]
    }

    func number(_ node: InstanceRef) -> JSONNumber? {
        if case .scalar(let s) = node.kind, case .number(let n) = s.value { return n }
        return nil
    }

    private func text(_ node: YAMLNode) -> String { node.scalar?.text ?? JSONValueOps.describe(node) }

    private func text(_ n: JSONNumber) -> String {
        switch n {
        case .int(let i): String(i)
        case .bigInt(let s): s
        case .double(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        }
    }
}
