/// Lets libyaml read documents that declare any YAML 1.x version.
///
/// libyaml 0.2.5 refuses every `%YAML` directive other than 1.1 and 1.2 ("incompatible YAML
/// document"), but YAML 1.2 says a processor reads a document of another 1.x version (and warns
/// when the minor version is newer than its own). tourc resolves every document by the YAML 1.2
/// core schema anyway, so the directive only has to get past libyaml: in the file's opening
/// prologue (blank lines, comments and directives before the first document), the minor version of
/// `%YAML 1.x` is rewritten to `2`, padded with spaces to the same length, in a copy of the bytes.
/// Lengths never change, so every line, column and offset stays exactly where the author wrote it.
///
/// Only the first prologue is looked at (it costs nothing on files without one); a directive for a
/// later document, after `...`, still has to be 1.1 or 1.2 (docs/yaml.md).
enum VersionDirective {
    /// A minor version that was rewritten: where its digits start, and what they were.
    struct Rewrite: Equatable {
        var offset: Int
        var minor: String
    }

    /// The bytes with every opening `%YAML 1.x` (x other than 1 or 2) rewritten, or nil when
    /// nothing needs rewriting (the common case: no copy is made).
    static func normalized(_ body: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], rewrites: [Rewrite])? {
        var rewrites: [Rewrite] = []
        var lineStart = 0
        while lineStart < body.count {
            var lineEnd = lineStart
            while lineEnd < body.count, body[lineEnd] != 0x0A { lineEnd += 1 }
            let first = firstNonBlank(body, from: lineStart, to: lineEnd)
            if first == nil || body[first!] == 0x23 {
                // A blank or comment line: still in the prologue.
            } else if first == lineStart, body[lineStart] == 0x25 {
                if let rewrite = minorToRewrite(body, from: lineStart, to: lineEnd) { rewrites.append(rewrite) }
            } else {
                break  // `---` or content: the prologue is over.
            }
            lineStart = lineEnd + 1
        }
        guard !rewrites.isEmpty else { return nil }
        var bytes = Array(body)
        for rewrite in rewrites {
            bytes[rewrite.offset] = UInt8(ascii: "2")
            for k in 1..<rewrite.minor.utf8.count { bytes[rewrite.offset + k] = UInt8(ascii: " ") }
        }
        return (bytes, rewrites)
    }

    private static func firstNonBlank(_ body: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var i = from
        while i < to, body[i] == 0x20 || body[i] == 0x09 || body[i] == 0x0D { i += 1 }
        return i < to ? i : nil
    }

    /// For `%YAML 1.<digits>` with digits other than `1` or `2`, where the digits are.
    private static func minorToRewrite(_ body: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Rewrite? {
        let name = Array("%YAML".utf8)
        guard to - from > name.count + 1, Array(body[from..<from + name.count]) == name else { return nil }
        var i = from + name.count
        guard body[i] == 0x20 || body[i] == 0x09 else { return nil }
        while i < to, body[i] == 0x20 || body[i] == 0x09 { i += 1 }
        guard i + 2 < to || i + 2 == to, i + 1 < to, body[i] == UInt8(ascii: "1"), body[i + 1] == UInt8(ascii: ".") else { return nil }
        let digitsStart = i + 2
        var j = digitsStart
        while j < to, body[j] >= 0x30, body[j] <= 0x39 { j += 1 }
        guard j > digitsStart else { return nil }
        // The digits must end the version (space, comment, CR or end of line follow).
        guard j == to || body[j] == 0x20 || body[j] == 0x09 || body[j] == 0x0D else { return nil }
        let minor = String(decoding: body[digitsStart..<j], as: UTF8.self)
        guard minor != "1", minor != "2" else { return nil }
        return Rewrite(offset: digitsStart, minor: minor)
    }
}
