/// A growable byte buffer: what the emitters print their output into.
///
/// Why not `[UInt8]`: the JSON and Swift writers append millions of small pieces (a byte of
/// punctuation, an indentation, a key), and each `Array.append` checks that the buffer is uniquely
/// referenced and goes through the generic `append(contentsOf:)` machinery, many times
/// the cost of a copy of a few bytes. Here an append is a capacity check and a store (or a
/// `memcpy`), inlined at the call site. The buffer is noncopyable, so it has exactly one owner,
/// needs no uniqueness check, and frees its memory when that owner is done.
///
/// `@unchecked Sendable`: the memory belongs to the one owner, and moves with it; a finished
/// `SwiftExprRecording` keeps one as an immutable `let` that is only read.
struct ByteBuffer: ~Copyable, @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 1 << 12) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> UInt8 {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "index out of range")
            base[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        if capacity - count < n { grow(toHold: n) }
        Self.copy(source, to: base + count, count: n)
        count += n
    }

    /// Most pieces are a few bytes (punctuation, a label, a run between two escapes), for which
    /// a call to `memcpy` costs more than the copy: up to sixteen bytes are moved with two
    /// overlapping 8-byte loads and stores (or byte by byte below eight).
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count n: Int) {
        if n > 16 {
            target.update(from: source, count: n)
        } else if n >= 8 {
            let head = UnsafeRawPointer(source).loadUnaligned(as: UInt64.self)
            let tail = UnsafeRawPointer(source + (n - 8)).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(target).storeBytes(of: head, as: UInt64.self)
            UnsafeMutableRawPointer(target + (n - 8)).storeBytes(of: tail, as: UInt64.self)
        } else {
            for k in 0..<n { target[k] = source[k] }
        }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Punctuation and layout text.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            // A literal stored as one scalar (not what the writers pass, but valid).
            text.withUTF8Buffer { append($0) }
            return
        }
        let n = text.utf8CodeUnitCount
        if capacity - count < n { grow(toHold: n) }
        Self.copy(text.utf8Start, to: base + count, count: n)
        count += n
    }

    /// A string's UTF-8 bytes, copied whole.
    mutating func append(utf8 text: String) {
        WordScan.withUTF8(of: text) { append($0) }
    }

    /// `"`, the first `count` (1-8) bytes of the big-endian `prefix`, `"`: a short JSON key
    /// that needs no escape (`JSONTreeStorage.Slot.plainKeyLength`), written with one 8-byte
    /// store (the bytes past `count` are overwritten by the closing quote or later appends).
    @inline(__always)
    mutating func appendQuoted(bigEndianPrefix prefix: UInt64, count n: Int) {
        precondition(n >= 1 && n <= 8, "a prefix holds 1 to 8 bytes")
        if capacity - count < 10 { grow(toHold: 10) }
        base[count] = UInt8(ascii: "\"")
        UnsafeMutableRawPointer(base + count + 1).storeBytes(of: prefix.bigEndian, as: UInt64.self)
        base[count + 1 + n] = UInt8(ascii: "\"")
        count += n + 2
    }

    /// `n` copies of `byte`.
    mutating func append(repeating byte: UInt8, count n: Int) {
        guard n > 0 else { return }
        if capacity - count < n { grow(toHold: n) }
        (base + count).update(repeating: byte, count: n)
        count += n
    }

    /// Bytes `range` of this buffer, appended to its end.
    mutating func appendCopy(of range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        let n = range.count
        if capacity - count < n { grow(toHold: n) }
        (base + count).update(from: base + range.lowerBound, count: n)
        count += n
    }

    /// Bytes `range` of `other`.
    mutating func append(_ other: borrowing ByteBuffer, range: Range<Int>) {
        other.withBytes(in: range) { append($0) }
    }

    mutating func removeLast(_ n: Int = 1) {
        precondition(n <= count, "removing more than the buffer holds")
        count -= n
    }

    /// Forgets the contents, keeping the memory.
    mutating func removeAll() { count = 0 }

    /// Overwrites bytes from `offset` with `bytes` (which must fit inside the contents).
    mutating func replace(at offset: Int, with bytes: [UInt8]) {
        precondition(offset >= 0 && offset + bytes.count <= count, "replacement out of bounds")
        bytes.withUnsafeBufferPointer { (base + offset).update(from: $0.baseAddress!, count: $0.count) }
    }

    func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return try body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The contents as an array (one copy).
    var array: [UInt8] { withBytes { Array($0) } }

    @inline(never)
    private mutating func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
