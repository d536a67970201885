import Foundation
import TourKit
import TourKitRuntime
import TourcDiagnostics
import YAMLLoader

/// `tourc test`: finds scenario files, compiles each one's app, runs it on a ``VirtualHost``
/// and reports every expectation that does not hold, located at its `expect` entry.
public struct ScenarioRunner: Sendable {
    /// The tours root the scenarios' apps are compiled from.
    public var toursRoot: String
    public var limits: LoadLimits
    /// Whether every input and command is kept for `Report.transcript` (`--transcript`); off, a
    /// run holds none of it.
    public var keepsTranscript: Bool
    /// Stop after this many errors (`--max-errors`; 0: no limit).
    public var maxErrors: Int

    public init(toursRoot: String = "tours", limits: LoadLimits = .default, keepsTranscript: Bool = true, maxErrors: Int = 0) {
        self.toursRoot = toursRoot
        self.limits = limits
        self.keepsTranscript = keepsTranscript
        self.maxErrors = maxErrors
    }

    public struct Report: Sendable {
        /// Every diagnostic, unless they were handed to `run`'s `each` as they came.
        public var diagnostics = DiagnosticCollector()
        public var scenarios: [String] = []
        public var passed = 0
        public var failed = 0
        /// Every input and command, per scenario (for `--transcript`).
        public var transcript: [String] = []
        /// Errors so far, whether kept or handed on.
        public var errorCount = 0
        /// Whether the run stopped at `maxErrors` before every scenario ran.
        public var stoppedEarly = false
        /// The status of every diagnostic so far, whether kept or handed on.
        public var exitStatus: ExitStatus = .success

        mutating func note(_ diagnostics: [Diagnostic]) {
            errorCount += diagnostics.lazy.filter { $0.severity == .error }.count
            switch (exitStatus, ExitStatus.of(diagnostics)) {
            case (.couldNotRun, _), (.usage, _): break
            case (_, .success): break
            case (_, let worse): exitStatus = worse
            }
        }
    }

    /// The scenario files under `paths` (folders are walked; files are taken as named).
    public static func scenarioFiles(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [String] {
        var probe = DiagnosticCollector()
        let files = InputFiles.collect(paths, diagnostics: &probe).filter(InputFiles.isScenario)
        // "holds no .yaml files" is about tours; for scenarios say it in their terms below.
        for d in probe.diagnostics where d.code != ToolCodes.noInputFiles { diagnostics.emit(d) }
        return files
    }

    /// Runs every scenario under `paths`. `each`: given, each file's diagnostics are handed to
    /// it as soon as the file has run (and not kept in the report), so memory holds one file's.
    public func run(paths: [String], sources: SourceCache? = nil, each: ((DiagnosticCollector) -> Void)? = nil) -> Report {
        var report = Report()
        func deliver(_ diagnostics: DiagnosticCollector) {
            report.note(diagnostics.diagnostics)
            if let each { each(diagnostics) } else { report.diagnostics.merge(diagnostics) }
        }
        var found = DiagnosticCollector()
        let files = Self.scenarioFiles(paths, diagnostics: &found)
        if files.isEmpty, !found.hasErrors {
            found.emit(Diagnostic(ToolCodes.noInputFiles,
                "\(paths.joined(separator: ", ")) holds no scenario files (*.test.yaml); write them next to the tours, in tours/<app>/tests/", at: nil))
        }
        deliver(found)
        var bundles: [String: TourBundle?] = [:]
        for file in files {
            if maxErrors > 0, report.errorCount >= maxErrors {
                report.stoppedEarly = true
                break
            }
            report.scenarios.append(file)
            var diagnostics = DiagnosticCollector()
            var stopped = false
            let ok = runFile(file, bundles: &bundles, sources: sources, diagnostics: &diagnostics, transcript: &report.transcript,
                             errorLimit: maxErrors > 0 ? maxErrors - report.errorCount : 0, stopped: &stopped)
            if stopped { report.stoppedEarly = true }
            if ok && !diagnostics.hasErrors { report.passed += 1 } else { report.failed += 1 }
            deliver(diagnostics)
        }
        return report
    }

    /// Loads and validates one scenario file (also `tourc check`'s work on it).
    static func load(_ file: String, limits: LoadLimits, sources: SourceCache?, diagnostics: inout DiagnosticCollector) -> Scenario? {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(of: file, limit: limits.maxFileBytes)
        } catch {
            diagnostics.emit(error.diagnostic)
            return nil
        }
        sources?.add(file, bytes: bytes)
        let documents = YAMLLoader.load(bytes, file: file, limits: limits, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        guard let document = documents.first else {
            diagnostics.emit(LanguageCodes.emptyFile, "this scenario file is empty; a scenario needs at least `name` and `steps`",
                             at: SourceSpan(file: file, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))))
            return nil
        }
        guard let schema = SchemaStage.scenario.schema else {
            for problem in SchemaStage.scenario.problems { diagnostics.emit(problem) }
            return nil
        }
        for problem in SchemaMessages.plain(schema.validate(document.root, in: document), in: document) { diagnostics.emit(problem) }
        // One scenario per file (docs/testing.md): a second document would otherwise be skipped
        // without a word, and a failing scenario in it would pass. An error from `check` and
        // `test` alike, since both load scenarios here.
        if documents.count > 1 {
            let second = documents[1]
            diagnostics.emit(LanguageCodes.multipleDocuments,
                             "this scenario file holds \(documents.count) YAML documents; a file holds one scenario, and tourc would run only the first. Put each scenario in its own `*.test.yaml` file and remove the `---` separator",
                             at: second.span(second.root))
        }
        guard !diagnostics.hasErrors else { return nil }
        return ScenarioParser.parse(document)
    }

    /// The app a scenario sits in: the name of ``enclosingAppFolder(of:)``.
    static func enclosingApp(of file: String) -> String? {
        enclosingAppFolder(of: file).map { UserPath($0).name }
    }

    /// The app folder a scenario sits in: the nearest ancestor holding `app.yaml`.
    static func enclosingAppFolder(of file: String) -> String? {
        // Lexical, so `..` stands for the parent of `.` (`cd tours/a/tests && tourc test x.test.yaml`).
        var folder = UserPath(file).parent
        for _ in 0..<8 where folder.string != "/" {
            if FileManager.default.fileExists(atPath: folder.appending("app.yaml").string) { return folder.string }
            folder = folder.parent
        }
        return nil
    }

    func runFile(_ file: String, bundles: inout [String: TourBundle?], sources: SourceCache?,
                 diagnostics: inout DiagnosticCollector, transcript: inout [String], errorLimit: Int = 0,
                 stopped: inout Bool) -> Bool {
        guard let scenario = Self.load(file, limits: limits, sources: sources, diagnostics: &diagnostics) else { return false }
        let start = SourceSpan(file: file, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
        guard let appID = scenario.app ?? Self.enclosingApp(of: file) else {
            diagnostics.emit(ScenarioCodes.appNotFound, "this scenario names no app: add `app: <app-id>` or move it into tours/<app>/tests/", at: start)
            return false
        }
        if bundles[appID] == nil { bundles[appID] = compile(appID, diagnostics: &diagnostics) }
        guard let bundle = bundles[appID] ?? nil else {
            reportUnavailableApp(appID, span: scenario.appSpan, start: start, diagnostics: &diagnostics)
            return false
        }
        guard ScenarioReferences.check(scenario, bundle: bundle, diagnostics: &diagnostics) else { return false }
        var run = ScenarioExecution(scenario: scenario, bundle: bundle)
        run.host.localization = ScenarioLocalization.localization(scenario, bundle: bundle, appFolder: InputFiles.join(toursRoot, appID))
        run.host.recordsTranscript = keepsTranscript
        if run.execute(diagnostics: &diagnostics, errorLimit: errorLimit) { stopped = true }
        if keepsTranscript {
            transcript.append("== \(file): \(ScenarioExecution.clip(scenario.name, to: 200))")
            transcript += run.host.transcript
        }
        return true
    }

    /// Says why a scenario's app cannot run: a misspelt or missing app gets the apps that exist
    /// (and a fix when the scenario names it), an app with errors gets the command that shows them.
    /// One message for both sent authors of a typo to `tourc check` on a folder that does not exist.
    private func reportUnavailableApp(_ appID: String, span: SourceSpan?, start: SourceSpan,
                                      diagnostics: inout DiagnosticCollector) {
        let folder = InputFiles.join(toursRoot, appID)
        if FileManager.default.fileExists(atPath: InputFiles.join(folder, "app.yaml")) {
            diagnostics.emit(ScenarioCodes.appNotFound,
                             "the app `\(appID)` has errors, so its scenarios cannot run; run `tourc check \(folder)` and fix them first",
                             at: span ?? start)
            return
        }
        let apps = ((try? FileManager.default.contentsOfDirectory(atPath: toursRoot)) ?? []).filter {
            FileManager.default.fileExists(atPath: InputFiles.join(InputFiles.join(toursRoot, $0), "app.yaml"))
        }.sorted()
        let near = Suggestions.closest(to: appID, in: apps)
        var message = "there is no app `\(appID)` in \(toursRoot) (no \(InputFiles.join(folder, "app.yaml")))"
        if let best = near.first {
            message += "; did you mean `\(best)`?"
        } else if apps.isEmpty {
            message += "; pass the folder that holds the app folders with --tours"
        } else {
            message += "; the apps there are " + apps.map { "`\($0)`" }.joined(separator: ", ")
        }
        let fix = near.first.flatMap { best in
            span.map { Diagnostic.Fix(span: $0, replacement: best, message: "use the app `\(best)`") }
        }
        diagnostics.emit(ScenarioCodes.appNotFound, message, at: span ?? start, suggestions: near, fix: fix)
    }

    /// Compiles one app of the tours root as `tourc build` does; nil when it has errors.
    func compile(_ appID: String, diagnostics: inout DiagnosticCollector) -> TourBundle? {
        let folder = InputFiles.join(toursRoot, appID)
        guard FileManager.default.fileExists(atPath: InputFiles.join(folder, "app.yaml")) else { return nil }
        let app = AppDiscovery.App(id: appID, folder: folder)
        let checked = BuildDriver(options: BuildOptions(input: folder)).checkApp(app, sources: nil)
        var appDiagnostics = checked.diagnostics
        guard !appDiagnostics.hasErrors, let decoded = checked.decoded else { return nil }
        var ir = IRBuilder.build(decoded)
        LocalizedOutput.add(to: &ir, from: decoded, texts: checked.texts)
        return BundleJSONEmitter.emit(ir, diagnostics: &appDiagnostics)?.bundle
    }
}
