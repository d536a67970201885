/// The pseudo-languages of `tourc build --pseudo-languages` (Android's names): text that looks
/// translated, so truncation, hard-coded strings and layout direction show in an app and in
/// scenarios before any real translation exists.
public enum PseudoLanguage: String, CaseIterable, Sendable {
    /// Accented and about 40 % longer, in brackets: `[Ŵéļçöɱé ·····]`. Every letter stays
    /// readable, the brackets show where a text was cut, and the padding shows what a long
    /// language (German, Finnish) would need.
    case accented = "en-XA"
    /// Right to left: the text between the Unicode right-to-left override and its pop
    /// (U+202E … U+202C), as Android's ar-XB does, so every renderer draws it mirrored, and the
    /// runtime reports the language's direction as right to left: a layout that ignores the
    /// direction, or a text that is not localized (drawn unmirrored), shows at once.
    case rightToLeft = "ar-XB"

    /// The text in this pseudo-language; `{name}` placeholders are kept as they are.
    public func transform(_ text: String) -> String {
        switch self {
        case .accented:
            var out = ""
            var letters = 0
            forEachPart(text) { part, isPlaceholder in
                if isPlaceholder { out += part; return }
                for c in part {
                    if let accented = Self.accents[c] { out.append(accented) } else { out.append(c) }
                    if c.isLetter { letters += 1 }
                }
            }
            let padding = Int((Double(letters) * 0.4).rounded(.up))
            return "[" + out + (padding > 0 ? " " + String(repeating: "·", count: padding) : "") + "]"
        case .rightToLeft:
            return "\u{202E}" + text + "\u{202C}"
        }
    }

    /// Splits a text into runs of plain text and `{name}` placeholders.
    private func forEachPart(_ text: String, _ body: (String, Bool) -> Void) {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}"),
              Placeholders.isName(rest[rest.index(after: open)..<close]) {
            if open > rest.startIndex { body(String(rest[..<open]), false) }
            body(String(rest[open...close]), true)
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { body(String(rest), false) }
    }

    static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ", "l": "ļ",
        "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ",
        "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ",
        "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}
