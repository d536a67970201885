import Foundation
import TourKit

/// An app's tour texts in every language it loaded: the source texts from the bundle's
/// `strings`, the translations from the per-language files `tourc build` writes beside the
/// bundle (`<app-id>.<language>.json`; docs/localization.md). No Xcode step is involved.
public struct TourStrings: Sendable, Equatable {
    public var sourceLanguage: String
    /// Text id → source text.
    public var source: [String: String]
    /// Language tag → text id → translation.
    public var translations: [String: [String: String]] = [:]
    /// Language tag → text id → plural forms (CLDR category → text), for a text translated
    /// with plural variations: the form is picked by the number its count placeholder holds
    /// (`resolve(_:chain:placeholders:)`). `translations` holds its `other` form too.
    /// The source language's forms are here too (`pluralForms[sourceLanguage]`), from the
    /// bundle's `strings` (`LocalizedText.plural`, `other` being `source`).
    public var pluralForms: [String: [String: [PluralCategory: String]]] = [:]
    /// Text id → the name of its one `number` placeholder (`LocalizedText.count`): the count
    /// that picks its plural form. A text without one finds its count by value (`count(in:_:)`).
    public var counts: [String: String] = [:]

    public init(bundle: TourBundle) {
        sourceLanguage = bundle.app.localization?.sourceLanguage ?? "en"
        source = Dictionary(bundle.strings.map { ($0.id, $0.source) }, uniquingKeysWith: { a, _ in a })
        for text in bundle.strings {
            if let count = text.count { counts[text.id] = count }
            guard let plural = text.plural else { continue }
            var forms: [PluralCategory: String] = [.other: text.source]
            forms[.zero] = plural.zero
            forms[.one] = plural.one
            forms[.two] = plural.two
            forms[.few] = plural.few
            forms[.many] = plural.many
            pluralForms[sourceLanguage, default: [:]][text.id] = forms
        }
    }

    /// Adds one language file as `tourc build` writes it. A file that is not one (not JSON, no
    /// `language` or `texts`) throws and adds nothing.
    public mutating func add(languageFile data: Data) throws {
        let file = try JSONDecoder().decode(LanguageFile.self, from: data)
        var texts: [String: String] = [:]
        var plurals: [String: [PluralCategory: String]] = [:]
        for (id, entry) in file.texts {
            switch entry {
            case .text(let text): texts[id] = text
            case .plural(let forms):
                // `other` is the form every language has; a file without it is not tourc's.
                guard let other = forms["other"] else { throw LanguageFileError.pluralWithoutOther(id) }
                texts[id] = other
                plurals[id] = Dictionary(uniqueKeysWithValues: forms.compactMap { key, value in PluralCategory(rawValue: key).map { ($0, value) } })
            }
        }
        add(language: file.language, texts: texts)
        pluralForms[Self.normalized(file.language), default: [:]].merge(plurals) { _, new in new }
    }

    /// Why a language file was refused.
    public enum LanguageFileError: Error, Equatable {
        /// A text's plural forms lack `other`.
        case pluralWithoutOther(String)
    }

    public mutating func add(language: String, texts: [String: String]) {
        translations[Self.normalized(language), default: [:]].merge(texts) { _, new in new }
    }

    struct LanguageFile: Decodable {
        var language: String
        var texts: [String: Entry]
    }

    /// A text of a language file: one text, or its plural forms (`{"one": …, "other": …}`).
    enum Entry: Decodable {
        case text(String)
        case plural([String: String])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { self = .text(text) } else { self = .plural(try container.decode([String: String].self)) }
        }
    }

    /// `pt_BR` → `pt-BR`; case as BCP 47 writes it is kept, compared without case.
    static func normalized(_ tag: String) -> String { tag.replacingOccurrences(of: "_", with: "-") }

    /// The languages to try, in order, for the user's preferred languages: each preferred
    /// language and its shorter forms (`de-CH` → `de`), then the source language.
    public func chain(_ preferred: [String]) -> [String] {
        var out: [String] = []
        let available = Dictionary(translations.keys.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
        for tag in preferred {
            var parts = Self.normalized(tag).split(separator: "-").map(String.init)
            while !parts.isEmpty {
                let candidate = parts.joined(separator: "-").lowercased()
                if candidate == sourceLanguage.lowercased() {
                    if !out.contains(sourceLanguage) { out.append(sourceLanguage) }
                } else if let match = available[candidate], !out.contains(match) {
                    out.append(match)
                }
                parts.removeLast()
            }
        }
        if !out.contains(sourceLanguage) { out.append(sourceLanguage) }
        return out
    }

    /// A text in the first language of `chain` that has it; nil for an id the bundle does not
    /// know (a text tourc did not compile, or a bundle without `localization`).
    public func resolve(_ id: String, chain: [String]) -> (text: String, language: String)? {
        resolve(id, chain: chain, placeholders: [:])
    }

    /// As `resolve(_:chain:)`, choosing a plural form when the language has them for `id`: by
    /// the count, the value of the text's `number` placeholder (`counts`), else of the one
    /// placeholder whose value is a whole number (`count(in:_:)`). Without a count (or when the
    /// value is not a whole number) the `other` form is used.
    public func resolve(_ id: String, chain: [String], placeholders: [String: String]) -> (text: String, language: String)? {
        for language in chain {
            let text: String
            if language == sourceLanguage {
                guard let s = source[id] else { continue }
                text = s
            } else {
                guard let t = translations[language]?[id] else { continue }
                text = t
            }
            if let forms = pluralForms[language]?[id] {
                if let n = count(of: id, in: text, placeholders) { return (forms[PluralCategory.of(n, language: language)] ?? text, language) }
                // No whole count: a text without a declared count may be counted by a decimal
                // value (`1.5`), by CLDR's rules for decimals. A declared count is whole (`%lld`).
                if counts[id] == nil, let value = Self.decimalCount(in: text, placeholders),
                   let category = PluralCategory.of(decimal: value, language: language) {
                    return (forms[category] ?? text, language)
                }
            }
            return (text, language)
        }
        return nil
    }

    /// The count of text `id`: its declared `number` placeholder's value as a whole number
    /// (`Int(value)`: `3`, `-1`, not `1.5` or `1,000`), nil when that value is absent or not one;
    /// for a text without a declared count, `count(in:_:)`.
    public func count(of id: String, in text: String, _ placeholders: [String: String]) -> Int? {
        if let name = counts[id] { return placeholders[name].flatMap { Int($0) } }
        return Self.count(in: text, placeholders)
    }

    /// The value of the one placeholder of `text` whose value is a decimal number (`1.5`,
    /// `0.50`; `PluralCategory.of(decimal:language:)` reads it); nil when none is, or more than one.
    public static func decimalCount(in text: String, _ placeholders: [String: String]) -> String? {
        var found: String?
        var seen: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            guard seen.insert(name).inserted, let value = placeholders[name], PluralCategory.Operands(value) != nil else { continue }
            if found != nil { return nil }
            found = value
        }
        return found
    }

    /// The count of a text with plural forms: the value of its one placeholder (`{name}` in
    /// `text`, its `other` form) whose value is a whole number (`12`, `-3`); nil when none is,
    /// or when more than one is (which one counts would be a guess).
    public static func count(in text: String, _ placeholders: [String: String]) -> Int? {
        var found: Int?
        var seen: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            guard seen.insert(name).inserted, let value = placeholders[name], let n = Int(value) else { continue }
            if found != nil { return nil }
            found = n
        }
        return found
    }
}

/// Which way a language's text runs.
public enum LayoutDirection: String, Sendable, Equatable {
    case leftToRight, rightToLeft

    /// Right to left for Arabic, Hebrew, Persian, Urdu and the other right-to-left scripts (and
    /// the pseudo-language `ar-XB`).
    public init(language: String) {
        let parts = language.replacingOccurrences(of: "_", with: "-").split(separator: "-").map { $0.lowercased() }
        if parts.contains("arab") || parts.contains("hebr") { self = .rightToLeft; return }
        if parts.contains("latn") || parts.contains("cyrl") { self = .leftToRight; return }
        let rtl: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ckb", "dv", "ug"]
        self = rtl.contains(parts.first ?? "") ? .rightToLeft : .leftToRight
    }
}
