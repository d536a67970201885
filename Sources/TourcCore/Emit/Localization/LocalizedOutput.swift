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
///   Placeholders are written in tourc's `{name}` spelling. A text translated with plural
///   variations is an object of its forms instead of one text,
///   `"intro.done.body": {"one": "{count} Schritt", "other": "{count} Schritte"}`
///   (its keys sorted like every object of the file); the runtime picks one by the count
///   (`PluralCategory` in TourKitRuntime).
extension LocalizedOutput {
    /// Gives `ir` the app's texts: `bundle.strings` and the language files. Every caller of
    /// `IRBuilder.build` calls this next (IR cannot: the texts are found with the checks' walkers).
    public static func add(to ir: inout AppIR, from app: DecodedApp, pseudoLanguages: Bool = false) {
        ir.localized = build(app, texts: nil, bundle: &ir.bundle, pseudoLanguages: pseudoLanguages)
    }

    /// `add(to:from:pseudoLanguages:)` from the texts and catalog the app's check worked out
    /// (`AppTexts`, kept by `tourc build`), so neither is worked out twice; nil works them out.
    static func add(to ir: inout AppIR, from app: DecodedApp, texts: AppTexts?, pseudoLanguages: Bool = false) {
        ir.localized = build(app, texts: texts, bundle: &ir.bundle, pseudoLanguages: pseudoLanguages)
    }

    /// Fills `bundle.strings` and reads the catalog's translations. Problems were reported by
    /// `tourc check` (the same run), so a catalog that cannot be read gives no language file here.
    static func build(_ app: DecodedApp, texts checked: AppTexts? = nil, bundle: inout TourBundle, pseudoLanguages: Bool = false) -> LocalizedOutput? {
        guard let (strings, catalog) = checked.map({ ($0.strings, $0.catalog) }) ?? texts(of: app) else { return nil }
        // Each text's placeholder names once (not once per language), and its bundle entry, read
        // in place: copying every text per pass was a large part of this function.
        var orders: [[String]] = []
        orders.reserveCapacity(strings.texts.count)
        var shown: [LocalizedText] = []
        shown.reserveCapacity(strings.texts.count)
        for n in strings.texts.indices {
            let order = Placeholders.names(in: strings.texts[n].source)
            orders.append(order)
            shown.append(LocalizedText(id: strings.texts[n].id, key: strings.texts[n].key, table: strings.texts[n].table, source: strings.texts[n].source,
                                       plural: strings.texts[n].pluralForms, count: TourText.count(order: order, numbers: strings.texts[n].numbers)))
        }
        bundle.strings = shown
        var output = LocalizedOutput()
        var languages = strings.targetLanguages
        if pseudoLanguages {
            for pseudo in PseudoLanguage.allCases where !languages.contains(pseudo.rawValue) { languages.append(pseudo.rawValue) }
        }
        let appTables = AppTableTranslations(strings)
        // The catalog's entries once: reaching them through the optional catalog per text
        // copied the catalog's fields per text.
        let entries = catalog?.entries
        for language in languages {
            var texts: [(id: String, entry: Entry)] = []
            texts.reserveCapacity(strings.texts.count)
            // A pseudo-language the app does not declare: every text transformed (worked out once
            // per language, not per text).
            let pseudo = strings.settings.languages.contains(language) ? nil : PseudoLanguage(rawValue: language)
            // By position, each field read in place: copying every text per language was a large
            // part of this function.
            for n in strings.texts.indices {
                let id = strings.texts[n].id
                if let pseudo {
                    let source = strings.texts[n].source
                    if let forms = strings.texts[n].plural {
                        texts.append((id, .plural((forms + [("other", source)]).map { ($0.category, pseudo.transform($0.text)) })))
                    } else {
                        texts.append((id, .text(pseudo.transform(source))))
                    }
                    continue
                }
                if strings.texts[n].table != nil {
                    if let translated = appTables.translation(of: strings.texts[n], into: language) { texts.append((id, .text(translated))) }
                    continue
                }
                // The unit's `value` read alone; the whole unit, with its nodes, is copied out
                // only for its plural forms.
                guard let units = entries?[strings.texts[n].key]?.units, let unit = units.index(forKey: language) else { continue }
                if let value = units.values[unit].value {
                    guard !value.isEmpty, let shown = Placeholders.fromCatalog(value, order: orders[n], numbers: strings.texts[n].numbers).success else { continue }
                    texts.append((id, .text(shown)))
                } else if let forms = pluralForms(units.values[unit], order: orders[n], numbers: strings.texts[n].numbers) {
                    texts.append((id, .plural(forms)))
                }
            }
            output.files.append((language, languageFile(app: app.id, language: language, texts: texts)))
        }
        return output
    }

    /// The app's texts and catalog worked out as its localization checks work them out (the
    /// texts' sources from their tables), for a caller that has not kept the check's
    /// (`tourc test`); nil without `localization`.
    static func texts(of app: DecodedApp) -> (AppStrings, StringCatalog?)? {
        let scope = AppScope(id: app.id, registry: app.registry, tours: app.tours)
        guard var strings = AppStrings(scope) else { return nil }
        var ignored = DiagnosticCollector()
        let tables = strings.readTables(diagnostics: &ignored)
        LocalizationChecks.checkSources(&strings, scope: scope, tables: tables, &ignored)
        var catalog: StringCatalog?
        if case .read(let c, _) = strings.readCatalog(keepingJSON: false, diagnostics: &ignored) { catalog = c }
        return (strings, catalog)
    }

    /// A text of a language file: one text, or its plural forms (category → text).
    enum Entry {
        case text(String)
        case plural([(category: String, text: String)])
    }

    /// A translation's plural forms in CLDR's category order, placeholders as `{name}`; nil
    /// when it has none, lacks `other` (the form every language has, and the runtime's fallback)
    /// or a form's placeholders do not convert (`tourc check` reported it: TOUR3708).
    static func pluralForms(_ unit: StringCatalog.Unit, order: [String], numbers: Set<String> = []) -> [(category: String, text: String)]? {
        var forms: [(category: String, text: String)] = []
        for category in PluralRules.order {
            guard let form = unit.pluralForms.first(where: { $0.category == category }), !form.value.isEmpty else { continue }
            guard let shown = Placeholders.fromCatalog(form.value, order: order, numbers: numbers).success else { return nil }
            forms.append((category, shown))
        }
        return forms.contains(where: { $0.category == "other" }) ? forms : nil
    }

    /// One language file in the bundle's canonical form (2-space indentation, `"key": value`,
    /// keys in UTF-8 byte order, a final newline), written with the production JSON writer's
    /// string escaping and key order, not the test-only `CanonicalJSON` reference.
    static func languageFile(app: String, language: String, texts: [(id: String, entry: Entry)]) -> [UInt8] {
        var out = ByteBuffer()
        out.append("{\n  \"app\": ")
        CanonicalJSONWriter.appendString(app, to: &out)
        out.append(",\n  \"format\": 1,\n  \"language\": ")
        CanonicalJSONWriter.appendString(language, to: &out)
        out.append(",\n  \"texts\": ")
        // The texts in key order, a repeated id keeping its last entry: one stable sort of the
        // list, rather than a dictionary of it whose keys are then sorted and looked up again
        // (every id hashed twice).
        let sorted = texts.sorted { CanonicalJSONWriter.keyLess($0.id, $1.id) }
        if sorted.isEmpty {
            out.append("{}")
        } else {
            out.append("{")
            var first = true
            for (i, text) in sorted.enumerated() {
                // Equal ids are adjacent, in list order: all but the last are dropped. (An id is
                // ASCII, from the schema's id pattern and property names, so ids equal as strings
                // are equal as bytes, as the byte order that makes them adjacent needs.)
                if i + 1 < sorted.count, sorted[i + 1].id == text.id { continue }
                out.append(first ? "\n    " : ",\n    ")
                first = false
                CanonicalJSONWriter.appendString(text.id, to: &out)
                out.append(": ")
                switch text.entry {
                case .text(let text): CanonicalJSONWriter.appendString(text, to: &out)
                case .plural(let forms):
                    out.append("{")
                    for (j, form) in forms.sorted(by: { CanonicalJSONWriter.keyLess($0.category, $1.category) }).enumerated() {
                        out.append(j == 0 ? "\n      " : ",\n      ")
                        CanonicalJSONWriter.appendString(form.category, to: &out)
                        out.append(": ")
                        CanonicalJSONWriter.appendString(form.text, to: &out)
                    }
                    out.append("\n    }")
                }
            }
            out.append("\n  }")
        }
        out.append("\n}\n")
        return out.array
    }
}
