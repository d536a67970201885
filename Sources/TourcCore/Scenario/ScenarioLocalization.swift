import Foundation
import TourKit
import TourKitRuntime
import TourcDiagnostics
import YAMLLoader

/// Scenarios in a language (docs/localization.md, "Scenarios"): `given.language` and
/// `given.placeholders`, and `expect.text` compared with the resolved texts of the step that
/// shows. The translations are read from the app's catalog as `tourc build` writes them into
/// the language files, and the pseudo-languages are made from the source texts, so a scenario
/// can run in `de` or `ar-XB` without a build.
enum ScenarioLocalization {
    static func parseGiven(_ given: YAMLNode, into scenario: inout Scenario) {
        if let language = given["language"] {
            scenario.languages = language.string.map { [$0] } ?? (language.items ?? []).compactMap(\.string)
        }
        for pair in given["placeholders"]?.pairs ?? [] {
            if let key = pair.key.string, let value = pair.value.string { scenario.placeholders[key] = value }
        }
    }

    /// The host's localization for a scenario: its languages (default: the source language),
    /// the app's translations and pseudo-languages, its placeholder values.
    static func localization(_ scenario: Scenario, bundle: TourBundle, appFolder: String) -> TourLocalization {
        var strings = TourStrings(bundle: bundle)
        if let settings = bundle.app.localization {
            let path = UserPath(appFolder).resolving(settings.catalog ?? "\(bundle.app.id).xcstrings").string
            var ignored = DiagnosticCollector()
            if FileReader.isRegularFile(path), let bytes = try? FileReader.bytes(of: path, limit: LoadLimits.default.maxFileBytes),
               let catalog = StringCatalog.read(bytes, file: path, diagnostics: &ignored) {
                let numbers = Set(settings.placeholders.filter { $0.type == .number }.map(\.name))
                for language in settings.languages where language != settings.sourceLanguage {
                    var texts: [String: String] = [:]
                    var plurals: [String: [PluralCategory: String]] = [:]
                    for text in bundle.strings where text.table == nil {
                        guard let unit = catalog.entries[text.key]?.units[language] else { continue }
                        // As `LocalizedOutput` writes the language file: progress texts keep `%@`.
                        let order = Placeholders.names(in: text.source)
                        let typed = text.id.hasSuffix(".presentation.progress.format") ? [] : numbers
                        if let value = unit.value {
                            guard !value.isEmpty, let shown = Placeholders.fromCatalog(value, order: order, numbers: typed).success else { continue }
                            texts[text.id] = shown
                        } else if let forms = LocalizedOutput.pluralForms(unit, order: order, numbers: typed) {
                            for (category, form) in forms { if let c = PluralCategory(rawValue: category) { plurals[text.id, default: [:]][c] = form } }
                            texts[text.id] = plurals[text.id]?[.other]
                        }
                    }
                    strings.add(language: language, texts: texts)
                    strings.pluralForms[language, default: [:]].merge(plurals) { _, new in new }
                }
            }
            for pseudo in PseudoLanguage.allCases where !settings.languages.contains(pseudo.rawValue) {
                strings.add(language: pseudo.rawValue, texts: Dictionary(bundle.strings.map { ($0.id, pseudo.transform($0.source)) }, uniquingKeysWith: { a, _ in a }))
                // The source's plural forms, transformed, as `tourc build --pseudo-languages` writes them.
                for (id, forms) in strings.pluralForms[strings.sourceLanguage] ?? [:] {
                    strings.pluralForms[pseudo.rawValue, default: [:]][id] = forms.mapValues(pseudo.transform)
                }
            }
        }
        let languages = scenario.languages.isEmpty ? [strings.sourceLanguage] : scenario.languages
        var localization = TourLocalization(strings: strings, preferredLanguages: languages, placeholders: scenario.placeholders)
        localization.logsInDebugBuilds = false  // `expect.text` shows a missing value; no console noise
        return localization
    }

    /// What does not hold of `expect.text`, in plain words.
    static func check(_ wanted: [String: String], _ host: VirtualHost) -> [String] {
        guard !wanted.isEmpty else { return [] }
        guard host.showing != nil, let text = host.text else { return ["expected a step's texts, but no step is showing"] }
        var problems: [String] = []
        for field in wanted.keys.sorted() {
            let expected = wanted[field] ?? ""
            let actual: String?
            switch field {
            case "title": actual = text.title
            case "subtitle": actual = text.subtitle
            case "body": actual = text.body
            case "hint": actual = text.hint
            case "button": actual = text.button
            case "language": actual = text.language
            case "direction": actual = text.direction.rawValue
            default: actual = nil
            }
            if actual != expected {
                problems.append("expected the \(field) \"\(expected)\", but it is \(actual.map { "\"\($0)\"" } ?? "not shown")\(field == "language" || field == "direction" ? "" : " (in `\(text.language)`)")")
            }
        }
        return problems
    }
}
