import Foundation
import TourKit
import TourcDiagnostics
import YAMLLoader

/// `tourc build`: every stage of the pipeline, one app at a time.
///
///     find apps → per file, in parallel: read, load, per-file check stages (schema) →
///     whole-app check stages (language, which decodes; its values are kept) → IR →
///     emit JSON and Swift → plan → write
///
/// The front end is `Checker`'s: the same files, limits and `CheckStage`s as `tourc check`, so
/// the two commands can never disagree about what is an error. Apps are built in parallel, each
/// by one worker (and its files in parallel), so memory follows the few largest apps in flight,
/// not the corpus.
/// Nothing is moved into place until every app is built, and nothing at all if any error was
/// found (see `OutputStaging`).
public struct BuildDriver: Sendable {
    public var options: BuildOptions
    public var checker: Checker
    /// Tests only: `OutputStaging.beforeRename` for this build's commit (fault injection).
    var beforeRename: (@Sendable (String) -> Bool)?

    public init(options: BuildOptions, stages: [any CheckStage] = Checker.defaultStages) {
        self.options = options
        self.checker = Checker(stages: Checker.styled(stages, options.swift), jobs: options.jobs)
        self.checker.severity = options.severity
    }

    public func run(sources: SourceCache? = nil) -> BuildReport {
        CatalogReadCache.keepsReads()  // each app's catalog: read for its check, reused for its language files
        var diagnostics = DiagnosticCollector()
        let apps = AppDiscovery.apps(in: options.input, diagnostics: &diagnostics)
        let writer = OutputWriter(root: options.output)
        // Before anything is compared with the disk: finish or remove what a killed build left.
        if options.mode == .write { OutputStaging.recover(root: options.output, diagnostics: &diagnostics) }
        let staging = OutputStaging(writer: writer, writes: options.mode == .write)
        staging.beforeRename = beforeRename
        // Apps are independent until the write: build them in parallel, each staged (compared
        // with the disk, changed files written aside) as soon as it is emitted, so memory holds
        // the apps in flight rather than the whole output. Diagnostics and outcomes are merged in
        // app order, so the report never depends on scheduling.
        let results = ParallelMap.map(apps, jobs: options.jobs) { app -> AppResult in
            let built = buildApp(app, sources: sources)
            var result = AppResult(diagnostics: built.diagnostics, typeName: built.typeName)
            guard let files = built.files else { return result }
            if options.retainsOutput { result.retained = files }
            for file in files {
                if let outcome = staging.stage(file, diagnostics: &result.diagnostics) { result.outcomes.append(outcome) }
            }
            return result
        }
        var plan = OutputPlan()
        var outcomes: [FileOutcome] = []
        // Two apps with one Swift type name, as `tourc check` reports them (the language stage).
        var typeNames = AppTypeNameChecks()
        for result in results {
            diagnostics.merge(result.diagnostics)
            if let entry = result.typeName { typeNames.add(entry) }
            outcomes += result.outcomes
            for file in result.retained { plan.add(file) }
        }
        typeNames.report(diagnostics: &diagnostics)

        diagnostics = options.severity.apply(OutputWriter.uniqueWriteFailures(diagnostics))
        if diagnostics.hasErrors {
            staging.discard()
            return BuildReport(diagnostics: diagnostics, outcomes: [], plan: OutputPlan(), apps: apps.map(\.id), mode: options.mode)
        }
        outcomes.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        switch options.mode {
        case .write:
            let failed = staging.commit(diagnostics: &diagnostics)
            diagnostics = OutputWriter.uniqueWriteFailures(diagnostics)
            outcomes.removeAll { failed.contains($0.path) }
        case .dryRun:
            StagingRecovery.report(StagingRecovery.inspect(root: options.output).refused, root: options.output, diagnostics: &diagnostics)
        case .verify:
            let staging = StagingRecovery.inspect(root: options.output)
            StagingRecovery.report(staging.refused, root: options.output, diagnostics: &diagnostics)
            let stale = outcomes.filter { $0.change != .unchanged }
            if !stale.isEmpty {
                var list = stale.map { "\($0.change == .create ? "missing" : "differs"): \(writer.absolutePath($0.path))" }
                if staging.interruptedCommit {
                    list.append("a build was killed while moving its files into place; the next `tourc build` finishes its commit")
                }
                diagnostics.emit(OutputCodes.staleOutput,
                                 "\(stale.count) of \(outcomes.count) output files are stale; run `\(rebuildCommand)` and commit the result",
                                 at: nil, notes: list)
            }
        }
        return BuildReport(diagnostics: diagnostics, outcomes: outcomes, plan: plan, apps: apps.map(\.id), mode: options.mode)
    }

    /// The build that makes `--verify` pass: the same input and output, spelt out (a plain
    /// `tourc build` writes to the default folder, so after `--output out` it would not help).
    var rebuildCommand: String {
        let quote = { (path: String) in path.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" }) ? "'\(path.replacingOccurrences(of: "'", with: "'\\''"))'" : path }
        return "tourc build \(quote(options.input)) --output \(quote(options.output))"
    }

    /// One app's share of a build: its diagnostics and what became of its files.
    struct AppResult: Sendable {
        var diagnostics = DiagnosticCollector()
        var outcomes: [FileOutcome] = []
        /// The app's generated type name, when its registry decoded, to find two apps with one.
        var typeName: AppTypeNameChecks.Entry?
        /// The files' bytes, only with `BuildOptions.retainsOutput`.
        var retained: [OutputPlan.File] = []
    }

    /// What building one app gave.
    struct AppBuild: Sendable {
        var diagnostics = DiagnosticCollector()
        /// The app's output files; nil when it has errors.
        var files: [OutputPlan.File]?
        /// The app's generated type name, when its registry decoded (to find two apps with one).
        var typeName: AppTypeNameChecks.Entry?
        /// Whether the stages after the check (IR, emit) reported anything: their diagnostics
        /// carry positions too, so then the whole app is built again with exact ones.
        var emitReported = false
    }

    /// Where diagnostics' positions come from.
    enum Positions: Sendable {
        /// First libyaml's positions as they are; only if that reported anything (a warning is
        /// enough), the app is built again with exact positions, and that run is the result, so
        /// it is what `tourc check` reports.
        ///
        /// Why: a position is only ever shown in a diagnostic (no output file holds one), and
        /// mapping libyaml's character positions to exact lines, columns and byte offsets was a
        /// measurable share of a build's instructions. Trees, values and which diagnostics are
        /// found do not depend on positions (`YAMLLoader.loadWithApproximatePositions`), so a
        /// clean app is built once.
        case onDemand
        /// Exact positions from the start (tests compare the two).
        case exact
    }

    /// Builds one app: the one entry point (`run` builds every app through it). The order of the
    /// stages is `buildOnce`'s, in Pipeline.swift.
    func buildApp(_ app: AppDiscovery.App, sources: SourceCache?, positions: Positions = .onDemand) -> AppBuild {
        switch positions {
        case .onDemand:
            // A `# tourc:` comment accepts a warning (or is itself reported), so the app would be
            // checked twice: check it with exact positions at once.
            let input = readInput(app)
            if input.hasAcceptanceComments { return buildOnce(app, input: input, sources: sources, approximatePositions: false) }
            let quick = buildOnce(app, input: input, sources: nil, approximatePositions: true)
            guard !quick.diagnostics.diagnostics.isEmpty else { return quick }
            // Only the check reported (warnings, accepted ones included: every app with a
            // `# tourc:accept` has them) and the app was emitted: its files do not depend on
            // positions, so only the check runs again, with exact positions, for its report.
            if let files = quick.files, !quick.emitReported {
                let exact = checkApp(app, input: input, sources: sources, approximatePositions: false)
                if !exact.diagnostics.hasErrors, exact.decoded != nil {
                    return AppBuild(diagnostics: exact.diagnostics, files: files, typeName: quick.typeName)
                }
            }
            return buildOnce(app, input: input, sources: sources, approximatePositions: false)
        case .exact:
            return buildOnce(app, input: readInput(app), sources: sources, approximatePositions: false)
        }
    }

    /// An app's files, listed and read once for every pass over the app (the quick build, the
    /// exact check after it, the scan for `# tourc:` comments).
    ///
    /// Why: each pass listed the folder and read every file again; for a build of many small
    /// apps those system calls were a large part of the kernel time (docs/performance-notes.md).
    struct AppInput: Sendable {
        /// The app's files, scenarios left out, as `InputFiles.collect` lists them.
        var paths: [String] = []
        /// What listing the folder reported.
        var diagnostics = DiagnosticCollector()
        /// Each file's bytes; a file that could not be read is missing, and reading it again
        /// in the check reports why.
        var bytes: [String: [UInt8]] = [:]

        /// Whether a file holds a `# tourc:` comment (`InlineAcceptance.contains`, the scan's
        /// own quick test).
        var hasAcceptanceComments: Bool {
            let marker = Array("tourc:".utf8)
            return bytes.values.contains { InlineAcceptance.contains($0, marker) }
        }
    }

    func readInput(_ app: AppDiscovery.App) -> AppInput {
        var input = AppInput()
        // Scenarios (`tests/*.test.yaml`) are `tourc test`'s, never tours.
        input.paths = InputFiles.collect([app.folder], diagnostics: &input.diagnostics).filter { !InputFiles.isScenario($0) }
        for path in input.paths {
            if let bytes = try? FileReader.bytes(of: path, limit: checker.limits.maxFileBytes) { input.bytes[path] = bytes }
        }
        return input
    }

    /// One app checked as `tourc build` checks it, and the values its check decoded.
    struct CheckedApp: Sendable {
        var diagnostics = DiagnosticCollector()
        /// The app's files (scenarios left out), loaded and checked one by one.
        var files: [LoadedFile] = []
        /// The app as the language stage decoded it (or, without one, as `AppDecoder` does);
        /// nil when errors stopped decoding.
        var decoded: DecodedApp?
        /// The app's texts and catalog as the localization checks worked them out (nil without
        /// `localization`, or from a stage that does not hand them over): the language files are
        /// written from them (`LocalizedOutput.add`).
        var texts: AppTexts?
    }

    /// Loads and checks every file of the app (in parallel), runs the whole-app stages, and marks
    /// the accepted warnings, as `Checker.check` does: what `tourc build`, `tourc strings` and
    /// `tourc test` compile from.
    /// `input`: the app's files as `readInput` read them (nil: listed and read here).
    func checkApp(_ app: AppDiscovery.App, input: AppInput? = nil, sources: SourceCache?, approximatePositions: Bool = false) -> CheckedApp {
        var result = CheckedApp()
        let input = input ?? readInput(app)
        result.diagnostics.merge(input.diagnostics)
        let paths = input.paths
        let loaded = ParallelMap.map(paths, jobs: options.jobs) { path in
            loadChecked(path, bytes: input.bytes[path], sources: sources, approximatePositions: approximatePositions)
        }
        for file in loaded {
            result.diagnostics.merge(file.diagnostics)
            if let file = file.file { result.files.append(file) }
        }
        let context = CheckContext(roots: [options.input], files: result.files)
        for stage in checker.stages {
            if let textsStage = stage as? any AppTextsCheckStage {
                // The localization checks' texts too: the language files are written from them.
                let kept = textsStage.checkAppKeepingTexts(context, id: app.id, registryPath: app.registryPath,
                                                           diagnostics: &result.diagnostics)
                result.decoded = kept.map { relocated($0.decoded, app) }
                result.texts = kept?.texts
            } else if let appStage = stage as? any AppCheckStage {
                // The language stage decodes every registry and tour to check them; keep what it
                // decoded instead of decoding each file a second time for the IR.
                result.decoded = appStage.checkApp(context, id: app.id, registryPath: app.registryPath,
                                                   diagnostics: &result.diagnostics).map { relocated($0, app) }
            } else {
                stage.check(context, diagnostics: &result.diagnostics)
            }
        }
        // The app's accepted warnings, as `Checker.check` marks them (every file of the app is here),
        // in the order `tourc check` reports them: by file, then by position (the stages emit in
        // the order they walk, which is not the file's).
        result.diagnostics = Checker.inFileOrder(InlineAcceptance.apply(result.diagnostics, files: result.files), files: paths)
        // Without a language stage (custom stages), or if its folders did not match the app's.
        if result.decoded == nil, !result.diagnostics.hasErrors {
            result.decoded = AppDecoder.decode(app: app.id, result.files.compactMap { file in
                guard !file.hasFileErrors, file.documents.count == 1 else { return nil }
                return (file.documents[0], app.relativePath(of: file.path), file.path == app.registryPath)
            }, diagnostics: &result.diagnostics)
        }
        return result
    }

    /// Whether the app's editor schema (`relative` to the output folder) is written: always,
    /// never, or when the output folder already holds it (`EditorSchemaPolicy`).
    func writesEditorSchema(at relative: String) -> Bool {
        switch options.editorSchemas {
        case .always: return true
        case .never: return false
        case .existing:
            var info = stat()
            return stat(UserPath(options.output).resolving(relative).string, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        }
    }

    /// The stage names files by their path; generated files name them relative to the input.
    private func relocated(_ decoded: DecodedApp, _ app: AppDiscovery.App) -> DecodedApp {
        DecodedApp(id: decoded.id, registry: relocated(decoded.registry, app), tours: decoded.tours.map { relocated($0, app) })
    }

    private func relocated<T: Sendable>(_ located: Located<T>, _ app: AppDiscovery.App) -> Located<T> {
        Located(value: located.value, document: located.document, relativePath: app.relativePath(of: located.relativePath))
    }

    struct FileResult: Sendable {
        var diagnostics: DiagnosticCollector
        var file: LoadedFile?
    }

    /// Runs the check front end on one file and checks it holds exactly one document; decoding
    /// is the language stage's (`AppCheckStage.checkApp`).
    private func loadChecked(_ path: String, bytes: [UInt8]?, sources: SourceCache?, approximatePositions: Bool) -> FileResult {
        let checked = checker.checkFile(path, bytes: bytes, sources: sources, keepDocuments: true,
                                        approximatePositions: approximatePositions)
        var result = FileResult(diagnostics: checked.diagnostics, file: checked.file)
        guard !checked.diagnostics.hasErrors, let documents = checked.file?.documents else { return result }
        guard documents.count == 1 else {
            let what = documents.isEmpty ? "has no YAML document (it is empty or only comments)" : "holds \(documents.count) YAML documents"
            let span = documents.count > 1 ? documents[1].span(documents[1].root) : nil
            result.diagnostics.emit(OutputCodes.documentCount,
                                    "\(path) \(what); a file to build holds exactly one: the app registry (app.yaml) or one tour",
                                    at: span ?? SourceSpan(file: path, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))))
            return result
        }
        return result
    }
}
