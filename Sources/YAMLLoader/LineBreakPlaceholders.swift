/// YAML 1.2 line breaks for libyaml, which reads YAML 1.1's.
///
/// Under YAML 1.2 only LF and CR break lines; NEL (U+0085), LS (U+2028) and PS (U+2029) are
/// ordinary characters. libyaml follows YAML 1.1 and breaks lines at them, so content changed
/// silently (`c: x<NEL>  y` became `"x y"`, spaces after LS vanished even in a literal block) or
/// was refused (`d: Line one<LS>continued`). So before libyaml reads a file that holds them, each
/// is replaced by a placeholder: a character of the same UTF-8 length (NEL: two bytes, LS and PS:
/// three) that libyaml reads as an ordinary printable character and that the file does not use,
/// neither as text nor as a `\u`/`\U` escape. Lengths in bytes and in characters are unchanged,
/// so every position libyaml reports is already right; the placeholders are turned back into the
/// original characters in every scalar's text (keys included), whatever its style. See
/// docs/yaml.md.
///
/// Only files whose bytes hold `C2 85` or `E2 80 A8`/`A9` come here (`InputCheck.flags`); every
/// other file is read as it is.
struct LineBreakPlaceholders {
    /// The text libyaml reads.
    let bytes: [UInt8]
    /// The placeholder (UTF-8) of NEL, LS and PS, in that order; nil for one the file lacks.
    private let nel: (UInt8, UInt8)?
    private let ls: (UInt8, UInt8, UInt8)?
    private let ps: (UInt8, UInt8, UInt8)?

    /// The text with its NEL, LS and PS replaced, or nil when it has none (or, for a file that
    /// uses every candidate character, which no real file does: it is then read as before).
    init?(_ text: UnsafeBufferPointer<UInt8>) {
        var hasNEL = false, hasLS = false, hasPS = false
        var used = UsedCharacters()
        var i = 0
        let n = text.count
        while i < n {
            let b = text[i]
            if b == 0xC2, i + 1 < n, text[i + 1] == 0x85 { hasNEL = true }
            if b == 0xE2, i + 2 < n, text[i + 1] == 0x80, text[i + 2] == 0xA8 { hasLS = true }
            if b == 0xE2, i + 2 < n, text[i + 1] == 0x80, text[i + 2] == 0xA9 { hasPS = true }
            if b >= 0xC0 { used.addUTF8(text, at: i) }
            if b == UInt8(ascii: "\\"), i + 1 < n, text[i + 1] == UInt8(ascii: "u") || text[i + 1] == UInt8(ascii: "U") {
                used.addEscape(text, at: i + 2, digits: text[i + 1] == UInt8(ascii: "u") ? 4 : 8)
            }
            i += 1
        }
        guard hasNEL || hasLS || hasPS else { return nil }
        // Two-byte candidates from U+07FF down, three-byte ones from the Private Use Area's top.
        var nel: (UInt8, UInt8)?
        if hasNEL {
            guard let c = (0x100...0x7FF).reversed().first(where: { !used.contains($0) }) else { return nil }
            nel = (UInt8(0xC0 | (c >> 6)), UInt8(0x80 | (c & 0x3F)))
            used.insert(c)
        }
        func threeByte() -> (UInt8, UInt8, UInt8)? {
            guard let c = (0xE000...0xF8FF).reversed().first(where: { !used.contains($0) }) else { return nil }
            used.insert(c)
            return (UInt8(0xE0 | (c >> 12)), UInt8(0x80 | ((c >> 6) & 0x3F)), UInt8(0x80 | (c & 0x3F)))
        }
        var ls: (UInt8, UInt8, UInt8)?, ps: (UInt8, UInt8, UInt8)?
        if hasLS { guard let p = threeByte() else { return nil }; ls = p }
        if hasPS { guard let p = threeByte() else { return nil }; ps = p }

        var out = Array(text)
        i = 0
        while i < n {
            if let nel, out[i] == 0xC2, i + 1 < n, out[i + 1] == 0x85 {
                out[i] = nel.0; out[i + 1] = nel.1
                i += 2
                continue
            }
            if out[i] == 0xE2, i + 2 < n, out[i + 1] == 0x80, out[i + 2] == 0xA8 || out[i + 2] == 0xA9,
               let p = out[i + 2] == 0xA8 ? ls : ps {
                out[i] = p.0; out[i + 1] = p.1; out[i + 2] = p.2
                i += 3
                continue
            }
            i += 1
        }
        self.bytes = out
        self.nel = nel
        self.ls = ls
        self.ps = ps
    }

    /// A scalar's bytes (as libyaml delivers them: unescaped, folded) with the placeholders
    /// turned back; nil when it holds none (most scalars of such a file).
    func restore(_ scalar: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var out: [UInt8]?
        let n = scalar.count
        var i = 0
        while i < n {
            let b = scalar[i]
            if let nel, b == nel.0, i + 1 < n, scalar[i + 1] == nel.1 {
                if out == nil { out = Array(scalar) }
                out![i] = 0xC2; out![i + 1] = 0x85
                i += 2
                continue
            }
            if b >= 0xE0, i + 2 < n {
                let last: UInt8? = Self.matches(ls, scalar, i) ? 0xA8 : Self.matches(ps, scalar, i) ? 0xA9 : nil
                if let last {
                    if out == nil { out = Array(scalar) }
                    out![i] = 0xE2; out![i + 1] = 0x80; out![i + 2] = last
                    i += 3
                    continue
                }
            }
            i += 1
        }
        return out
    }

    private static func matches(_ p: (UInt8, UInt8, UInt8)?, _ s: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        guard let p else { return false }
        return s[i] == p.0 && s[i + 1] == p.1 && s[i + 2] == p.2
    }

    /// The code points of U+0100…U+07FF and U+E000…U+F8FF the file uses, as text or as escapes.
    private struct UsedCharacters {
        private var bits = [UInt64](repeating: 0, count: 0x10000 / 64)

        func contains(_ c: Int) -> Bool { bits[c >> 6] & (1 << UInt64(c & 63)) != 0 }
        mutating func insert(_ c: Int) {
            guard c >= 0, c < 0x10000 else { return }
            bits[c >> 6] |= 1 << UInt64(c & 63)
        }

        /// The character whose UTF-8 starts at `i` (two or three bytes; longer ones are not candidates).
        mutating func addUTF8(_ t: UnsafeBufferPointer<UInt8>, at i: Int) {
            let b = Int(t[i])
            if b & 0xE0 == 0xC0, i + 1 < t.count {
                insert((b & 0x1F) << 6 | Int(t[i + 1] & 0x3F))
            } else if b & 0xF0 == 0xE0, i + 2 < t.count {
                insert((b & 0x0F) << 12 | Int(t[i + 1] & 0x3F) << 6 | Int(t[i + 2] & 0x3F))
            }
        }

        /// `\uXXXX` or `\UXXXXXXXX` (hex digits from `i`): the character it may stand for.
        mutating func addEscape(_ t: UnsafeBufferPointer<UInt8>, at i: Int, digits: Int) {
            guard i + digits <= t.count else { return }
            var value = 0
            for k in i..<(i + digits) {
                guard let d = hexValue(t[k]) else { return }
                value = value << 4 | d
            }
            insert(value)
        }

        private func hexValue(_ b: UInt8) -> Int? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(b - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(b - UInt8(ascii: "A")) + 10
            default: nil
            }
        }
    }
}
