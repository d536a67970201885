import TourcDiagnostics

/// Turns libyaml marks into `SourceLocation`s (1-based line and Unicode-scalar column, 0-based byte
/// offset in the original file).
///
/// libyaml's `mark.index` counts characters, not bytes, and its lines also break at U+0085, U+2028
/// and U+2029 (YAML 1.1). For pure-ASCII input the marks are already right (index == byte offset),
/// so nothing is computed. When the text has no such breaks (and no surrogate rewrites), libyaml's
/// line and column (which counts characters) are right too, and only the byte offset has to be
/// found: a cursor counts characters forward eight bytes at a time (`CharCursor`). Otherwise a
/// cursor walks the bytes forward from the previous mark: events arrive in file order, so the
/// whole file is walked once (linear), and lines break only at LF, CRLF and CR, like editors and
/// our renderers count them.
struct PositionMapper {
    private let base: UnsafePointer<UInt8>?
    private let count: Int
    /// Bytes removed in front of what libyaml sees (a UTF-8 BOM), added back to every offset.
    private let shift: Int
    private let useMarks: Bool
    /// Non-ASCII text without unusual breaks or edits: lines and columns come from the marks,
    /// offsets from `charCursor`.
    private let useMarkLines: Bool
    private let forceWalk: Bool
    /// Marks as they are (see `YAMLLoader.loadWithApproximatePositions`).
    let approximate: Bool
    private var charCursor = CharCursor()
    /// Character positions where libyaml's text is shorter than the file (see `SurrogateRewriter`).
    private let edits: [CharEdit]

    /// The walk cursor: character index (in the file's own characters), byte offset, line, column.
    private var char = 0, byte = 0, line = 1, column = 1
    /// The last location taken from libyaml's marks (ASCII input).
    private var lastMark: SourceLocation

    struct CharEdit {
        /// Character index in libyaml's text where the shortened replacement starts.
        var at: Int
        /// How many characters the file has more than libyaml's text there.
        var removed: Int
    }

    /// `forceWalk`: ignore libyaml's lines and columns for non-ASCII text (tests compare both ways).
    init(bytes: UnsafeBufferPointer<UInt8>, shift: Int, isASCII: Bool, hasUnusualBreaks: Bool, edits: [CharEdit] = [],
         forceWalk: Bool = false, approximate: Bool = false) {
        self.approximate = approximate
        self.base = bytes.baseAddress
        self.count = bytes.count
        self.shift = shift
        self.edits = edits
        self.useMarks = isASCII && !hasUnusualBreaks && edits.isEmpty
        self.useMarkLines = !isASCII && !hasUnusualBreaks && edits.isEmpty && !forceWalk
        self.forceWalk = forceWalk
        self.lastMark = SourceLocation(line: 1, column: 1, offset: shift)
    }

    /// The location of a libyaml mark (character `index`, 0-based `line`/`column`).
    @inline(__always)
    mutating func location(index: Int, line markLine: Int, column markColumn: Int) -> SourceLocation {
        if approximate { return SourceLocation(line: markLine + 1, column: markColumn + 1, offset: index + shift) }
        return exactLocation(index: index, line: markLine, column: markColumn)
    }

    private mutating func exactLocation(index: Int, line markLine: Int, column markColumn: Int) -> SourceLocation {
        // At the end of the input libyaml pretends there is a final line break (its mark moves to
        // the next line); only the walk knows where the text really ends.
        if useMarks {
            if index < count {
                lastMark = SourceLocation(line: markLine + 1, column: markColumn + 1, offset: index + shift)
                return lastMark
            }
            // Walk only the last stretch (after the last real mark), not the whole file.
            return advance(from: lastMark, toOffset: count + shift)
        }
        if useMarkLines, let p = base {
            let byte = charCursor.byteOffset(ofChar: index, in: p, count: count)
            if byte < count {
                lastMark = SourceLocation(line: markLine + 1, column: markColumn + 1, offset: byte + shift)
                return lastMark
            }
            return advance(from: lastMark, toOffset: count + shift)
        }
        return location(char: fileChar(index))
    }

    /// The location of a mark whose byte offset in libyaml's text is already known to the caller
    /// (`knownByte`: the end of a one-line plain scalar is its start plus its length), so the
    /// character cursor does not count its way there. Same answer as `location(index:line:column:)`.
    mutating func location(index: Int, line markLine: Int, column markColumn: Int, knownByte: Int) -> SourceLocation {
        guard useMarkLines, !approximate, base != nil, knownByte < count else {
            return location(index: index, line: markLine, column: markColumn)
        }
        charCursor.seek(char: index, byte: knownByte)
        lastMark = SourceLocation(line: markLine + 1, column: markColumn + 1, offset: knownByte + shift)
        return lastMark
    }

    /// The byte offset in libyaml's text of a location's file offset.
    func textOffset(_ location: SourceLocation) -> Int { location.offset - shift }

    /// Maps a character index in libyaml's (possibly rewritten) text to one in the file.
    private func fileChar(_ index: Int) -> Int {
        if edits.isEmpty { return index }
        // Binary search: edits are sorted; count the characters removed before `index`.
        var lo = 0, hi = edits.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if edits[mid].at < index { lo = mid + 1 } else { hi = mid }
        }
        var removed = 0
        // Prefix sums would make this O(1); edits are few (JSON surrogate escapes), keep it simple.
        for k in 0..<lo { removed += edits[k].removed }
        return index + removed
    }

    /// Walks the cursor to character `target` of the file.
    private mutating func location(char target: Int) -> SourceLocation {
        guard let p = base else { return SourceLocation(line: 1, column: 1, offset: shift) }
        if target < char {
            if char - target < column {
                // Same line: step back over whole characters.
                while char > target {
                    byte -= 1
                    while byte > 0 && p[byte] & 0xC0 == 0x80 { byte -= 1 }
                    char -= 1
                    column -= 1
                }
                return SourceLocation(line: line, column: column, offset: byte + shift)
            }
            // A mark lines behind the cursor (only error context marks do that): walk again.
            char = 0; byte = 0; line = 1; column = 1
        }
        while char < target && byte < count {
            // Fast path: eight ASCII bytes without a line break move the cursor by eight
            // characters at once (long texts are mostly that, even in non-ASCII files).
            if target - char >= 8 && count - byte >= 8 {
                let word = UnsafeRawPointer(p + byte).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 && !Self.hasLineBreak(word) {
                    byte += 8
                    char += 8
                    column += 8
                    continue
                }
            }
            let b = p[byte]
            if b < 0x80 {
                byte += 1
                if b == 0x0A || (b == 0x0D && (byte >= count || p[byte] != 0x0A)) {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            } else {
                byte += b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                column += 1
            }
            char += 1
        }
        return SourceLocation(line: line, column: column, offset: byte + shift)
    }

    /// Whether a word holds LF or CR (SWAR zero-byte test on `word ^ 0x0A…`, `0x0D…`; exact for
    /// any bytes: without a zero byte nothing borrows, and no byte alone sets its flag).
    @inline(__always)
    static func hasLineBreak(_ word: UInt64) -> Bool {
        let low: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        let lf = word ^ 0x0A0A_0A0A_0A0A_0A0A, cr = word ^ 0x0D0D_0D0D_0D0D_0D0D
        return ((lf &- low) & ~lf & high) | ((cr &- low) & ~cr & high) != 0
    }

    /// The location of byte `offset` of libyaml's text, walking from the start (for the rare
    /// byte-addressed errors).
    func location(byteOffset target: Int) -> SourceLocation {
        Self.advance(base: base, count: count, from: SourceLocation(line: 1, column: 1, offset: shift),
                     toOffset: target + shift, shift: shift)
    }

    /// Walks from a known location to a later byte offset (both in file offsets).
    func advance(from start: SourceLocation, toOffset: Int) -> SourceLocation {
        Self.advance(base: base, count: count, from: start, toOffset: toOffset, shift: shift)
    }

    private static func advance(
        base: UnsafePointer<UInt8>?, count: Int, from start: SourceLocation, toOffset: Int, shift: Int
    ) -> SourceLocation {
        guard let p = base else { return start }
        var loc = start
        var i = start.offset - shift
        let end = min(toOffset - shift, count)
        while i < end {
            if end - i >= 8 {
                let word = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 && !hasLineBreak(word) {
                    i += 8
                    loc.column += 8
                    continue
                }
            }
            let b = p[i]
            i += 1
            if b == 0x0A || (b == 0x0D && (i >= count || p[i] != 0x0A)) {
                loc.line += 1
                loc.column = 1
            } else if b & 0xC0 != 0x80 {
                loc.column += 1
            }
        }
        loc.offset = i + shift
        return loc
    }

    /// The location of an earlier `offset`, when only blanks (space, tab, LF, CR) lie between it
    /// and `end`, and `start` (on or before it) is known: a block scalar's end without its
    /// trailing blank lines. Counts back over the blanks and the last line instead of walking
    /// the whole scalar forward from `start` (what `forceWalk` still does, for the tests).
    func retreat(from end: SourceLocation, toOffset offset: Int, after start: SourceLocation) -> SourceLocation {
        guard let p = base, !forceWalk else { return advance(from: start, toOffset: offset) }
        // Line breaks as the forward walk counts them: LF, and CR not followed by LF.
        var breaks = 0
        for i in (offset - shift)..<(end.offset - shift) {
            let b = p[i]
            if b == 0x0A || (b == 0x0D && (i + 1 >= count || p[i + 1] != 0x0A)) { breaks += 1 }
        }
        if breaks == 0 {
            // Only spaces and tabs removed, one column each.
            return SourceLocation(line: end.line, column: end.column - (end.offset - offset), offset: offset)
        }
        // The column: characters since the last line break before `offset`, or since `start`.
        // Block scalars' lines can be long, so both walks go eight bytes at a time where they
        // can (a word is stepped over when it holds no LF or CR; characters are the bytes that
        // are not continuation bytes `10xxxxxx`).
        var j = offset - shift - 1
        let lowest = start.offset - shift
        while j >= lowest {
            if j - 7 >= lowest {
                let word = UnsafeRawPointer(p + (j - 7)).loadUnaligned(as: UInt64.self)
                if !Self.hasLineBreak(word) {
                    j -= 8
                    continue
                }
            }
            if p[j] == 0x0A || p[j] == 0x0D { break }
            j -= 1
        }
        var column = j >= lowest ? 1 : start.column
        var i = max(j + 1, lowest)
        let stop = offset - shift
        while stop - i >= 8 {
            let word = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
            column += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            i += 8
        }
        while i < stop {
            if p[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: end.line - breaks, column: column, offset: offset)
    }

    /// The byte at a file offset, if any (for describing what a syntax error found).
    func byte(atFileOffset offset: Int) -> UInt8? {
        let i = offset - shift
        guard let p = base, i >= 0, i < count else { return nil }
        return p[i]
    }

    /// The Unicode scalar at a file offset, if any.
    func scalar(atFileOffset offset: Int) -> Unicode.Scalar? {
        let i = offset - shift
        guard let p = base, i >= 0, i < count else { return nil }
        var iterator = UnsafeBufferPointer(start: p + i, count: min(4, count - i)).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let s) = decoder.decode(&iterator) { return s }
        return nil
    }
}
