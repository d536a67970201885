import TourcDiagnostics

/// What `tourc build` was asked to do.
public struct BuildOptions: Sendable {
    public enum Mode: Sendable, Equatable {
        /// Write every changed file.
        case write
        /// Report what would change; write nothing.
        case dryRun
        /// Report what is stale and fail if anything is; write nothing.
        case verify
    }

    /// The folder holding one folder per app (default `tours`), or a single app's folder.
    public var input: String
    /// The folder that receives one folder per app (default `build/tours`).
    public var output: String
    public var jobs: Int
    public var mode: Mode
    /// Keep every output file's bytes in `BuildReport.plan`, for tests and tools that embed the
    /// compiler. Off by default: the command line never needs them, and keeping them makes
    /// memory grow with the whole output instead of the apps in flight.
    public var retainsOutput: Bool
    /// Keep the authoring-only text (step and trigger `note`s, `description`s, `edgeCases`, the
    /// fields marked `authoringOnly` in the language's description) in the JSON bundle and the
    /// Swift. Off by default: product notes must not ship inside apps (docs/output.md).
    public var includesAuthoringNotes: Bool
    /// Per-code severities (tourc.yml), applied before deciding whether anything is written.
    public var severity = SeverityOverrides()
    /// When to write `<app-id>/<app-id>.schema.json`, the tour schema specialised to the app, for
    /// editors (`AppTourSchema`). The command line's default is `.existing` (tourc.yml's
    /// `editorSchemas`, `--editor-schemas`); the library's is `.never`, so its output is the
    /// bundle and the Swift only.
    public var editorSchemas = EditorSchemaPolicy.never
    /// How the generated Swift is spelled (tourc.yml's `swift:`).
    public var swift = SwiftOutputStyle()
    /// Also write the pseudo-languages `en-XA` and `ar-XB` for every app with `localization`
    /// (`--pseudo-languages`, docs/localization.md).
    public var pseudoLanguages = false

    public init(input: String = "tours", output: String = "build/tours", jobs: Int = 1, mode: Mode = .write,
                retainsOutput: Bool = false, includesAuthoringNotes: Bool = false) {
        self.input = input
        self.output = output
        self.jobs = max(1, jobs)
        self.mode = mode
        self.retainsOutput = retainsOutput
        self.includesAuthoringNotes = includesAuthoringNotes
    }
}

/// What a build did (or would do).
public struct BuildReport: Sendable {
    public var diagnostics: DiagnosticCollector
    /// Every planned output file with what happened (or would happen) to it, sorted by path.
    /// Empty when the input had errors: then nothing is planned and nothing is written.
    public var outcomes: [FileOutcome]
    /// What the build computed, in memory, when `BuildOptions.retainsOutput` asked for it (empty
    /// otherwise, and when the input had errors).
    public var plan: OutputPlan
    /// The app ids built, in order.
    public var apps: [String]
    public var mode: BuildOptions.Mode

    /// Files that `--verify` finds missing or different.
    public var stale: [FileOutcome] { outcomes.filter { $0.change != .unchanged } }

    public var exitStatus: ExitStatus {
        let status = ExitStatus.of(diagnostics.diagnostics)
        if status == .success, mode == .verify, !stale.isEmpty { return .inputErrors }
        return status
    }
}

/// Where a build writes each app's editor schema (docs/output.md, "Editor schemas").
///
/// Why not always: the schema is read by an editor, from one place a modeline or an editor's
/// settings point at; an output folder built for an app target (the plugin's, CI's, a release
/// script's) never has an editor reading it, and there the schemas were most of the bytes written
/// (169 kB per app, about 85 % of the output of 160 apps) and a large part of the build's work.
public enum EditorSchemaPolicy: String, Sendable, Equatable, CaseIterable {
    /// Every app's schema (tourc.yml `editorSchemas: always`, `--editor-schemas`).
    case always
    /// Only the apps whose schema is already in the output folder (`tourc init` writes it, or an
    /// earlier `--editor-schemas` build did): kept current where someone set it up.
    case existing
    /// None.
    case never
}
