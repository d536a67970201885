/// Named placeholders (`{appName}`) in tour texts, and the format specifiers String Catalogs
/// use for them (`%@`; `%1$@`, `%2$@` when a text has several), converted both ways. A
/// placeholder declared `type: number` is `%lld` (`%n$lld`), Xcode's specifier for an integer,
/// so translators and Xcode's "Vary by Plural" see a count.
///
/// In the catalog a source text with one placeholder is written with `%@`, one with several
/// with positional `%n$@` numbered in the order the names first appear in the source text, so
/// a translator may reorder them (`%2$@ … %1$@`); Xcode, Crowdin and Lokalise check and show
/// specifiers, not tourc's names. `%` itself is written `%%`. Reading a translation back maps
/// each specifier to the source's name at that position; a specifier without one (`%3$@` in a
/// text with two names, `%d`) is reported, never guessed.
public enum Placeholders {
    /// The names used in `text`, in order of first use. `{{` and `}}` are not special: tour
    /// texts have no escape, and a brace that does not enclose a name is left as text.
    public static func names(in text: String) -> [String] {
        var out: [String] = []
        for name in occurrences(in: text) where !out.contains(name) { out.append(name) }
        return out
    }

    /// Every `{name}` of `text` in order, repeats included. Read as UTF-8 bytes: a name is
    /// ASCII, and a check of 64 languages calls this for every translation (docs/performance-notes.md).
    static func occurrences(in text: String) -> [String] {
        UTF8Scan.withBytes(text) { bytes in
            var out: [String] = []
            var i = 0
            while let open = bytes[i...].firstIndex(of: UInt8(ascii: "{")) {
                guard let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) else { break }
                let name = bytes[(open + 1)..<close]
                if isName(name) {
                    out.append(String(decoding: name, as: UTF8.self))
                    i = close + 1
                } else {
                    i = open + 1
                }
            }
            return out
        }
    }

    static func isName(_ s: Substring) -> Bool { isName(s.utf8) }

    /// An ASCII letter, then ASCII letters, digits and `_`.
    static func isName<C: Collection>(_ s: C) -> Bool where C.Element == UInt8 {
        guard let first = s.first, isLetter(first) else { return false }
        return s.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
    }

    private static func isLetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }

    /// The catalog spelling of a text: `{name}` → `%@` (or `%n$@`), a name of `numbers` →
    /// `%lld` (or `%n$lld`), `%` → `%%`. `order`: the names in the order of the source text
    /// (positions come from it; a plural form's positions come from its whole text's order).
    public static func toCatalog(_ text: String, order: [String], numbers: Set<String> = []) -> String {
        // Most texts have neither: no copy.
        guard UTF8Scan.contains(text, where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") }) else { return text }
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "%" {
                out += "%%"
                i = text.index(after: i)
                continue
            }
            if c == "{", let close = text[i...].firstIndex(of: "}") {
                let name = text[text.index(after: i)..<close]
                if isName(name), let n = order.firstIndex(of: String(name)) {
                    out += specifier(position: n, of: order, number: numbers.contains(String(name)))
                    i = text.index(after: close)
                    continue
                }
            }
            out.append(c)
            i = text.index(after: i)
        }
        return out
    }

    /// The specifier of the placeholder at `position` (from 0) of `order`: `%@`/`%lld` when the
    /// text has one placeholder, `%n$@`/`%n$lld` when it has several.
    public static func specifier(position: Int, of order: [String], number: Bool) -> String {
        let type = number ? "lld" : "@"
        return order.count == 1 ? "%" + type : "%\(position + 1)$" + type
    }

    /// A catalog text back in tourc's spelling, or the first specifier that names no placeholder
    /// of `order`, or whose type is not its placeholder's (`%@` for a name of `numbers`, `%lld`
    /// for any other: `BadSpecifier.typeMismatch`), for the diagnostic.
    public static func fromCatalog(_ text: String, order: [String], numbers: Set<String> = []) -> Result<String, BadSpecifier> {
        guard UTF8Scan.contains(text, where: { $0 == UInt8(ascii: "%") }) else { return .success(text) }
        var out = ""
        var i = text.startIndex
        var sequential = 0
        while i < text.endIndex {
            let c = text[i]
            guard c == "%" else {
                out.append(c)
                i = text.index(after: i)
                continue
            }
            let start = i
            i = text.index(after: i)
            guard i < text.endIndex else { return .failure(BadSpecifier(text: "%", reason: "a lone `%` at the end (write `%%` for a percent sign)")) }
            if text[i] == "%" {
                out.append("%")
                i = text.index(after: i)
                continue
            }
            // %@ or %n$@
            var digits = ""
            var j = i
            while j < text.endIndex, text[j].isASCII, text[j].isNumber { digits.append(text[j]); j = text.index(after: j) }
            var position: Int
            if !digits.isEmpty, j < text.endIndex, text[j] == "$" {
                j = text.index(after: j)
                position = Int(digits) ?? 0
            } else {
                j = i
                sequential += 1
                position = sequential
            }
            // `@` (a text) or `lld` (a number), nothing else.
            let isNumber: Bool
            if j < text.endIndex, text[j] == "@" {
                isNumber = false
                j = text.index(after: j)
            } else if text[j...].hasPrefix("lld") {
                isNumber = true
                j = text.index(j, offsetBy: 3)
            } else {
                let end = j < text.endIndex ? text.index(after: j) : j
                return .failure(BadSpecifier(text: String(text[start..<end]), reason: "tour texts take only `%@`/`%n$@` (a text placeholder) and `%lld`/`%n$lld` (a number placeholder); write `%%` for a percent sign"))
            }
            guard position >= 1, position <= order.count else {
                return .failure(BadSpecifier(text: String(text[start..<j]),
                                             reason: order.isEmpty ? "the source text has no placeholder" : "the source text has \(order.count) placeholder\(order.count == 1 ? "" : "s")"))
            }
            let name = order[position - 1]
            guard isNumber == numbers.contains(name) else {
                let want = specifier(position: position - 1, of: order, number: !isNumber)
                return .failure(BadSpecifier(text: String(text[start..<j]),
                                             reason: isNumber ? "`{\(name)}` is a text placeholder, written `\(want)` (or declare it `type: number` in app.yaml if it is a count)" : "`{\(name)}` is a number placeholder (`type: number`), written `\(want)`",
                                             typeMismatch: true))
            }
            out += "{\(name)}"
            i = j
        }
        return .success(out)
    }

    public struct BadSpecifier: Error, Equatable {
        public var text: String
        public var reason: String
        /// The specifier names a placeholder of the source, with the other type (TOUR3723,
        /// not TOUR3708: the fix is the specifier's type, not its position).
        public var typeMismatch = false

        public init(text: String, reason: String, typeMismatch: Bool = false) {
            self.text = text
            self.reason = reason
            self.typeMismatch = typeMismatch
        }
    }
}
