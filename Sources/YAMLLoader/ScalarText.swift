/// Makes a scalar's `String` from libyaml's output buffer without validating the UTF-8 again.
///
/// `String(decoding:as:)` validates every scalar (for non-ASCII text byte by byte), but the bytes
/// are already known to be valid: `InputCheck` validated the whole input, and libyaml only copies
/// input characters, folds with spaces and line breaks, and encodes escapes as UTF-8 (it refuses
/// surrogates and values past U+10FFFF; `SurrogateRewriter` turns JSON surrogate pairs into one
/// `\U` escape first). Debug builds still check that every string is valid.
enum ScalarText {
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        make(bytes, smallLayout: smallLayoutMatches)
    }

    /// `smallLayout`: `smallLayoutMatches`, read once by a caller that makes many strings (each
    /// read of a global costs a `swift_once` call, and this runs once per scalar).
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, smallLayout: Bool) -> String {
        if smallLayout, let small = smallASCIIAssumingLayout(bytes) { return small }
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            assert(String(validating: bytes, as: UTF8.self) != nil, "libyaml produced invalid UTF-8")
            return unsafe String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII(bytes)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Most scalars (keys, enum-like values, numbers) are ASCII and at most 15 bytes: the length a
    /// `String` holds inline, in its two words, with no storage to allocate. Such a string is put
    /// together here from its bytes and the small-string tag (`0xE0 | count` in the top byte of
    /// the second word, little-endian 64-bit layout): a few instructions, where the general
    /// initializer spends over a hundred per scalar. The layout is checked once against strings
    /// the standard library made (`smallLayoutMatches`); anywhere it differs, this returns nil and
    /// the general path runs.
    @inline(__always)
    static func smallASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        smallLayoutMatches ? smallASCIIAssumingLayout(bytes) : nil
    }

    /// `smallASCII` for a caller that already knows `smallLayoutMatches` is true.
    @inline(__always)
    private static func smallASCIIAssumingLayout(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
        let n = bytes.count
        guard n <= 15, let words = smallWords(bytes) else { return nil }
        return unsafeBitCast((words.0, words.1 | UInt64(0xE0 | n) << 56), to: String.self)
        #else
        return nil
        #endif
    }

    /// The bytes (at most 15) as two little-endian words, or nil when one of them is not ASCII.
    @inline(__always)
    private static func smallWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        // Overlapping unaligned loads inside the buffer instead of a `memcpy` call: bytes that two
        // loads both cover land in the same place, so OR-ing them is harmless.
        let n = bytes.count
        guard let p = bytes.baseAddress, n > 0 else { return (0, 0) }
        let raw = UnsafeRawPointer(p)
        var w0: UInt64 = 0, w1: UInt64 = 0
        if n >= 8 {
            w0 = raw.loadUnaligned(as: UInt64.self)
            if n > 8 { w1 = raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) >> UInt64(8 * (16 - n)) }
        } else if n >= 4 {
            w0 = UInt64(raw.loadUnaligned(as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)) << UInt64(8 * (n - 4))
        } else {
            for i in 0..<n { w0 |= UInt64(p[i]) << UInt64(8 * i) }
        }
        return (w0 | w1) & 0x8080_8080_8080_8080 == 0 ? (w0, w1) : nil
    }

    /// Whether strings the standard library makes have the small-string layout `smallASCII`
    /// builds (compared bit for bit, for every length that takes the fast path).
    static let smallLayoutMatches: Bool = {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
        guard MemoryLayout<String>.size == 16 else { return false }
        let sample = Array("abcdefghijklmno".utf8)
        for n in 0...15 {
            let reference = String(decoding: sample[0..<n], as: UTF8.self)
            let built: (UInt64, UInt64)? = sample.withUnsafeBufferPointer { all in
                smallWords(UnsafeBufferPointer(rebasing: all[0..<n])).map { ($0.0, $0.1 | UInt64(0xE0 | n) << 56) }
            }
            guard let built, unsafeBitCast(reference, to: (UInt64, UInt64).self) == built else { return false }
        }
        return true
        #else
        return false
        #endif
    }()

    /// Whether every byte is below 0x80, eight bytes at a time (strings keep this as a flag that
    /// speeds up their later comparisons and indexing).
    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress else { return true }
        let n = bytes.count
        var i = 0
        var any: UInt64 = 0
        while n - i >= 8 {
            any |= UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
            i += 8
        }
        var tail: UInt8 = 0
        while i < n {
            tail |= p[i]
            i += 1
        }
        return any & 0x8080_8080_8080_8080 == 0 && tail & 0x80 == 0
    }
}
