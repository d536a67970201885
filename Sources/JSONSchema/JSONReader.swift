import TourcDiagnostics

extension JSONParser {
    /// Reads one JSON value member by member, for a caller that knows the shape it expects and
    /// wants typed values, not a tree: the String Catalog reader (`CatalogStreamReader`), whose
    /// catalogs are most of what `tourc build` reads. Building a located node for every member
    /// and reading the tree back cost more than parsing the text.
    ///
    /// Same grammar, limits and positions as `parse`: what the caller does not read it skips
    /// with `skipValue`, which parses it (and so refuses invalid JSON and duplicate keys there).
    /// `body` gets the reader for the duration of the call only: it points into `bytes`.
    public static func read<T>(_ bytes: [UInt8], maxDepth: Int = 512,
                               _ body: (inout Reader) throws(Failure) -> T) throws(Failure) -> T {
        let result: Result<T, Failure> = bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(parser: JSONParser(buffer, maxDepth: maxDepth))
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.parser.pos = 3; reader.parser.lineStart = 3 }
            do throws(Failure) {
                let value = try body(&reader)
                reader.parser.skipWhitespace()
                if reader.parser.pos != buffer.count { throw reader.parser.failure("unexpected text after the JSON value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// A position in the text being read, and what may come next there.
    public struct Reader {
        var parser: JSONParser
        /// Whether the object being read has a member already, so the next one follows a `,`.
        private var hasMember = false
        /// Where the last object that ended ends: just after its `}`.
        public private(set) var objectEnd = SourceLocation(line: 1, column: 1, offset: 0)

        init(parser: JSONParser) { self.parser = parser }

        /// Enters the object that comes next and returns where it starts; nil, reading nothing,
        /// when the next value is not an object.
        public mutating func beginObject() throws(Failure) -> SourceLocation? {
            parser.skipWhitespace()
            guard parser.pos < parser.bytes.count, parser.bytes[parser.pos] == UInt8(ascii: "{") else { return nil }
            let start = parser.location(parser.pos)
            try parser.enter()
            parser.pos += 1
            hasMember = false
            return start
        }

        /// The next key of the object being read, with its range, the reader then being at its
        /// value; or nil at the object's end (`objectEnd`).
        public mutating func nextKey() throws(Failure) -> (key: String, range: SourceRange)? {
            parser.skipWhitespace()
            guard parser.pos < parser.bytes.count else { throw parser.failure("unexpected end of input; expected `,` or `}`") }
            if parser.bytes[parser.pos] == UInt8(ascii: "}") {
                parser.pos += 1
                parser.depth -= 1
                hasMember = true  // the object is a member (or the value) of what holds it
                objectEnd = parser.location(parser.pos)
                return nil
            }
            if hasMember {
                guard parser.bytes[parser.pos] == UInt8(ascii: ",") else { throw parser.failure("expected `,` or `}`") }
                parser.pos += 1
                parser.skipWhitespace()
            }
            return try parser.parseMemberKey()
        }

        /// The string that comes next, with its range; nil, reading nothing, when the next value
        /// is not a string.
        public mutating func string() throws(Failure) -> (value: String, range: SourceRange)? {
            parser.skipWhitespace()
            guard parser.pos < parser.bytes.count, parser.bytes[parser.pos] == UInt8(ascii: "\"") else { return nil }
            let start = parser.location(parser.pos)
            let value = try parser.parseString()
            hasMember = true
            return (value, SourceRange(start: start, end: parser.location(parser.pos)))
        }

        /// Parses the value that comes next and drops it.
        public mutating func skipValue() throws(Failure) {
            parser.skipWhitespace()
            _ = try parser.parseValue()
            hasMember = true
        }
    }
}
