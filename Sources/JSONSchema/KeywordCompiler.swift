import TourcDiagnostics
import YAMLLoader

/// The keywords of one schema object as they are read, before they become `Keyword`s. Some
/// keywords only make sense together (`properties` + `additionalProperties`, `contains` +
/// `minContains`, `if` + `then` + `else`), so they are gathered first and emitted in `finish`.
struct KeywordState {
    var keywords: [Keyword] = []
    var props = PropertyApplicator()
    var hasProps = false
    var prefixItems: [Int]? = nil
    var items: Int? = nil
    var contains: Int? = nil
    var minContains = 1
    var maxContains: Int? = nil
    var ifNode: Int? = nil
    var thenNode: Int? = nil
    var elseNode: Int? = nil
    var unevaluatedItems: Int? = nil
    var unevaluatedProperties: Int? = nil
    var needsAnnotations = false
    var discriminators: [(name: String, value: YAMLNode)] = []
    var required: [String] = []
    var propertyNames: [String] = []

    mutating func finish() -> [Keyword] {
        var out = keywords
        if hasProps { out.append(.properties(PropertyApplicatorBox(props))) }
        if prefixItems != nil || items != nil { out.append(.items(prefix: prefixItems ?? [], rest: items)) }
        if let contains { out.append(.contains(contains, min: minContains, max: maxContains)) }
        if let ifNode { out.append(.conditional(if: ifNode, then: thenNode, else: elseNode)) }
        // Cheap checks first, so the boolean path fails fast; applicators after; unevaluated last.
        out.sort { $0.cost < $1.cost }
        if let unevaluatedItems { out.append(.unevaluatedItems(unevaluatedItems)) }
        if let unevaluatedProperties { out.append(.unevaluatedProperties(unevaluatedProperties)) }
        return out
    }
}

extension Keyword {
    /// A rough evaluation cost, for ordering: assertions before applicators.
    var cost: Int {
        switch self {
        case .type, .constant, .enumeration, .required, .minimum, .maximum, .minItems, .maxItems,
             .minProperties, .maxProperties, .minLength, .maxLength, .multipleOf, .dependentRequired:
            0
        case .format, .pattern, .uniqueItems:
            1
        default:
            2
        }
    }
}

extension SchemaCompiler {
    typealias Location = JSONSchemaRegistry.Location

    private func child(_ location: Location, _ tokens: String...) -> Location {
        var pointer = location.pointer
        for t in tokens { pointer += "/" + JSONPointer.escape(t) }
        return Location(doc: location.doc, pointer: pointer)
    }

    private mutating func sub(_ value: YAMLNode, _ location: Location, _ context: Context) -> Int {
        index(of: location, node: value, context: context)
    }

    private mutating func nonNegative(_ key: String, _ value: YAMLNode, _ location: Location) -> Int? {
        if case .scalar(let s) = value.kind, case .number(let n) = s.value, n.isInteger {
            switch n {
            case .int(let i): return i < 0 ? nil : Int(i)
            case .bigInt(let t): return t.hasPrefix("-") ? nil : Int.max
            case .double(let d): return d < 0 ? nil : (d >= 9.0e18 ? Int.max : Int(d))
            }
        }
        invalid("`\(key)` must be a non-negative integer.", value, location)
        return nil
    }

    private mutating func number(_ key: String, _ value: YAMLNode, _ location: Location) -> JSONNumber? {
        if case .scalar(let s) = value.kind, case .number(let n) = s.value { return n }
        invalid("`\(key)` must be a number.", value, location)
        return nil
    }

    private mutating func schemaArray(_ key: String, _ value: YAMLNode, _ location: Location, _ context: Context) -> [Int]? {
        guard let items = value.items else {
            invalid("`\(key)` must be an array of schemas.", value, location)
            return nil
        }
        return items.enumerated().map { sub($0.element, child(location, key, String($0.offset)), context) }
    }

    private mutating func schemaMap(_ key: String, _ value: YAMLNode, _ location: Location, _ context: Context) -> [(String, Int)]? {
        guard let pairs = value.pairs else {
            invalid("`\(key)` must be an object whose values are schemas.", value, location)
            return nil
        }
        return pairs.compactMap { pair in
            guard let name = pair.key.stringKey else { return nil }
            return (name, sub(pair.value, child(location, key, name), context))
        }
    }

    private mutating func regex(_ pattern: String, _ value: YAMLNode, _ location: Location) -> SchemaRegex? {
        let compiled: Result<SchemaRegex, SchemaRegex.Invalid>
        if let cached = regexCache[pattern] {
            compiled = cached
        } else {
            do {
                compiled = .success(try SchemaRegex(pattern))
            } catch {
                compiled = .failure(error)
            }
            regexCache[pattern] = compiled
        }
        switch compiled {
        case .success(let regex):
            return regex
        case .failure(let error):
            invalid("The pattern `\(pattern)` is not a regular expression I can run: \(error.message).", value, location)
            return nil
        }
    }

    /// Resolves a `$ref`/`$dynamicRef` value to a node, or reports why it cannot.
    private mutating func reference(_ key: String, _ value: YAMLNode, _ location: Location, _ context: Context) -> (Int, URIReference)? {
        guard let text = value.string else {
            invalid("`\(key)` must be a URI reference string.", value, location)
            return nil
        }
        let uri = URIReference.resolve(text, against: context.base)
        guard let target = registry.locate(uri), let i = index(of: target) else {
            diagnostics.append(Diagnostic(SchemaCodes.unresolvableReference,
                "the reference `\(text)` (`\(uri.string)`) cannot be resolved: no local schema, bundled meta-schema or --resolve mapping provides it.",
                at: registry.span(of: location, node: value)))
            return nil
        }
        return (i, uri)
    }

    mutating func addKeyword(_ key: String, _ value: YAMLNode, in node: YAMLNode, at location: Location,
                             context: Context, to state: inout KeywordState) {
        // Most keys of a real schema are annotations (`description`, `markdownDescription`...)
        // that no case below handles: one set lookup instead of ~45 string comparisons.
        guard SchemaKeywords.compiledBySwitch.contains(key) else {
            otherKeyword(key, value, in: node, at: location)
            return
        }
        let vocab = context.vocabularies
        let applicator = vocab.contains(.applicator)
        let validation = vocab.contains(.validation)
        switch key {
        case "$ref":
            if let (i, _) = reference(key, value, location, context) {
                state.keywords.append(.ref(i))
            } else {
                state.keywords.append(.unresolved(value.string ?? ""))
            }
        case "$dynamicRef":
            guard let (i, uri) = reference(key, value, location, context) else {
                state.keywords.append(.unresolved(value.string ?? ""))
                return
            }
            var name: String? = nil
            if let fragment = uri.fragment, !fragment.isEmpty, !fragment.hasPrefix("/"),
               let anchored = registry.dynamicAnchors[uri.withoutFragment.string]?[fragment],
               anchored == registry.locate(uri) {
                name = fragment
            }
            state.keywords.append(.dynamicRef(i, dynamicName: name))
        case "allOf" where applicator:
            if let list = schemaArray(key, value, location, context) { state.keywords.append(.allOf(list)) }
        case "anyOf" where applicator:
            if let list = schemaArray(key, value, location, context) { state.keywords.append(.anyOf(list)) }
        case "oneOf" where applicator:
            if let list = schemaArray(key, value, location, context) { state.keywords.append(.oneOf(list)) }
        case "not" where applicator:
            state.keywords.append(.not(sub(value, child(location, key), context)))
        case "if" where applicator:
            state.ifNode = sub(value, child(location, key), context)
        case "then" where applicator:
            if node["if"] != nil { state.thenNode = sub(value, child(location, key), context) }
        case "else" where applicator:
            if node["if"] != nil { state.elseNode = sub(value, child(location, key), context) }
        case "dependentSchemas" where applicator:
            if let map = schemaMap(key, value, location, context) {
                state.keywords.append(.dependentSchemas(map.map { (name: $0.0, node: $0.1) }))
            }
        case "prefixItems" where applicator && !vocab.contains(.legacyItems):
            state.prefixItems = schemaArray(key, value, location, context)
        case "items" where applicator:
            if vocab.contains(.legacyItems), value.items != nil {
                state.prefixItems = schemaArray(key, value, location, context)
            } else {
                state.items = sub(value, child(location, key), context)
            }
        case "additionalItems" where applicator && vocab.contains(.legacyItems):
            if node["items"]?.items != nil { state.items = sub(value, child(location, key), context) }
        case "contains" where applicator:
            state.contains = sub(value, child(location, key), context)
        case "properties" where applicator:
            guard let map = schemaMap(key, value, location, context) else { return }
            state.hasProps = true
            for (name, i) in map { state.props.properties[name] = i }
            for pair in value.pairs ?? [] {
                guard let name = pair.key.stringKey else { continue }
                state.propertyNames.append(name)
                if let c = pair.value["const"] {
                    state.discriminators.append((name, c))
                } else if let e = pair.value["enum"]?.items, e.count == 1 {
                    state.discriminators.append((name, e[0]))
                }
            }
        case "patternProperties" where applicator:
            guard let map = schemaMap(key, value, location, context) else { return }
            state.hasProps = true
            for ((pattern, i), pair) in zip(map, value.pairs ?? []) {
                if let r = regex(pattern, pair.key, location) { state.props.patterns.append((r, i)) }
            }
        case "additionalProperties" where applicator:
            state.hasProps = true
            state.props.additional = sub(value, child(location, key), context)
        case "propertyNames" where applicator:
            state.keywords.append(.propertyNames(sub(value, child(location, key), context)))
        case "unevaluatedItems" where vocab.contains(.unevaluated):
            state.unevaluatedItems = sub(value, child(location, key), context)
            state.needsAnnotations = true
        case "unevaluatedProperties" where vocab.contains(.unevaluated):
            state.unevaluatedProperties = sub(value, child(location, key), context)
            state.needsAnnotations = true
        case "dependencies" where applicator && validation:
            // Draft 2019-09's `dependencies`, which the 2020-12 meta-schema still lists for
            // compatibility: arrays mean dependentRequired, schemas dependentSchemas.
            var required: [(name: String, requires: [String])] = []
            var schemas: [(name: String, node: Int)] = []
            for pair in value.pairs ?? [] {
                guard let name = pair.key.stringKey else { continue }
                if let list = pair.value.items {
                    required.append((name, list.compactMap(\.string)))
                } else {
                    schemas.append((name, sub(pair.value, child(location, key, name), context)))
                }
            }
            if !required.isEmpty { state.keywords.append(.dependentRequired(required)) }
            if !schemas.isEmpty { state.keywords.append(.dependentSchemas(schemas)) }
        case "$defs", "definitions":
            // Compiled on demand when referenced.
            break
        case "type" where validation:
            var set = TypeSet()
            let names = value.items.map { $0.compactMap(\.string) } ?? value.string.map { [$0] } ?? []
            for name in names {
                if let t = TypeSet.named(name) { set.insert(t) } else { invalid("Unknown type `\(name)`.", value, location) }
            }
            if set.contains(.number) { set.insert(.integer) }
            state.keywords.append(.type(set))
        case "enum" where validation:
            if let items = value.items { state.keywords.append(.enumeration(items)) } else {
                invalid("`enum` must be an array of values.", value, location)
            }
        case "const" where validation:
            state.keywords.append(.constant(value))
        case "multipleOf" where validation:
            if let n = number(key, value, location) {
                if n.doubleValue > 0 { state.keywords.append(.multipleOf(n)) } else {
                    invalid("`multipleOf` must be greater than 0.", value, location)
                }
            }
        case "maximum" where validation:
            if let n = number(key, value, location) { state.keywords.append(.maximum(n, exclusive: false)) }
        case "exclusiveMaximum" where validation:
            if let n = number(key, value, location) { state.keywords.append(.maximum(n, exclusive: true)) }
        case "minimum" where validation:
            if let n = number(key, value, location) { state.keywords.append(.minimum(n, exclusive: false)) }
        case "exclusiveMinimum" where validation:
            if let n = number(key, value, location) { state.keywords.append(.minimum(n, exclusive: true)) }
        case "maxLength" where validation:
            if let n = nonNegative(key, value, location) { state.keywords.append(.maxLength(n)) }
        case "minLength" where validation:
            if let n = nonNegative(key, value, location), n > 0 { state.keywords.append(.minLength(n)) }
        case "pattern" where validation:
            if let p = value.string {
                if let r = regex(p, value, location) { state.keywords.append(.pattern(r)) }
            } else {
                invalid("`pattern` must be a string.", value, location)
            }
        case "maxItems" where validation:
            if let n = nonNegative(key, value, location) { state.keywords.append(.maxItems(n)) }
        case "minItems" where validation:
            if let n = nonNegative(key, value, location), n > 0 { state.keywords.append(.minItems(n)) }
        case "uniqueItems" where validation:
            if case .scalar(let s) = value.kind, case .bool(true) = s.value { state.keywords.append(.uniqueItems) }
        case "maxContains" where validation:
            if node["contains"] != nil, let n = nonNegative(key, value, location) { state.maxContains = n }
        case "minContains" where validation:
            if node["contains"] != nil, let n = nonNegative(key, value, location) { state.minContains = n }
        case "maxProperties" where validation:
            if let n = nonNegative(key, value, location) { state.keywords.append(.maxProperties(n)) }
        case "minProperties" where validation:
            if let n = nonNegative(key, value, location), n > 0 { state.keywords.append(.minProperties(n)) }
        case "required" where validation:
            let names = value.items?.compactMap(\.string) ?? []
            state.required = names
            if !names.isEmpty { state.keywords.append(.required(names)) }
        case "dependentRequired" where validation:
            let deps = (value.pairs ?? []).compactMap { pair -> (name: String, requires: [String])? in
                guard let name = pair.key.stringKey else { return nil }
                return (name, pair.value.items?.compactMap(\.string) ?? [])
            }
            state.keywords.append(.dependentRequired(deps))
        case "format":
            if options.assertFormat || vocab.contains(.formatAssertion), let name = value.string,
               let kind = FormatKind(rawValue: name) {
                state.keywords.append(.format(kind))
            }
        default:
            otherKeyword(key, value, in: node, at: location)
        }
    }

    /// A key that compiles to nothing (an annotation, an unknown keyword, or a keyword its
    /// vocabulary does not enable). Unknown keywords are ignored by the specification; warn only
    /// about likely typos.
    mutating func otherKeyword(_ key: String, _ value: YAMLNode, in node: YAMLNode, at location: Location) {
        if key.count >= 4, !key.hasPrefix("x-"), !SchemaKeywords.knownSet.contains(key),
           !SchemaKeywords.editorExtensions.contains(key), let intended = likelyTypo(key) {
            diagnostics.append(Diagnostic(SchemaCodes.unknownKeyword,
                "`\(key)` is not a JSON Schema keyword, so it is ignored; did you mean `\(intended)`?",
                at: registry.span(of: location, node: node.pair(forKey: key)?.key ?? value), suggestions: [intended]))
        }
    }
}

extension SchemaCompiler {
    /// The keyword `key` was probably meant to be, looked up once per distinct key.
    mutating func likelyTypo(_ key: String) -> String? {
        if let cached = typoCache[key] { return cached }
        let intended = Suggestions.closest(to: key, in: SchemaKeywords.known).first
        typoCache[key] = intended
        return intended
    }
}
