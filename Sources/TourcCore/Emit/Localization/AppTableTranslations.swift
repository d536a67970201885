import TourcDiagnostics
import YAMLLoader

/// The translations of app-owned texts (issue 23; docs/localization.md, "Output"): a text that
/// names a key of the app's own String Catalog (`texts:` with `table:`) is translated by the app,
/// and `tourc build` copies the app's translations into its language files, so `TourStrings`
/// shows it in the user's language with no second lookup in the host's bundle.
///
/// Only `.xcstrings` tables carry their languages in one file. A `.strings` table is one
/// language's file (its translations live in other `<language>.lproj` folders that app.yaml does
/// not name), so its texts are resolved by the host as before.
struct AppTableTranslations {
    /// table name → key → language → value (in the table's spelling, `%@` and all).
    private var tables: [String: [String: [String: String]]] = [:]

    /// Reads every declared `.xcstrings` table of `app`; a table that cannot be read gives
    /// nothing here (`tourc check` reports it, TOUR3714).
    init(_ app: AppStrings) {
        for table in app.settings.tables where tables[table.name] == nil && table.path.hasSuffix(".xcstrings") {
            let path = app.appFolder.resolving(table.path).string
            guard FileReader.isRegularFile(path), let bytes = try? FileReader.bytes(of: path, limit: LoadLimits.default.maxFileBytes) else { continue }
            var ignored = DiagnosticCollector()
            guard let catalog = StringCatalog.read(bytes, file: path, keepingJSON: false, diagnostics: &ignored) else { continue }
            var keys: [String: [String: String]] = [:]
            for (key, entry) in catalog.entries {
                var languages: [String: String] = [:]
                for (language, unit) in entry.units where language != catalog.sourceLanguage {
                    if let value = unit.value, !value.isEmpty { languages[language] = value }
                }
                if !languages.isEmpty { keys[key] = languages }
            }
            tables[table.name] = keys
        }
    }

    /// The app's translation of an app-owned text into `language`, in tourc's spelling, or nil.
    /// As for its source text (`LocalizationChecks.checkSources`), a format specifier that names
    /// no placeholder of tourc's is kept as the app wrote it.
    func translation(of text: TourText, into language: String) -> String? {
        guard let table = text.table, let value = tables[table]?[text.key]?[language] else { return nil }
        return Placeholders.fromCatalog(value, order: []).success ?? value
    }
}
