import TourKit
import TourcDiagnostics
import YAMLLoader

/// `tourc strings export --xliff` and `tourc strings import`: the catalog's languages as XLIFF 1.2
/// files for translators' tools, and their translations back into the catalog.
extension StringsDriver {
    /// Writes `<output>/<app-id>.<language>.xliff` for every app and target language.
    public func exportXLIFF(_ inputs: [String], output: String) -> Report {
        var report = Report()
        forEachLocalizedApp(inputs, &report) { app, strings, diagnostics, report in
            // As a build: an app with errors exports nothing (they are reported).
            if diagnostics.hasErrors { return }
            var read = DiagnosticCollector()
            let catalog: StringCatalog
            switch strings.readCatalog(diagnostics: &read) {
            case .absent: catalog = StringCatalog(file: strings.catalogPath, sourceLanguage: strings.settings.sourceLanguage)
            case .unusable: report.diagnostics.merge(read); return
            case .read(let c, _): catalog = c
            }
            for language in strings.targetLanguages {
                let bytes = XLIFF.export(catalog, texts: strings.catalogTexts, language: language,
                                         original: UserPath(strings.catalogPath).lastComponent)
                let path = UserPath(output).appending("\(app).\(language).xliff").string
                do { try AtomicFile.write(bytes, to: path) } catch {
                    report.diagnostics.emit(OutputCodes.writeFailed, "cannot write \(path): \(error)", at: nil)
                    continue
                }
                report.written.append(path)
            }
        }
        return report
    }

    /// Reads XLIFF files into the catalog of the app in `appFolder`: every `<target>` becomes
    /// the translation of its key, or a plural form of it (`XLIFFImport`). A key the catalog
    /// does not have, a language the app does not list, a target that fails a translation's
    /// checks, is an error at the file's line and column; the catalog is then not written.
    public func importXLIFF(_ files: [String], appFolder: String) -> Report {
        var report = Report()
        let checked = checkedApps(appFolder, report: &report)
        guard checked.count == 1, let (_, decoded, diagnostics) = checked.first else {
            if checked.count > 1 {
                report.diagnostics.emit(ToolCodes.noApp, "\(appFolder) holds several apps; name the one app folder whose catalog the files translate", at: nil)
            }
            return report
        }
        report.diagnostics.merge(diagnostics)
        guard let decoded else { return report }
        let scope = AppScope(id: decoded.id, registry: decoded.registry, tours: decoded.tours)
        guard let strings = AppStrings(scope) else { report.skipped.append(decoded.id); return report }
        var catalog: StringCatalog
        var old: [UInt8]?
        switch strings.readCatalog(diagnostics: &report.diagnostics) {
        case .absent:
            report.diagnostics.emit(LocalizationCodes.catalogMissing, "\(strings.catalogPath) does not exist; run `tourc strings sync` before importing translations", at: nil)
            return report
        case .unusable: return report
        case .read(let c, let bytes):
            catalog = c
            old = bytes
        }
        var found = DiagnosticCollector()
        var strings_ = catalog.root["strings"] ?? .object([])
        for file in files {
            let bytes: [UInt8]
            do { bytes = try FileReader.bytes(of: file, limit: LoadLimits.default.maxFileBytes) } catch {
                report.diagnostics.emit(error.diagnostic)
                continue
            }
            func at(_ line: Int) -> SourceSpan {
                let location = SourceLocation(line: line, column: 1, offset: 0)
                return SourceSpan(file: file, range: SourceRange(start: location, end: location))
            }
            switch XLIFF.read(bytes) {
            case .failure(let problem):
                found.emit(LocalizationCodes.xliffUnreadable, "this XLIFF file cannot be read: \(problem.message)", at: at(problem.line))
            case .success(let xliffFiles):
                for x in xliffFiles {
                    guard x.sourceLanguage == catalog.sourceLanguage else {
                        found.emit(LocalizationCodes.sourceLanguageMismatch, "this XLIFF file translates from `\(x.sourceLanguage)`, the catalog from `\(catalog.sourceLanguage)`", at: at(1))
                        continue
                    }
                    guard strings.settings.languages.contains(x.targetLanguage) else {
                        found.emit(LocalizationCodes.undeclaredLanguage, "this XLIFF file translates into `\(x.targetLanguage)`, which app.yaml's `localization.languages` does not list; add it there first",
                                   at: at(1), suggestions: Suggestions.closest(to: x.targetLanguage, in: strings.settings.languages))
                        continue
                    }
                    var importer = XLIFFImport(file: file, language: x.targetLanguage, catalog: catalog, texts: strings.catalogTexts, strings: strings_)
                    importer.add(x.units)
                    found.merge(importer.found)
                    strings_ = importer.strings
                }
            }
        }
        report.diagnostics.merge(found)
        guard !found.hasErrors else { return report }
        catalog.root["strings"] = strings_
        let bytes = catalog.bytes
        if bytes != old {
            do { try AtomicFile.write(bytes, to: strings.catalogPath) } catch {
                report.diagnostics.emit(OutputCodes.writeFailed, "cannot write \(strings.catalogPath): \(error)", at: nil)
                return report
            }
            report.written.append(strings.catalogPath)
        }
        return report
    }
}
