import Testing
@testable import YAMLLoader

/// Streams: zero, one or several documents.
@Suite struct DocumentTests {
    @Test func emptyInputHasNoDocuments() {
        for text in ["", "# only a comment\n", "\n\n", "\u{FEFF}"] {
            let (documents, diagnostics) = loadYAML(text)
            #expect(documents.isEmpty && diagnostics.isEmpty, "\(text.debugDescription)")
        }
    }

    @Test func anExplicitEmptyDocumentIsNull() {
        let (documents, diagnostics) = loadYAML("---\n")
        #expect(diagnostics.isEmpty)
        #expect(documents.count == 1)
        #expect(documents.first?.root.scalar?.value == .null)
    }

    @Test func severalDocumentsLoadInOrder() {
        let (documents, diagnostics) = loadYAML("a: 1\n---\nb: 2\n...\n--- [3]\n")
        #expect(diagnostics.isEmpty)
        #expect(documents.map(\.root.plain) == ["{'a': 1}", "{'b': 2}", "[3]"])
        #expect(documents[1].root.range.start.line == 3)
        #expect(documents.allSatisfy { $0.file == "test.yaml" })
    }

    @Test func documentsBeforeASyntaxErrorAreKept() {
        let (documents, diagnostics) = loadYAML("a: 1\n---\nb: [\n")
        #expect(documents.map(\.root.plain) == ["{'a': 1}"])
        #expect(diagnostics.map(\.code) == [YAMLCodes.syntaxError])
    }
}

extension DocumentTests {
    /// Unusual but valid YAML loads without complaint.
    @Test func oddButValidYAML() {
        let cases: [(String, String)] = [
            ("&k a: 1\nb: *k\n", "{'a': 1, 'b': 'a'}"),
            ("? \n: x\n", "{null: 'x'}"),
            ("a: |2-\n    indented\n", "{'a': '  indented'}"),
            ("--- !!map\na: 1\n", "{'a': 1}"),
            ("%TAG !e! tag:example.com,2000:\n---\na: 1\n", "{'a': 1}"),
            ("a: 'multi\n  line'\n", "{'a': 'multi line'}"),
            ("a: >\n\n  folded\n  text\n\n  more\n", "{'a': '\nfolded text\nmore\n'}"),
            ("{a: [b, {c: d}], ? e : f}", "{'a': ['b', {'c': 'd'}], 'e': 'f'}"),
            ("- !!str\n- !!null\n- x", "['', null, 'x']"),
            ("plain: a # comment\nurl: http://x.y/z?a=b#c\n", "{'plain': 'a', 'url': 'http://x.y/z?a=b#c'}"),
            ("key with spaces: value: with colon?\n", ""),
            ("\"quoted key\": {\"json\": [1, 2.0, \"3\"]}", "{'quoted key': {'json': [1, 2.0, '3']}}"),
            ("a:\n- 1\n- 2\n", "{'a': [1, 2]}"),
            ("... \n", ""),
        ]
        for (text, expected) in cases {
            let (documents, diagnostics) = loadYAML(text)
            if expected.isEmpty {
                #expect(documents.isEmpty, "\(text.debugDescription)")
                continue
            }
            #expect(diagnostics.isEmpty, "\(text.debugDescription): \(diagnostics.map(\.message))")
            #expect(documents.first?.root.plain == expected, "\(text.debugDescription)")
        }
    }
}
