import Dispatch
import JSONSchema
import TourcDiagnostics
import YAMLLoader

/// Validates every loaded file against the tour language's embedded JSON Schemas (TOUR2xxx).
///
/// Which schema: a file named `app.yaml` (or `app.yml`, `app.json`) is an app registry and is
/// checked against `schemas/app.schema.json`; every other file is a tour, checked against
/// `schemas/tour.schema.json`. That is the layout docs/language.md describes
/// (`tours/<app>/app.yaml` plus one `<tour-id>.yaml` per tour), so no modeline is needed.
///
/// Files with loading errors are not validated (the loader's diagnostics come first, and a
/// partial document would only add follow-on noise).
///
/// A file holds one document: a second one (after `---`) is reported and not checked. Where the
/// schema wants a string and YAML read a number or boolean (`version: 1.10` is the number 1.1),
/// the diagnostic carries a fix that quotes the original text (`"1.10"`).
public struct SchemaStage: CheckStage {
    public init() {}

    /// One embedded schema, ready on first use: a `static let` is initialised lazily and
    /// thread-safely, then shared by every thread. Each schema has its own registry (neither
    /// references the other), so a run that only needs one reads only that one.
    ///
    /// The schema comes from its snapshot, compiled when the generated file was written (reading
    /// it costs a small fraction of parsing and compiling the schema, which every
    /// `tourc check` would otherwise pay). The generated file is tested to hold exactly what
    /// `compile(name:text:)` makes of the current schemas with the current compiler; if a snapshot
    /// cannot be read all the same, the embedded text is compiled as before.
    struct Embedded: Sendable {
        let schema: CompiledSchema?
        let problems: [Diagnostic]

        init(_ name: String) {
            if let snapshot = TourSchemas.snapshot(name), let schema = CompiledSchema(snapshotText: snapshot) {
                self.schema = schema
                problems = []
                return
            }
            guard let text = TourSchemas.document(name) else {
                schema = nil
                problems = []
                return
            }
            let compiled = Self.compile(name: name, text: text)
            schema = compiled.0
            problems = compiled.1
        }

        /// Compiles an embedded schema's text (also what the snapshots are made from).
        static func compile(name: String, text: String) -> (CompiledSchema?, [Diagnostic]) {
            let root: YAMLNode
            do {
                root = try JSONParser.parse(text)
            } catch {
                return (nil, [Diagnostic(SchemaCodes.invalidSchema,
                                         "internal error: the embedded \(name) is not JSON: \(error.message)", at: nil)])
            }
            let registry = JSONSchemaRegistry()
            let uri = root["$id"]?.string ?? "https://tourc.dev/schemas/\(name)"
            registry.register(root, uri: uri, file: "schemas/\(name)")
            return registry.compile(uri)
        }
    }

    static let app = Embedded("app.schema.json")
    static let tour = Embedded("tour.schema.json")
    /// `tourc test` scenarios (`*.test.yaml`), which `check` validates and `build` never reads.
    static let scenario = Embedded("scenario.schema.json")

    /// Reads the tour schema's snapshot on a background thread as soon as the run is known to
    /// hold a tour, instead of on the first thread that validates one.
    ///
    /// Why: reading it is a large part of a small check, and whichever loading thread gets there
    /// first does it while the other waits on the same `static let` as soon as it has a tour to
    /// validate too; started here, it overlaps with finding and loading the first files. The
    /// `static let` makes it happen once whichever thread comes first.
    public func warmUp(for files: [String]) {
        guard files.contains(where: { !Self.isRegistry($0) }) else { return }
        DispatchQueue.global(qos: .userInitiated).async { _ = Self.tour }
    }

    /// Problems compiling the embedded schemas (none unless the build is broken).
    static var problems: [Diagnostic] { app.problems + tour.problems }

    /// Whether `path` names an app registry (`app.yaml`), by its file name.
    public static func isRegistry(_ path: String) -> Bool {
        // The file name is the text after the last `/`, found over UTF-8 (several calls per file).
        let utf8 = path.utf8
        let name = utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        return name == "app.yaml" || name == "app.yml" || name == "app.json"
    }

    /// The schema a file is checked against.
    static func schema(for path: String) -> CompiledSchema? {
        isRegistry(path) ? app.schema : tour.schema
    }

    /// Whether the file's one document passes its schema: the fast check for files that did not
    /// go through this stage (a registry the language stage reads from disk).
    public static func passes(_ file: LoadedFile) -> Bool {
        guard !file.hasLoadErrors, file.documents.count == 1, let schema = schema(for: file.path) else { return false }
        return schema.isValid(file.documents[0].root)
    }

    public func check(file: LoadedFile, diagnostics: inout DiagnosticCollector) {
        // A file the loader already reported is not validated: its documents may be partial
        // (or keep the first of duplicate keys), and schema errors on top would be follow-on
        // noise. Fix the YAML first; the next run validates it.
        guard !file.hasLoadErrors else { return }
        guard let schema = Self.schema(for: file.path) else {
            for problem in Self.problems { diagnostics.emit(problem) }
            return
        }
        guard let document = file.documents.first else {
            if !file.hasLoadErrors {
                diagnostics.emit(LanguageCodes.emptyFile,
                                 Self.isRegistry(file.path)
                                    ? "this app registry is empty; it needs at least `id` and `name`"
                                    : "this tour file is empty; a tour needs at least `id`, `name`, `presentation` and `steps`",
                                 at: SourceSpan(file: file.path, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))))
            }
            return
        }
        for problem in SchemaMessages.plain(schema.validate(document.root, in: document), in: document) {
            diagnostics.emit(problem)
        }
        if file.documents.count > 1 {
            let second = file.documents[1]
            diagnostics.emit(LanguageCodes.multipleDocuments,
                             "this file holds \(file.documents.count) YAML documents; a file holds one \(Self.isRegistry(file.path) ? "registry" : "tour"), so only the first is checked. Put each tour in its own file and remove the `---` separator",
                             at: second.span(second.root))
        }
    }
}
