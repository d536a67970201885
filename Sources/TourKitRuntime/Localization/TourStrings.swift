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

    public init(bundle: TourBundle) {
        sourceLanguage = bundle.app.localization?.sourceLanguage ?? "en"
        source = Dictionary(bundle.strings.map { ($0.id, $0.source) }, uniquingKeysWith: { a, _ in a })
    }

    /// Adds one language file as `tourc build` writes it. A file that is not one (not JSON, no
    /// `language` or `texts`) throws and adds nothing.
    public mutating func add(languageFile data: Data) throws {
        let file = try JSONDecoder().decode(LanguageFile.self, from: data)
        add(language: file.language, texts: file.texts)
    }

    public mutating func add(language: String, texts: [String: String]) {
        translations[Self.normalized(language), default: [:]].merge(texts) { _, new in new }
    }

    struct LanguageFile: Decodable {
        var language: String
        var texts: [String: String]
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
        for language in chain {
            if language == sourceLanguage { if let s = source[id] { return (s, language) } else { continue } }
            if let t = translations[language]?[id] { return (t, language) }
        }
        return nil
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
