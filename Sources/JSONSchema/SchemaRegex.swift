import Foundation

/// A JSON Schema regular expression (ECMA-262 syntax), translated once to ICU syntax and compiled
/// with `NSRegularExpression`, which is what Foundation offers on Linux and Apple platforms.
///
/// The translation keeps ECMA meanings where ICU differs (see docs/validate.md, "Regular
/// expressions"): `\d`, `\w`, `\b` are ASCII-only in ECMA (ICU: Unicode); `\s` is ECMA's exact
/// whitespace set (including U+FEFF); `$` is end of input only (ICU also matches before a final
/// newline); `[` inside a class is a literal; `[^]` matches any character and `[]` none.
/// Known gaps: `.` also refuses U+0085 in ICU; some constructs ICU accepts that ECMA rejects
/// (and vice versa, e.g. ECMA's annex-B leniencies such as `]` or `{` as literals) follow ICU.
final class SchemaRegex: @unchecked Sendable {
    // NSRegularExpression is immutable and documented safe to use from several threads.
    /// nil when `fast` handles the pattern: compiling it with ICU would be a noticeable cost
    /// per pattern (and loading ICU's data on the first) at every start-up, for an answer the
    /// fast path already gives.
    private let regex: NSRegularExpression?
    /// The same pattern as a byte-level NFA when it is simple enough (most schema patterns are):
    /// the answers are the same, without bridging every string to UTF-16 for ICU.
    private let fast: ASCIIPatternMatcher?
    let source: String

    struct Invalid: Error {
        var message: String
    }

    /// Whether `matches` takes the fast path for this pattern (for tests).
    var usesFastPath: Bool { fast != nil }

    init(_ ecma: String) throws(Invalid) {
        self.source = ecma
        let icu = try Self.translate(ecma)
        fast = ASCIIPatternMatcher(ecma)
        // The fast path accepts only well-formed patterns (balanced groups, ordered ranges,
        // `{n,m}` with n <= m) whose ICU translation ICU accepts too, so ICU is asked only for
        // the others: it is both their matcher and their syntax check.
        regex = fast == nil ? try Self.compileICU(icu) : nil
    }

    private static func compileICU(_ icu: String) throws(Invalid) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: icu, options: [])
        } catch {
            throw Invalid(message: "ICU rejected it (\(icu))")
        }
    }

    /// What matching one string found.
    enum Match: Equatable {
        case matched
        case notMatched
        /// The match was stopped at the per-match bound (`progressAllowance`): counted as not
        /// matching, and reported as such by the `pattern` keyword.
        case stoppedAtBound
    }

    /// Whether the pattern matches somewhere in `string` (patterns are not implicitly anchored).
    /// A match stopped at the bound counts as no match.
    func matches(_ string: String) -> Bool {
        match(string) == .matched
    }

    func match(_ string: String) -> Match {
        if let fast { return fast.matches(string) ? .matched : .notMatched }
        return matchWithICU(string)
    }

    /// The ICU answer, whatever the fast path would say (tests compare the two).
    func matchesWithICU(_ string: String) -> Bool {
        matchWithICU(string) == .matched
    }

    /// Progress reports ICU may make in one match beyond one per start position of the string
    /// (docs/validate.md, "Regular expressions"). ICU's backtracking engine can take time
    /// exponential in the string's length (`^(\w+\s?)*$` on thirty words and a `!`: seconds per
    /// string); the fast path is linear and needs no bound. With `.reportProgress`, ICU calls
    /// back once per start position it tries and about once per 10,000 steps of a long match
    /// attempt, and stops when asked: so the bound counts steps, not time, and the verdict is
    /// the same on every machine and every run.
    static let progressAllowance = 64

    /// The note of a diagnostic for a match stopped at the bound.
    static let boundAdvice = "The pattern backtracks: a repeated group that can match the same text in several ways (`(\\w+\\s?)*`) costs time exponential in the text's length. Rewrite it so each character can be matched one way only (`^\\w+(\\s\\w+)*$`); see docs/validate.md, \"Regular expressions\"."

    private func matchWithICU(_ string: String) -> Match {
        // Fast-path patterns have no ICU regex at hand: compile one for this (test-only) answer.
        guard let regex = regex ?? (try? Self.compileICU(Self.translate(source))) else { return .notMatched }
        let length = string.utf16.count
        // One report per start position, a sixteenth more for a long but linear match, then the allowance.
        let allowed = length + 1 + length / 16 + Self.progressAllowance
        var reports = 0
        var result = Match.notMatched
        regex.enumerateMatches(in: string, options: [.reportProgress], range: NSRange(location: 0, length: length)) { found, flags, stop in
            if found != nil {
                result = .matched
                stop.pointee = true
            } else if flags.contains(.progress) {
                reports += 1
                if reports > allowed {
                    result = .stoppedAtBound
                    stop.pointee = true
                }
            }
        }
        return result
    }

    static let ecmaWhitespace = #"\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}"#
    static let word = "A-Za-z0-9_"

    static func translate(_ ecma: String) throws(Invalid) -> String {
        var out = ""
        let chars = Array(ecma.unicodeScalars)
        var i = 0
        var inClass = false
        var classStart = false
        while i < chars.count {
            let c = chars[i]
            if c == "\\" {
                guard i + 1 < chars.count else { throw Invalid(message: "it ends with a lone backslash") }
                let e = chars[i + 1]
                i += 2
                switch e {
                case "d": out += "[0-9]"
                case "D": out += "[^0-9]"
                case "w": out += "[\(word)]"
                case "W": out += "[^\(word)]"
                case "s": out += "[\(ecmaWhitespace)]"
                case "S": out += "[^\(ecmaWhitespace)]"
                case "b":
                    out += inClass ? #"\x{08}"# : "(?:(?<=[\(word)])(?![\(word)])|(?<![\(word)])(?=[\(word)]))"
                case "B":
                    out += "(?:(?<=[\(word)])(?=[\(word)])|(?<![\(word)])(?![\(word)]))"
                case "u":
                    // \uXXXX or \u{X...}: ICU spells both \x{...}.
                    if i < chars.count, chars[i] == "{" {
                        var j = i + 1
                        var hex = ""
                        while j < chars.count, chars[j] != "}" { hex.unicodeScalars.append(chars[j]); j += 1 }
                        guard j < chars.count, !hex.isEmpty, UInt32(hex, radix: 16) != nil else { throw Invalid(message: "bad \\u{…} escape") }
                        out += "\\x{\(hex)}"
                        i = j + 1
                    } else {
                        guard i + 4 <= chars.count else { throw Invalid(message: "bad \\u escape") }
                        var hex = ""
                        for k in i..<i + 4 { hex.unicodeScalars.append(chars[k]) }
                        guard UInt32(hex, radix: 16) != nil else { throw Invalid(message: "bad \\u escape") }
                        out += "\\x{\(hex)}"
                        i += 4
                    }
                case "c":
                    guard i < chars.count, chars[i].properties.isASCIIHexDigit || ("A"..."Z").contains(chars[i]) || ("a"..."z").contains(chars[i]) else {
                        throw Invalid(message: "bad \\c escape")
                    }
                    out += "\\c" + String(chars[i]).uppercased()
                    i += 1
                case "/":
                    out += "/"
                case _ where e.isASCII && e.properties.isAlphabetic && !"nrtfv0xkpP".unicodeScalars.contains(e):
                    // ECMA-262 (unicode mode) has no other letter escapes; ICU would accept `\a`, `\e`, `\Q`...
                    throw Invalid(message: "`\\\(e)` is not an ECMA-262 escape")
                default:
                    out += "\\"
                    out.unicodeScalars.append(e)
                }
                classStart = false
                continue
            }
            if inClass {
                switch c {
                case "]":
                    if classStart {
                        // `[]` matches nothing, `[^]` anything.
                        if out.hasSuffix("[^") {
                            out.removeLast(2)
                            out += "(?s:.)"
                        } else {
                            out.removeLast()
                            out += "(?!)"
                        }
                    } else {
                        out += "]"
                    }
                    inClass = false
                case "[": out += "\\["
                case "&": out += "\\&"
                case "^" where classStart:
                    out += "^"
                    i += 1
                    continue
                default: out.unicodeScalars.append(c)
                }
                classStart = false
                i += 1
                continue
            }
            switch c {
            case "(" where i + 1 < chars.count && chars[i + 1] == "?":
                // Only ECMA-262 groups: (?: (?= (?! (?<= (?<! (?<name>; not ICU/PCRE flags or comments.
                let next = i + 2 < chars.count ? chars[i + 2] : " "
                let after = i + 3 < chars.count ? chars[i + 3] : " "
                let ok = next == ":" || next == "=" || next == "!" || (next == "<" && (after == "=" || after == "!" || after.properties.isAlphabetic))
                if !ok { throw Invalid(message: "`(?\(next)` is not an ECMA-262 group") }
                out += "("
            case "[":
                inClass = true
                classStart = true
                out += "["
            case "$":
                out += "(?!(?s:.))"
            default:
                out.unicodeScalars.append(c)
            }
            i += 1
        }
        if inClass { throw Invalid(message: "a character class is not closed") }
        return out
    }
}
