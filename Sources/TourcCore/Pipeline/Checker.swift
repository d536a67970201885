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

    /// Checks files and folders. The bytes of every file that has diagnostics go into `sources`,
    /// so the human renderer can show snippets without reading the file again.
    public func check(paths: [String], sources: SourceCache? = nil) -> Report {
        var diagnostics = DiagnosticCollector()
        var files = InputFiles.collect(paths, diagnostics: &diagnostics)
        let allFiles = files
        // Scenarios (`*.test.yaml`) are checked against their own schema, never as tours; the
        // names they use are checked after the tours, against the apps the run decoded.
        let scenarioFiles = scenarios == nil ? [] : files.filter(InputFiles.isScenario)
        files.removeAll(where: InputFiles.isScenario)
        var decodedFiles: [String: DecodedFile] = [:]
        for stage in stages { stage.warmUp(for: files) }
        // Stages that can take the run folder by folder get it that way; only a stage that needs
        // every document at once makes the run keep them all.
        let runs: [(any FolderCheckRun)?] = stages.map { $0.needsAllFiles ? $0.makeFolderRun(roots: paths) : nil }
        let keepAll = zip(stages, runs).contains { $0.needsAllFiles && $1 == nil }
        let folderRuns = runs.compactMap { $0 }
        let keepDocuments = keepAll || !folderRuns.isEmpty
        var folders = FolderBatches(files: files, enabled: !folderRuns.isEmpty)

        let pipeline = FolderPipeline(runs: folderRuns)
        var loaded: [LoadedFile] = []
        var stoppedEarly = false
        var start = 0
        let batch = max(jobs * 4, 8)
        while start < files.count {
            if maxErrors > 0, diagnostics.errorCount >= maxErrors {
                stoppedEarly = true
                break
            }
            let slice = Array(files[start..<min(start + batch, files.count)])
            let results = ParallelMap.map(slice, jobs: jobs) { path in
                checkFile(path, sources: sources, keepDocuments: keepDocuments)
            }
            for (offset, result) in results.enumerated() {
                diagnostics.merge(result.diagnostics)
                if let file = result.file {
                    if !scenarioFiles.isEmpty {
                        // A file with errors, or that no stage decoded, counts as failed: the
                        // names of its app are then read again (ScenarioNameCheck).
                        if !file.hasFileErrors, let decoded = file.decoded {
                            decodedFiles[file.path] = decoded
                        } else {
                            decodedFiles[file.path] = .failed(Diagnostic(ToolCodes.noInputFiles, "", at: nil))
                        }
                    }
                    loaded.append(keepAll ? file : file.withoutDocuments)
                    folders.add(file, loadedIndex: loaded.count - 1)
                }
                // A folder is checked as soon as its last file is in, then its documents go.
                if let done = folders.complete(at: start + offset) {
                    pipeline.check(done)
                }
            }
            start += slice.count
        }

        pipeline.waitUntilDone()

        if let scenarios, !scenarioFiles.isEmpty {
            let found = scenarios.check(scenarioFiles, decoded: decodedFiles, limits: limits, jobs: jobs)
            for (file, all) in found.sorted(by: { $0.key < $1.key }) {
                if !all.diagnostics.isEmpty, let bytes = try? FileReader.bytes(of: file, limit: limits.maxFileBytes) {
                    sources?.add(file, bytes: bytes)
                }
                diagnostics.merge(Self.sortedByPosition(all))
            }
        }

        let context = CheckContext(roots: paths, files: loaded)
        for (stage, run) in zip(stages, runs) where !stoppedEarly {
            var stageDiagnostics = DiagnosticCollector()
            if let run {
                run.finish(diagnostics: &stageDiagnostics)
            } else {
                stage.check(context, diagnostics: &stageDiagnostics)
            }
            diagnostics.merge(stageDiagnostics)
        }
        // Accepted warnings are marked before tourc.yml's severities apply: an acceptance in the
        // source is more specific than a project-wide table. A run cut short by --max-errors
        // did not produce every warning, so it cannot tell an acceptance that covers nothing.
        if !stoppedEarly { diagnostics = InlineAcceptance.apply(diagnostics, files: loaded) }
        return Report(diagnostics: Self.inFileOrder(severity.apply(diagnostics), files: allFiles),
                      files: allFiles, stoppedEarly: stoppedEarly)
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
    func checkFile(_ path: String, sources: SourceCache?, keepDocuments: Bool,
                   approximatePositions: Bool = false) -> FileResult {
        var diagnostics = DiagnosticCollector()
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(of: path, limit: limits.maxFileBytes)
        } catch {
            diagnostics.emit(error.diagnostic)
            return FileResult(diagnostics: diagnostics, file: nil)
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
            for stage in stages { stage.prepare(&file) }
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
