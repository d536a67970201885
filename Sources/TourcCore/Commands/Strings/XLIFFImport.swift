import TourcDiagnostics

/// The trans-units of one `<file>` of an imported XLIFF, put into the catalog's `strings`
/// (docs/localization.md, "XLIFF"). Plain ids become a key's `stringUnit`; plural ids
/// (`KEY|==|plural.CATEGORY`) are gathered per key into its `variations.plural`, the shape
/// `tourc strings sync` and Xcode write. Every target is checked as `tourc check` checks a
/// translation (placeholders, emphasis and links), and every problem is reported at its
/// trans-unit's line and column; the caller writes nothing when one is an error.
struct XLIFFImport {
    let file: String
    let language: String
    let catalog: StringCatalog
    /// The app's texts by catalog key: their placeholders' order and types.
    let texts: [String: TourText]
    var strings: CatalogJSON
    var found = DiagnosticCollector()

    init(file: String, language: String, catalog: StringCatalog, texts: [TourText], strings: CatalogJSON) {
        self.file = file
        self.language = language
        self.catalog = catalog
        var byKey: [String: TourText] = [:]
        for text in texts where byKey[text.key] == nil { byKey[text.key] = text }
        self.texts = byKey
        self.strings = strings
    }

    func at(_ unit: XLIFF.Unit) -> SourceSpan {
        let start = SourceLocation(line: unit.line, column: unit.column, offset: 0)
        let end = SourceLocation(line: unit.line, column: unit.column + 1, offset: 0)
        return SourceSpan(file: file, range: SourceRange(start: start, end: end))
    }

    mutating func add(_ units: [XLIFF.Unit]) {
        // Plural forms per key, in the file's order of first appearance.
        var pluralKeys: [String] = []
        var forms: [String: [(category: String, target: String, unit: XLIFF.Unit)]] = [:]
        for unit in units {
            guard let target = unit.target else { continue }
            let plural = XLIFF.splitPluralID(unit.id)
            let key = plural?.key ?? unit.id
            guard strings[key] != nil, let entry = catalog.entries[key] else {
                found.emit(LocalizationCodes.unknownXLIFFKey, "the catalog has no key `\(key)`; this file is for another version of the tours (run `tourc strings sync`, then export again)",
                           at: at(unit), suggestions: Suggestions.closest(to: key, in: catalog.entries.keys.sorted()))
                continue
            }
            let isPlural = XLIFF.isPlural(texts[key], entry, sourceLanguage: catalog.sourceLanguage, language: language)
            guard let (_, category) = plural else {
                if isPlural {
                    found.emit(LocalizationCodes.xliffPlural,
                               "`\(key)` has plural forms, so its translation is one trans-unit per form (`\(XLIFF.pluralID(key, "one"))`, `\(XLIFF.pluralID(key, "other"))`, ...), not one target; export the file again and translate those",
                               at: at(unit))
                    continue
                }
                check(target, key: key, what: "the `\(language)` translation of `\(key)`", mayLeaveOut: false, unit)
                setPlain(key, target: target, state: XLIFF.catalogState(unit.state))
                continue
            }
            guard isPlural else {
                found.emit(LocalizationCodes.xliffPlural,
                           "`\(key)` has no plural forms in the catalog, so `plural.\(category)` has nothing to go to; translate it as one text with `<trans-unit id=\"\(key)\">`",
                           at: at(unit))
                continue
            }
            guard PluralRules.order.contains(category) else {
                found.emit(LocalizationCodes.pluralCategories,
                           "`plural.\(category)` is not a CLDR plural category; the categories are \(PluralRules.order.map { "`\($0)`" }.joined(separator: ", "))",
                           at: at(unit), suggestions: Suggestions.closest(to: category, in: PluralRules.order))
                continue
            }
            if let wanted = PluralRules.categories(language), category != "zero", !wanted.contains(category) {
                found.emit(LocalizationCodes.pluralCategories,
                           "`\(language)` never uses the `\(category)` form (CLDR: \(wanted.map { "`\($0)`" }.joined(separator: ", "))), so this form would never be shown; remove this trans-unit",
                           at: at(unit))
                continue
            }
            if forms[key]?.contains(where: { $0.category == category }) == true {
                found.emit(LocalizationCodes.pluralCategories, "the `\(category)` form of `\(key)` is here a second time; keep one of them", at: at(unit))
                continue
            }
            check(target, key: key, what: "the `\(language)` `\(category)` form of `\(key)`", mayLeaveOut: category != "other", unit)
            if forms[key] == nil { pluralKeys.append(key) }
            forms[key, default: []].append((category, target, unit))
        }
        for key in pluralKeys {
            guard let given = forms[key], let first = given.first else { continue }
            // What the language's translation will hold: the forms it has, with the file's.
            let existing = Set(catalog.entries[key]?.units[language]?.pluralForms.map(\.category) ?? [])
            let held = existing.union(given.map(\.category))
            let wanted = (PluralRules.categories(language) ?? []) + ["other"]
            let missing = PluralRules.order.filter { wanted.contains($0) && !held.contains($0) }
            guard missing.isEmpty else {
                found.emit(LocalizationCodes.pluralCategories,
                           "the `\(language)` plural forms of `\(key)` lack \(missing.map { "`\($0)`" }.joined(separator: ", ")), which `\(language)` uses; add \(missing.map { "`<trans-unit id=\"\(XLIFF.pluralID(key, $0))\">`" }.joined(separator: ", ")) with its target (export again to get them)",
                           at: at(first.unit))
                continue
            }
            setPlural(key, given.map { ($0.category, $0.target, XLIFF.catalogState($0.unit.state)) })
        }
    }

    /// A target checked as `tourc check` checks a translation: its specifiers, every
    /// placeholder of the source (a plural form other than `other` may leave one out: the
    /// count is often a word there), emphasis and links.
    mutating func check(_ value: String, key: String, what: String, mayLeaveOut: Bool, _ unit: XLIFF.Unit) {
        guard let text = texts[key] else { return }
        let order = AppStrings.order(text)
        let span = at(unit)
        switch Placeholders.fromCatalog(value, order: order, numbers: text.numbers) {
        case .failure(let bad):
            found.emit(bad.typeMismatch ? LocalizationCodes.placeholderType : LocalizationCodes.placeholderMismatch,
                       "\(what) has `\(bad.text)`: \(bad.reason); its source uses \(LocalizationChecks.describe(order))", at: span)
        case .success(let shown):
            let used = Placeholders.names(in: shown)
            if !mayLeaveOut, used.count != order.count || Set(used) != Set(order) {
                let missing = order.filter { !used.contains($0) }
                found.emit(LocalizationCodes.placeholderMismatch,
                           "\(what) leaves out \(missing.map { "{\($0)}" }.joined(separator: ", ")); it must use \(LocalizationChecks.describe(order)) like its source",
                           at: span)
            }
            if LocalizationChecks.takesMarkdown(text), case .success(let links) = MarkdownSubset.links(in: text.source) {
                LocalizationChecks.checkMarkdown(text, sourceLinks: links, translation: shown, language: language, at: { span }, &found)
            }
        }
    }

    /// A string unit as the catalog holds it, unless it already says the same (same text, and
    /// a state XLIFF spells the same): an unedited round trip changes nothing.
    static func stringUnit(_ old: CatalogJSON?, value: String, state: String) -> CatalogJSON? {
        if let old, old["value"]?.string == value, XLIFF.xliffState(old["state"]?.string) == XLIFF.xliffState(state) { return nil }
        return .object([("state", .string(state)), ("value", .string(value))])
    }

    mutating func setPlain(_ key: String, target: String, state: String) {
        var entry = strings[key] ?? .object([])
        var localizations = entry["localizations"] ?? .object([])
        var languageEntry = localizations[language] ?? .object([])
        guard let unit = Self.stringUnit(languageEntry["stringUnit"], value: target, state: state) else { return }
        languageEntry["stringUnit"] = unit
        localizations[language] = languageEntry
        entry["localizations"] = localizations
        strings[key] = entry
    }

    /// The forms into `variations.plural`; the language's other forms and variations stay, a
    /// plain `stringUnit` beside them goes (the forms replace it, as in Xcode).
    mutating func setPlural(_ key: String, _ given: [(category: String, target: String, state: String)]) {
        var entry = strings[key] ?? .object([])
        var localizations = entry["localizations"] ?? .object([])
        var languageEntry = localizations[language] ?? .object([])
        var variations = languageEntry["variations"] ?? .object([])
        var plural = variations["plural"] ?? .object([])
        var changed = languageEntry["stringUnit"] != nil
        for form in given {
            var formEntry = plural[form.category] ?? .object([])
            guard let unit = Self.stringUnit(formEntry["stringUnit"], value: form.target, state: form.state) else { continue }
            formEntry["stringUnit"] = unit
            plural[form.category] = formEntry
            changed = true
        }
        guard changed else { return }
        variations["plural"] = plural
        languageEntry["stringUnit"] = nil
        languageEntry["variations"] = variations
        localizations[language] = languageEntry
        entry["localizations"] = localizations
        strings[key] = entry
    }
}
