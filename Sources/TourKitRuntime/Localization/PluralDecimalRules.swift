/// CLDR's cardinal plural rules with their decimal operands (docs/localization.md, "Plural
/// variations"): `1.5 Tage`, `0,5 jour`, `1.0 km`. The whole-number rules (`PluralCategory.of(_:
/// language:)`) are written out by hand; a decimal needs the operands of CLDR's rule syntax
/// (`n` the absolute value, `i` its integer digits, `v` the number of visible fraction digits, `f`
/// those digits, `t` them without trailing zeros, `e` the exponent, 0 here), so the rules are
/// kept as CLDR writes them and read by a small interpreter.
///
/// The rule texts are CLDR 47's as Babel 2.18 (PyPI) gives them (`Locale.parse(l).plural_form.rules`);
/// `PluralSelectionTests` compares every language with Babel for decimal values.
extension PluralCategory {
    /// The category of a decimal number written as text (`"1.5"`, `"-0.50"`, `"3"`) in
    /// `language`: its visible fraction digits count (`"1.0"` is not `"1"` in English). nil for a
    /// text that is not a plain decimal (digits, at most one `.`, an optional leading `-`/`+`),
    /// or has more than 18 digits on either side.
    public static func of(decimal text: String, language: String) -> PluralCategory? {
        guard let operands = Operands(text) else { return nil }
        var parts = language.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        while !parts.isEmpty {
            if let rules = decimalRules[parts.joined(separator: "-")] {
                for (category, rule) in rules where Rule.matches(rule, operands) { return category }
                return .other
            }
            parts.removeLast()
        }
        return .other
    }

    /// CLDR's operands of a decimal number.
    struct Operands {
        var i: UInt64, v: UInt64, f: UInt64, t: UInt64
        /// Whether `n` is a whole number (`1.0` is; its `v` is 1 all the same).
        var nIsWhole: Bool { f == 0 }

        init?(_ text: String) {
            var s = Substring(text)
            if s.first == "-" || s.first == "+" { s = s.dropFirst() }
            let pieces = s.split(separator: ".", omittingEmptySubsequences: false)
            guard pieces.count <= 2, let whole = pieces.first, !whole.isEmpty, whole.count <= 18,
                  whole.allSatisfy({ $0.isASCII && $0.isNumber }), let i = UInt64(whole) else { return nil }
            let fraction = pieces.count == 2 ? pieces[1] : ""
            guard pieces.count == 1 || !fraction.isEmpty, fraction.count <= 18, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            self.i = i
            v = UInt64(fraction.count)
            f = UInt64(fraction) ?? 0
            var trimmed = fraction
            while trimmed.last == "0" { trimmed = trimmed.dropLast() }
            t = UInt64(trimmed) ?? 0
        }
    }

    /// In CLDR's order of categories (zero, one, two, few, many), each rule as Babel writes it:
    /// `or` of `and` of `operand [mod m] [not] in list`, a list of values and ranges `a..b`.
    static let decimalRules: [String: [(PluralCategory, String)]] = {
        var t: [String: [(PluralCategory, String)]] = [:]
        func set(_ languages: String, _ rules: [(PluralCategory, String)]) {
            for l in languages.split(separator: " ") { t[String(l)] = rules }
        }
        let romanceMany = "e in 0 and i not in 0 and i mod 1000000 in 0 and v in 0 or e not in 0..5"
        let eastSlavic: [(PluralCategory, String)] = [
            (.one, "v in 0 and i mod 10 in 1 and i mod 100 not in 11"),
            (.few, "v in 0 and i mod 10 in 2..4 and i mod 100 not in 12..14"),
            (.many, "v in 0 and i mod 10 in 0 or v in 0 and i mod 10 in 5..9 or v in 0 and i mod 100 in 11..14"),
        ]
        let southSlavic: [(PluralCategory, String)] = [
            (.one, "v in 0 and i mod 10 in 1 and i mod 100 not in 11 or f mod 10 in 1 and f mod 100 not in 11"),
            (.few, "v in 0 and i mod 10 in 2..4 and i mod 100 not in 12..14 or f mod 10 in 2..4 and f mod 100 not in 12..14"),
        ]
        let czech: [(PluralCategory, String)] = [(.one, "i in 1 and v in 0"), (.few, "i in 2..4 and v in 0"), (.many, "v not in 0")]
        set("ja ko zh th vi id ms my lo km yo", [])
        set("en de nl sv fi et gl ur sw", [(.one, "i in 1 and v in 0")])
        set("da", [(.one, "n in 1 or t not in 0 and i in 0,1")])
        set("nb nn hu el tr bg eu sq ka az kk uz af ta te mr ml ne", [(.one, "n in 1")])
        set("hy", [(.one, "i in 0,1")])
        set("fa hi bn zu am kn gu", [(.one, "i in 0 or n in 1")])
        set("pa", [(.one, "n in 0..1")])
        set("si", [(.one, "n in 0,1 or i in 0 and f in 1")])
        set("is", [(.one, "t in 0 and i mod 10 in 1 and i mod 100 not in 11 or t mod 10 in 1 and t mod 100 not in 11")])
        set("mk", [(.one, "v in 0 and i mod 10 in 1 and i mod 100 not in 11 or f mod 10 in 1 and f mod 100 not in 11")])
        set("fil", [(.one, "v in 0 and i in 1,2,3 or v in 0 and i mod 10 not in 4,6,9 or v not in 0 and f mod 10 not in 4,6,9")])
        set("fr", [(.one, "i in 0,1"), (.many, romanceMany)])
        set("pt", [(.one, "i in 0..1"), (.many, romanceMany)])
        set("es", [(.one, "n in 1"), (.many, romanceMany)])
        set("it pt-pt ca", [(.one, "i in 1 and v in 0"), (.many, romanceMany)])
        set("pl", [(.one, "i in 1 and v in 0"), (.few, "v in 0 and i mod 10 in 2..4 and i mod 100 not in 12..14"),
                   (.many, "v in 0 and i not in 1 and i mod 10 in 0..1 or v in 0 and i mod 10 in 5..9 or v in 0 and i mod 100 in 12..14")])
        set("cs sk", czech)
        set("uk ru", eastSlavic)
        set("be", [(.one, "n mod 10 in 1 and n mod 100 not in 11"), (.few, "n mod 10 in 2..4 and n mod 100 not in 12..14"),
                   (.many, "n mod 10 in 0 or n mod 10 in 5..9 or n mod 100 in 11..14")])
        set("lt", [(.one, "n mod 10 in 1 and n mod 100 not in 11..19"), (.few, "n mod 10 in 2..9 and n mod 100 not in 11..19"), (.many, "f not in 0")])
        set("ro", [(.one, "i in 1 and v in 0"), (.few, "v not in 0 or n in 0 or n not in 1 and n mod 100 in 1..19")])
        set("hr sr bs", southSlavic)
        set("sl", [(.one, "v in 0 and i mod 100 in 1"), (.two, "v in 0 and i mod 100 in 2"), (.few, "v in 0 and i mod 100 in 3..4 or v not in 0")])
        set("he", [(.one, "i in 1 and v in 0 or i in 0 and v not in 0"), (.two, "i in 2 and v in 0")])
        set("lv", [(.zero, "n mod 10 in 0 or n mod 100 in 11..19 or v in 2 and f mod 100 in 11..19"),
                   (.one, "n mod 10 in 1 and n mod 100 not in 11 or v in 2 and f mod 10 in 1 and f mod 100 not in 11 or v not in 2 and f mod 10 in 1")])
        set("ga", [(.one, "n in 1"), (.two, "n in 2"), (.few, "n in 3..6"), (.many, "n in 7..10")])
        set("mt", [(.one, "n in 1"), (.two, "n in 2"), (.few, "n in 0 or n mod 100 in 3..10"), (.many, "n mod 100 in 11..19")])
        set("ar", [(.zero, "n in 0"), (.one, "n in 1"), (.two, "n in 2"), (.few, "n mod 100 in 3..10"), (.many, "n mod 100 in 11..99")])
        set("cy", [(.zero, "n in 0"), (.one, "n in 1"), (.two, "n in 2"), (.few, "n in 3"), (.many, "n in 6")])
        return t
    }()
}

extension PluralCategory.Rule {
    /// Whether `rule` (Babel's spelling of CLDR's syntax) holds for `x`. A rule it cannot read
    /// holds for nothing (the text is a constant of this file; a test reads every one).
    static func matches(_ rule: String, _ x: PluralCategory.Operands) -> Bool {
        rule.components(separatedBy: " or ").contains { conjunction in
            conjunction.components(separatedBy: " and ").allSatisfy { relation($0, x) ?? false }
        }
    }

    /// `operand [mod m] [not] in a,b..c`; nil when it is not one.
    static func relation(_ text: String, _ x: PluralCategory.Operands) -> Bool? {
        var words = text.split(separator: " ").map(String.init)
        guard words.count >= 3, let list = words.popLast(), words.popLast() == "in" else { return nil }
        let negated = words.last == "not"
        if negated { words.removeLast() }
        var modulus: UInt64?
        if words.count == 3, words[1] == "mod", let m = UInt64(words[2]), m > 0 { modulus = m; words.removeLast(2) }
        guard words.count == 1 else { return nil }
        let value: UInt64, whole: Bool
        switch words[0] {
        case "n", "i": (value, whole) = (x.i, words[0] == "i" || x.nIsWhole)
        case "v": (value, whole) = (x.v, true)
        case "f": (value, whole) = (x.f, true)
        case "t": (value, whole) = (x.t, true)
        case "e": (value, whole) = (0, true)
        default: return nil
        }
        let reduced = modulus.map { value % $0 } ?? value
        var found = false
        for item in list.split(separator: ",") {
            let bounds = item.components(separatedBy: "..")
            guard let low = UInt64(bounds[0]), let high = UInt64(bounds.count == 2 ? bounds[1] : bounds[0]), bounds.count <= 2 else { return nil }
            if whole, (low...max(low, high)).contains(reduced) { found = true }
        }
        return found != negated
    }
}
