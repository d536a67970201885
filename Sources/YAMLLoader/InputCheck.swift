/// The byte-level check of the input, and the flags that steer positions.
///
/// libyaml reports bad bytes with terse messages and a byte offset only; this check names the
/// byte and its line and column (`run`; the loader runs it when parsing reported anything), and
/// tells the position mapper whether the input is pure ASCII (then libyaml's character marks are
/// byte offsets and no walk is needed) and whether it holds YAML 1.1 line breaks (`flags`).
struct InputCheck {
    enum Problem: Equatable {
        /// The byte at `offset` does not start or continue a valid UTF-8 sequence.
        case invalidUTF8(byte: UInt8, offset: Int, reason: String)
        case nul(offset: Int)
        /// A scalar YAML forbids in a stream (C0/C1 controls other than tab/LF/CR/NEL, DEL, U+FFFE/F).
        case control(scalar: UInt32, offset: Int)
    }

    /// True when every byte is below 0x80.
    var isASCII = true
    /// True when the text holds U+0085, U+2028 or U+2029, which libyaml (YAML 1.1) counts as line
    /// breaks but editors and our renderers do not; positions must then be recomputed.
    var hasUnusualBreaks = false
    var problem: Problem?

    /// Checks `bytes` (BOM already removed). Stops at the first problem.
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) -> InputCheck {
        var result = InputCheck()
        guard let base = bytes.baseAddress else { return result }
        let count = bytes.count
        var i = 0
        while i < count {
            // Fast path: eight allowed ASCII bytes (printable, tab, LF, CR) at a time. Line breaks
            // are allowed here too: YAML lines are short, and stopping at every break would send
            // the bytes around each one through the slow path.
            // A word with a non-ASCII or forbidden byte skips the allowed bytes before it, so
            // text with an accented letter here and there stays mostly on this path.
            // (Not inside a run of non-ASCII characters: there the word check would fail at once.)
            if i + 8 <= count && base[i] < 0x80 {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let stop = Self.stopMask(word)
                if stop == 0 {
                    i += 8
                    continue
                }
                let allowedBefore = stop.trailingZeroBitCount >> 3
                if allowedBefore > 0 {
                    i += allowedBefore
                    continue
                }
            }
            let b = base[i]
            if b < 0x80 {
                if b >= 0x20 && b != 0x7F || b == 0x09 || b == 0x0A || b == 0x0D {
                    i += 1
                    continue
                }
                result.problem = b == 0 ? .nul(offset: i) : .control(scalar: UInt32(b), offset: i)
                return result
            }
            result.isASCII = false
            // Fast paths for the common well-formed sequences (Latin, Greek, Cyrillic, Hebrew,
            // Arabic: two bytes; CJK and most others: three), decided without building a
            // `Decoded`; anything unusual (E0/ED/F0–F4 leads, C1 controls, U+FFFE/FFFF, U+2028/9,
            // malformed bytes) takes the full decoder below.
            if b >= 0xC2 && b <= 0xDF && i + 1 < count && base[i + 1] & 0xC0 == 0x80 && (b != 0xC2 || base[i + 1] >= 0xA0) {
                i += 2
                continue
            }
            if (b >= 0xE1 && b <= 0xEC || b == 0xEE) && i + 2 < count && base[i + 1] & 0xC0 == 0x80
                && base[i + 2] & 0xC0 == 0x80 && !(b == 0xE2 && base[i + 1] == 0x80) {
                i += 3
                continue
            }
            switch decode(base, count, i) {
            case .failure(let bad):
                result.problem = bad
                return result
            case .success(let (scalar, width)):
                if (0x80...0x9F).contains(scalar) && scalar != 0x85 || scalar == 0xFFFE || scalar == 0xFFFF {
                    result.problem = .control(scalar: scalar, offset: i)
                    return result
                }
                if scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029 { result.hasUnusualBreaks = true }
                i += width
            }
        }
        return result
    }

    /// Only the flags of `run` (`isASCII`, `hasUnusualBreaks`), for text whose bytes libyaml
    /// checks itself (see `YAMLLoader.load`): equal to `run`'s for valid text, and a few
    /// instructions per eight bytes instead of a full decoding. In valid UTF-8, `C2 85` can only
    /// be U+0085 and `E2 80 A8`/`A9` only U+2028/U+2029 (lead bytes never occur inside a
    /// character).
    static func flags(_ bytes: UnsafeBufferPointer<UInt8>) -> InputCheck {
        var result = InputCheck()
        guard let p = bytes.baseAddress else { return result }
        let count = bytes.count
        func isUnusualBreak(at k: Int) -> Bool {
            if p[k] == 0xC2 { return k + 1 < count && p[k + 1] == 0x85 }
            return p[k] == 0xE2 && k + 2 < count && p[k + 1] == 0x80 && (p[k + 2] == 0xA8 || p[k + 2] == 0xA9)
        }
        // Eight bytes at a time: a word with a high bit set clears `isASCII`, and only a word
        // holding a C2 or E2 byte (rare even in non-Latin text) is looked at byte by byte.
        var i = 0
        while count - i >= 8 {
            let word = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
            if word & high != 0 {
                result.isASCII = false
                if hasByte(word, 0xC2) || hasByte(word, 0xE2) {
                    for k in i..<(i + 8) where isUnusualBreak(at: k) {
                        result.hasUnusualBreaks = true
                        return result
                    }
                }
            }
            i += 8
        }
        for k in i..<count where p[k] >= 0x80 {
            result.isASCII = false
            if isUnusualBreak(at: k) {
                result.hasUnusualBreaks = true
                return result
            }
        }
        return result
    }

    /// Whether any byte of `word` is `byte` (exact: the zero-byte test on `word ^ byte…` has no
    /// false positives, whatever the other bytes are).
    @inline(__always)
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & high != 0
    }

    private static let high: UInt64 = 0x8080_8080_8080_8080
    private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The high bit of each byte of `word` (ASCII: high bits clear) that equals `byte`. Exact per
    /// byte (no borrow between bytes: every byte is at most 0x7F, so adding 0x7F cannot carry).
    @inline(__always)
    private static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return ~((x &+ low7) | x) & high
    }

    /// The high bit of every byte of `word` that the fast path cannot accept: non-ASCII bytes,
    /// and ASCII bytes YAML forbids (everything but 0x20...0x7E, tab, LF and CR). Zero when the
    /// whole word is fine; otherwise its lowest set bit marks the first byte to look at closely.
    @inline(__always)
    static func stopMask(_ word: UInt64) -> UInt64 {
        // On the low seven bits of each byte the arithmetic below cannot carry between bytes;
        // non-ASCII bytes are flagged by their own high bit whatever it computes for them.
        let w = word & low7
        // Bytes below 0x20: adding 0x60 leaves their high bit clear.
        let control = ~(w &+ 0x6060_6060_6060_6060) & high
        let breaksAndTabs = equal(w, 0x0A) | equal(w, 0x0D) | equal(w, 0x09)
        return (word & high) | (control & ~breaksAndTabs) | equal(w, 0x7F)
    }

    private enum Decoded { case success((UInt32, Int)), failure(Problem) }

    /// Decodes one multi-byte sequence starting at `i`, naming the first offending byte.
    private static func decode(_ p: UnsafePointer<UInt8>, _ count: Int, _ i: Int) -> Decoded {
        let b0 = p[i]
        let width: Int
        var scalar: UInt32
        switch b0 {
        case 0xC2...0xDF: width = 2; scalar = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: width = 3; scalar = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: width = 4; scalar = UInt32(b0 & 0x07)
        case 0x80...0xBF:
            return .failure(.invalidUTF8(byte: b0, offset: i, reason: "a continuation byte without a lead byte"))
        default:
            return .failure(.invalidUTF8(byte: b0, offset: i, reason: "a byte that never occurs in UTF-8"))
        }
        for k in 1..<width {
            guard i + k < count else {
                return .failure(.invalidUTF8(byte: b0, offset: i, reason: "the file ends in the middle of a character"))
            }
            let b = p[i + k]
            // The second byte's range is narrower for some lead bytes (overlongs, surrogates, > U+10FFFF).
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            if k == 1 {
                switch b0 {
                case 0xE0: low = 0xA0
                case 0xED: high = 0x9F
                case 0xF0: low = 0x90
                case 0xF4: high = 0x8F
                default: break
                }
            }
            guard b >= low && b <= high else {
                let reason = b >= 0x80 && b <= 0xBF
                    ? "an overlong, surrogate or out-of-range sequence"
                    : "a lead byte not followed by enough continuation bytes"
                return .failure(.invalidUTF8(byte: b0, offset: i, reason: reason))
            }
            scalar = scalar << 6 | UInt32(b & 0x3F)
        }
        return .success((scalar, width))
    }
}
