import Foundation
import TourcDiagnostics
import YAMLLoader

/// The schema documents a compilation may reference, by URI.
///
/// Documents come from four places, tried in this order: documents registered explicitly; the
/// bundled 2020-12 meta-schemas; `--resolve PREFIX=DIR` mappings; `file:` URIs (local files,
/// which is what relative references from a schema file resolve to). The network is never used:
/// a URI none of these can serve is an unresolvable reference, reported as a diagnostic.
///
/// Not thread-safe: build one, compile with it, then share the `CompiledSchema` (which is).
public final class JSONSchemaRegistry {
    struct Document {
        let uri: String
        let file: String
        let root: YAMLNode
    }

    /// A schema's place: a document and a JSON pointer inside it.
    struct Location: Hashable {
        let doc: Int
        let pointer: String
    }

    private(set) var documents: [Document] = []
    private var documentByURI: [String: Int] = [:]
    /// Absolute URI (no fragment) of every schema resource -> where it is.
    private(set) var resources: [String: Location] = [:]
    /// `uri#name` of every `$anchor` and `$dynamicAnchor` -> where it is.
    private(set) var anchors: [String: Location] = [:]
    /// Resource URI -> its `$dynamicAnchor` names -> where they are.
    private(set) var dynamicAnchors: [String: [String: Location]] = [:]
    private var prefixes: [(prefix: String, directory: String)] = []
    private struct IDAndBase: Hashable {
        let id: String
        let base: String
    }
    private var resolvedBases: [IDAndBase: String] = [:]
    private let bundled: Bool
    /// Problems met while loading documents (I/O, syntax).
    public private(set) var loadDiagnostics: [Diagnostic] = []

    /// - Parameter bundledMetaSchemas: serve the draft 2020-12 meta-schemas from the binary.
    public init(bundledMetaSchemas: Bool = true) {
        self.bundled = bundledMetaSchemas
    }

    /// Maps every URI that starts with `prefix` to a file under `directory`
    /// (`http://localhost:1234/` + `remotes/` serves `http://localhost:1234/a/b.json` from `remotes/a/b.json`).
    public func addResolvePrefix(_ prefix: String, directory: String) {
        prefixes.append((prefix, directory))
    }

    /// Registers a loaded schema document under `uri` (its retrieval URI; an `$id` inside wins for
    /// resolving relative references, and is registered too).
    public func register(_ root: YAMLNode, uri: String, file: String? = nil) {
        let key = URIReference(uri).withoutFragment.string
        if documentByURI[key] != nil { return }
        let doc = documents.count
        documents.append(Document(uri: key, file: file ?? Self.displayName(forURI: key), root: root))
        documentByURI[key] = doc
        index(root, base: key, location: Location(doc: doc, pointer: ""), isRoot: true)
        if resources[key] == nil { resources[key] = Location(doc: doc, pointer: "") }
    }

    /// Registers a schema given as JSON text (e.g. a schema embedded in the binary).
    public func register(jsonText: String, uri: String, file: String? = nil) throws(JSONParser.Failure) {
        register(try JSONParser.parse(jsonText), uri: uri, file: file)
    }

    /// Loads a schema file from disk and registers it under its `file:` URI, which it returns.
    public func registerFile(atPath path: String) -> String? {
        let uri = Self.fileURI(forPath: path)
        if document(forURI: uri) != nil { return uri }
        return nil
    }

    /// The `file://` URI of a path, made absolute against the working directory.
    public static func fileURI(forPath path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = URIReference.removeDotSegments(absolute)
        let encoded = standardized.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? standardized
        return "file://" + encoded
    }

    static func displayName(forURI uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        let path = JSONPointer.percentDecode(String(uri.dropFirst("file://".count)))
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }

    /// The loaded schema document with this URI (loading it if needed), e.g. to check it against
    /// its meta-schema.
    public func loadedDocument(forURI uri: String) -> YAMLDocument? {
        guard let d = document(forURI: URIReference(uri).withoutFragment.string) else { return nil }
        return YAMLDocument(file: documents[d].file, root: documents[d].root)
    }

    /// The index of the document with this URI (no fragment), loading it on first use.
    func document(forURI uri: String) -> Int? {
        if let d = documentByURI[uri] { return d }
        if let r = resources[uri] { return r.doc }
        if bundled, let text = MetaSchemas.documents[uri] {
            // The bundled texts are tested to parse; a failure here is a build defect.
            guard let root = try? JSONParser.parse(text) else { return nil }
            register(root, uri: uri, file: uri)
            return documentByURI[uri]
        }
        for (prefix, directory) in prefixes where uri.hasPrefix(prefix) {
            let rest = JSONPointer.percentDecode(String(uri.dropFirst(prefix.count)))
            let path = directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
            if let root = loadFile(path) {
                register(root, uri: uri, file: path)
                return documentByURI[uri]
            }
            return nil
        }
        if uri.hasPrefix("file://") {
            let path = JSONPointer.percentDecode(String(uri.dropFirst("file://".count)))
            if let root = loadFile(path) {
                register(root, uri: uri, file: Self.displayName(forURI: uri))
                return documentByURI[uri]
            }
        }
        return nil
    }

    /// Loads a schema file that a `--schema`, a modeline, a `$ref` or a `$schema` names.
    ///
    /// Such a name can point anywhere (`$ref: file:///etc/passwd`), and diagnostics end up in CI
    /// logs and SARIF, so a file that is not a schema is said to be one, with its path, and none
    /// of its content: a file whose name does not end in `.json`, `.yaml` or `.yml` must load and
    /// be an object or a boolean, or it is "not a schema" (its syntax errors, which quote and
    /// point into it, are not shown); a `.json`/`.yaml`/`.yml` file is taken as meant to be a
    /// schema and gets the loader's located diagnostics, except that a top level that is not an
    /// object or boolean is again only "not a schema". Only regular files are opened (a FIFO
    /// would block), and the size is checked before reading. The same loader checks as for YAML
    /// apply to JSON (duplicate keys, docs/yaml.md); a second document is an error (it would be
    /// ignored).
    private func loadFile(_ path: String) -> YAMLNode? {
        func notASchema(_ why: String) -> YAMLNode? {
            loadDiagnostics.append(Diagnostic(SchemaCodes.schemaUnreadable,
                "`\(path)` is not a schema: \(why).", at: nil,
                notes: ["A schema is a JSON or YAML file whose top level is an object or a boolean; check the `$ref`, `$schema`, modeline or --schema that names it."]))
            return nil
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            loadDiagnostics.append(Diagnostic(SchemaCodes.schemaUnreadable,
                "the schema file `\(path)` could not be read: \(String(cString: strerror(errno))).", at: nil,
                notes: ["Check the path, or map the URI to a folder with --resolve PREFIX=DIR."]))
            return nil
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return notASchema((info.st_mode & S_IFMT) == S_IFDIR ? "it is a folder" : "it is not a regular file")
        }
        guard Int(info.st_size) <= LoadLimits.default.maxFileBytes else {
            return notASchema("it is larger than \(LoadLimits.default.maxFileBytes) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            loadDiagnostics.append(Diagnostic(SchemaCodes.schemaUnreadable,
                "the schema file `\(path)` could not be read.", at: nil,
                notes: ["Check the path and its permissions."]))
            return nil
        }
        let lower = path.lowercased()
        let namedAsSchema = lower.hasSuffix(".json") || lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
        var collector = DiagnosticCollector()
        let documents = SchemaDocumentLoader.loadAll([UInt8](data), file: path, diagnostics: &collector)
        if !namedAsSchema && collector.hasErrors {
            return notASchema("it does not load as JSON or YAML")
        }
        if let root = documents.first?.root {
            switch root.kind {
            case .mapping: break
            case .scalar(let scalar):
                if case .bool = scalar.value { break }
                let what = ["null": "empty", "integer": "an integer", "number": "a number", "string": "a string"][root.jsonTypeName] ?? root.jsonTypeName
                return notASchema("its top level is \(what), not an object or a boolean")
            case .sequence:
                return notASchema("its top level is a list, not an object or a boolean")
            }
        } else if !namedAsSchema {
            return notASchema("it holds no JSON or YAML document")
        }
        loadDiagnostics.append(contentsOf: collector.diagnostics)
        if documents.count > 1 {
            let second = documents[1]
            loadDiagnostics.append(Diagnostic(SchemaCodes.invalidSchema,
                "This schema file holds \(documents.count) documents; a schema is one document, and I would use only the first. Remove the `---` separator or put each schema in its own file.",
                at: second.span(second.root)))
        }
        return documents.first?.root
    }

    /// Finds every resource (`$id`) and anchor in a schema, walking only keywords whose values are
    /// schemas: an `$id` inside `const`, `enum` or an unknown keyword is data, not an identifier.
    private func index(_ node: YAMLNode, base: String, location: Location, isRoot: Bool) {
        var base = base
        guard case .mapping(let pairs) = node.kind else { return }
        if let id = node["$id"]?.string {
            let resolved = URIReference.resolve(id, against: base).withoutFragment.string
            base = resolved
            if resources[resolved] == nil { resources[resolved] = location }
        } else if isRoot, resources[base] == nil {
            resources[base] = location
        }
        if let anchor = node["$anchor"]?.string {
            anchors[base + "#" + anchor] = location
        }
        if let anchor = node["$dynamicAnchor"]?.string {
            if anchors[base + "#" + anchor] == nil { anchors[base + "#" + anchor] = location }
            dynamicAnchors[base, default: [:]][anchor] = location
        }
        for pair in pairs {
            guard let key = pair.key.stringKey else { continue }
            var shape = SchemaKeywords.shape(of: key)
            // Most keys hold data (`type`, `description`...): build the pointer only for the others.
            if shape == .other { continue }
            let here = location.pointer + "/" + JSONPointer.escape(key)
            // Older drafts' array form of `items`.
            if shape == .schema, pair.value.items != nil { shape = .schemaArray }
            switch shape {
            case .schema:
                index(pair.value, base: base, location: Location(doc: location.doc, pointer: here), isRoot: false)
            case .schemaArray:
                for (i, item) in (pair.value.items ?? []).enumerated() {
                    index(item, base: base, location: Location(doc: location.doc, pointer: here + "/\(i)"), isRoot: false)
                }
            case .schemaMap:
                for sub in pair.value.pairs ?? [] {
                    guard let name = sub.key.stringKey else { continue }
                    index(sub.value, base: base,
                          location: Location(doc: location.doc, pointer: here + "/" + JSONPointer.escape(name)),
                          isRoot: false)
                }
            case .other:
                break
            }
        }
    }

    /// The node at `location`, with the base URI and dialect that apply to it (from the `$id`s and
    /// `$schema`s of its ancestors, not its own).
    func walk(to location: Location) -> (node: YAMLNode, base: String, schemaURI: String?)? {
        let doc = documents[location.doc]
        guard let tokens = JSONPointer.tokens(location.pointer) else { return nil }
        var node = doc.root
        var base = doc.uri
        var schemaURI: String? = nil
        for token in tokens {
            if let id = node["$id"]?.string {
                base = resolvedBase(id, against: base)
            }
            if let s = node["$schema"]?.string { schemaURI = s }
            switch node.kind {
            case .mapping(let pairs):
                guard let pair = pairs.first(where: { $0.key.stringKey == token }) else { return nil }
                node = pair.value
            case .sequence(let items):
                guard let i = Int(token), i >= 0, i < items.count else { return nil }
                node = items[i]
            case .scalar:
                return nil
            }
        }
        return (node, base, schemaURI)
    }

    /// `URIReference.resolve(id, against: base).withoutFragment.string`, remembered: every
    /// `walk` passes the root's `$id` again (once per `$ref` when compiling).
    private func resolvedBase(_ id: String, against base: String) -> String {
        let key = IDAndBase(id: id, base: base)
        if let known = resolvedBases[key] { return known }
        let resolved = URIReference.resolve(id, against: base).withoutFragment.string
        resolvedBases[key] = resolved
        return resolved
    }

    /// Resolves an absolute URI (with optional fragment) to a schema location, loading documents
    /// as needed.
    func locate(_ uri: URIReference) -> Location? {
        let resource = uri.withoutFragment.string
        if resources[resource] == nil { _ = document(forURI: resource) }
        guard let root = resources[resource] else { return nil }
        let fragment = JSONPointer.percentDecode(uri.fragment ?? "")
        if fragment.isEmpty { return root }
        if fragment.hasPrefix("/") {
            let loc = Location(doc: root.doc, pointer: root.pointer + fragment)
            return walk(to: loc) == nil ? nil : loc
        }
        return anchors[resource + "#" + fragment]
    }

    /// Compiles the schema at `uri` (which must be registered or loadable) once, for reuse on
    /// every instance. Problems in the schema itself (unresolvable references, bad regexes,
    /// unsupported vocabularies) come back as diagnostics; the schema compiles anyway where it can.
    public func compile(_ uri: String, options: SchemaOptions = SchemaOptions()) -> (CompiledSchema?, [Diagnostic]) {
        let before = loadDiagnostics.count
        var compiler = SchemaCompiler(registry: self, options: options)
        let result = compiler.compileRoot(URIReference(uri))
        let loads = Array(loadDiagnostics[before...])
        return (result, loads + compiler.diagnostics)
    }

    /// The document a location belongs to, for diagnostics about the schema itself.
    func span(of location: Location, node: YAMLNode) -> SourceSpan {
        SourceSpan(file: documents[location.doc].file, range: node.range)
    }
}
