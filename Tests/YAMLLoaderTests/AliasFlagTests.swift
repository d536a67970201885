import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// The loader notes per document whether it has an alias: only then can a node lie outside its
/// parent's range (a copy of the anchored node, or of a merge key's pairs), and a walk that
/// skips subtrees by range (`TourTexts.Paths`) must visit everything.
@Suite("Alias flag")
struct AliasFlagTests {
    @Test(arguments: ["a: &x 1\nb: *x\n", "base: &b {x: 1}\nc:\n  <<: *b\n", "[&a x, *a]\n"])
    func aDocumentWithOneIsFlagged(_ text: String) {
        let (documents, _) = loadYAML(text)
        #expect(documents.count == 1 && documents[0].hasAliases)
    }

    @Test(arguments: ["a: 1\n", "a: &x 1\n", "c:\n  <<: {x: 1}\n  y: 2\n", "a: '*x'\n"])
    func aDocumentWithoutIsNot(_ text: String) {
        let (documents, _) = loadYAML(text)
        #expect(documents.count == 1 && !documents[0].hasAliases)
    }

    @Test func eachDocumentHasItsOwnFlag() {
        let (documents, _) = loadYAML("a: &x 1\nb: *x\n---\na: 1\n")
        #expect(documents.map(\.hasAliases) == [true, false])
    }

    /// Without an alias every node lies inside its parent's range (what the skipping walk needs),
    /// in the quick load with approximate positions too.
    @Test(arguments: [false, true])
    func withoutAliasesChildrenLieInsideTheirParents(approximate: Bool) {
        let text = "id: t\nsteps:\n  - id: é\n    title: \"Wëlcome\"\n    body: |\n      Line one\n      line two\n    actions: [{label: Next, action: {type: next}}]\n  - {id: b, title: B}\n"
        var d = DiagnosticCollector()
        let documents = Array(text.utf8).withUnsafeBufferPointer {
            YAMLLoader.load($0, file: "t.yaml", limits: .default, forceWalk: false, approximate: approximate, diagnostics: &d)
        }
        #expect(documents.count == 1 && !documents[0].hasAliases)
        var checked = 0
        func visit(_ node: YAMLNode) {
            let children: [YAMLNode]
            switch node.kind {
            case .scalar: children = []
            case .sequence(let items): children = items
            case .mapping(let pairs): children = pairs.flatMap { [$0.key, $0.value] }
            }
            for child in children {
                #expect(child.range.start.offset >= node.range.start.offset && child.range.end.offset <= node.range.end.offset)
                checked += 1
                visit(child)
            }
        }
        visit(documents[0].root)
        #expect(checked > 10)
    }
}
