/// Plural texts in XLIFF, as Xcode exports a String Catalog's "Vary by Plural"
/// (docs/localization.md, "XLIFF"): one `<trans-unit>` per CLDR category of the target
/// language, with the id `KEY|==|plural.CATEGORY`.
extension XLIFF {
    /// What separates a key from its variation in Xcode's trans-unit ids.
    static let pluralMarker = "|==|plural."

    static func pluralID(_ key: String, _ category: String) -> String { key + pluralMarker + category }

    /// `("walkthrough.gridIntro.body", "one")` for `walkthrough.gridIntro.body|==|plural.one`;
    /// nil for a plain id.
    static func splitPluralID(_ id: String) -> (key: String, category: String)? {
        guard let marker = id.range(of: pluralMarker) else { return nil }
        return (String(id[..<marker.lowerBound]), String(id[marker.upperBound...]))
    }

    /// Whether a key travels as plural forms into `language`: its source has plural forms (in
    /// the tour or the catalog), or that language's translation has them.
    static func isPlural(_ text: TourText?, _ entry: StringCatalog.Entry?, sourceLanguage: String, language: String) -> Bool {
        text?.plural != nil || entry?.units[sourceLanguage]?.pluralCategories != nil || entry?.units[language]?.pluralCategories != nil
    }

    /// The categories a plural text is exported with into `language`: those CLDR gives the
    /// language, and any other the translation already has (Xcode keeps them: `zero`), in
    /// CLDR's order. A language tourc has no rules for keeps its translation's categories, else
    /// the source's.
    static func categories(language: String, translation: [String]?, source: [String]) -> [String] {
        let wanted = Set((PluralRules.categories(language) ?? translation ?? source) + (translation ?? []))
        return PluralRules.order.filter(wanted.contains)
    }

    struct PluralUnit {
        var category: String
        var source: String
        var target: String?
        var state: String?
    }

    /// The trans-units of a plural text for `language`, nil for a plain text. A category the
    /// source lacks takes the source's `other` form as its `<source>` (as Xcode does: English
    /// has only `one` and `other`).
    static func pluralUnits(_ text: TourText, _ entry: StringCatalog.Entry?, sourceLanguage: String, language: String) -> [PluralUnit]? {
        guard isPlural(text, entry, sourceLanguage: sourceLanguage, language: language) else { return nil }
        let sourceUnit = entry?.units[sourceLanguage]
        var sourceForms: [String: String] = [:]
        if let forms = sourceUnit?.pluralForms, !forms.isEmpty {
            for form in forms { sourceForms[form.category] = form.value }
        } else if let forms = text.catalogSource {
            for form in forms { sourceForms[form.category] = form.text }
        }
        let other = sourceForms["other"] ?? sourceUnit?.value ?? text.catalogValue
        let translation = entry?.units[language]
        var targets: [String: StringCatalog.PluralForm] = [:]
        for form in translation?.pluralForms ?? [] { targets[form.category] = form }
        let names = categories(language: language, translation: translation?.pluralCategories,
                               source: PluralRules.order.filter { sourceForms[$0] != nil })
        return names.map { category in
            let target = targets[category].flatMap { $0.value.isEmpty ? nil : $0 }
            return PluralUnit(category: category, source: sourceForms[category] ?? other, target: target?.value, state: target?.state)
        }
    }
}
