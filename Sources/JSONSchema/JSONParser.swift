import TourcDiagnostics
import YAMLLoader

/// A strict RFC 8259 JSON parser that produces the same located `YAMLNode` trees as the YAML
/// loader, so schemas and instances written as `.json` load without libyaml and with exact
/// positions. Numbers keep their source text (`1.0` stays a double, huge integers stay `.bigInt`),
/// which JSON Schema needs for `multipleOf`, big numbers and `1 == 1.0`.
public struct JSONParser {
    /// Why parsing stopped, and where.
    public struct Failure: Error, Sendable {
        public var message: String
        public var location: SourceLocation
    }

    // Valid only during `parse` (or `read`), inside `withUnsafeBufferPointer`: unchecked access
    // and non-generic String construction are what make this parser faster than libyaml.
    // Internal rather than private for `JSONParser.Reader` (JSONReader.swift).
    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    var depth = 0
    private let maxDepth: Int
    // Line/column in O(1): JSON has newlines only in whitespace and non-ASCII bytes only inside
    // strings, so the parser counts both as it passes them. The column counts Unicode scalars:
    // bytes since the line start minus UTF-8 continuation bytes since the line start.
    private var line = 1
    var lineStart = 0
    private var continuationBytes = 0
    private var continuationAtLineStart = 0
    private var stack = DeepStackGuard()

    init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses one JSON value (surrounded by optional whitespace) into a located node.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 512) throws(Failure) -> YAMLNode {
        let result: Result<YAMLNode, Failure> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer, maxDepth: maxDepth)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.pos = 3; parser.lineStart = 3 }
            do throws(Failure) {
                parser.skipWhitespace()
                let node = try parser.parseValue()
                parser.skipWhitespace()
                if parser.pos != buffer.count { throw parser.failure("unexpected text after the JSON value") }
                return .success(node)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    @inline(__always)
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Parses a string of JSON text.
    public static func parse(_ text: String) throws(Failure) -> YAMLNode {
        try parse(Array(text.utf8))
    }

    /// The location of `offset`, which must be on the current line at or after the last counted
    /// byte (true for every node start and end).
    @inline(__always)
    func location(_ offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart - (continuationBytes - continuationAtLineStart) + 1,
                       offset: offset)
    }

    func failure(_ message: String) -> Failure {
        Failure(message: message, location: location(min(pos, bytes.count)))
    }

    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x0D, 0x09: pos += 1
            case 0x0A:
                pos += 1
                line += 1
                lineStart = pos
                continuationAtLineStart = continuationBytes
            default: return
            }
        }
    }

    mutating func parseValue() throws(Failure) -> YAMLNode {
        guard pos < bytes.count else { throw failure("unexpected end of input; expected a value") }
        switch bytes[pos] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let start = location(pos)
            let s = try parseString()
            let end = location(pos)
            return YAMLNode(.scalar(YAMLScalar(text: s, style: .doubleQuoted, value: .string(s))),
                            range: SourceRange(start: start, end: end))
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected character; expected a JSON value")
        }
    }

    private mutating func literal(_ word: String, _ value: ScalarValue) throws(Failure) -> YAMLNode {
        let start = location(pos)
        let w = word.utf8
        guard pos + w.count <= bytes.count, bytes[pos..<pos + w.count].elementsEqual(w) else {
            throw failure("unexpected word; expected true, false or null")
        }
        pos += w.count
        return YAMLNode(.scalar(YAMLScalar(text: word, style: .plain, value: value)),
                        range: SourceRange(start: start, end: location(pos)))
    }

    mutating func enter() throws(Failure) {
        depth += 1
        if depth > maxDepth || stack.isExhausted(atDepth: depth) { throw failure("nesting deeper than \(maxDepth) levels") }
    }

    private mutating func parseObject() throws(Failure) -> YAMLNode {
        let start = location(pos)
        try enter()
        pos += 1
        var pairs: [YAMLPair] = []
        // The keys seen, once the object is large enough that a linear scan per key would cost.
        var keys: Set<String>? = nil
        skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
            pos += 1
        } else {
            while true {
                skipWhitespace()
                let (key, keyRange) = try parseMemberKey()
                let keyNode = YAMLNode(.scalar(YAMLScalar(text: key, style: .doubleQuoted, value: .string(key))), range: keyRange)
                skipWhitespace()
                let value = try parseValue()
                // A duplicate key stops this parser: the caller loads the file through the YAML
                // loader, which reports it (TOUR1008) exactly as for YAML (docs/yaml.md), rather
                // than letting the last one win without a word.
                let duplicate: Bool
                if pairs.count < 16 {
                    duplicate = pairs.contains { $0.key.stringKey == key }
                } else {
                    if keys == nil { keys = Set(pairs.compactMap { $0.key.stringKey }) }
                    duplicate = !keys!.insert(key).inserted
                }
                if duplicate {
                    throw failure("the key `\(key)` appears twice in this object")
                }
                pairs.append(YAMLPair(key: keyNode, value: value))
                skipWhitespace()
                guard pos < bytes.count else { throw failure("unexpected end of input; expected `,` or `}`") }
                if bytes[pos] == UInt8(ascii: ",") { pos += 1; continue }
                if bytes[pos] == UInt8(ascii: "}") { pos += 1; break }
                throw failure("expected `,` or `}`")
            }
        }
        depth -= 1
        return YAMLNode(.mapping(pairs), range: SourceRange(start: start, end: location(pos)))
    }

    /// A member's key and the `:` after it, leaving the parser at the value: for `parseObject`
    /// and `Reader.nextKey`, one grammar and one wording of its mistakes.
    mutating func parseMemberKey() throws(Failure) -> (key: String, range: SourceRange) {
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { throw failure("expected a property name in double quotes") }
        let start = location(pos)
        let key = try parseString()
        let range = SourceRange(start: start, end: location(pos))
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else { throw failure("expected `:` after the property name") }
        pos += 1
        return (key, range)
    }

    private mutating func parseArray() throws(Failure) -> YAMLNode {
        let start = location(pos)
        try enter()
        pos += 1
        var items: [YAMLNode] = []
        skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
            pos += 1
        } else {
            while true {
                skipWhitespace()
                items.append(try parseValue())
                skipWhitespace()
                guard pos < bytes.count else { throw failure("unexpected end of input; expected `,` or `]`") }
                if bytes[pos] == UInt8(ascii: ",") { pos += 1; continue }
                if bytes[pos] == UInt8(ascii: "]") { pos += 1; break }
                throw failure("expected `,` or `]`")
            }
        }
        depth -= 1
        return YAMLNode(.sequence(items), range: SourceRange(start: start, end: location(pos)))
    }

    private mutating func parseNumber() throws(Failure) -> YAMLNode {
        let startOffset = pos
        let start = location(pos)
        var isInteger = true
        if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        func digits(_ p: inout Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let s = p
            while p < bytes.count, bytes[p] >= 0x30, bytes[p] <= 0x39 { p += 1 }
            return p - s
        }
        guard pos < bytes.count, bytes[pos] >= 0x30, bytes[pos] <= 0x39 else { throw failure("expected a digit") }
        if bytes[pos] == 0x30 {
            pos += 1
        } else {
            _ = digits(&pos, bytes)
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
            isInteger = false
            pos += 1
            guard digits(&pos, bytes) > 0 else { throw failure("expected a digit after `.`") }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
            isInteger = false
            pos += 1
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") { pos += 1 }
            guard digits(&pos, bytes) > 0 else { throw failure("expected a digit in the exponent") }
        }
        let text = self.text(startOffset..<pos)
        let number: JSONNumber
        if isInteger {
            if let i = Int64(text) {
                number = .int(i)
            } else {
                number = .bigInt(text == "-0" ? "0" : text)
            }
        } else {
            number = .double(Double(text) ?? .nan)
        }
        return YAMLNode(.scalar(YAMLScalar(text: text, style: .plain, value: .number(number))),
                        range: SourceRange(start: start, end: location(pos)))
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard pos + 4 <= bytes.count else { throw failure("incomplete \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[pos]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw failure("invalid hex digit in \\u escape")
            }
            v = v * 16 + d
            pos += 1
        }
        return v
    }

    mutating func parseString() throws(Failure) -> String {
        pos += 1  // opening quote
        let runStart = pos
        var ascii = true
        // Fast path: no escapes.
        while pos < bytes.count {
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                let s: String
                if ascii {
                    s = text(runStart..<pos)
                } else {
                    guard let v = String(validating: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]), as: UTF8.self) else {
                        throw failure("invalid UTF-8 in string")
                    }
                    s = v
                }
                pos += 1
                return s
            }
            if b >= 0x80 { ascii = false }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw failure("control character in string; escape it") }
            if b & 0xC0 == 0x80 { continuationBytes += 1 }
            pos += 1
        }
        var out: [UInt8] = Array(bytes[runStart..<pos])
        while pos < bytes.count {
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                pos += 1
                guard let s = String(validating: out, as: UTF8.self) else { throw failure("invalid UTF-8 in string") }
                return s
            }
            if b < 0x20 { throw failure("control character in string; escape it") }
            if b != UInt8(ascii: "\\") {
                if b & 0xC0 == 0x80 { continuationBytes += 1 }
                out.append(b)
                pos += 1
                continue
            }
            pos += 1
            guard pos < bytes.count else { break }
            let e = bytes[pos]
            pos += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var v = try hex4()
                if (0xD800...0xDBFF).contains(v), pos + 6 <= bytes.count,
                   bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") {
                    let save = pos
                    pos += 2
                    let low = try hex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        pos = save
                    }
                }
                // A lone surrogate cannot be a Swift String; it becomes U+FFFD.
                let scalar = Unicode.Scalar(v) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw failure("invalid escape sequence")
            }
        }
        throw failure("unterminated string")
    }
}
