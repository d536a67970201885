import TourcDiagnostics
import YAMLLoader

/// A compiled schema written out as bytes, and read back, so a schema embedded in the binary can
/// be compiled when the binary is built rather than on every run: parsing, indexing and compiling
/// the tour schema cost more than the rest of a small `tourc check`; reading its snapshot costs a
/// small fraction of that.
///
/// The format is private to one build of tourc (varints, length-prefixed UTF-8, one tag byte per
/// keyword), begins with a version, and is only ever read by the code that wrote it: the
/// generated Swift that embeds a snapshot is tested to equal what the current compiler writes, so
/// a change to the compiler or to this format shows up as a stale generated file.
extension CompiledSchema {
    static let snapshotVersion: UInt8 = 2

    /// The program as bytes (see `init?(snapshot:)`).
    public func snapshot() -> [UInt8] {
        var w = SnapshotWriter()
        w.bytes.append(Self.snapshotVersion)
        w.int(program.root)
        w.int(program.resources.count)
        for resource in program.resources {
            w.string(resource.uri)
            let anchors = resource.dynamicAnchors.sorted { $0.key < $1.key }
            w.int(anchors.count)
            for (name, node) in anchors { w.string(name); w.int(node) }
        }
        w.int(program.nodes.count)
        for node in program.nodes { w.node(node) }
        return w.bytes
    }

    /// Reads a snapshot written by `snapshot()`; nil if it is not one this build can read.
    public init?(snapshot bytes: [UInt8]) {
        var r = SnapshotReader(bytes: bytes)
        guard r.byte() == Self.snapshotVersion else { return nil }
        let root = r.int()
        var resources: [SchemaResource] = []
        let resourceCount = r.count()
        for _ in 0..<resourceCount where r.ok {
            let uri = r.string()
            var anchors: [String: Int] = [:]
            for _ in 0..<r.count() where r.ok { anchors[r.string()] = r.int() }
            resources.append(SchemaResource(uri: uri, dynamicAnchors: anchors))
        }
        let nodeCount = r.count()
        var nodes: [SchemaNode] = []
        nodes.reserveCapacity(nodeCount)
        for _ in 0..<nodeCount where r.ok { nodes.append(r.node()) }
        guard r.ok, r.atEnd, root >= 0, root < nodes.count else { return nil }
        self.init(program: SchemaProgram(nodes: nodes, resources: resources, root: root))
    }

    /// Base64 of `snapshot()`, for embedding in Swift source.
    public func snapshotText() -> String { Base64.encode(snapshot()) }

    /// Reads `snapshotText()`'s output; nil if it is not a snapshot this build can read.
    public init?(snapshotText text: String) {
        guard let bytes = Base64.decode(text) else { return nil }
        self.init(snapshot: bytes)
    }
}

struct SnapshotWriter {
    var bytes: [UInt8] = []
    /// The previous node's location: consecutive nodes mostly share a long prefix
    /// (`schemas/tour.schema.json#/$defs/step/properties/…`), so only the rest is written.
    var lastLocation: [UInt8] = []

    mutating func location(_ location: String) {
        let utf8 = Array(location.utf8)
        var common = 0
        while common < utf8.count, common < lastLocation.count, utf8[common] == lastLocation[common] { common += 1 }
        int(common)
        int(utf8.count - common)
        bytes.append(contentsOf: utf8[common...])
        lastLocation = utf8
    }

    mutating func int(_ v: Int) {
        // Zigzag, then LEB128: small non-negative numbers (node indexes) take one or two bytes.
        var u = UInt64(bitPattern: Int64(v) << 1 ^ Int64(v) >> 63)
        while u >= 0x80 {
            bytes.append(UInt8(u & 0x7F) | 0x80)
            u >>= 7
        }
        bytes.append(UInt8(u))
    }

    mutating func bool(_ b: Bool) { bytes.append(b ? 1 : 0) }

    mutating func optionalInt(_ v: Int?) {
        bool(v != nil)
        if let v { int(v) }
    }

    mutating func string(_ s: String) {
        int(s.utf8.count)
        bytes.append(contentsOf: s.utf8)
    }

    mutating func strings(_ list: [String]) {
        int(list.count)
        for s in list { string(s) }
    }

    mutating func ints(_ list: [Int]) {
        int(list.count)
        for v in list { int(v) }
    }

    mutating func number(_ n: JSONNumber) {
        switch n {
        case .int(let i): bytes.append(0); int(Int(i))
        case .bigInt(let s): bytes.append(1); string(s)
        case .double(let d): bytes.append(2); int(Int(Int64(bitPattern: d.bitPattern)))
        }
    }

    mutating func value(_ node: YAMLNode) {
        let r = node.range
        for v in [r.start.line, r.start.column, r.start.offset, r.end.line, r.end.column, r.end.offset] { int(v) }
        switch node.kind {
        case .scalar(let s):
            bytes.append(0)
            string(s.text)
            bytes.append(Self.styles.firstIndex(of: s.style).map(UInt8.init) ?? 0)
            switch s.value {
            case .null: bytes.append(0)
            case .bool(let b): bytes.append(1); bool(b)
            case .number(let n): bytes.append(2); number(n)
            case .string(let t): bytes.append(3); string(t)
            }
        case .sequence(let items):
            bytes.append(1)
            int(items.count)
            for item in items { value(item) }
        case .mapping(let pairs):
            bytes.append(2)
            int(pairs.count)
            for pair in pairs { value(pair.key); value(pair.value) }
        }
    }

    static let styles: [YAMLScalar.Style] = [.plain, .singleQuoted, .doubleQuoted, .literal, .folded]

    mutating func node(_ node: SchemaNode) {
        switch node.constant {
        case nil: bytes.append(0)
        case false?: bytes.append(1)
        case true?: bytes.append(2)
        }
        int(node.resource)
        location(node.location)
        bool(node.needsAnnotations)
        int(node.discriminators.count)
        for d in node.discriminators { string(d.name); value(d.value) }
        strings(node.required)
        strings(node.propertyNames)
        int(node.keywords.count)
        for keyword in node.keywords { self.keyword(keyword) }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func keyword(_ keyword: Keyword) {
        switch keyword {
        case .ref(let t): bytes.append(0); int(t)
        case .dynamicRef(let t, let name):
            bytes.append(1); int(t); bool(name != nil)
            if let name { string(name) }
        case .unresolved(let s): bytes.append(2); string(s)
        case .type(let set): bytes.append(3); bytes.append(set.rawValue)
        case .enumeration(let values): bytes.append(4); int(values.count); for v in values { value(v) }
        case .constant(let v): bytes.append(5); value(v)
        case .multipleOf(let n): bytes.append(6); number(n)
        case .maximum(let n, let e): bytes.append(7); number(n); bool(e)
        case .minimum(let n, let e): bytes.append(8); number(n); bool(e)
        case .maxLength(let n): bytes.append(9); int(n)
        case .minLength(let n): bytes.append(10); int(n)
        case .pattern(let regex): bytes.append(11); string(regex.source)
        case .maxItems(let n): bytes.append(12); int(n)
        case .minItems(let n): bytes.append(13); int(n)
        case .uniqueItems: bytes.append(14)
        case .maxProperties(let n): bytes.append(15); int(n)
        case .minProperties(let n): bytes.append(16); int(n)
        case .required(let names): bytes.append(17); strings(names)
        case .dependentRequired(let deps):
            bytes.append(18); int(deps.count)
            for d in deps { string(d.name); strings(d.requires) }
        case .allOf(let list): bytes.append(19); ints(list)
        case .anyOf(let list): bytes.append(20); ints(list)
        case .oneOf(let list): bytes.append(21); ints(list)
        case .not(let t): bytes.append(22); int(t)
        case .conditional(let i, let t, let e): bytes.append(23); int(i); optionalInt(t); optionalInt(e)
        case .dependentSchemas(let deps):
            bytes.append(24); int(deps.count)
            for d in deps { string(d.name); int(d.node) }
        case .items(let prefix, let rest): bytes.append(25); ints(prefix); optionalInt(rest)
        case .contains(let t, let min, let max): bytes.append(26); int(t); int(min); optionalInt(max)
        case .properties(let box):
            let applicator = box.value
            bytes.append(27)
            let entries = applicator.properties.entries
            int(entries.count)
            for e in entries { string(e.name); int(e.node) }
            int(applicator.patterns.count)
            for p in applicator.patterns { string(p.regex.source); int(p.node) }
            optionalInt(applicator.additional)
        case .propertyNames(let t): bytes.append(28); int(t)
        case .format(let kind): bytes.append(29); string(kind.rawValue)
        case .unevaluatedItems(let t): bytes.append(30); int(t)
        case .unevaluatedProperties(let t): bytes.append(31); int(t)
        }
    }
}

/// Reads what `SnapshotWriter` wrote. Never traps on bad input: `ok` turns false and every read
/// after that returns an empty value.
struct SnapshotReader {
    let bytes: [UInt8]
    var pos = 0
    var ok = true
    /// Patterns are shared between nodes, as the compiler shares them. A list, not a dictionary:
    /// a schema has a dozen distinct patterns, and a `[String: SchemaRegex]` would instantiate
    /// its generic metadata at start-up, scanning every protocol-conformance record of the
    /// process on each `tourc check`.
    var regexes: [SchemaRegex] = []

    var atEnd: Bool { pos == bytes.count }
    var lastLocation: [UInt8] = []

    mutating func location() -> String {
        let common = int()
        let n = count()
        guard ok, common >= 0, common <= lastLocation.count else { ok = false; return "" }
        lastLocation.removeLast(lastLocation.count - common)
        lastLocation.append(contentsOf: bytes[pos..<pos + n])
        pos += n
        return String(decoding: lastLocation, as: UTF8.self)
    }

    mutating func byte() -> UInt8 {
        guard ok, pos < bytes.count else { ok = false; return 0 }
        defer { pos += 1 }
        return bytes[pos]
    }

    mutating func int() -> Int {
        var u: UInt64 = 0
        var shift: UInt64 = 0
        while ok {
            let b = byte()
            u |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
            if shift > 63 { ok = false }
        }
        return Int(Int64(bitPattern: u >> 1) ^ -Int64(bitPattern: u & 1))
    }

    /// A count, which must be plausible for the bytes left (so bad input cannot ask for memory).
    mutating func count() -> Int {
        let n = int()
        if n < 0 || n > bytes.count - pos { ok = false; return 0 }
        return n
    }

    mutating func bool() -> Bool { byte() != 0 }

    mutating func optionalInt() -> Int? { bool() ? int() : nil }

    mutating func string() -> String {
        let n = count()
        guard ok else { return "" }
        defer { pos += n }
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[pos..<pos + n]), as: UTF8.self)
        }
    }

    mutating func strings() -> [String] {
        let n = count()
        // Most lists are empty (`required`, `propertyNames` of most nodes): no buffer for them.
        guard n > 0 else { return [] }
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n where ok { out.append(string()) }
        return out
    }

    mutating func ints() -> [Int] {
        let n = count()
        guard n > 0 else { return [] }
        var out: [Int] = []
        out.reserveCapacity(n)
        for _ in 0..<n where ok { out.append(int()) }
        return out
    }

    mutating func number() -> JSONNumber {
        switch byte() {
        case 0: return .int(Int64(int()))
        case 1: return .bigInt(string())
        case 2: return .double(Double(bitPattern: UInt64(bitPattern: Int64(int()))))
        default: ok = false; return .int(0)
        }
    }

    mutating func value() -> YAMLNode {
        let range = SourceRange(start: SourceLocation(line: int(), column: int(), offset: int()),
                                end: SourceLocation(line: int(), column: int(), offset: int()))
        switch byte() {
        case 0:
            let text = string()
            let styleIndex = Int(byte())
            let style = styleIndex < SnapshotWriter.styles.count ? SnapshotWriter.styles[styleIndex] : .plain
            let value: ScalarValue
            switch byte() {
            case 0: value = .null
            case 1: value = .bool(bool())
            case 2: value = .number(number())
            case 3: value = .string(string())
            default: ok = false; value = .null
            }
            return YAMLNode(.scalar(YAMLScalar(text: text, style: style, value: value)), range: range)
        case 1:
            let n = count()
            var items: [YAMLNode] = []
            for _ in 0..<n where ok { items.append(value()) }
            return YAMLNode(.sequence(items), range: range)
        case 2:
            let n = count()
            var pairs: [YAMLPair] = []
            for _ in 0..<n where ok { pairs.append(YAMLPair(key: value(), value: value())) }
            return YAMLNode(.mapping(pairs), range: range)
        default:
            ok = false
            return YAMLNode(.scalar(YAMLScalar(text: "", style: .plain, value: .null)), range: range)
        }
    }

    mutating func regex() -> SchemaRegex? {
        let source = string()
        if let known = regexes.first(where: { $0.source == source }) { return known }
        guard ok, let compiled = try? SchemaRegex(source) else { ok = false; return nil }
        regexes.append(compiled)
        return compiled
    }

    mutating func node() -> SchemaNode {
        let constant: Bool?
        switch byte() {
        case 0: constant = nil
        case 1: constant = false
        case 2: constant = true
        default: ok = false; constant = nil
        }
        let resource = int()
        var node = SchemaNode(constant: constant, resource: resource, location: location())
        node.needsAnnotations = bool()
        let discriminators = count()
        for _ in 0..<discriminators where ok { node.discriminators.append((string(), value())) }
        node.required = strings()
        node.propertyNames = strings()
        let keywords = count()
        node.keywords.reserveCapacity(keywords)
        for _ in 0..<keywords where ok {
            if let keyword = keyword() { node.keywords.append(keyword) }
        }
        return node
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func keyword() -> Keyword? {
        switch byte() {
        case 0: return .ref(int())
        case 1:
            let t = int()
            return .dynamicRef(t, dynamicName: bool() ? string() : nil)
        case 2: return .unresolved(string())
        case 3: return .type(TypeSet(rawValue: byte()))
        case 4:
            let n = count()
            var values: [YAMLNode] = []
            for _ in 0..<n where ok { values.append(value()) }
            return .enumeration(values)
        case 5: return .constant(value())
        case 6: return .multipleOf(number())
        case 7: return .maximum(number(), exclusive: bool())
        case 8: return .minimum(number(), exclusive: bool())
        case 9: return .maxLength(int())
        case 10: return .minLength(int())
        case 11: return regex().map { .pattern($0) }
        case 12: return .maxItems(int())
        case 13: return .minItems(int())
        case 14: return .uniqueItems
        case 15: return .maxProperties(int())
        case 16: return .minProperties(int())
        case 17: return .required(strings())
        case 18:
            let n = count()
            var deps: [(name: String, requires: [String])] = []
            for _ in 0..<n where ok { deps.append((string(), strings())) }
            return .dependentRequired(deps)
        case 19: return .allOf(ints())
        case 20: return .anyOf(ints())
        case 21: return .oneOf(ints())
        case 22: return .not(int())
        case 23: return .conditional(if: int(), then: optionalInt(), else: optionalInt())
        case 24:
            let n = count()
            var deps: [(name: String, node: Int)] = []
            for _ in 0..<n where ok { deps.append((string(), int())) }
            return .dependentSchemas(deps)
        case 25: return .items(prefix: ints(), rest: optionalInt())
        case 26: return .contains(int(), min: int(), max: optionalInt())
        case 27:
            var applicator = PropertyApplicator()
            let n = count()
            for _ in 0..<n where ok {
                let name = string()
                applicator.properties[name] = int()
            }
            let patterns = count()
            for _ in 0..<patterns where ok {
                guard let regex = regex() else { break }
                applicator.patterns.append((regex, int()))
            }
            applicator.additional = optionalInt()
            return .properties(PropertyApplicatorBox(applicator))
        case 28: return .propertyNames(int())
        case 29:
            guard let kind = FormatKind(rawValue: string()) else { ok = false; return nil }
            return .format(kind)
        case 30: return .unevaluatedItems(int())
        case 31: return .unevaluatedProperties(int())
        default:
            ok = false
            return nil
        }
    }
}

/// Standard Base64 (RFC 4648, with padding; line breaks ignored when decoding), without Foundation.
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = UInt32(bytes[i])
            let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
            let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
            let v = b0 << 16 | b1 << 8 | b2
            out.append(alphabet[Int(v >> 18 & 63)])
            out.append(alphabet[Int(v >> 12 & 63)])
            out.append(i + 1 < bytes.count ? alphabet[Int(v >> 6 & 63)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[Int(v & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (i, c) in alphabet.enumerated() { table[Int(c)] = UInt8(i) }
        return table
    }()

    static func decode(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { decode(bytes: $0) }
    }

    /// Over raw buffers, without bounds checks: an embedded snapshot is ~60 kB of text, decoded
    /// on every run. Whole groups of four characters take the fast path (four table look-ups, one
    /// test that all four are in the alphabet, three bytes out): a fraction of the cost
    /// of one character at a time. Anything else (a line break, padding, a bad
    /// character) goes one character at a time, and the fast path resumes at the next whole group.
    static func decode(bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        decodeTable.withUnsafeBufferPointer { table in
            var failed = false
            let count = bytes.count
            let out = [UInt8](unsafeUninitializedCapacity: count / 4 * 3 + 3) { buffer, written in
                var n = 0
                var acc: UInt32 = 0
                var bits: UInt32 = 0
                var padding = 0
                var i = 0
                while i < count {
                    if bits == 0, padding == 0, i + 4 <= count {
                        let a = table[Int(bytes[i])], b = table[Int(bytes[i + 1])]
                        let c = table[Int(bytes[i + 2])], d = table[Int(bytes[i + 3])]
                        // Valid values are below 64; 0xFF (not in the alphabet) has the top bits.
                        if (a | b | c | d) & 0xC0 == 0 {
                            let v = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                            buffer[n] = UInt8(truncatingIfNeeded: v >> 16)
                            buffer[n + 1] = UInt8(truncatingIfNeeded: v >> 8)
                            buffer[n + 2] = UInt8(truncatingIfNeeded: v)
                            n += 3
                            i += 4
                            continue
                        }
                    }
                    let c = bytes[i]
                    i += 1
                    // Line breaks are allowed anywhere (embedded snapshots are wrapped).
                    if c == UInt8(ascii: "\n") { continue }
                    if c == UInt8(ascii: "=") { padding += 1; continue }
                    let v = table[Int(c)]
                    guard v != 0xFF, padding == 0 else { failed = true; break }
                    acc = acc << 6 | UInt32(v)
                    bits += 6
                    if bits >= 8 {
                        bits -= 8
                        buffer[n] = UInt8(truncatingIfNeeded: acc >> bits)
                        n += 1
                    }
                }
                if padding > 2 { failed = true }
                written = n
            }
            return failed ? nil : out
        }
    }
}
