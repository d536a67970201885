import Foundation
import JSONSchema
import TourcDiagnostics
import YAMLLoader

/// The validate surface (`FUZZ_TARGET=validate`): one input is a schema and an instance, through
/// the phases of `tourc validate --schema` (TourcCLI's `ValidateRun`, which the harness cannot
/// import, so they are repeated here with the same public calls): load the schema file, check it
/// against the 2020-12 meta-schema, compile it, then validate the instance the two ways the
/// command does (the quick `isValid` pass, and the located pass when the quick one fails).
///
/// Input format: `<schema>` + `#--- instance` line + `<instance>`; without that line the schema
/// is its own instance. JSON or YAML, as the command takes them. The first byte's low bit turns
/// on `--assert-format`. With `TOURC_FUZZ_REMOTES` set, the official suite's remotes resolve as
/// with `--resolve http://localhost:1234/=DIR`.
///
/// Oracles besides crashes and memory errors: the quick pass and the located pass disagreeing
/// (valid to one, invalid to the other: `tourc validate` would print nothing for a file it calls
/// invalid, or skip a file with errors), and an instance error without a location.
func fuzzValidate(_ input: [UInt8]) {
    let marker = Array("\n#--- instance\n".utf8)
    let at = FuzzApp.find(marker, in: input)
    let schemaText = at.map { Array(input[..<$0]) } ?? input
    let instance = at.map { Array(input[($0 + marker.count)...]) } ?? input
    let fm = FileManager.default
    fm.createFile(atPath: ValidateInput.schema, contents: Data(schemaText))
    let assertFormat = (input.first ?? 0) & 1 == 1
    // `tourc validate` validates on threads with a 64 MiB stack (`Workers`): so does this.
    ValidateInput.onBigStack {
        let registry = JSONSchemaRegistry()
        if let remotes = ValidateInput.remotes { registry.addResolvePrefix("http://localhost:1234/", directory: remotes) }
        let uri = JSONSchemaRegistry.fileURI(forPath: ValidateInput.schema)
        guard let document = registry.loadedDocument(forURI: uri) else { return }
        let dialect = document.root["$schema"]?.string
        let meta = ValidateInput.metaSchemaURI
        if dialect == nil || dialect == meta || dialect == meta + "#" {
            _ = ValidateInput.metaSchema?.validate(document.root, in: document)
        }
        guard let schema = registry.compile(uri, options: SchemaOptions(assertFormat: assertFormat)).0 else { return }

        let file = ValidateInput.instance
        var quick = DiagnosticCollector()
        let quickDocuments = SchemaDocumentLoader.loadAll(instance, file: file, approximatePositions: true, diagnostics: &quick)
        let quickValid = quick.diagnostics.isEmpty && quickDocuments.allSatisfy { schema.isValid($0.root) }

        var collector = DiagnosticCollector()
        let documents = SchemaDocumentLoader.loadAll(instance, file: file, diagnostics: &collector)
        var problems = collector.diagnostics
        for document in documents {
            let found = schema.validate(document.root, in: document)
            if schema.isValid(document.root) != found.isEmpty {
                fail("validate: isValid says \(schema.isValid(document.root)), validate found \(found.count) problems: \(located(found).prefix(5).joined(separator: "; "))")
            }
            problems += found
        }
        requireLocatedErrors(problems, "validate")
        if quickValid != problems.isEmpty {
            fail("validate: the quick pass says \(quickValid ? "valid" : "invalid"), the located pass found \(problems.count) problems: \(located(problems).prefix(5).joined(separator: "; "))")
        }
    }
}

enum ValidateInput {
    static let folder: String = {
        let folder = Workspace.shared.root + "/validate"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()
    static let schema = folder + "/schema.yaml"
    /// The instance is never written: its name only tells the loader it may be YAML or JSON.
    static let instance = folder + "/instance.yaml"

    static let metaSchemaURI = "https://json-schema.org/draft/2020-12/schema"
    /// The 2020-12 meta-schema, compiled once (the command compiles it once per run; here a run
    /// is one input, and compiling it each time would spend most of the budget on the same work).
    static let metaSchema: CompiledSchema? = JSONSchemaRegistry().compile(metaSchemaURI).0

    /// The official suite's `remotes/` (scripts/fuzz.sh sets it), served as `--resolve
    /// http://localhost:1234/=remotes/` serves them to the suite's `$ref`s.
    static let remotes = ProcessInfo.processInfo.environment["TOURC_FUZZ_REMOTES"]

    static func onBigStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
    }
}
