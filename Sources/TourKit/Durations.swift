import Foundation

/// Durations as authors write them (`12h`, `2d`, `0s`) and the names of the app's pacing
/// (`daily`). Written as text in the language, not seconds, because the spans these rules need
/// (days, weeks) are unreadable as seconds (`604800`), and a schema pattern keeps them well formed.
public enum TourDuration {
    /// Seconds of one unit letter.
    static func unitSeconds(_ unit: Character) -> Double? {
        switch unit {
        case "s": 1
        case "m": 60
        case "h": 3_600
        case "d": 86_400
        case "w": 604_800
        default: nil
        }
    }

    /// `12h` → 43,200; nil for anything that is not a whole number followed by one unit letter.
    public static func seconds(_ text: String) -> Double? {
        guard let unit = text.last, let perUnit = unitSeconds(unit) else { return nil }
        let digits = text.dropLast()
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else { return nil }
        return Double(n) * perUnit
    }

    /// A pacing frequency in seconds: `immediate` 0, `hourly` 1 h, `daily` 24 h, `weekly` 7 days,
    /// `monthly` 30 days (TipKit's names), or a duration. Nil when it is neither.
    public static func frequency(_ text: String) -> Double? {
        switch text {
        case "immediate": 0
        case "hourly": 3_600
        case "daily": 86_400
        case "weekly": 604_800
        case "monthly": 2_592_000
        default: seconds(text)
        }
    }
}
