/// CLDR's cardinal plural rules for whole numbers: which plural form (`one`, `few`, ...) a
/// language uses for a count (docs/localization.md, "Plural variations"). tourc's table of
/// categories (`PluralRules` in TourcCore) says which forms a translation must have; this picks
/// one of them at run time.
///
/// The whole-number part of CLDR's rules is written out here (the operands `v`, `f`, `t` are 0
/// for a whole number, `e` is 0): a count of steps, items or days is whole, and this is the
/// path every count takes. Decimals (`1.5`) go through `of(decimal:language:)`, CLDR's full
/// rules (PluralDecimalRules.swift). From CLDR 47; `PluralSelectionTests` compares every
/// language with Babel (PyPI) for 0…200 and for decimals. A language tourc does not know uses
/// `other`, the form every language has.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of the whole number `n` in `language` (`pt-BR` → `pt`'s rules, `pt-PT`
    /// its own; `_` is read as `-`). A negative number uses its absolute value, as CLDR does.
    public static func of(_ n: Int, language: String) -> PluralCategory {
        let i = n.magnitude  // UInt: Int.min has no positive Int
        var parts = language.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        while !parts.isEmpty {
            if let rule = rules[parts.joined(separator: "-")] { return rule.pick(i) }
            parts.removeLast()
        }
        return .other
    }

    /// One language's rule, by its shape: most languages share one of a few.
    enum Rule {
        case otherOnly
        case oneIsOne               // n = 1
        case oneIsZeroOrOne         // i = 0,1
        case oneEndsInOne           // i % 10 = 1 and i % 100 != 11 (Icelandic, Macedonian)
        case filipino               // i = 1,2,3 or i % 10 != 4,6,9
        case romanceMillion(oneIncludesZero: Bool)  // one; many for a multiple of a million
        case polish, czech, eastSlavic, lithuanian, romanian, southSlavic, slovenian, hebrew, latvian, irish, maltese, arabic, welsh

        func pick(_ i: UInt) -> PluralCategory {
            let d10 = i % 10, d100 = i % 100
            switch self {
            case .otherOnly: return .other
            case .oneIsOne: return i == 1 ? .one : .other
            case .oneIsZeroOrOne: return i <= 1 ? .one : .other
            case .oneEndsInOne: return d10 == 1 && d100 != 11 ? .one : .other
            case .filipino: return (1...3).contains(i) || ![4, 6, 9].contains(d10) ? .one : .other
            case .romanceMillion(let zero):
                if i == 1 || (zero && i == 0) { return .one }
                return i != 0 && i % 1_000_000 == 0 ? .many : .other
            case .polish:
                if i == 1 { return .one }
                if (2...4).contains(d10) && !(12...14).contains(d100) { return .few }
                return .many
            case .czech:
                if i == 1 { return .one }
                return (2...4).contains(i) ? .few : .other
            case .eastSlavic:
                if d10 == 1 && d100 != 11 { return .one }
                if (2...4).contains(d10) && !(12...14).contains(d100) { return .few }
                return .many
            case .lithuanian:
                if (11...19).contains(d100) { return .other }
                if d10 == 1 { return .one }
                return d10 >= 2 ? .few : .other
            case .romanian:
                if i == 1 { return .one }
                return i == 0 || (1...19).contains(d100) ? .few : .other
            case .southSlavic:
                if d10 == 1 && d100 != 11 { return .one }
                return (2...4).contains(d10) && !(12...14).contains(d100) ? .few : .other
            case .slovenian:
                switch d100 {
                case 1: return .one
                case 2: return .two
                case 3, 4: return .few
                default: return .other
                }
            case .hebrew:
                switch i {
                case 1: return .one
                case 2: return .two
                default: return .other
                }
            case .latvian:
                if d10 == 0 || (11...19).contains(d100) { return .zero }
                return d10 == 1 ? .one : .other
            case .irish:
                switch i {
                case 1: return .one
                case 2: return .two
                case 3...6: return .few
                case 7...10: return .many
                default: return .other
                }
            case .maltese:
                if i == 1 { return .one }
                if i == 2 { return .two }
                if i == 0 || (3...10).contains(d100) { return .few }
                return (11...19).contains(d100) ? .many : .other
            case .arabic:
                if i <= 2 { return i == 0 ? .zero : i == 1 ? .one : .two }
                if (3...10).contains(d100) { return .few }
                return (11...99).contains(d100) ? .many : .other
            case .welsh:
                switch i {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                case 3: return .few
                case 6: return .many
                default: return .other
                }
            }
        }
    }

    /// The languages of tourc's `PluralRules` table, each with its rule.
    static let rules: [String: Rule] = {
        var t: [String: Rule] = [:]
        func set(_ languages: String, _ rule: Rule) {
            for l in languages.split(separator: " ") { t[String(l)] = rule }
        }
        set("ja ko zh th vi id ms my lo km yo", .otherOnly)
        set("en de nl sv da nb nn fi et hu el tr bg eu gl sq ka az kk uz ur sw af ta te mr ml ne", .oneIsOne)
        set("hy fa hi bn zu am kn gu pa si", .oneIsZeroOrOne)
        set("is mk", .oneEndsInOne)
        set("fil", .filipino)
        set("fr pt", .romanceMillion(oneIncludesZero: true))
        set("es it pt-pt ca", .romanceMillion(oneIncludesZero: false))
        set("pl", .polish)
        set("cs sk", .czech)
        set("uk ru be", .eastSlavic)
        set("lt", .lithuanian)
        set("ro", .romanian)
        set("hr sr bs", .southSlavic)
        set("sl", .slovenian)
        set("he", .hebrew)
        set("lv", .latvian)
        set("ga", .irish)
        set("mt", .maltese)
        set("ar", .arabic)
        set("cy", .welsh)
        return t
    }()
}
