/// RFC 1123 host names, and IDNA2008 (RFC 5890–5893) internationalized host names with the
/// contextual rules the specification names. The IDNA2008 DISALLOWED table is approximated by
/// general categories (letters, marks, digits and hyphen are allowed).
enum HostnameFormat {
    static func isHostname(_ s: String) -> Bool {
        let name = Substring(s)
        guard !name.isEmpty, name.utf8.count <= 253 else { return false }
        for label in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard isASCIILabel(label) else { return false }
        }
        return true
    }

    private static func isASCIILabel(_ label: Substring) -> Bool {
        guard !label.isEmpty, label.utf8.count <= 63, label.first != "-", label.last != "-" else { return false }
        guard label.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2D }) else { return false }
        let u = Array(label.utf8)
        if u.count >= 4, u[2] == 0x2D, u[3] == 0x2D {
            // "--" in positions 3–4 is reserved for A-labels (xn--), which must decode.
            let encoded = String(label.dropFirst(4)).lowercased()
            guard label.lowercased().hasPrefix("xn--"), let decoded = Punycode.decode(encoded),
                  Punycode.encode(decoded) == encoded else { return false }
            return isULabel(decoded) && Bidi.labelIsValid(decoded, inBidiDomain: Bidi.hasRTL(decoded))
        }
        return true
    }

    static func isIDNHostname(_ s: String) -> Bool {
        let separators: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]
        var labels: [String] = []
        var current = ""
        for c in s.unicodeScalars {
            if separators.contains(c) { labels.append(current); current = "" } else { current.unicodeScalars.append(c) }
        }
        labels.append(current)
        guard !labels.isEmpty else { return false }
        // RFC 5893: once any label is right-to-left, every label must satisfy the Bidi rule.
        var decodedLabels: [String] = []
        for label in labels {
            if label.lowercased().hasPrefix("xn--"), let d = Punycode.decode(String(label.dropFirst(4)).lowercased()) {
                decodedLabels.append(d)
            } else {
                decodedLabels.append(label)
            }
        }
        let bidiDomain = decodedLabels.contains { Bidi.hasRTL($0) }
        if bidiDomain, !decodedLabels.allSatisfy({ Bidi.labelIsValid($0, inBidiDomain: true) }) { return false }
        var total = 0
        for label in labels {
            if label.unicodeScalars.allSatisfy(\.isASCII) {
                guard isASCIILabel(Substring(label)) else { return false }
                total += label.utf8.count + 1
            } else {
                guard isULabel(label), let encoded = Punycode.encode(label), encoded.count + 4 <= 63 else { return false }
                total += encoded.count + 5
            }
        }
        return total - 1 <= 253
    }

    /// A Unicode label: allowed code points plus the CONTEXTJ/CONTEXTO rules of RFC 5892.
    static func isULabel(_ label: String) -> Bool {
        let cs = Array(label.unicodeScalars)
        guard !cs.isEmpty, cs.first != "-", cs.last != "-" else { return false }
        if cs.count >= 4, cs[2] == "-", cs[3] == "-" { return false }
        if let first = cs.first, first.properties.generalCategory.isMark { return false }
        var hasArabicIndic = false, hasExtendedArabicIndic = false
        for (i, c) in cs.enumerated() {
            switch c.value {
            case 0x200C, 0x200D:
                // ZERO WIDTH (NON-)JOINER: after a virama; ZWNJ also between joining letters
                // (approximated as Arabic-script letters on both sides).
                let afterVirama = i > 0 && cs[i - 1].properties.canonicalCombiningClass.rawValue == 9
                let joining = c.value == 0x200C && i > 0 && i + 1 < cs.count && Bidi.isArabicLetter(cs[i - 1]) && Bidi.isArabicLetter(cs[i + 1])
                guard afterVirama || joining else { return false }
            case 0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007:
                // IDNA2008 exceptions that are PVALID although their categories are not.
                continue
            case 0x00B7:
                guard i > 0, i + 1 < cs.count, cs[i - 1] == "l", cs[i + 1] == "l" else { return false }
            case 0x0375:
                guard i + 1 < cs.count, isGreek(cs[i + 1]) else { return false }
            case 0x05F3, 0x05F4:
                guard i > 0, isHebrew(cs[i - 1]) else { return false }
            case 0x30FB:
                guard cs.contains(where: { isKanaOrHan($0) }) else { return false }
            case 0x0660...0x0669: hasArabicIndic = true
            case 0x06F0...0x06F9: hasExtendedArabicIndic = true
            case 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B:
                return false
            default:
                if c == "-" || c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c)) { continue }
                switch c.properties.generalCategory {
                case .lowercaseLetter, .otherLetter, .modifierLetter, .nonspacingMark, .spacingMark, .enclosingMark,
                     .decimalNumber:
                    continue
                default:
                    return false
                }
            }
        }
        return !(hasArabicIndic && hasExtendedArabicIndic)
    }

    private static func isGreek(_ c: Unicode.Scalar) -> Bool {
        (0x0370...0x03FF).contains(c.value) || (0x1F00...0x1FFF).contains(c.value)
    }

    private static func isHebrew(_ c: Unicode.Scalar) -> Bool { (0x0590...0x05FF).contains(c.value) }

    private static func isKanaOrHan(_ c: Unicode.Scalar) -> Bool {
        guard c.value != 0x30FB else { return false }
        return (0x3040...0x30FF).contains(c.value) || (0x31F0...0x31FF).contains(c.value)
            || (0x4E00...0x9FFF).contains(c.value) || (0x3400...0x4DBF).contains(c.value) || (0x20000...0x2FFFF).contains(c.value)
    }
}

extension Unicode.GeneralCategory {
    var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}

/// RFC 3492 Punycode, for A-labels (`xn--…`).
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 128

    private static func adapt(_ delta: Int, _ numPoints: Int, _ first: Bool) -> Int {
        var d = first ? delta / damp : delta / 2
        d += d / numPoints
        var k = 0
        while d > ((base - tMin) * tMax) / 2 { d /= base - tMin; k += base }
        return k + (base - tMin + 1) * d / (d + skew)
    }

    static func decode(_ input: String) -> String? {
        let chars = Array(input.unicodeScalars)
        var output: [Unicode.Scalar] = []
        var start = 0
        if let dash = chars.lastIndex(of: "-") {
            output = Array(chars[..<dash])
            guard output.allSatisfy(\.isASCII) else { return nil }
            start = dash + 1
        }
        var n = initialN, i = 0, bias = initialBias
        var pos = start
        while pos < chars.count {
            let oldi = i
            var w = 1
            var k = base
            while true {
                guard pos < chars.count else { return nil }
                let c = chars[pos].value
                pos += 1
                let digit: Int
                switch c {
                case 0x30...0x39: digit = Int(c) - 22
                case 0x41...0x5A: digit = Int(c) - 0x41
                case 0x61...0x7A: digit = Int(c) - 0x61
                default: return nil
                }
                guard digit <= (Int.max - i) / w else { return nil }
                i += digit * w
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                w *= base - t
                k += base
                if w > 1 << 40 { return nil }
            }
            bias = adapt(i - oldi, output.count + 1, oldi == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        var s = ""
        s.unicodeScalars.append(contentsOf: output)
        return s
    }

    static func encode(_ input: String) -> String? {
        let cps = input.unicodeScalars.map { Int($0.value) }
        var output = cps.filter { $0 < 0x80 }.map { Character(Unicode.Scalar(UInt8($0))) }
        let b = output.count
        var h = b
        if b > 0 { output.append("-") }
        var n = initialN, delta = 0, bias = initialBias
        func digit(_ d: Int) -> Character {
            Character(Unicode.Scalar(UInt8(d < 26 ? d + 0x61 : d - 26 + 0x30)))
        }
        while h < cps.count {
            guard let m = cps.filter({ $0 >= n }).min() else { return nil }
            delta += (m - n) * (h + 1)
            n = m
            for c in cps {
                if c < n { delta += 1 }
                if c == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta, h + 1, h == b)
                    delta = 0
                    h += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(output)
    }
}

/// A range-based approximation of the Unicode bidirectional classes that RFC 5893 needs
/// (Swift exposes no Bidi_Class property).
enum Bidi {
    enum Class { case l, r, al, en, an, nsm, other }

    static func isArabicLetter(_ c: Unicode.Scalar) -> Bool {
        classOf(c) == .al && c.properties.isAlphabetic
    }

    static func classOf(_ c: Unicode.Scalar) -> Class {
        let v = c.value
        if c.properties.generalCategory == .nonspacingMark || c.properties.generalCategory == .enclosingMark { return .nsm }
        switch v {
        case 0x30...0x39, 0x06F0...0x06F9: return .en
        case 0x0660...0x0669, 0x066B, 0x066C: return .an
        case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F: return .r
        case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .al
        case 0x2D: return .other
        default:
            return c.properties.isAlphabetic ? .l : .other
        }
    }

    static func hasRTL(_ label: String) -> Bool {
        label.unicodeScalars.contains { [.r, .al, .an].contains(classOf($0)) }
    }

    static func labelIsValid(_ label: String, inBidiDomain: Bool) -> Bool {
        guard inBidiDomain else { return true }
        let classes = label.unicodeScalars.map(classOf)
        guard let first = classes.first else { return false }
        let lastStrong = classes.last { $0 != .nsm } ?? first
        if first == .r || first == .al {
            guard classes.allSatisfy({ $0 != .l }) else { return false }
            guard [.r, .al, .en, .an].contains(lastStrong) else { return false }
            return !(classes.contains(.en) && classes.contains(.an))
        }
        guard first == .l else { return false }
        guard classes.allSatisfy({ $0 != .r && $0 != .al && $0 != .an }) else { return false }
        return lastStrong == .l || lastStrong == .en
    }
}
