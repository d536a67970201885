import TourcDiagnostics

/// tourc's two pipelines, stage by stage, each boundary one type (docs/architecture.md draws
/// them; FolderLayeringTests holds the folders to that order):
///
///     check:  paths ─collect─▶ files ─checkFile: read, YAMLLoader, SchemaStage, AppDecoder─▶ LoadedFile
///             ─LanguageStage per app folder (FolderPipeline)─▶ diagnostics ─scenarios─▶ ─finish─▶ Checker.Report
///     build:  AppDiscovery.App ─checkApp (the check's front end)─▶ CheckedApp (DecodedApp, AppTexts)
///             ─IRBuilder─▶ AppIR ─AppEmitter─▶ [OutputPlan.File] ─OutputStaging─▶ BuildReport
///
/// This file is also the composition root: it chooses the stages and the scenario check, so the
/// drivers in Pipeline/ see only protocols (`CheckStage`, `ScenarioFileCheck`), and it is the one
/// file the layering lets name every folder.
extension Checker {
    /// Checks files and folders (`tourc check`). The bytes of every file that has diagnostics go
    /// into `sources`, so the human renderer can show snippets without reading the file again.
    public func check(paths: [String], sources: SourceCache? = nil) -> Report {
        var run: Run = collect(paths)                 // paths → files, scenarios set apart
        loadAndCheck(&run, sources: sources)          // file → LoadedFile → per-folder language checks
        checkScenarios(&run, sources: sources)        // *.test.yaml, against what the run decoded
        return finish(run)                            // whole-run stages, acceptances, severities, order
    }

    /// `tourc check`'s scenario files: `tourc test`'s parser and name check (Scenario/).
    static var defaultScenarioCheck: (any ScenarioFileCheck)? { ScenarioFiles() }
}

extension BuildDriver {
    /// One app, once: check (load, per-file and whole-app stages, decode) → IR → emit, plus the
    /// editor schema (`buildApp` chooses the positions).
    func buildOnce(_ app: AppDiscovery.App, input: AppInput, sources: SourceCache?, approximatePositions: Bool) -> AppBuild {
        let checked: CheckedApp = checkApp(app, input: input, sources: sources, approximatePositions: approximatePositions)
        var result = AppBuild(diagnostics: checked.diagnostics)
        if let decoded = checked.decoded {
            result.typeName = AppTypeNameChecks.entry(appID: decoded.id, registry: decoded.registry.value,
                                                      file: decoded.registry.document.file, style: options.swift)
        }
        // A bad type name is reported once, at the app's `name`, with the others (TOUR4007).
        guard !result.diagnostics.hasErrors, let decoded = checked.decoded, result.typeName?.problem == nil else { return result }

        var ir: AppIR = IRBuilder.build(decoded, includesAuthoringNotes: options.includesAuthoringNotes)
        LocalizedOutput.add(to: &ir, from: decoded, texts: checked.texts, pseudoLanguages: options.pseudoLanguages)
        let checkReported = result.diagnostics.diagnostics.count
        let emitted: [OutputPlan.File]? = AppEmitter.files(for: ir, style: options.swift, diagnostics: &result.diagnostics)
        result.emitReported = result.diagnostics.diagnostics.count != checkReported
        guard var files = emitted else { return result }
        let schemaPath = "\(app.id)/\(app.id).schema.json"
        if writesEditorSchema(at: schemaPath),
           let schema = AppTourSchema.text(registry: decoded.registry.value, tourIDs: decoded.tours.map { ($0.value.id, $0.value.name) }) {
            files.append(OutputPlan.File(path: schemaPath, bytes: Array(schema.utf8)))
        }
        result.files = files
        return result
    }
}
