/// Finds the byte offset of a character index in UTF-8 text, moving a cursor from the previous
/// answer: libyaml's marks count characters, and they arrive (almost always) in file order.
///
/// Forward moves count whole 8-byte words at once (characters in a word = bytes that are not
/// continuation bytes `10xxxxxx`), so a mostly-ASCII text costs a few instructions per word
/// instead of per byte. Backward moves (error context marks) step back character by character.
struct CharCursor {
    /// Characters before `byte` (continuation bytes do not count).
    private var char = 0
    private var byte = 0

    /// Puts the cursor at a known place (character `char` starts at byte `byte`), so a later
    /// call counts from there instead of from the previous answer.
    mutating func seek(char: Int, byte: Int) {
        self.char = char
        self.byte = byte
    }

    /// The byte offset where character `target` starts; `count` if the text ends first.
    mutating func byteOffset(ofChar target: Int, in p: UnsafePointer<UInt8>, count: Int) -> Int {
        if target < char {
            // Step back to the lead byte of the previous character, `char - target` times.
            while char > target && byte > 0 {
                byte -= 1
                while byte > 0 && p[byte] & 0xC0 == 0x80 { byte -= 1 }
                char -= 1
            }
            return byte
        }
        let high: UInt64 = 0x8080_8080_8080_8080
        while count - byte >= 8 {
            let word = UnsafeRawPointer(p + byte).loadUnaligned(as: UInt64.self)
            if word & high == 0 {
                // Eight ASCII characters (most words, even of text in other scripts' files).
                let k = target - char
                if k < 8 {
                    byte += k
                    char = target
                    return byte
                }
                char += 8
                byte += 8
                continue
            }
            // Bit 7 set and bit 6 clear: a continuation byte.
            let continuation = word & high & ~(word << 1)
            let leads = 8 - continuation.nonzeroBitCount
            let k = target - char
            if k < leads {
                // Character `target` starts in this word: at its k-th lead byte (counting from 0).
                // Marks are mostly a few characters apart, so this is where most calls end.
                if continuation == 0 {
                    byte += k
                } else {
                    var leadBits = ~continuation & high
                    for _ in 0..<k { leadBits &= leadBits &- 1 }
                    byte += leadBits.trailingZeroBitCount >> 3
                }
                char = target
                return byte
            }
            char += leads
            byte += 8
        }
        while byte < count {
            if p[byte] & 0xC0 != 0x80 {
                if char == target { return byte }
                char += 1
            }
            byte += 1
        }
        return count
    }
}
