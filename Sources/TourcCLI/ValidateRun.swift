import Dispatch
import Foundation
import JSONSchema
import TourcCore
import TourcDiagnostics
import YAMLLoader

/// The work of `tourc validate`, separate from argument parsing so tests can drive it.
///
/// Three phases: find each file's schema (the --schema, or the file's modeline); compile each
/// distinct schema once, checking it against its meta-schema; validate the files in parallel on
/// all cores. Diagnostics come back in file order, whatever the scheduling.
struct ValidateRun {
    var schemaPath: String?
    var resolve: [(prefix: String, directory: String)]
    var assertFormat: Bool
    var files: [String]

    struct Result {
        var diagnostics: [Diagnostic]
        /// Something could not be read: exit status 2.
        var toolFailure: Bool
    }

    static let metaSchemaURI = "https://json-schema.org/draft/2020-12/schema"

    func execute() -> Result {
        let registry = JSONSchemaRegistry()
        for (prefix, directory) in resolve { registry.addResolvePrefix(prefix, directory: directory) }

        // 1. Which schema each file uses.
        var schemaURIs: [String?] = []
        var early: [[Diagnostic]] = Array(repeating: [], count: files.count)
        // Computed once: it goes through Foundation path handling, costly per call.
        let commonURI = schemaPath.map { Self.uri(forReference: $0, relativeTo: nil) }
        for (i, file) in files.enumerated() {
            if let commonURI {
                schemaURIs.append(commonURI)
            } else if let reference = Modeline.schemaReference(inFileAtPath: file) {
                schemaURIs.append(Self.uri(forReference: reference, relativeTo: file))
            } else {
                schemaURIs.append(nil)
                early[i].append(Diagnostic(SchemaCodes.noSchema,
                    "tourc does not know which schema to validate this file against.",
                    at: SourceSpan(file: file, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))),
                    notes: ["Pass --schema SCHEMA, or add `# yaml-language-server: $schema=PATH` as the file's first line."]))
            }
        }

        // 2. Compile each distinct schema once (the registry is single-threaded).
        var toolFailure = false
        var schemaProblems: [Diagnostic] = []
        var compiled: [String: CompiledSchema] = [:]
        var failed = Set<String>()
        let options = SchemaOptions(assertFormat: assertFormat)
        var metaSchema: CompiledSchema?
        for uri in schemaURIs.compactMap({ $0 }) where compiled[uri] == nil && !failed.contains(uri) {
            guard let document = registry.loadedDocument(forURI: uri) else {
                failed.insert(uri)
                toolFailure = true
                let loadProblems = registry.loadDiagnostics
                schemaProblems += loadProblems.isEmpty
                    ? [Diagnostic(SchemaCodes.schemaUnreadable,
                                  "the schema `\(uri)` could not be loaded: it is not a local file and no --resolve PREFIX=DIR maps it (tourc never uses the network).",
                                  at: nil)]
                    : loadProblems
                continue
            }
            // A schema that breaks the meta-schema would give confusing verdicts: say so first.
            let dialect = document.root["$schema"]?.string
            if dialect == nil || dialect == Self.metaSchemaURI || dialect == Self.metaSchemaURI + "#" {
                if metaSchema == nil { metaSchema = registry.compile(Self.metaSchemaURI).0 }
                schemaProblems += metaSchema?.validate(document.root, in: document) ?? []
            }
            let (schema, problems) = registry.compile(uri, options: options)
            schemaProblems += problems
            if let schema { compiled[uri] = schema } else { failed.insert(uri) }
        }
        // What loading the schemas and the files they reference found (a duplicate key, an
        // unknown tag, a second document, a file that is not a schema): the same loader checks
        // as for an instance (docs/yaml.md), not dropped because the schema still compiled.
        schemaProblems += registry.loadDiagnostics

        // 3. Validate in parallel; each file writes only its own slot.
        let slots = Slots(count: files.count)
        let files = self.files
        let fileSchemas = schemaURIs
        let schemas = compiled
        Workers.run(count: files.count) { i in
            guard let uri = fileSchemas[i], let schema = schemas[uri] else { return }
            slots.set(i, Self.validate(file: files[i], with: schema))
        }
        var diagnostics = Self.dedupe(schemaProblems)
        for i in files.indices {
            diagnostics += early[i]
            let (fileDiagnostics, unreadable) = slots.get(i)
            diagnostics += fileDiagnostics
            if unreadable { toolFailure = true }
        }
        return Result(diagnostics: diagnostics, toolFailure: toolFailure)
    }

    static func validate(file: String, with schema: CompiledSchema) -> ([Diagnostic], Bool) {
        // One read into an exactly-sized buffer (no Data, no copy), after the size check: a file
        // over the loader's limit is TOUR1001 (an input error, exit 1) without being read.
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(of: file, limit: LoadLimits.default.maxFileBytes)
        } catch .tooLarge(let path, let limit) {
            return ([FileReader.Failure.tooLarge(path, limit: limit).diagnostic], false)
        } catch {
            return ([Diagnostic(SchemaCodes.fileUnreadable, "`\(file)` could not be read: \(Self.reason(error)).", at: nil)], true)
        }
        // Most files are valid: check them first without mapping positions (which only
        // diagnostics show). Any problem, in the loader or against the schema, and the file is
        // loaded and validated again below with exact positions, as if this never happened.
        var quick = DiagnosticCollector()
        let quickDocuments = SchemaDocumentLoader.loadAll(bytes, file: file, approximatePositions: true, diagnostics: &quick)
        if quick.diagnostics.isEmpty && quickDocuments.allSatisfy({ schema.isValid($0.root) }) {
            return ([], false)
        }
        var collector = DiagnosticCollector()
        let documents = SchemaDocumentLoader.loadAll(bytes, file: file, diagnostics: &collector)
        var out = collector.diagnostics
        for document in documents {
            out += schema.validate(document.root, in: document)
        }
        return (out, false)
    }

    /// A schema reference from the command line or a modeline, as a URI: URIs stay, paths become
    /// `file:` URIs (relative to the instance file for modelines, to the working directory otherwise).
    static func uri(forReference reference: String, relativeTo file: String?) -> String {
        if let colon = reference.firstIndex(of: ":"), reference[..<colon].count > 1,
           reference[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
            return reference
        }
        var path = reference
        if let file, !reference.hasPrefix("/") {
            path = UserPath(file).parent.resolving(reference).string
        }
        return JSONSchemaRegistry.fileURI(forPath: path)
    }

    /// Why a file could not be read, in plain words.
    static func reason(_ failure: FileReader.Failure) -> String {
        switch failure {
        case .notFound: "no such file or folder"
        case .unreadable(_, let reason): reason
        case .isDirectory: "it is a folder"
        case .tooLarge(_, let limit): "it is larger than \(limit) bytes"
        }
    }

    static func dedupe(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}

/// Per-file results written from `concurrentPerform`: each index is written by exactly one
/// iteration and read only after all have finished, so no lock is needed.
private final class Slots: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<([Diagnostic], Bool)>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: ([], false))
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func set(_ i: Int, _ value: ([Diagnostic], Bool)) { buffer[i] = value }
    func get(_ i: Int) -> ([Diagnostic], Bool) { buffer[i] }
}

/// Runs `body(0..<count)` on one thread per core. Own threads rather than the dispatch pool,
/// because deeply nested documents against recursive schemas need a deeper stack than pool
/// threads have.
enum Workers {
    static let stackSize = 64 << 20

    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let next = Counter()
        let group = DispatchGroup()
        let threads = max(1, min(ProcessorCount.active, count))
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                while let i = next.take(below: count) { body(i) }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
