import Dispatch
import Foundation
import TourcDiagnostics
import YAMLLoader

/// The driver behind `tourc check`: finds the files, reads and loads them (in parallel), runs the
/// check stages, and returns every diagnostic in a deterministic order (files in sorted path
/// order; within a file, by position; whole-run checks last, in the order they emitted them).
public struct Checker: Sendable {
    public var limits: LoadLimits
    public var stages: [any CheckStage]
    /// Stop loading further files once this many errors were found; 0 means no limit. The report
    /// may hold a few more (files in flight finish), the CLI shows exactly this many.
    public var maxErrors: Int
    /// Files loaded at once.
    public var jobs: Int
    /// Per-code severities from tourc.yml, applied to the whole run's diagnostics.
    public var severity = SeverityOverrides()
    /// What is done with scenario files (`*.test.yaml`): `tourc test`'s own check, given by the
    /// composition root (Pipeline.swift) so this driver never names `Scenario/`'s types; nil
    /// passes them over.
    var scenarios: (any ScenarioFileCheck)? = Checker.defaultScenarioCheck

    public init(
        limits: LoadLimits = .default, stages: [any CheckStage] = Checker.defaultStages,
        maxErrors: Int = 0, jobs: Int = ProcessorCount.active
    ) {
        self.limits = limits
        self.stages = stages
        self.maxErrors = maxErrors
        self.jobs = max(1, jobs)
    }

    /// The result of a run.
    public struct Report: Sendable {
        public var diagnostics: DiagnosticCollector
        /// The files that were looked at, sorted.
        public var files: [String]
        /// Whether the run stopped early because of `maxErrors`.
        public var stoppedEarly: Bool
        public var exitStatus: ExitStatus { ExitStatus.of(diagnostics.diagnostics) }
    }

    /// One `tourc check` run between its phases (`check(paths:sources:)` in Pipeline.swift).
    struct Run {
        var diagnostics = DiagnosticCollector()
        /// The paths as given (files or folders).
        var roots: [String]
        /// Every input file, sorted: the report's file order.
        var allFiles: [String]
        /// The registry and tour files (scenarios left out).
        var files: [String]
        /// Scenario files (`*.test.yaml`), when the run checks them.
        var scenarioFiles: [String]
        /// Every loaded file (without documents unless a stage needs them all).
        var loaded: [LoadedFile] = []
        /// What each file decoded to, kept only when there are scenarios to check against it.
        var decoded: [String: DecodedFile] = [:]
        /// Each stage's folder-by-folder run, or nil for a stage checked once with every file.
        var runs: [(any FolderCheckRun)?] = []
        /// Whether loading stopped early because of `maxErrors`.
        var stoppedEarly = false
    }

    /// The input files under `paths`, scenarios set apart: they are checked against their own
    /// schema, never as tours, and the names they use after the tours, against the apps the run
    /// decoded.
    func collect(_ paths: [String]) -> Run {
        var diagnostics = DiagnosticCollector()
        var files = InputFiles.collect(paths, diagnostics: &diagnostics)
        let allFiles = files
        let scenarioFiles = scenarios == nil ? [] : files.filter(InputFiles.isScenario)
        files.removeAll(where: InputFiles.isScenario)
        return Run(diagnostics: diagnostics, roots: paths, allFiles: allFiles, files: files, scenarioFiles: scenarioFiles)
    }

    /// Reads, loads and checks every file in batches (`checkFile`, in parallel), and hands each
    /// app folder to the folder-by-folder stages as soon as its last file is in, so memory holds
    /// the folders in flight. The bytes of every file that has diagnostics go into `sources`.
    func loadAndCheck(_ run: inout Run, sources: SourceCache?) {
        let files = run.files
        for stage in stages { stage.warmUp(for: files) }
        // Stages that can take the run folder by folder get it that way; only a stage that needs
        // every document at once makes the run keep them all.
        run.runs = stages.map { stage in
            guard stage.needsAllFiles, let appStage = stage as? any AppCheckStage else { return nil }
            return appStage.makeFolderRun(roots: run.roots)
        }
        let keepAll = zip(stages, run.runs).contains { $0.needsAllFiles && $1 == nil }
        let folderRuns = run.runs.compactMap { $0 }
        let keepDocuments = keepAll || !folderRuns.isEmpty
        var folders = FolderBatches(files: files, enabled: !folderRuns.isEmpty)

        let pipeline = FolderPipeline(runs: folderRuns)
        var start = 0
        let batch = max(jobs * 4, 8)
        while start < files.count {
            if maxErrors > 0, run.diagnostics.errorCount >= maxErrors {
                run.stoppedEarly = true
                break
            }
            let slice = Array(files[start..<min(start + batch, files.count)])
            let results = ParallelMap.map(slice, jobs: jobs) { path in
                checkFile(path, sources: sources, keepDocuments: keepDocuments)
            }
            for (offset, result) in results.enumerated() {
                run.diagnostics.merge(result.diagnostics)
                if let file = result.file {
                    if !run.scenarioFiles.isEmpty {
                        // A file with errors, or that no stage decoded, counts as failed: the
                        // names of its app are then read again (ScenarioNameCheck).
                        if !file.hasFileErrors, let decoded = file.decoded {
                            run.decoded[file.path] = decoded
                        } else {
                            run.decoded[file.path] = .failed(Diagnostic(ToolCodes.noInputFiles, "", at: nil))
                        }
                    }
                    run.loaded.append(keepAll ? file : file.withoutDocuments)
                    folders.add(file, loadedIndex: run.loaded.count - 1)
                }
                // A folder is checked as soon as its last file is in, then its documents go.
                if let done = folders.complete(at: start + offset) {
                    pipeline.check(done)
                }
            }
            start += slice.count
        }
        pipeline.waitUntilDone()
    }

    /// The scenario files' diagnostics, each file's in source order, after the tours'.
    func checkScenarios(_ run: inout Run, sources: SourceCache?) {
        guard let scenarios, !run.scenarioFiles.isEmpty else { return }
        let found = scenarios.check(run.scenarioFiles, decoded: run.decoded, limits: limits, jobs: jobs)
        for (file, all) in found.sorted(by: { $0.key < $1.key }) {
            if !all.diagnostics.isEmpty, let bytes = try? FileReader.bytes(of: file, limit: limits.maxFileBytes) {
                sources?.add(file, bytes: bytes)
            }
            run.diagnostics.merge(Self.sortedByPosition(all))
        }
    }

    /// The whole-run stages (or the end of their folder runs), then the accepted warnings and
    /// tourc.yml's severities, in the order docs/cli.md promises.
    func finish(_ run: Run) -> Report {
        var diagnostics = run.diagnostics
        let context = CheckContext(roots: run.roots, files: run.loaded)
        for (stage, folderRun) in zip(stages, run.runs) where !run.stoppedEarly {
            var stageDiagnostics = DiagnosticCollector()
            if let folderRun {
                folderRun.finish(diagnostics: &stageDiagnostics)
            } else {
                stage.check(context, diagnostics: &stageDiagnostics)
            }
            diagnostics.merge(stageDiagnostics)
        }
        // Accepted warnings are marked before tourc.yml's severities apply: an acceptance in the
        // source is more specific than a project-wide table. A run cut short by --max-errors
        // did not produce every warning, so it cannot tell an acceptance that covers nothing.
        if !run.stoppedEarly { diagnostics = InlineAcceptance.apply(diagnostics, files: run.loaded) }
        return Report(diagnostics: Self.inFileOrder(severity.apply(diagnostics), files: run.allFiles),
                      files: run.allFiles, stoppedEarly: run.stoppedEarly)
    }

    /// The run's diagnostics as docs/cli.md promises them: files in the order they were checked,
    /// within a file by position. Stages report per file, per app folder and per run, so a file's
    /// schema errors and its app's reference errors would otherwise come in two groups (the
    /// advice sweep found line 40 printed before line 33). Stable: equal positions keep the
    /// order stages emitted them; diagnostics without a file come first.
    static func inFileOrder(_ collector: DiagnosticCollector, files: [String]) -> DiagnosticCollector {
        // A clean run (the common case) pays nothing for the order.
        guard collector.diagnostics.count > 1 else { return collector }
        var rank: [String: Int] = [:]
        for (i, file) in files.enumerated() where rank[file] == nil { rank[file] = i }
        let ordered = collector.diagnostics.enumerated().sorted { a, b in
            let l = a.element.span, r = b.element.span
            let lf = l.map { rank[$0.file] ?? files.count } ?? -1, rf = r.map { rank[$0.file] ?? files.count } ?? -1
            if lf != rf { return lf < rf }
            if let l, let r {
                if l.file != r.file { return l.file < r.file }
                let lp = (l.range.start.line, l.range.start.column), rp = (r.range.start.line, r.range.start.column)
                if lp != rp { return lp < rp }
            }
            return a.offset < b.offset
        }
        var sorted = DiagnosticCollector()
        for (_, diagnostic) in ordered { sorted.emit(diagnostic) }
        return sorted
    }

    /// A file's diagnostics in source order (stable: same-position diagnostics keep the order
    /// stages emitted them; diagnostics without a position first), so the loader's and later
    /// stages' findings read top to bottom.
    static func sortedByPosition(_ collector: DiagnosticCollector) -> DiagnosticCollector {
        let ordered = collector.diagnostics.enumerated().sorted { a, b in
            let left = a.element.span.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0)
            let right = b.element.span.map { ($0.range.start.line, $0.range.start.column) } ?? (0, 0)
            return left != right ? left < right : a.offset < b.offset
        }
        var sorted = DiagnosticCollector()
        for (_, diagnostic) in ordered { sorted.emit(diagnostic) }
        return sorted
    }

    struct FileResult: Sendable {
        var diagnostics: DiagnosticCollector
        var file: LoadedFile?
    }

    /// Reads, loads and runs per-file stages on one file.
    /// `approximatePositions`: load with libyaml's positions as they are (see
    /// `YAMLLoader.loadWithApproximatePositions`), for a caller that runs everything again
    /// exactly when anything is reported; the diagnostics' positions are then not to be shown.
    /// `bytes`: the file's content when the caller has read it already (nil: read here).
    func checkFile(_ path: String, bytes given: [UInt8]? = nil, sources: SourceCache?, keepDocuments: Bool,
                   approximatePositions: Bool = false) -> FileResult {
        var diagnostics = DiagnosticCollector()
        let bytes: [UInt8]
        if let given {
            bytes = given
        } else {
            do {
                bytes = try FileReader.bytes(of: path, limit: limits.maxFileBytes)
            } catch {
                diagnostics.emit(error.diagnostic)
                return FileResult(diagnostics: diagnostics, file: nil)
            }
        }
        let documents = approximatePositions
            ? bytes.withUnsafeBufferPointer { YAMLLoader.loadWithApproximatePositions($0, file: path, limits: limits, diagnostics: &diagnostics) }
            : YAMLLoader.load(bytes, file: path, limits: limits, diagnostics: &diagnostics)
        var file = LoadedFile(path: path, documents: documents, hasLoadErrors: diagnostics.hasErrors)
        file.acceptances = InlineAcceptance.scan(bytes, file: path, diagnostics: &diagnostics)
        for stage in stages {
            stage.check(file: file, diagnostics: &diagnostics)
        }
        file.hasFileErrors = diagnostics.hasErrors
        // Only when the documents are kept for the stages: otherwise nothing reads the result.
        if keepDocuments {
            for case let stage as any AppCheckStage in stages { stage.prepare(&file) }
        }
        if !diagnostics.diagnostics.isEmpty { sources?.add(path, bytes: bytes) }
        diagnostics = Self.sortedByPosition(diagnostics)
        return FileResult(diagnostics: diagnostics, file: keepDocuments ? file : file.withoutDocuments)
    }
}

/// `tourc check`'s work on the scenario files of a run (`*.test.yaml`), done after the tours so
/// the names a scenario uses are checked against the apps the run decoded (`decoded`, by path;
/// `.failed` for a file that did not decode, whose app is then read again). Declared here and
/// implemented in Scenario/ (`ScenarioFiles`), so the pipeline does not depend on `tourc test`.
protocol ScenarioFileCheck: Sendable {
    /// The diagnostics of each of `files` (keyed by file; files without any may be left out).
    func check(_ files: [String], decoded: [String: DecodedFile], limits: LoadLimits, jobs: Int) -> [String: DiagnosticCollector]
}
