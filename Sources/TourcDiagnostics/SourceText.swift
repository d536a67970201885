/// The text of one source file, as the renderers need it: bytes plus where each line starts.
///
/// Renderers show the line a diagnostic points at. They get it from here rather than from the
/// loader so that any stage (schema, semantics, output) can point at any file the driver read.
/// Line starts are computed once, lazily, so a file without diagnostics costs nothing.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Byte offset where each line starts; line `n` (1-based) starts at `lineStarts[n - 1]`.
    public let lineStarts: [Int]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// The text of line `number` (1-based) without its line break (`\n` or `\r\n`); nil when the
    /// file has no such line. Invalid UTF-8 shows as U+FFFD, so a snippet never fails to render.
    /// A UTF-8 byte-order mark is not part of line 1: the loader does not count it as a column.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        var start = lineStarts[number - 1]
        if number == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard end >= start else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
