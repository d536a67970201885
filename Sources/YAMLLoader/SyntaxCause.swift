import CLibYAML

/// Finds the author's mistake behind a libyaml syntax error, which libyaml often reports far
/// from it: a quote left open on line 12 can surface as "did not find expected key" on line 40.
///
/// Runs only after libyaml reported an error (never on a clean file). It reads the text line by
/// line up to the error, proposes the usual one-character mistakes (a quote or bracket left open,
/// an apostrophe that ends a single-quoted string, a `"` that ends a double-quoted one), and
/// keeps a proposal only if repairing it makes libyaml get past the original error: the repair
/// is the evidence that this is the cause, so a legitimate multi-line string is never blamed.
struct SyntaxCause {
    enum Kind: Equatable {
        /// A quoted string opened at `at` and never closed on its line.
        case unclosedQuote(quote: UInt8)
        /// A flow collection opened at `at` and never closed on its line (`closers`: what closes it).
        case unclosedFlow(opener: UInt8, closers: String)
        /// The quote at `at` ends the string early (an apostrophe in `'…'`, a `"` in `"…"`).
        case earlyClose(quote: UInt8, valueStart: Int)
    }

    var kind: Kind
    /// Byte offset (in the text libyaml read) the diagnostic points at.
    var at: Int

    let text: [UInt8]

    init?(text: [UInt8]) {
        guard !text.isEmpty else { return nil }
        self.text = text
        kind = .unclosedQuote(quote: 0)
        at = 0
    }

    /// The cause of the error libyaml reports at byte `errorOffset`, or nil when no repair moves
    /// the error.
    /// Repairs tried at most per error.
    static let maxAttempts = 64

    static func find(text: [UInt8], errorOffset: Int) -> SyntaxCause? {
        guard var cause = SyntaxCause(text: text), let original = firstError(text), original >= errorOffset - 1 else { return nil }
        let lines = lineStarts(text)
        var attempts = 0
        for start in lines where start <= errorOffset {
            guard let v = valueStart(text, line: start) else { continue }
            for candidate in candidates(text, valueAt: v) {
                // Each attempt parses the whole text again: bounded, so a hostile file with many
                // suspicious lines costs a fixed number of parses.
                attempts += 1
                if attempts > maxAttempts { return nil }
                var repaired = text
                repaired.replaceSubrange(candidate.edit.range, with: candidate.edit.bytes)
                let after = firstError(repaired)
                // The repair helps when libyaml now reads past where it failed before (the
                // repair shifts later offsets by its length).
                if after == nil || after! > original + candidate.edit.bytes.count {
                    cause.kind = candidate.kind
                    cause.at = candidate.at
                    return cause
                }
            }
        }
        return nil
    }

    struct Candidate {
        var kind: Kind
        var at: Int
        var edit: (range: Range<Int>, bytes: [UInt8])
    }

    /// Offsets where lines start.
    static func lineStarts(_ t: [UInt8]) -> [Int] {
        var starts = [0]
        for i in t.indices where t[i] == 0x0A && i + 1 < t.count { starts.append(i + 1) }
        return starts
    }

    /// The end of the line holding `i` (the offset of its LF or CR, or the text's end).
    static func lineEnd(_ t: [UInt8], from i: Int) -> Int {
        var j = i
        while j < t.count, t[j] != 0x0A, t[j] != 0x0D { j += 1 }
        return j
    }

    /// Where the value of a line's `key: value` or `- value` begins, if it begins on this line
    /// with a quote or bracket worth examining.
    static func valueStart(_ t: [UInt8], line start: Int) -> Int? {
        let end = lineEnd(t, from: start)
        var i = start
        while i < end, t[i] == 0x20 { i += 1 }
        // `- ` entries, possibly nested (`- - x`).
        while i + 1 < end, t[i] == UInt8(ascii: "-"), t[i + 1] == 0x20 {
            i += 2
            while i < end, t[i] == 0x20 { i += 1 }
        }
        guard i < end else { return nil }
        if isOpener(t[i]) { return i }
        // A plain key followed by `: `.
        var j = i
        while j < end {
            if t[j] == UInt8(ascii: ":"), j + 1 == end || t[j + 1] == 0x20 {
                var v = j + 1
                while v < end, t[v] == 0x20 { v += 1 }
                return v < end && isOpener(t[v]) ? v : nil
            }
            if t[j] == UInt8(ascii: "#"), j > i, t[j - 1] == 0x20 { return nil }
            j += 1
        }
        return nil
    }

    static func isOpener(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{")
    }

    /// The mistakes a value starting at `v` may hold, each with its repair.
    static func candidates(_ t: [UInt8], valueAt v: Int) -> [Candidate] {
        let end = lineEnd(t, from: v)
        var trimmedEnd = end
        while trimmedEnd > v, t[trimmedEnd - 1] == 0x20 || t[trimmedEnd - 1] == 0x09 { trimmedEnd -= 1 }
        let q = t[v]
        if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") {
            guard let close = closingQuote(t, from: v, end: end) else {
                return [Candidate(kind: .unclosedQuote(quote: q), at: v, edit: (trimmedEnd..<trimmedEnd, [q]))]
            }
            // Text after the closing quote on the same line (not a comment, `,`, `]`, `}` or `:`)?
            var k = close + 1
            while k < end, t[k] == 0x20 { k += 1 }
            guard k < trimmedEnd, t[k] != UInt8(ascii: "#"), t[k] != UInt8(ascii: ","), t[k] != UInt8(ascii: "]"),
                  t[k] != UInt8(ascii: "}"), !(t[k] == UInt8(ascii: ":") && k == close + 1)
            else { return [] }
            // Escape every quote of its kind between the opening one and the line's last one.
            var last = trimmedEnd - 1
            while last > close, t[last] != q { last -= 1 }
            guard last > close else { return [] }
            var inner: [UInt8] = []
            for i in (v + 1)..<last {
                if t[i] == q, q == UInt8(ascii: "'"), i + 1 < last, t[i + 1] == q { inner.append(q); continue }
                if t[i] == q { inner += q == UInt8(ascii: "'") ? [q, q] : [UInt8(ascii: "\\"), q] } else { inner.append(t[i]) }
            }
            return [Candidate(kind: .earlyClose(quote: q, valueStart: v), at: close, edit: ((v + 1)..<last, inner))]
        }
        // A flow collection: brackets still open at the line's end (outside quotes).
        var stack: [UInt8] = []
        var i = v
        while i < end {
            let b = t[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                guard let close = closingQuote(t, from: i, end: end) else { return [] }
                i = close + 1
                continue
            }
            if b == UInt8(ascii: "#"), i > v, t[i - 1] == 0x20 { break }
            if b == UInt8(ascii: "[") { stack.append(UInt8(ascii: "]")) }
            if b == UInt8(ascii: "{") { stack.append(UInt8(ascii: "}")) }
            if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                if stack.popLast() == nil { return [] }
                if stack.isEmpty { return [] }
            }
            i += 1
        }
        guard !stack.isEmpty else { return [] }
        let closers = Array(stack.reversed())
        return [Candidate(kind: .unclosedFlow(opener: q, closers: String(decoding: closers, as: UTF8.self)), at: v,
                          edit: (trimmedEnd..<trimmedEnd, closers))]
    }

    /// The offset of the quote that closes the quoted scalar opened at `v`, on the same line.
    static func closingQuote(_ t: [UInt8], from v: Int, end: Int) -> Int? {
        let q = t[v]
        var i = v + 1
        while i < end {
            if q == UInt8(ascii: "\""), t[i] == UInt8(ascii: "\\") { i += 2; continue }
            if t[i] == q {
                if q == UInt8(ascii: "'"), i + 1 < end, t[i + 1] == q { i += 2; continue }
                return i
            }
            i += 1
        }
        return nil
    }

    /// The byte offset at which libyaml stops with an error, or nil when it reads the whole text.
    static func firstError(_ text: [UInt8]) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return text.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    return byteOffset(ofChar: Int(parser.problem_mark.index), in: buffer)
                }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { return nil }
            }
        }
    }

    /// libyaml's marks count characters; this turns one into a byte offset.
    static func byteOffset(ofChar index: Int, in t: UnsafeBufferPointer<UInt8>) -> Int {
        var chars = 0
        var i = 0
        while i < t.count, chars < index {
            i += 1
            while i < t.count, t[i] & 0xC0 == 0x80 { i += 1 }
            chars += 1
        }
        return i
    }
}
