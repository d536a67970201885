/// Makes a scalar's `String` from libyaml's output buffer without validating the UTF-8 again.
///
/// `String(decoding:as:)` validates every scalar (for non-ASCII text byte by byte), but the bytes
/// are already known to be valid: `InputCheck` validated the whole input, and libyaml only copies
/// input characters, folds with spaces and line breaks, and encodes escapes as UTF-8 (it refuses
/// surrogates and values past U+10FFFF; `SurrogateRewriter` turns JSON surrogate pairs into one
/// `\U` escape first). Debug builds still check that every string is valid.
enum ScalarText {
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            assert(String(validating: bytes, as: UTF8.self) != nil, "libyaml produced invalid UTF-8")
            return unsafe String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII(bytes)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

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
