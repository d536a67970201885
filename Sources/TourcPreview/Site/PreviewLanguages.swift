import Foundation
import TourKit
import TourcCore

/// The languages a preview draws an app in (issue 25, item 4): the source language from the
/// bundle, and each language file the build wrote beside it (`<app>.<lang>.json`, docs/
/// localization.md, "Output"), pseudo-languages included when the build made them.
///
/// A translated tour is the source tour with every text whose id the language file lists
/// replaced, found the way `tourc strings` derives ids (`<tour>.<step>.<field path>`, docs/
/// localization.md, "Keys"): the tour is encoded to JSON, walked with its path, and decoded
/// back into TourKit's model, so new text fields need no change here. A text the file does not
/// list stays in the source language, as the runtime's fallback would show it.
struct PreviewLanguage: Sendable, Equatable {
    /// The BCP 47 tag (`de`, `ar-XB`); nil is the source language.
    var code: String?
    /// Text id → translated text (a text with plural forms: its `other` form).
    var texts: [String: String] = [:]
    /// Text id → category → translated text, for the texts with plural forms.
    var plurals: [String: [String: String]] = [:]

    /// Right-to-left scripts (Arabic, Hebrew, Persian, Urdu) and the right-to-left pseudo-language.
    var isRightToLeft: Bool {
        guard let code else { return false }
        let language = code.split(separator: "-").first.map(String.init) ?? code
        return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv"].contains(language.lowercased())
    }

    /// The suffix of a page in this language: `tours/welcome.de.html`; none for the source.
    var pageSuffix: String { code.map { ".\($0)" } ?? "" }

    /// The languages of one app: the source first, then the language files in tag order.
    static func all(folder: String, in plan: OutputPlan) -> [PreviewLanguage] {
        let prefix = "\(folder)/\(folder)."
        var found: [PreviewLanguage] = []
        for file in plan.files where file.path.hasPrefix(prefix) && file.path.hasSuffix(".json") {
            let tag = String(file.path.dropFirst(prefix.count).dropLast(".json".count))
            guard !tag.isEmpty, !tag.contains("."), !tag.contains("/"),
                  let object = try? JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any],
                  object["language"] as? String == tag, let entries = object["texts"] as? [String: Any] else { continue }
            // A text with plural forms (`{"one": …, "other": …}`) is drawn in the form its
            // example count selects (`PreviewExamples`), else its `other` form.
            var texts: [String: String] = [:]
            var plurals: [String: [String: String]] = [:]
            for (id, entry) in entries {
                if let text = entry as? String {
                    texts[id] = text
                } else if let forms = entry as? [String: Any], let other = forms["other"] as? String {
                    texts[id] = other
                    plurals[id] = forms.compactMapValues { $0 as? String }
                }
            }
            found.append(PreviewLanguage(code: tag, texts: texts, plurals: plurals))
        }
        return [PreviewLanguage(code: nil)] + found.sorted { ($0.code ?? "") < ($1.code ?? "") }
    }

    /// `tour` in this language, its texts' placeholders filled with `examples` (the tour itself
    /// for the source language of an app without examples).
    func translate(_ tour: Tour, examples: PreviewExamples = PreviewExamples()) throws -> Tour {
        guard code != nil || !examples.values.isEmpty else { return tour }
        let encoder = JSONEncoder()
        guard var object = try JSONSerialization.jsonObject(with: encoder.encode(tour)) as? [String: Any] else { return tour }
        var replaced: Set<String> = []
        for (key, value) in object {
            if key == "steps", let steps = value as? [Any] {
                object[key] = steps.map { step -> Any in
                    guard var fields = step as? [String: Any], let id = fields["id"] as? String else { return step }
                    for (field, inner) in fields where field != "id" {
                        fields[field] = walk(inner, [tour.id, id, field], examples, &replaced)
                    }
                    return fields
                }
            } else {
                object[key] = walk(value, [tour.id, key], examples, &replaced)
            }
        }
        // TourKit's default button labels are one app-wide text each (`labels.next`): a label
        // the tour did not write as a text of its own reads the app-wide translation.
        if var labels = object["labels"] as? [String: String] {
            let defaults = try JSONSerialization.jsonObject(with: encoder.encode(ButtonLabels())) as? [String: String] ?? [:]
            for (name, value) in labels where !replaced.contains("\(tour.id).labels.\(name)") && defaults[name] == value {
                if let text = texts["labels.\(name)"] { labels[name] = text }
            }
            object["labels"] = labels
        }
        return try JSONDecoder().decode(Tour.self, from: JSONSerialization.data(withJSONObject: object))
    }

    private func walk(_ value: Any, _ path: [String], _ examples: PreviewExamples, _ replaced: inout Set<String>) -> Any {
        switch value {
        case let text as String:
            let id = path.joined(separator: ".")
            if let code, let translated = texts[id] {
                replaced.insert(id)
                return examples.fill(translated, id: id, forms: plurals[id], language: code)
            }
            // The source text: this language lacks it (the runtime falls back to the source), or
            // this is the source language.
            guard examples.textIDs.contains(id) else { return text }
            return examples.fill(text, id: id, forms: examples.sourcePlurals[id], language: examples.sourceLanguage)
        case let list as [Any]:
            return list.enumerated().map { walk($0.element, path + [String($0.offset)], examples, &replaced) }
        case let fields as [String: Any]:
            var out = fields
            for (key, inner) in fields { out[key] = walk(inner, path + [key], examples, &replaced) }
            return out
        default:
            return value
        }
    }
}
