import Testing
@testable import TourcCore

/// The emitters' output buffer: every way of appending keeps the bytes in order across growth.
@Suite("Byte buffer")
struct EmitByteBufferTests {
    @Test func appendsInOrderAcrossGrowth() {
        var buffer = ByteBuffer(capacity: 1)  // the minimum, so nearly every append grows it
        var expected: [UInt8] = []
        for round in 0..<200 {
            buffer.append(UInt8(round % 251))
            expected.append(UInt8(round % 251))
            buffer.append("ab")
            expected += Array("ab".utf8)
            buffer.append(utf8: "é\(round)")
            expected += Array("é\(round)".utf8)
            buffer.append(repeating: UInt8(ascii: " "), count: round % 7)
            expected += [UInt8](repeating: UInt8(ascii: " "), count: round % 7)
            buffer.append([1, 2, 3])
            expected += [1, 2, 3]
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.array == expected)
    }

    @Test func copiesRangesOfItselfAndOthers() {
        var source = ByteBuffer()
        source.append("hello, world")
        var target = ByteBuffer(capacity: 2)
        target.append(source, range: 7..<12)
        target.append(": ")
        target.append(source, range: 0..<5)
        target.appendCopy(of: 0..<5)
        #expect(String(decoding: target.array, as: UTF8.self) == "world: helloworld")
    }

    @Test func replacesRemovesAndReads() {
        var buffer = ByteBuffer()
        buffer.append("0000-tail\n\n")
        buffer.replace(at: 0, with: Array("abcd".utf8))
        buffer.removeLast()
        #expect(buffer[0] == UInt8(ascii: "a"))
        buffer[1] = UInt8(ascii: "B")
        #expect(String(decoding: buffer.array, as: UTF8.self) == "aBcd-tail\n")
        #expect(buffer.withBytes(in: 5..<9) { String(decoding: $0, as: UTF8.self) } == "tail")
        buffer.removeAll()
        let emptied = buffer.isEmpty  // (`#expect` cannot look into a noncopyable value itself)
        #expect(emptied)
        buffer.append("x")
        #expect(buffer.array == [UInt8(ascii: "x")])
    }

    /// Pieces up to sixteen bytes are copied inline (overlapping words from eight bytes): every
    /// length around those limits, at every alignment, lands intact and leaves its neighbours be.
    @Test func smallPiecesOfEveryLengthAndAlignment() {
        let source: [UInt8] = (0..<40).map { UInt8($0 + 1) }
        for offset in 0..<9 {
            for length in 0...33 {
                var buffer = ByteBuffer(capacity: 16)
                var expected: [UInt8] = []
                for _ in 0..<offset { buffer.append(UInt8(ascii: "_")); expected.append(UInt8(ascii: "_")) }
                source.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[0..<length])) }
                expected += source[0..<length]
                buffer.append(UInt8(ascii: "|"))
                expected.append(UInt8(ascii: "|"))
                #expect(buffer.array == expected, "offset \(offset), length \(length)")
            }
        }
        var buffer = ByteBuffer(capacity: 16)
        for text: StaticString in ["", "a", ", ", "1234567", "12345678", "123456789", "0123456789abcdef", "0123456789abcdefg"] {
            buffer.append(text)
        }
        #expect(String(decoding: buffer.array, as: UTF8.self) == "a, 1234567123456781234567890123456789abcdef0123456789abcdefg")
    }
}
