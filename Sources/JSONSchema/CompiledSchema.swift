import TourcDiagnostics
import YAMLLoader

/// A schema compiled once, for validating any number of instances, from any number of threads.
///
///     let registry = JSONSchemaRegistry()
///     let uri = registry.registerFile(atPath: "schemas/tour.schema.json")!
///     let (schema, problems) = registry.compile(uri)
///     let diagnostics = schema!.validate(document.root, in: document)
public struct CompiledSchema: Sendable {
    let program: SchemaProgram

    init(program: SchemaProgram) {
        self.program = program
    }

    /// The fast path: whether the instance is valid. Stops at the first failure, builds no
    /// messages and no paths.
    public func isValid(_ instance: YAMLNode) -> Bool {
        var evaluator = Evaluator(program: program, collecting: false)
        var evaluated = Evaluated()
        return withUnsafePointer(to: instance) { evaluator.eval(program.root, $0, &evaluated, track: false) }
    }

    /// The full path: every problem, as diagnostics located at the failing node of `document`
    /// (the value, or the key for unknown properties, or the mapping for missing ones), with
    /// the instance path and schema path in notes. Empty when the instance is valid.
    ///
    /// Runs the fast check first, so valid documents (the common case) cost only that.
    public func validate(_ instance: YAMLNode, in document: YAMLDocument, options: ValidationOptions = ValidationOptions()) -> [Diagnostic] {
        if isValid(instance) { return [] }
        var evaluator = Evaluator(program: program, collecting: true)
        var evaluated = Evaluated()
        _ = withUnsafePointer(to: instance) { evaluator.eval(program.root, $0, &evaluated, track: false) }
        var seen = Set<String>()
        var out: [Diagnostic] = []
        for error in Self.mergeTypos(evaluator.errors) {
            // The same failure can be reached twice (e.g. through two references).
            let key = "\(error.range.start.offset):\(error.range.end.offset):\(error.code.id):\(error.message)"
            guard seen.insert(key).inserted else { continue }
            out.append(diagnostic(error, file: document.file))
            if out.count >= options.maxDiagnostics { break }
        }
        if out.isEmpty {
            // Invalid without an explanation should not happen; never report a failure silently.
            out.append(Diagnostic(SchemaCodes.noAlternative, "This document does not match its schema.",
                                  at: document.span(instance)))
        }
        return out
    }

    /// A misspelt key gives two failures: `titel` is unknown and `title` is missing. Report it
    /// once, at the key, saying both.
    static func mergeTypos(_ errors: [SchemaError]) -> [SchemaError] {
        var out = errors
        var drop = Set<Int>()
        for (m, missing) in errors.enumerated() {
            guard let name = missing.missingName else { continue }
            for (u, unknown) in errors.enumerated() where unknown.code == SchemaCodes.unknownProperty
                && unknown.suggestions.first == name && unknown.depth == missing.depth
                && unknown.instancePath.dropLast().elementsEqual(missing.instancePath, by: Self.samePathItem) {
                out[u].notes.insert("`\(name)` is required and missing, so this is probably it.", at: 0)
                out[u].fix = (unknown.range, name)
                drop.insert(m)
                break
            }
        }
        return out.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
    }

    static func samePathItem(_ a: PathItem, _ b: PathItem) -> Bool {
        switch (a, b) {
        case (.key(let x), .key(let y)): x == y
        case (.index(let x), .index(let y)): x == y
        default: false
        }
    }

    /// The collecting evaluator's own verdict and error count (tests check that both modes agree).
    func collectingVerdict(_ instance: YAMLNode) -> (valid: Bool, errorCount: Int) {
        var evaluator = Evaluator(program: program, collecting: true)
        var evaluated = Evaluated()
        let valid = withUnsafePointer(to: instance) { evaluator.eval(program.root, $0, &evaluated, track: false) }
        return (valid, evaluator.errors.count)
    }

    private func diagnostic(_ error: SchemaError, file: String) -> Diagnostic {
        var notes = error.notes
        notes.append("instance path: " + Self.pointer(error.instancePath) + "; schema path: " + error.schemaPath)
        let fix = error.fix.map {
            Diagnostic.Fix(span: SourceSpan(file: file, range: $0.range), replacement: $0.replacement,
                           message: "Rename the key to `\($0.replacement)`.")
        }
        return Diagnostic(error.code, error.message, at: SourceSpan(file: file, range: error.range),
                          notes: notes, suggestions: error.suggestions, fix: fix)
    }

    /// An instance path as a JSON Pointer (`/steps/0/title`; empty for the root).
    static func pointer(_ path: [PathItem]) -> String {
        if path.isEmpty { return "(root)" }
        var s = ""
        for item in path {
            switch item {
            case .key(let k): s += "/" + JSONPointer.escape(k)
            case .index(let i): s += "/\(i)"
            }
        }
        return s
    }
}

/// How instances are validated.
public struct ValidationOptions: Sendable {
    /// Stop after this many diagnostics per instance.
    public var maxDiagnostics: Int

    public init(maxDiagnostics: Int = 100) {
        self.maxDiagnostics = maxDiagnostics
    }
}
