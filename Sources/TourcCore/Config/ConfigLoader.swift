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
    public static func load(explicit: String?, fileManager: FileManager = .default) -> Result {
        let path = explicit ?? TourcConfig.defaultFileName
        guard let data = fileManager.contents(atPath: path) else {
            if explicit == nil {
                return Result(config: TourcConfig(), diagnostics: DiagnosticCollector(), bytes: [])
            }
            var diagnostics = DiagnosticCollector()
            diagnostics.emit(ConfigCodes.notFound,
                             "the config file \(path) does not exist or cannot be read; check the path, or create one with `tourc init`",
                             at: nil)
            return Result(config: nil, diagnostics: diagnostics, bytes: [])
        }
        return parse([UInt8](data), file: path)
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
        for problem in schema.validate(document.root, in: document) { diagnostics.emit(problem) }
        guard !diagnostics.hasErrors else { return Result(config: nil, diagnostics: diagnostics, bytes: bytes) }

        var config = TourcConfig()
        config.file = file
        let root = document.root
        let base = (file as NSString).deletingLastPathComponent
        func resolved(_ path: String) -> String {
            base.isEmpty || path.hasPrefix("/") ? path : InputFiles.join(base, path)
        }
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
        for pair in root["severity"]?.pairs ?? [] {
            guard let id = pair.key.string, let level = pair.value.string else { continue }
            guard let code = CodeRegistry.code(id) else {
                diagnostics.emit(ConfigCodes.unknownCode,
                                 "tourc has no diagnostic code \(id); see docs/diagnostics.md or `tourc explain --all` for the list",
                                 at: document.span(pair.key),
                                 suggestions: Suggestions.closest(to: id, in: CodeRegistry.all.map(\.id)))
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

    /// The embedded schema, compiled once.
    static let schema: CompiledSchema = {
        let registry = JSONSchemaRegistry()
        // The text is tourc's own and tested to compile; a failure here is a bug.
        try! registry.register(jsonText: ConfigSchema.text, uri: ConfigSchema.uri, file: "tourc-config.schema.json")
        let (compiled, problems) = registry.compile(ConfigSchema.uri)
        guard let compiled else { preconditionFailure("the embedded config schema does not compile: \(problems)") }
        return compiled
    }()
}
