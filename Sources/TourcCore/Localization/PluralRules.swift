/// The CLDR plural categories (cardinal) each language uses: what a String Catalog's `plural`
/// variations of a translation must hold (docs/localization.md, "Plural variations"). From CLDR's
/// plural rules (CLDR 47, as Babel 2.18 ships them); `PluralRulesTests` compares every entry with
/// Babel, an independent reader of CLDR. Languages not listed are not checked.
public enum PluralRules {
    static let order = ["zero", "one", "two", "few", "many", "other"]

    static let table: [String: [String]] = {
        var t: [String: [String]] = [:]
        func set(_ languages: String, _ categories: String) {
            for l in languages.split(separator: " ") { t[String(l)] = categories.split(separator: " ").map(String.init) }
        }
        set("ja ko zh th vi id ms my lo km yo", "other")
        set("en de nl sv da nb nn fi et hu el tr bg eu gl is mk sq ka hy az kk uz ur sw zu af fa hi bn ta te mr fil ml kn gu pa ne si am", "one other")
        set("fr es it pt pt-PT ca", "one many other")
        set("pl cs sk uk ru be lt", "one few many other")
        set("ro hr sr bs", "one few other")
        set("sl", "one two few other")
        set("he", "one two other")
        set("lv", "zero one other")
        set("ga mt", "one two few many other")
        set("ar cy", "zero one two few many other")
        return t
    }()

    /// The categories of `language` (`pt-BR` → `pt`'s; `pt-PT` has its own entry), or nil when
    /// tourc does not know the language's rules.
    public static func categories(_ language: String) -> [String]? {
        var parts = language.split(separator: "-").map(String.init)
        while !parts.isEmpty {
            if let found = table[parts.joined(separator: "-")] { return found }
            parts.removeLast()
        }
        return nil
    }
}
