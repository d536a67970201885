import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// Random token soup: the loader never crashes, always says something about bad input, and every
/// position it reports agrees with an independent count of lines and columns.
@Suite struct RandomInputTests {
    static let fragments = [
        "a", "b: ", "- ", "[", "]", "{", "}", ", ", ":", "\n", "  ", "\t", "\"", "'", "é", "🚀", "日本",
        "&x ", "*x", "<<: ", "? ", "|\n", ">-\n", " #c", "---\n", "...\n", "\r\n", "\r", "!!str ", "!foo ",
        "\\", "1", "null", "~", "\\ud83d\\ude80", "%YAML 1.2\n", "@", "`", "    ", "\u{85}", "\u{2028}",
    ]

    /// SplitMix64: deterministic, so a failure is reproducible.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Line and column of a byte offset, counted the slow, obvious way.
    static func expected(_ bytes: [UInt8], _ offset: Int) -> (Int, Int) {
        var line = 1, column = 1, i = 0
        // A leading BOM is invisible: it takes bytes but no column.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < offset && i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }

    static func check(_ location: TourcDiagnostics.SourceLocation, in bytes: [UInt8], _ what: String) {
        #expect(location.offset >= 0 && location.offset <= bytes.count, "\(what) offset")
        let (line, column) = expected(bytes, location.offset)
        #expect(location.line == line && location.column == column,
                "\(what): \(location.line):\(location.column) but offset \(location.offset) is \(line):\(column) in \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }

    static func checkTree(_ node: YAMLNode, _ bytes: [UInt8]) {
        var stack = [node]
        while let n = stack.popLast() {
            check(n.range.start, in: bytes, "node start")
            check(n.range.end, in: bytes, "node end")
            if let items = n.items { stack += items }
            if let pairs = n.pairs { for p in pairs { stack.append(p.key); stack.append(p.value) } }
        }
    }

    @Test func randomTokenSoup() {
        var random = Generator(state: 2024)
        var loaded = 0, rejected = 0
        for _ in 0..<3000 {
            let count = Int(random.next() % 30) + 1
            var text = random.next() % 4 == 0 ? "\u{FEFF}" : ""
            for _ in 0..<count { text += Self.fragments[Int(random.next() % UInt64(Self.fragments.count))] }
            let bytes = Array(text.utf8)
            let (documents, diagnostics) = loadYAML(bytes)
            if diagnostics.isEmpty { loaded += 1 } else { rejected += 1 }
            for d in diagnostics {
                if let span = d.span { Self.check(span.range.start, in: bytes, "\(d.code.id) \(d.message)") }
            }
            for document in documents { Self.checkTree(document.root, bytes) }
        }
        #expect(loaded > 100 && rejected > 100)
    }

    @Test func binaryGarbage() {
        var random = Generator(state: 7)
        for _ in 0..<200 {
            let bytes = (0..<Int(random.next() % 400)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let (documents, diagnostics) = loadYAML(bytes)
            #expect(!diagnostics.isEmpty || documents.count <= 1)
            for d in diagnostics {
                if let span = d.span { Self.check(span.range.start, in: bytes, d.code.id) }
            }
        }
    }
}
