import TourKit
import TourcDiagnostics
import YAMLLoader

/// What `tourc build` writes for an app with `localization` (docs/localization.md, "Output"):
///
/// - the bundle's `strings`: every text with its id, key, table and source text (so the JSON
///   bundle and the generated Swift carry keys and source text);
/// - one file per language beside the bundle, `<app-id>.<language>.json`: the text ids and
///   their translations, canonical JSON, e.g.
///   `{"app":"finite","format":1,"language":"de","texts":{"walkthrough.welcome.title":"Willkommen"}}`.
///   A host loads the files of the languages it wants (`TourStrings` in TourKitRuntime); no
///   Xcode step is involved. Only translated texts are listed (a missing one falls back).
///   Placeholders are written in tourc's `{name}` spelling.
public struct LocalizedOutput: Sendable {
    /// Language → canonical JSON bytes.
    public var files: [(language: String, bytes: [UInt8])] = []

    /// Fills `bundle.strings` and reads the catalog's translations. Problems were reported by
    /// `tourc check` (the same run), so a catalog that cannot be read gives no language file here.
    static func build(_ app: DecodedApp, bundle: inout TourBundle, pseudoLanguages: Bool = false) -> LocalizedOutput? {
        let scope = AppScope(id: app.id, registry: app.registry, tours: app.tours)
        guard var strings = AppStrings(scope) else { return nil }
        var ignored = DiagnosticCollector()
        let tables = strings.readTables(diagnostics: &ignored)
        LocalizationChecks.checkSources(&strings, scope: scope, tables: tables, &ignored)
        bundle.strings = strings.texts.map { LocalizedText(id: $0.id, key: $0.key, table: $0.table, source: $0.source) }
        var output = LocalizedOutput()
        var catalog: StringCatalog?
        if case .read(let c, _) = strings.readCatalog(diagnostics: &ignored) { catalog = c }
        var languages = strings.targetLanguages
        if pseudoLanguages {
            for pseudo in PseudoLanguage.allCases where !languages.contains(pseudo.rawValue) { languages.append(pseudo.rawValue) }
        }
        for language in languages {
            var texts: [String: JSONValue] = [:]
            for text in strings.texts {
                if let pseudo = PseudoLanguage(rawValue: language), !strings.settings.languages.contains(language) {
                    texts[text.id] = .string(pseudo.transform(text.source))
                    continue
                }
                guard text.table == nil, let unit = catalog?.entries[text.key]?.units[language], let value = unit.value, !value.isEmpty,
                      let shown = Placeholders.fromCatalog(value, order: AppStrings.order(text)).success
                else { continue }
                texts[text.id] = .string(shown)
            }
            let value = JSONValue.object([
                "app": .string(app.id), "format": .integer(1), "language": .string(language), "texts": .object(texts),
            ])
            output.files.append((language, CanonicalJSON.bytes(value)))
        }
        return output
    }
}
