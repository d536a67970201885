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
