import TourKit
import TourcDiagnostics

/// The plural checks of the localization checks (TOUR3724 and TOUR3722; docs/localization.md,
/// "Number placeholders and plural forms" and "Plural variations"): a `texts:` entry's source
/// forms (`plural:`) and every `plural` variation of the catalog, each against its language's
/// CLDR categories in one wording (`categoryMismatch`). Kept apart from LocalizationChecks.swift,
/// which runs them: they are one subject, read beside the CLDR tables (`PluralRules`) rather than
/// beside the placeholder, Markdown and length checks of each translation, and together with
/// those they made that file too long to read in one go.
extension LocalizationChecks {
    /// A `texts:` entry's `plural:` (docs/localization.md, "Number placeholders and plural
    /// forms"): the text has one count (a `number` placeholder) and is tourc's; the forms are
    /// the source language's CLDR categories, and use no placeholder the text itself does not.
    static func checkSourcePlurals(_ app: AppStrings, _ diagnostics: inout DiagnosticCollector) {
        for text in app.texts {
            guard let forms = text.plural, let entry = text.sourceEntry else { continue }
            let at = entry["plural"].span
            if text.table != nil {
                diagnostics.emit(LocalizationCodes.pluralSource,
                                 "`\(text.id)` belongs to the app's table `\(text.table ?? "")`, which holds its plural forms; remove `plural:` here",
                                 at: at)
                continue
            }
            let numbers = Placeholders.names(in: text.source).filter(text.numbers.contains)
            if numbers.count != 1 {
                let declared = app.settings.placeholders.filter { $0.type == .number }.map { "{\($0.name)}" }
                let why = numbers.isEmpty
                    ? "its text `\(text.source)` uses no placeholder declared `type: number`\(declared.isEmpty ? " (app.yaml declares none)" : " (declared: \(declared.joined(separator: ", ")))")"
                    : "its text uses \(numbers.count) number placeholders (\(numbers.map { "{\($0)}" }.joined(separator: ", "))), and which one counts would be a guess"
                diagnostics.emit(LocalizationCodes.pluralSource, "the plural forms of `\(text.id)` need one count, but \(why); use one `type: number` placeholder in the text", at: at)
                continue
            }
            let order = Set(Placeholders.names(in: text.source))
            for form in forms {
                let extra = Placeholders.names(in: form.text).filter { !order.contains($0) }
                guard !extra.isEmpty else { continue }
                diagnostics.emit(LocalizationCodes.pluralSource,
                                 "the `\(form.category)` form of `\(text.id)` uses \(extra.map { "{\($0)}" }.joined(separator: ", ")), which its text (the `other` form) does not; a form uses the text's placeholders or fewer",
                                 at: entry["plural"][form.category].span)
            }
            let language = app.settings.sourceLanguage
            guard let wanted = PluralRules.categories(language) else { continue }
            guard let mismatch = categoryMismatch(given: forms.map(\.category) + ["other"], wanted: wanted, language: language) else { continue }
            diagnostics.emit(LocalizationCodes.pluralCategories,
                             "the `\(language)` plural forms of `\(text.id)` \(mismatch); `\(language)` uses \(wanted.map { "`\($0)`" }.joined(separator: ", ")) (`other` is the text itself)",
                             at: at)
        }
    }

    /// Every `plural` variation of the catalog against its language's CLDR categories.
    static func checkPlurals(_ catalog: StringCatalog, _ diagnostics: inout DiagnosticCollector) {
        // Only the keys with plural forms are put in Xcode's order (a slow comparison: it
        // lowercases and compares numbers by value); most keys have none.
        let plural = catalog.entries.filter { $0.value.units.values.contains { $0.pluralCategories != nil } }
        for key in plural.keys.sorted(by: XcodeKeyOrder.precedes) {
            for (language, unit) in (plural[key]?.units ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let given = unit.pluralCategories, let range = unit.pluralRange, let wanted = PluralRules.categories(language) else { continue }
                guard let mismatch = categoryMismatch(given: given, wanted: wanted, language: language) else { continue }
                diagnostics.emit(LocalizationCodes.pluralCategories,
                                 "the `\(language)` plural forms of `\(key)` \(mismatch); `\(language)` uses \(wanted.map { "`\($0)`" }.joined(separator: ", "))",
                                 at: SourceSpan(file: catalog.file, range: range))
            }
        }
    }

    /// How a text's plural categories differ from its language's CLDR categories ("lack `few`
    /// and have `two`, which `de` never uses"), or nil when they agree; `zero` may always be
    /// given (any language may say 0 its own way). One wording for the source forms and the
    /// catalog's translations.
    static func categoryMismatch(given: [String], wanted: [String], language: String) -> String? {
        let missing = wanted.filter { !given.contains($0) }
        let extra = given.filter { !wanted.contains($0) && $0 != "zero" }
        guard !missing.isEmpty || !extra.isEmpty else { return nil }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("lack \(missing.map { "`\($0)`" }.joined(separator: ", "))") }
        if !extra.isEmpty { parts.append("have \(extra.map { "`\($0)`" }.joined(separator: ", ")), which `\(language)` never uses") }
        return parts.joined(separator: " and ")
    }
}
