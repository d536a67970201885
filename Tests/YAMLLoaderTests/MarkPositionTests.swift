import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// For non-ASCII text without YAML 1.1 line breaks, positions take libyaml's lines and columns and
/// only look up byte offsets (`CharCursor`). These tests load each text both ways and require the
/// very same ranges, node by node, and the same diagnostics, as the full walk gives.
@Suite struct MarkPositionTests {
    static let texts: [String] = [
        "é: 🚀x\nkey: 日本語\n",
        "title: 'Straße settings 🚀'\nsummary: >-\n  Für ältere Geräte empfehlen wir.\n  Zweite Zeile — mit Strich.\n\n\nnext: 1\n",
        "body: |\n  Γεια σας! Πατήστε εδώ.\n  مرحبًا بك! اضغط على الزر.\n\n# kommentar ä\nafter: \"日記 \\u00df\"\n",
        "list:\n  - \"Family 👨‍👩‍👧 shares\"\n  - {a: é, b: [1, 2, ü]}\n  - [x, \"ÿ\", 'ñ']\nz: end",
        "a: 1\r\nb:\r\n  - x\r\n  - \"é\"\r\nc: {d: [1, 2, ö]}\r\n",
        "\u{FEFF}bom: äöü\nnext: ß\n",
        "anchor: &x {k: 日本}\ncopy: *x\nmerged:\n  <<: *x\n  own: ç\n",
        "long: ąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąąą x\nshort: e\u{301}\n",
        "folded: >\n  ééé ééé\n  ééé\n\nliteral: |+\n  ü\n\n",
        "dup: é\ndup: ü\n",
        "bad: [a, é\nnext: 1\n",
        "key: \"unterminated é\n",
        "- ä\n- ö: [\n",
        "x: *nope\nü: 1\n",
        "tag: !!int é\n",
        // One-line plain scalars (their end comes from their length) next to properties,
        // comments, flow brackets, an empty value and the end of the text.
        "a: &ä ünï välue  # kömment\nb: !!str ä b\nc: [ö ö, ü]\nd:\ne: {f: ß}\nlast: ωmega",
        "ключ: значение\nmulti: первая\n  вторая\n日本: 語 語\n",
        // Block scalars whose last line is long (their end is found by walking back over it,
        // eight bytes at a time), with trailing blanks, blank lines and CRLF after it.
        "a: |\n  " + String(repeating: "wörter und mehr ", count: 9) + "ende   \n\n\nb: >-\n  kurz\n  "
            + String(repeating: "日本語のテキスト ", count: 7) + "x\t \r\n\r\nc: 1\n",
        "ascii: |\n  first line\n  " + String(repeating: "0123456789abcdef", count: 5) + "\n\n\nz: 0\n",
    ]

    @Test(arguments: texts)
    func markPositionsEqualTheWalk(_ text: String) {
        let bytes = Array(text.utf8)
        func load(walk: Bool) -> ([YAMLDocument], [Diagnostic]) {
            var diagnostics = DiagnosticCollector()
            let documents = bytes.withUnsafeBufferPointer {
                YAMLLoader.load($0, file: "t.yaml", limits: .default, forceWalk: walk, diagnostics: &diagnostics)
            }
            return (documents, diagnostics.diagnostics)
        }
        let (marked, markedDiagnostics) = load(walk: false)
        let (walked, walkedDiagnostics) = load(walk: true)
        #expect(marked.count == walked.count)
        for (a, b) in zip(marked, walked) {
            #expect(ranges(a.root) == ranges(b.root))
        }
        #expect(markedDiagnostics.map(describe) == walkedDiagnostics.map(describe))
    }

    @Test func cursorFindsEveryCharacterForwardAndBack() {
        let text = "aé🚀b\n日本語 xyz ü 12345678 éééééééééé end"
        let bytes = Array(text.utf8)
        var starts: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            starts.append(offset)
            offset += String(scalar).utf8.count
        }
        bytes.withUnsafeBufferPointer { buffer in
            let p = buffer.baseAddress!
            var cursor = CharCursor()
            for (i, start) in starts.enumerated() {
                #expect(cursor.byteOffset(ofChar: i, in: p, count: bytes.count) == start)
            }
            #expect(cursor.byteOffset(ofChar: starts.count, in: p, count: bytes.count) == bytes.count)
            for (i, start) in starts.enumerated().reversed() {
                #expect(cursor.byteOffset(ofChar: i, in: p, count: bytes.count) == start)
            }
            var jumping = CharCursor()
            for i in stride(from: 0, to: starts.count, by: 7) {
                #expect(jumping.byteOffset(ofChar: i, in: p, count: bytes.count) == starts[i])
            }
        }
    }

    /// Every node's range (keys included), depth first.
    private func ranges(_ node: YAMLNode) -> [String] {
        var out = [describe(node.range)]
        switch node.kind {
        case .scalar: break
        case .sequence(let items): for item in items { out += ranges(item) }
        case .mapping(let pairs):
            for pair in pairs { out += ranges(pair.key) + ranges(pair.value) }
        }
        return out
    }

    private func describe(_ r: SourceRange) -> String {
        "\(r.start.line):\(r.start.column)@\(r.start.offset)-\(r.end.line):\(r.end.column)@\(r.end.offset)"
    }

    private func describe(_ d: Diagnostic) -> String {
        let spans = ([d.span].compactMap { $0 } + d.labels.map(\.span)).map { describe($0.range) }
        return "\(d.code.id) \(d.message) \(spans)"
    }
}
