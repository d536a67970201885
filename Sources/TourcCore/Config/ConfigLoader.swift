import Foundation
import JSONSchema
import TourcDiagnostics
import YAMLLoader

/// Reads `tourc.yml`: loads it with the YAML loader, validates it against `ConfigSchema`, then
/// checks what a schema cannot (that each code under `severity:` exists and is not an error).
/// Every problem is a located diagnostic; a config with any problem is not used (exit 2).
public enum ConfigLoader {
    public struct Result: Sendable {
        /// The settings, or nil when the file has problems (they are in `diagnostics`).
        public var config: TourcConfig?
        public var diagnostics: DiagnosticCollector
        /// The file's bytes, for snippets in diagnostics.
        public var bytes: [UInt8]
    }

    /// The config a command uses: `explicit` when given (it must exist), else `tourc.yml` in the
    /// current folder when it exists, else the defaults.
    ///
    /// A `tourc.yml` that exists but cannot be used (a folder, a FIFO, no permission, a link to
    /// nothing, over the size limit) is an error, never "use the defaults": a CI's severity table
    /// would be lost without a word. It is read through `FileReader`, which refuses anything but
    /// a regular file before reading and checks the size before reading a byte.
    public static func load(explicit: String?) -> Result {
        let path = explicit ?? TourcConfig.defaultFileName
        var diagnostics = DiagnosticCollector()
        var link = stat()
        guard lstat(path, &link) == 0 else {
            if explicit == nil {
                return Result(config: TourcConfig(), diagnostics: diagnostics, bytes: [])
            }
            diagnostics.emit(ConfigCodes.notFound,
                             "the config file \(path) does not exist; check the path, or create one with `tourc init`",
                             at: nil)
            return Result(config: nil, diagnostics: diagnostics, bytes: [])
        }
        do {
            return parse(try FileReader.bytes(of: path, limit: LoadLimits.default.maxFileBytes), file: path)
        } catch {
            var problem = error.diagnostic
            switch error {
            case .notFound:
                problem = Diagnostic(ToolCodes.unreadable, "\(path): cannot read: it is a symbolic link to nothing", at: nil)
            case .isDirectory:
                problem = Diagnostic(ToolCodes.unreadable, "\(path): cannot read: it is a folder, not a config file", at: nil)
            case .unreadable, .tooLarge:
                break
            }
            problem.notes.append("tourc reads its settings from this file; fix or remove it (without it, tourc uses its defaults)")
            diagnostics.emit(problem)
            return Result(config: nil, diagnostics: diagnostics, bytes: [])
        }
    }

    /// Parses a config file's bytes; `file` names it in diagnostics and is the base of its paths.
    public static func parse(_ bytes: [UInt8], file: String) -> Result {
        var diagnostics = DiagnosticCollector()
        let documents = YAMLLoader.load(bytes, file: file, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return Result(config: nil, diagnostics: diagnostics, bytes: bytes) }
        // An empty file (or only comments) means every default.
        guard let document = documents.first else {
            var config = TourcConfig()
            config.file = file
            return Result(config: config, diagnostics: diagnostics, bytes: bytes)
        }
        if documents.count > 1 {
            let second = documents[1]
            diagnostics.emit(LanguageCodes.multipleDocuments,
                             "this config file holds \(documents.count) YAML documents; tourc reads one, and the settings after this `---` would be ignored. Merge them into one document and remove the separator",
                             at: second.span(second.root))
        }
        for problem in SchemaMessages.plain(schema.validate(document.root, in: document), in: document) { diagnostics.emit(problem) }
        guard !diagnostics.hasErrors else { return Result(config: nil, diagnostics: diagnostics, bytes: bytes) }

        var config = TourcConfig()
        config.file = file
        let root = document.root
        // Relative to the folder of the config file (`tours: x` in `sub/tourc.yml` is `sub/x`).
        func resolved(_ path: String) -> String { UserPath(file).parent.resolving(path).string }
        if let tours = root["tours"]?.string { config.tours = resolved(tours) }
        if let output = root["output"]?.string { config.output = resolved(output) }
        if let access = root["swift"]?["access"]?.string, let level = SwiftAccess(rawValue: access) {
            config.swift.access = level
        }
        if let node = root["swift"]?["typeName"], let pattern = node.string {
            config.swift.typeNamePattern = pattern
            // A fixed name (no `{Name}`) is the whole type name of every app: held to the rule here,
            // at the value. With `{Name}`, each app's name is checked at its `name` (TOUR4007).
            if !pattern.contains("{Name}"), let problem = SwiftName.problem(asTypeName: pattern) {
                diagnostics.emit(OutputCodes.invalidSwiftName,
                                 "swift.typeName \(AppTypeNameChecks.short(pattern)) \(problem); use a pattern such as `{Name}Tours`",
                                 at: document.span(node))
            }
        }
        if let notes = root["authoringNotes"]?.string, let value = TourcConfig.AuthoringNotes(rawValue: notes) {
            config.authoringNotes = value
        }
        if let value = root["editorSchemas"]?.string, let policy = EditorSchemaPolicy(rawValue: value) {
            config.editorSchemas = policy
        }
        for item in root["localization"]?["required"]?.items ?? [] {
            if let tag = item.string { config.severity.requiredLanguages.insert(tag) }
        }
        for pair in root["severity"]?.pairs ?? [] {
            guard let id = pair.key.string, let level = pair.value.string else { continue }
            guard let code = CodeRegistry.code(id) else {
                diagnostics.emit(ConfigCodes.unknownCode,
                                 "tourc has no diagnostic code \(id); see docs/diagnostics.md or `tourc explain --all` for the list",
                                 at: document.span(pair.key),
                                 // Only a warning or note can be changed here, so only they are offered.
                                 suggestions: Suggestions.closest(to: id, in: CodeRegistry.all.filter { $0.severity != .error }.map(\.id)))
                continue
            }
            let wanted = SeverityOverrides.Level(rawValue: level) ?? .error
            if code.severity == .error, wanted != .error {
                diagnostics.emit(ConfigCodes.cannotLowerError,
                                 "\(id) (\(code.title)) is an error, and tourc builds nothing past an error; only warnings and notes can be changed. Remove this entry and fix the content instead",
                                 at: document.span(pair.value))
                continue
            }
            config.severity.levels[code.id] = wanted
        }
        guard !diagnostics.hasErrors else { return Result(config: nil, diagnostics: diagnostics, bytes: bytes) }
        return Result(config: config, diagnostics: diagnostics, bytes: bytes)
    }

    /// The embedded schema: its compiled snapshot (written by `make generate`, like the tour
    /// schemas'), read once; compiling the text is the fallback should the snapshot not read.
    static let schema: CompiledSchema = {
        if let snapshot = TourSchemas.snapshot(ConfigSchema.name), let schema = CompiledSchema(snapshotText: snapshot) {
            return schema
        }
        let registry = JSONSchemaRegistry()
        // The text is tourc's own and tested to compile; a failure here is a bug.
        try! registry.register(jsonText: ConfigSchema.text, uri: ConfigSchema.uri, file: "tourc-config.schema.json")
        let (compiled, problems) = registry.compile(ConfigSchema.uri)
        guard let compiled else { preconditionFailure("the embedded config schema does not compile: \(problems)") }
        return compiled
    }()
}
