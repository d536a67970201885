import TourKit
import TourKitRuntime

/// What a preview puts in a text's placeholders (docs/preview.md, "Placeholders"): each
/// placeholder's `example` from app.yaml's `localization.placeholders` (the field's stated use:
/// "for translators, previews and length budgets"), and for a text with plural forms the form
/// that example count selects in the page's language, as the runtime would choose it for that
/// value (`TourStrings.resolve(_:chain:placeholders:)`). A placeholder without an example stays
/// `{name}`, so the author sees which value the app must give.
struct PreviewExamples: Sendable {
    /// Placeholder name → example value.
    var values: [String: String] = [:]
    /// The ids of the app's texts (the bundle's `strings`): only these are filled, never an id,
    /// key or URL that happens to hold braces.
    var textIDs: Set<String> = []
    /// The source language and its plural forms by text id (category → text, `other` included).
    var sourceLanguage = "en"
    var sourcePlurals: [String: [String: String]] = [:]
    /// Text id → its declared count (the `number` placeholder it uses).
    var counts: [String: String] = [:]

    init() {}

    init(bundle: TourBundle) {
        guard let localization = bundle.app.localization else { return }
        sourceLanguage = localization.sourceLanguage
        for placeholder in localization.placeholders {
            if let example = placeholder.example { values[placeholder.name] = example }
        }
        for text in bundle.strings {
            textIDs.insert(text.id)
            if let count = text.count { counts[text.id] = count }
            if let forms = text.plural {
                var byCategory = ["other": text.source]
                for (category, form) in [("zero", forms.zero), ("one", forms.one), ("two", forms.two), ("few", forms.few), ("many", forms.many)] {
                    if let form { byCategory[category] = form }
                }
                sourcePlurals[text.id] = byCategory
            }
        }
    }

    /// `text` (the text `id` shows in `language`) with its plural form chosen by the example
    /// count, when `forms` has them, and its placeholders filled with the examples.
    func fill(_ text: String, id: String, forms: [String: String]?, language: String) -> String {
        var chosen = text
        if let forms, let n = count(of: id, in: forms["other"] ?? text) {
            chosen = forms[PluralCategory.of(n, language: language).rawValue] ?? forms["other"] ?? text
        }
        return TourPlaceholders.fill(chosen, values).text
    }

    /// The example count of a text: its declared count's example, else the example of the one
    /// placeholder of `text` whose example is a whole number (the runtime's rule).
    private func count(of id: String, in text: String) -> Int? {
        if let name = counts[id] { return values[name].flatMap { Int($0) } }
        return TourStrings.count(in: text, values)
    }
}
