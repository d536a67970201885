#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes JSON-style surrogate-pair escapes (`"\uD83D\uDE80"`) readable by libyaml.
///
/// JSON writes characters beyond U+FFFF as two `\u` escapes (a UTF-16 surrogate pair); YAML 1.2
/// accepts that too, but libyaml 0.2.5 rejects each half. Before parsing, each escaped pair is
/// replaced by the equivalent `\UXXXXXXXX` escape (10 bytes instead of 12), and the position
/// mapper is told about every replacement so locations still point into the original file.
///
/// The scan cannot know whether a backslash sits inside a double-quoted string. The loader
/// therefore checks, during the parse, that every replacement fell inside a double-quoted scalar;
/// a replacement anywhere else (a plain or single-quoted scalar, where backslashes are literal) is
/// undone and the file parsed again, so content is never changed.
enum SurrogateRewriter {
    struct Result {
        var bytes: [UInt8]
        var edits: [PositionMapper.CharEdit]
        /// The original byte offset of each edit, to name it when it has to be undone.
        var offsets: [Int]
    }

    /// Nil when there is nothing to rewrite (the common case: one fast pass, no copy).
    static func rewrite(_ text: UnsafeBufferPointer<UInt8>, skipping: Set<Int> = []) -> Result? {
        guard mayContainSurrogateEscape(text) else { return nil }
        let n = text.count
        var out: [UInt8] = []
        var edits: [PositionMapper.CharEdit] = []
        var offsets: [Int] = []
        var copied = 0      // bytes of `text` already copied to `out`
        var chars = 0       // characters of `text` before `i`
        var run = 0         // consecutive backslashes ending at `i`
        var i = 0
        while i < n {
            let b = text[i]
            if b != UInt8(ascii: "\\") {
                run = 0
                if b & 0xC0 != 0x80 { chars += 1 }
                i += 1
                continue
            }
            run += 1
            if run % 2 == 1, i + 12 <= n, !skipping.contains(i),
               let high = escape(text, i), (0xD800...0xDBFF).contains(high),
               let low = escape(text, i + 6), (0xDC00...0xDFFF).contains(low) {
                if out.isEmpty { out.reserveCapacity(n) }
                out.append(contentsOf: text[copied..<i])
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                out.append(contentsOf: Array("\\U".utf8))
                out.append(contentsOf: Array(hex8(scalar).utf8))
                edits.append(.init(at: chars - 2 * edits.count, removed: 2))
                offsets.append(i)
                copied = i + 12
                chars += 12
                i += 12
                run = 0
                continue
            }
            chars += 1
            i += 1
        }
        guard !edits.isEmpty else { return nil }
        out.append(contentsOf: text[copied..<n])
        return Result(bytes: out, edits: edits, offsets: offsets)
    }

    /// A quick pass with `memchr` (vectorised by libc): is there any `\uD8xx`…`\uDBxx` followed
    /// by `\uDCxx`…`\uDFxx` at all? Checking the whole pair matters: escaped Hangul (`\uD558`)
    /// and other BMP characters in U+D000–U+D7FF are common in real text and must not send every
    /// such file through the slow rewriting scan.
    static func mayContainSurrogateEscape(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return false }
        var i = 0
        let n = text.count
        while i < n, let hit = memchr(base + i, Int32(UInt8(ascii: "\\")), n - i) {
            let k = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if k + 9 < n && base[k + 1] == UInt8(ascii: "u") && (base[k + 2] | 0x20) == UInt8(ascii: "d")
                && isHexDigit(base[k + 3], in: "89ab")
                && base[k + 6] == UInt8(ascii: "\\") && base[k + 7] == UInt8(ascii: "u")
                && (base[k + 8] | 0x20) == UInt8(ascii: "d") && isHexDigit(base[k + 9], in: "cdef") {
                return true
            }
            i = k + 1
        }
        return false
    }

    /// Whether `b` (either case) is one of the lowercase hex digits in `digits`.
    @inline(__always)
    private static func isHexDigit(_ b: UInt8, in digits: StaticString) -> Bool {
        let lower = b | 0x20
        let p = digits.utf8Start
        for i in 0..<digits.utf8CodeUnitCount where p[i] == lower { return true }
        return false
    }

    /// The value of `\uXXXX` at `i`, or nil.
    private static func escape(_ t: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32? {
        guard t[i] == UInt8(ascii: "\\"), t[i + 1] == UInt8(ascii: "u") else { return nil }
        var v: UInt32 = 0
        for k in 2..<6 {
            let c = t[i + k]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A")) + 10
            default: return nil
            }
            v = v << 4 | d
        }
        return v
    }

    private static func hex8(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}
