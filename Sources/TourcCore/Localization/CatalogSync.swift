import TourKit

/// `tourc strings sync`: brings an app's catalog up to date with its tours
/// (docs/localization.md, "Syncing").
///
/// - a new key is added with its source text (placeholders as format specifiers), the comment
///   for translators and `extractionState` `manual` (tourc, not Xcode's extraction, owns it);
/// - a key whose source text changed gets the new source, and every translation of it that was
///   `translated` becomes `needs_review`;
/// - a key no tour uses any more gets `extractionState` `stale`; its translations stay;
/// - nothing else is touched: every translation, variation and unknown field is written back as
///   it was read, in Xcode's formatting, and the file is rewritten only when its bytes change.
enum CatalogSync {
    struct Outcome: Equatable {
        var added = 0, changed = 0, stale = 0, revived = 0
    }

    /// `placeholders`: the app's, so the comment says what each placeholder a text uses stands for.
    /// `%@ is {appName}: The app's name (e.g. Finite)`, per placeholder of the text.
    static func notes(for text: TourText, _ placeholders: [TextPlaceholder]) -> [String] {
        let order = AppStrings.order(text)
        let placeholders = ProgressFormatText.isProgressText(text) ? ProgressFormatText.placeholders : placeholders
        var notes: [String] = []
        for (i, name) in order.enumerated() {
            guard let p = placeholders.first(where: { $0.name == name }) else { continue }
            let specifier = Placeholders.specifier(position: i, of: order, number: text.numbers.contains(name))
            var note = "\(specifier) is {\(name)}"
            if let description = p.description { note += ": " + description }
            if let example = p.example { note += " (e.g. " + example + ")" }
            notes.append(note)
        }
        return notes
    }

    /// A source unit's text as category → value: `["": value]` for a `stringUnit`, the forms
    /// of `variations.plural`, empty when it has neither.
    static func sourceForms(_ unit: CatalogJSON?) -> [String: String] {
        if let value = unit?["stringUnit"]?["value"]?.string { return ["": value] }
        var out: [String: String] = [:]
        for (category, form) in unit?["variations"]?["plural"]?.members ?? [] {
            if let value = form["stringUnit"]?["value"]?.string { out[category] = value }
        }
        return out
    }

    static func sync(_ catalog: inout StringCatalog, texts: [TourText], sourceLanguage: String,
                     placeholders: [TextPlaceholder] = []) -> Outcome {
        var outcome = Outcome()
        var strings = catalog.root["strings"]?.members ?? []
        var index: [String: Int] = [:]
        for (i, member) in strings.enumerated() where index[member.0] == nil { index[member.0] = i }
        var used: Set<String> = []
        for var text in texts {
            used.insert(text.key)
            text.placeholderNotes = notes(for: text, placeholders)
            let value = text.catalogValue
            let forms = text.catalogSource
            func stringUnit(_ value: String) -> CatalogJSON {
                .object([("stringUnit", .object([("state", .string("translated")), ("value", .string(value))]))])
            }
            // A text with plural forms is Xcode's "Vary by Plural" in the source language too:
            // `variations.plural.<category>.stringUnit`, no `stringUnit` of its own.
            let sourceUnit = forms.map { CatalogJSON.object([("variations", .object([("plural", .object($0.map { ($0.category, stringUnit($0.text)) }))]))]) }
                ?? stringUnit(value)
            guard let i = index[text.key] else {
                strings.append((text.key, .object([
                    ("comment", .string(text.comment)),
                    ("extractionState", .string("manual")),
                    ("localizations", .object([(sourceLanguage, sourceUnit)])),
                ])))
                index[text.key] = strings.count - 1
                outcome.added += 1
                continue
            }
            var entry = strings[i].1
            if entry["comment"]?.string != text.comment { entry["comment"] = .string(text.comment) }
            if entry["extractionState"]?.string != "manual" {
                if entry["extractionState"]?.string == "stale" { outcome.revived += 1 }
                entry["extractionState"] = .string("manual")
            }
            var localizations = entry["localizations"] ?? .object([])
            let old = Self.sourceForms(localizations[sourceLanguage])
            if old != (forms.map { Dictionary($0.map { ($0.category, $0.text) }, uniquingKeysWith: { a, _ in a }) } ?? ["": value]) {
                localizations[sourceLanguage] = sourceUnit
                if !old.isEmpty {
                    outcome.changed += 1
                    for (language, var unit) in localizations.members ?? [] where language != sourceLanguage {
                        if var stringUnit = unit["stringUnit"], stringUnit["state"]?.string == "translated" {
                            stringUnit["state"] = .string("needs_review")
                            unit["stringUnit"] = stringUnit
                        }
                        // A translation with plural forms: each translated form needs review.
                        if var plural = unit["variations"]?["plural"], let forms = plural.members {
                            for (category, var form) in forms {
                                guard var stringUnit = form["stringUnit"], stringUnit["state"]?.string == "translated" else { continue }
                                stringUnit["state"] = .string("needs_review")
                                form["stringUnit"] = stringUnit
                                plural[category] = form
                            }
                            var variations = unit["variations"] ?? .object([])
                            variations["plural"] = plural
                            unit["variations"] = variations
                        }
                        localizations[language] = unit
                    }
                }
            }
            entry["localizations"] = localizations
            strings[i].1 = entry
        }
        for i in strings.indices where !used.contains(strings[i].0) {
            if strings[i].1["extractionState"]?.string != "stale", strings[i].1.members != nil {
                strings[i].1["extractionState"] = .string("stale")
                outcome.stale += 1
            }
        }
        catalog.root["strings"] = .object(strings)
        if catalog.root["sourceLanguage"] == nil { catalog.root["sourceLanguage"] = .string(sourceLanguage) }
        if catalog.root["version"] == nil { catalog.root["version"] = .string("1.0") }
        return outcome
    }
}

/// `tourc strings status`: per language, how many texts are translated, missing, waiting for
/// review and over their budget.
public struct LanguageStatus: Equatable, Sendable {
    public var language: String
    public var total = 0, translated = 0, missing = 0, needsReview = 0, overBudget = 0
}

enum CatalogStatus {
    static func status(_ app: AppStrings, catalog: StringCatalog?) -> [LanguageStatus] {
        let texts = app.catalogTexts
        return app.targetLanguages.map { language in
            var s = LanguageStatus(language: language, total: texts.count)
            for text in texts {
                guard let unit = catalog?.entries[text.key]?.units[language], unit.value?.isEmpty == false || unit.hasVariations else {
                    s.missing += 1
                    continue
                }
                if unit.state == "needs_review" { s.needsReview += 1 } else { s.translated += 1 }
                if let budget = text.budget, let value = unit.value,
                   let shown = try? Placeholders.fromCatalog(value, order: AppStrings.order(text), numbers: text.numbers).get(),
                   shown.count > LengthBudget.scaled(budget, language) { s.overBudget += 1 }
            }
            return s
        }
    }
}

/// Length budgets per language: tourc's budgets are for English, and translations run longer
/// or shorter. The factors are the usual expansion of English UI text (IBM's and W3C's
/// localization guidance for short strings, rounded): German, Dutch, French 1.3; Finnish,
/// Russian, Polish, Greek, Portuguese, Spanish, Italian 1.3–1.35; Chinese, Japanese, Korean 0.6
/// (far fewer, wider characters); the pseudo-language en-XA 1.4 (it is 40 % longer by design);
/// any other language 1.3.
public enum LengthBudget {
    public static func factor(_ language: String) -> Double {
        let base = language.split(separator: "-").first.map { $0.lowercased() } ?? language
        if language == "en-XA" || language == "ar-XB" { return 1.45 }
        switch base {
        case "en": return 1.0
        case "zh", "ja", "ko": return 0.6
        case "fi", "ru", "pl", "el", "uk", "hu": return 1.35
        default: return 1.3
        }
    }

    public static func scaled(_ budget: Int, _ language: String) -> Int {
        Int((Double(budget) * factor(language)).rounded(.up))
    }
}
