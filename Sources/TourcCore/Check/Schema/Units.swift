/// The unit each numeric key of the tour language takes, for type errors on values written with
/// a unit (`delay: 1.5s`, `maxWidth: 300pt`, `estimatedDuration: 1.5 minutes`, `dim: 85%`): the
/// language's numbers carry no unit, so the advice converts the value to the key's unit.
enum Units {
    enum Kind { case seconds, points, fraction, count }

    // `kind(of:)`, the key-to-unit table, is generated from the description: Generated/Units+Keys.swift.

    /// "a number of seconds", …: what the key takes, in words.
    static func takes(key: String?, integer: Bool) -> String {
        switch kind(of: key) {
        case .seconds?: "a number of seconds, without a unit"
        case .points?: "a number of points, without a unit"
        case .fraction?: "a fraction from 0 to 1 (0.85, not 85%)"
        case .count?: integer ? "a whole number" : "a number"
        case nil: integer ? "a whole number" : "a number"
        }
    }

    /// The value converted to the key's unit, when `text` is a number with a unit (or a quoted
    /// number).
    static func advice(for text: String, key: String?, integer: Bool) -> (takes: String, value: String)? {
        let trimmed = text.trimmingBlanks
        var digits = ""
        var rest = Substring(trimmed)
        while let c = rest.first, c.isNumber || c == "." || (digits.isEmpty && (c == "-" || c == "+")) {
            digits.append(c)
            rest = rest.dropFirst()
        }
        guard let number = Double(digits) else { return nil }
        let unit = String(rest).trimmingBlanks.lowercased()
        let kind = kind(of: key)
        var value = number
        switch unit {
        case "": break
        case "s", "sec", "secs", "second", "seconds": guard kind == .seconds || kind == nil else { return nil }
        case "ms", "msec", "millisecond", "milliseconds": guard kind == .seconds || kind == nil else { return nil }; value = number / 1000
        case "m", "min", "mins", "minute", "minutes": guard kind == .seconds || kind == nil else { return nil }; value = number * 60
        case "h", "hr", "hour", "hours": guard kind == .seconds || kind == nil else { return nil }; value = number * 3600
        case "pt", "pts", "px", "dp", "point", "points": guard kind == .points || kind == nil else { return nil }
        case "%": value = kind == .fraction ? number / 100 : number
        case "x": guard kind == .count || kind == nil else { return nil }
        default: return nil
        }
        if integer, value != value.rounded() { return nil }
        return (takes(key: key, integer: integer), format(value))
    }

    /// The shortest text of a number (`90`, not `90.0`; `0.3`, not `0.30000000000000004`).
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return String(rounded)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}
