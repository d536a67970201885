/// Byte scans of a string's UTF-8 over its contiguous storage.
///
/// Why: `String.UTF8View.contains` walks the view's generic index, several times slower than
/// a loop over bytes, and the language checks scan every text and every translation of an app
/// before deciding whether there is anything to parse (placeholders, Markdown, `%`). A native
/// Swift string always has contiguous UTF-8; a bridged one falls back to the view.
enum UTF8Scan {
    /// Whether some byte of `text`'s UTF-8 satisfies `predicate`.
    @inline(__always)
    static func contains(_ text: String, where predicate: (UInt8) -> Bool) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: predicate) }) { return found }
        return text.utf8.contains(where: predicate)
    }

    /// `body` over `text`'s UTF-8 as one buffer: the string's own storage when it has one,
    /// else a copy.
    @inline(__always)
    static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
