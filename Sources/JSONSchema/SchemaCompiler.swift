import TourcDiagnostics
import YAMLLoader

/// The 2020-12 vocabularies a schema's meta-schema enables (`$vocabulary`).
struct Vocabularies: OptionSet, Hashable {
    let rawValue: UInt8
    static let applicator = Vocabularies(rawValue: 1)
    static let validation = Vocabularies(rawValue: 2)
    static let unevaluated = Vocabularies(rawValue: 4)
    static let formatAssertion = Vocabularies(rawValue: 8)
    /// An older draft (2019-09 and before): `items` may be an array (with `additionalItems`) and
    /// `prefixItems` is not a keyword. Kept so references to such schemas keep their meaning.
    static let legacyItems = Vocabularies(rawValue: 16)
    /// The standard dialect: everything but format assertion.
    static let standard: Vocabularies = [.applicator, .validation, .unevaluated]

    static func named(_ uri: String) -> Vocabularies?? {
        switch uri {
        case "https://json-schema.org/draft/2020-12/vocab/applicator": .some(.applicator)
        case "https://json-schema.org/draft/2020-12/vocab/validation": .some(.validation)
        case "https://json-schema.org/draft/2020-12/vocab/unevaluated": .some(.unevaluated)
        case "https://json-schema.org/draft/2020-12/vocab/format-assertion": .some(.formatAssertion)
        case "https://json-schema.org/draft/2020-12/vocab/core",
             "https://json-schema.org/draft/2020-12/vocab/format-annotation",
             "https://json-schema.org/draft/2020-12/vocab/content",
             "https://json-schema.org/draft/2020-12/vocab/meta-data":
            .some(nil)
        default: nil
        }
    }
}

/// Turns schema documents into a `SchemaProgram`: every subschema reachable from the root (through
/// applicators, `$ref`, `$dynamicRef` and dynamic anchors) becomes one node, compiled once.
struct SchemaCompiler {
    struct Context {
        var base: String
        var vocabularies: Vocabularies
        var resource: Int
    }

    let registry: JSONSchemaRegistry
    let options: SchemaOptions
    var nodes: [SchemaNode] = []
    var resources: [SchemaResource] = []
    var resourceIndex: [String: Int] = [:]
    var cache: [JSONSchemaRegistry.Location: Int] = [:]
    var pending: [(index: Int, location: JSONSchemaRegistry.Location, node: YAMLNode, context: Context)] = []
    var vocabularyCache: [String: Vocabularies] = [:]
    var diagnostics: [Diagnostic] = []
    /// Unknown keywords already looked up for a likely typo: a schema repeats the same custom
    /// keyword hundreds of times, and the edit-distance search is the costly part.
    var typoCache: [String: String?] = [:]
    /// Compiled patterns by source: schemas repeat a few patterns many times (the tour schema
    /// repeats each of its few distinct patterns dozens of times), and each `NSRegularExpression` is costly to compile.
    /// A `SchemaRegex` is immutable and thread-safe, so nodes can share one.
    var regexCache: [String: Result<SchemaRegex, SchemaRegex.Invalid>] = [:]
    var warnedDialects = Set<String>()
    static let olderDialects = [
        "http://json-schema.org/draft-0", "https://json-schema.org/draft-0",
        "http://json-schema.org/schema", "https://json-schema.org/draft/2019-09/",
    ]

    init(registry: JSONSchemaRegistry, options: SchemaOptions) {
        self.registry = registry
        self.options = options
    }

    mutating func compileRoot(_ uri: URIReference) -> CompiledSchema? {
        guard let location = registry.locate(uri) else {
            diagnostics.append(Diagnostic(SchemaCodes.unresolvableReference,
                "the schema `\(uri.string)` was not found.", at: nil))
            return nil
        }
        guard let root = index(of: location) else { return nil }
        while let job = pending.popLast() {
            nodes[job.index] = compile(job.node, at: job.location, context: job.context)
        }
        return CompiledSchema(program: SchemaProgram(nodes: nodes, resources: resources, root: root))
    }

    /// The node index of the schema at `location`, compiling it (later) on first sight.
    mutating func index(of location: JSONSchemaRegistry.Location) -> Int? {
        if let i = cache[location] { return i }
        guard let (node, base, schemaURI) = registry.walk(to: location) else { return nil }
        var vocab = Vocabularies.standard
        if let schemaURI { vocab = vocabularies(for: URIReference.resolve(schemaURI, against: base), at: nil) }
        let context = Context(base: base, vocabularies: vocab, resource: resource(for: base))
        return index(of: location, node: node, context: context)
    }

    mutating func index(of location: JSONSchemaRegistry.Location, node: YAMLNode, context: Context) -> Int {
        if let i = cache[location] { return i }
        let i = nodes.count
        nodes.append(SchemaNode(constant: true, resource: context.resource, location: ""))
        cache[location] = i
        pending.append((i, location, node, context))
        return i
    }

    /// The resource index for a base URI; its dynamic anchors get compiled with it.
    mutating func resource(for uri: String) -> Int {
        if let r = resourceIndex[uri] { return r }
        let r = resources.count
        resources.append(SchemaResource(uri: uri, dynamicAnchors: [:]))
        resourceIndex[uri] = r
        for (name, location) in registry.dynamicAnchors[uri] ?? [:] {
            if let i = index(of: location) { resources[r].dynamicAnchors[name] = i }
        }
        return r
    }

    mutating func vocabularies(for uri: URIReference, at span: SourceSpan?) -> Vocabularies {
        let key = uri.withoutFragment.string
        if let v = vocabularyCache[key] { return v }
        var result = Vocabularies.standard
        if Self.olderDialects.contains(where: { key.hasPrefix($0) }) {
            result.insert(.legacyItems)
            vocabularyCache[key] = result
            return result
        }
        if let doc = registry.document(forURI: key),
           let vocab = registry.documents[doc].root["$vocabulary"]?.pairs {
            result = []
            for pair in vocab {
                guard let name = pair.key.stringKey else { continue }
                switch Vocabularies.named(name) {
                case .some(.some(let v)): result.insert(v)
                case .some(.none): break
                case .none:
                    if case .scalar(let s) = pair.value.kind, case .bool(true) = s.value {
                        diagnostics.append(Diagnostic(SchemaCodes.unsupportedVocabulary,
                            "The meta-schema `\(key)` requires the vocabulary `\(name)`, which tourc does not implement.",
                            at: SourceSpan(file: registry.documents[doc].file, range: pair.key.range)))
                    }
                }
            }
        }
        vocabularyCache[key] = result
        return result
    }

    mutating func invalid(_ message: String, _ node: YAMLNode, _ location: JSONSchemaRegistry.Location) {
        diagnostics.append(Diagnostic(SchemaCodes.invalidSchema, message, at: registry.span(of: location, node: node)))
    }

    mutating func compile(_ node: YAMLNode, at location: JSONSchemaRegistry.Location, context outer: Context) -> SchemaNode {
        let display = registry.documents[location.doc].file + "#" + location.pointer
        var context = outer
        let pairs: [YAMLPair]
        switch node.kind {
        case .scalar(let s):
            if case .bool(let b) = s.value {
                return SchemaNode(constant: b, resource: context.resource, location: display)
            }
            invalid("A schema must be an object or a boolean, not \(node.jsonTypeName).", node, location)
            return SchemaNode(constant: true, resource: context.resource, location: display)
        case .sequence:
            invalid("A schema must be an object or a boolean, not an array.", node, location)
            return SchemaNode(constant: true, resource: context.resource, location: display)
        case .mapping(let p):
            pairs = p
        }
        if let id = node["$id"]?.string {
            context.base = URIReference.resolve(id, against: context.base).withoutFragment.string
            context.resource = resource(for: context.base)
        }
        if let schema = node["$schema"]?.string {
            let older = Self.olderDialects.contains(where: { schema.hasPrefix($0) })
            if older, warnedDialects.insert(schema).inserted {
                diagnostics.append(Diagnostic(SchemaCodes.olderDialect,
                    "This schema declares `\(schema)`; tourc evaluates it with draft 2020-12 rules.",
                    at: registry.span(of: location, node: node["$schema"] ?? node)))
            }
            // A meta-schema that cannot be found would otherwise be replaced by 2020-12's
            // vocabularies without a word (docs/validate.md): a located error, once per URI.
            if !older, registry.document(forURI: URIReference.resolve(schema, against: context.base).withoutFragment.string) == nil,
               warnedDialects.insert(schema).inserted {
                diagnostics.append(Diagnostic(SchemaCodes.unresolvableReference,
                    "the meta-schema `\(schema)` that `$schema` names was not found (tourc never uses the network); tourc evaluates this schema with draft 2020-12 rules.",
                    at: registry.span(of: location, node: node["$schema"] ?? node),
                    notes: ["Use `https://json-schema.org/draft/2020-12/schema`, or map the URI to a local folder with --resolve PREFIX=DIR."]))
            }
            context.vocabularies = vocabularies(for: URIReference.resolve(schema, against: context.base),
                                                at: registry.span(of: location, node: node))
        }
        var out = SchemaNode(constant: nil, resource: context.resource, location: display)
        var state = KeywordState()
        for pair in pairs {
            guard let key = pair.key.stringKey else { continue }
            addKeyword(key, pair.value, in: node, at: location, context: context, to: &state)
        }
        out.keywords = state.finish()
        out.needsAnnotations = state.needsAnnotations
        out.discriminators = state.discriminators
        out.required = state.required
        out.propertyNames = state.propertyNames
        return out
    }
}
