import TourKit
import TourcDiagnostics
import YAMLLoader

/// `tourc strings sync` and `tourc strings status`: each app under the given folders is
/// checked exactly as `tourc check` checks it (same stages), then its catalog is synced or
/// counted.
public struct StringsDriver: Sendable {
    public var jobs: Int

    public init(jobs: Int = 1) { self.jobs = jobs }

    /// What `sync` did to one app's catalog.
    public struct SyncResult: Equatable, Sendable {
        public var app: String
        public var catalog: String
        /// Whether the file was written (created or changed); false when its bytes were already right.
        public var written: Bool
        public var added: Int, changed: Int, stale: Int
    }

    public struct Report: Sendable {
        public var diagnostics = DiagnosticCollector()
        public var synced: [SyncResult] = []
        public var status: [(app: String, languages: [LanguageStatus])] = []
        /// Apps without `localization` in their app.yaml (nothing to do).
        public var skipped: [String] = []
        /// Files written (`export`, `import`).
        public var written: [String] = []
        public var exitStatus: ExitStatus {
            if diagnostics.diagnostics.contains(where: { $0.code == ToolCodes.unreadable || $0.code == ToolCodes.pathNotFound || $0.code == OutputCodes.writeFailed }) { return .couldNotRun }
            return diagnostics.hasErrors ? .inputErrors : .success
        }
    }

    /// Errors that do not stop a sync: they are about translations, which a sync never changes.
    static let syncable: Set<String> = [LocalizationCodes.undeclaredLanguage.id, LocalizationCodes.placeholderMismatch.id, LocalizationCodes.placeholderType.id]

    public func sync(_ inputs: [String], dryRun: Bool = false) -> Report {
        var report = Report()
        forEachLocalizedApp(inputs, &report) { app, strings, diagnostics, report in
            if diagnostics.diagnostics.contains(where: { $0.severity == .error && !Self.syncable.contains($0.code.id) }) { return }
            var read = DiagnosticCollector()
            var catalog: StringCatalog
            var old: [UInt8]?
            switch strings.readCatalog(diagnostics: &read) {
            case .absent: catalog = StringCatalog(file: strings.catalogPath, sourceLanguage: strings.settings.sourceLanguage)
            case .unusable: return  // reported by the check above; never rewrite what could not be read
            case .read(let c, let bytes):
                catalog = c
                old = bytes
            }
            let outcome = CatalogSync.sync(&catalog, texts: strings.catalogTexts, sourceLanguage: strings.settings.sourceLanguage,
                                           placeholders: strings.settings.placeholders)
            let bytes = catalog.bytes
            let write = bytes != old
            if write, !dryRun {
                do { try AtomicFile.write(bytes, to: strings.catalogPath) } catch {
                    report.diagnostics.emit(OutputCodes.writeFailed, "cannot write \(strings.catalogPath): \(error)", at: nil)
                    return
                }
            }
            report.synced.append(SyncResult(app: app, catalog: strings.catalogPath, written: write,
                                            added: outcome.added, changed: outcome.changed, stale: outcome.stale))
        }
        return report
    }

    public func status(_ inputs: [String]) -> Report {
        var report = Report()
        forEachLocalizedApp(inputs, &report) { app, strings, _, report in
            var ignored = DiagnosticCollector()
            var catalog: StringCatalog?
            if case .read(let c, _) = strings.readCatalog(diagnostics: &ignored) { catalog = c }
            report.status.append((app, CatalogStatus.status(strings, catalog: catalog)))
        }
        return report
    }

    /// Every checked app of `inputs` that has `localization:`, with its texts' sources read from
    /// the app's tables (`checkSources`); the others are listed as skipped. The check's
    /// diagnostics are in `report` already; `body` gets them to decide whether to go on.
    func forEachLocalizedApp(_ inputs: [String], _ report: inout Report,
                             _ body: (_ app: String, _ strings: AppStrings, _ diagnostics: DiagnosticCollector, _ report: inout Report) -> Void) {
        for input in inputs {
            for (app, decoded, diagnostics) in checkedApps(input, report: &report) {
                report.diagnostics.merge(diagnostics)
                guard let decoded else { continue }
                let scope = AppScope(id: decoded.id, registry: decoded.registry, tours: decoded.tours)
                guard var strings = AppStrings(scope) else { report.skipped.append(app.id); continue }
                var tables = DiagnosticCollector()
                let values = strings.readTables(diagnostics: &tables)
                LocalizationChecks.checkSources(&strings, scope: scope, tables: values, &tables)
                body(app.id, strings, diagnostics, &report)
            }
        }
    }

    /// Every app under `input`, checked as `tourc build` checks it, with its decoded values
    /// (nil when it has errors that stop decoding).
    func checkedApps(_ input: String, report: inout Report) -> [(AppDiscovery.App, DecodedApp?, DiagnosticCollector)] {
        let apps = AppDiscovery.apps(in: input, diagnostics: &report.diagnostics)
        let build = BuildDriver(options: BuildOptions(input: input, jobs: jobs, mode: .dryRun))
        return ParallelMap.map(apps, jobs: jobs) { app in
            let checked = build.checkApp(app, sources: nil)
            return (app, checked.decoded, checked.diagnostics)
        }
    }
}
