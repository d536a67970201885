import Foundation

/// BCP 47 language tags as app.yaml writes them (`en`, `de-CH`, `pt-BR`, `zh-Hant-TW`,
/// `es-419`): the shape RFC 5646 gives a tag, and a two-letter language checked against
/// ISO 639-1 (the common mistakes are real codes of nothing: `gr`, `jp`, `cz`, `dk`, `se`).
/// Three-letter languages (`yue`, `fil`) are accepted by shape: the full ISO 639-3 list would be
/// 8,000 entries for little gain. The pseudo-languages `en-XA` and `ar-XB` pass (`XA`, `XB` are
/// private-use regions, as Android uses them).
public enum LanguageTag {
    /// nil when `tag` is a well-formed tag of a known language; otherwise why not, and the tag
    /// meant when it can be guessed.
    public static func problem(_ tag: String) -> (reason: String, suggestion: String?)? {
        if tag.contains("_") {
            let fixed = tag.replacingOccurrences(of: "_", with: "-")
            return ("BCP 47 joins subtags with `-`, not `_`", problem(fixed) == nil ? fixed : nil)
        }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let language = parts.first, !language.isEmpty else { return ("a tag starts with a language subtag such as `en`", nil) }
        guard language.allSatisfy({ $0.isASCII && $0.isLetter }), (2...3).contains(language.count) else {
            return ("`\(language)` is not a language subtag (two or three letters, e.g. `en`, `yue`)", nil)
        }
        if language.count == 2 {
            let lower = language.lowercased()
            if !iso639_1.contains(lower) {
                return ("`\(language)` is not an ISO 639-1 language code", commonMistakes[lower])
            }
        }
        var sawScript = false, sawRegion = false
        for part in parts.dropFirst() {
            let letters = part.allSatisfy { $0.isASCII && $0.isLetter }
            let digits = part.allSatisfy { $0.isASCII && $0.isNumber }
            if part.count == 4, letters, !sawScript, !sawRegion { sawScript = true; continue }
            if (part.count == 2 && letters) || (part.count == 3 && digits), !sawRegion { sawRegion = true; continue }
            if (5...8).contains(part.count) && part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) { continue }
            if part.count == 4, let first = part.first, first.isNumber, part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) { continue }
            return ("`\(part)` is not a script (`Hant`), region (`BR`, `419`) or variant subtag", nil)
        }
        return nil
    }

    /// The tag in its usual case: language lower, script title, region upper (`pt-BR`, `zh-Hant`).
    public static func canonical(_ tag: String) -> String {
        var out: [String] = []
        for (i, part) in tag.split(separator: "-").enumerated() {
            if i == 0 { out.append(part.lowercased()) }
            else if part.count == 4, part.allSatisfy(\.isLetter) { out.append(part.prefix(1).uppercased() + part.dropFirst().lowercased()) }
            else if part.count == 2 { out.append(part.uppercased()) }
            else { out.append(String(part)) }
        }
        return out.joined(separator: "-")
    }

    /// The fallback chain of a tag: `de-CH` → `de`; `zh-Hant-TW` → `zh-Hant` → `zh`.
    public static func fallbacks(_ tag: String) -> [String] {
        var parts = tag.split(separator: "-").map(String.init)
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return chain
    }

    /// Whether text in this language runs right to left (Arabic, Hebrew, Persian, Urdu, ...,
    /// the pseudo-language `ar-XB`).
    public static func isRightToLeft(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-")
        if parts.contains(where: { $0 == "Arab" || $0 == "Hebr" }) { return true }
        if parts.contains(where: { $0 == "Latn" || $0 == "Cyrl" }) { return false }
        return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ckb", "dv", "ug"].contains(parts.first.map { $0.lowercased() } ?? "")
    }

    static let commonMistakes: [String: String] = [
        "gr": "el", "jp": "ja", "cz": "cs", "dk": "da", "se": "sv", "kr": "ko", "cn": "zh", "ua": "uk", "gb": "en", "us": "en",
        "br": "pt", "ee": "et", "il": "he", "iw": "he", "in": "id", "ji": "yi", "rs": "sr", "si": "sl", "vn": "vi", "al": "sq",
    ]

    /// ISO 639-1, every two-letter code.
    static let iso639_1: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es \
        et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki \
        kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no \
        nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te \
        tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) })
}
