import Testing
@testable import YAMLLoader

/// Aliases expand to copies; merge keys follow the YAML merge-key rules (docs/yaml.md).
@Suite struct MergeAndAliasTests {
    @Test func aliasesExpand() {
        let node = root("a: &v [1, {k: x}]\nb: *v\nc: &s text\nd: *s\n")
        #expect(node?["b"]?.plain == "[1, {'k': 'x'}]")
        #expect(node?["d"]?.string == "text")
    }

    @Test func anchorsCanBeRedefined() {
        #expect(root("a: &x 1\nb: *x\nc: &x 2\nd: *x\n")?.plain == "{'a': 1, 'b': 1, 'c': 2, 'd': 2}")
    }

    @Test func singleMergeExplicitKeysWin() {
        let node = root("""
            base: &base {dim: 0.5, padding: 8, shape: circle}
            step:
              <<: *base
              padding: 12
              id: s1
            """)
        #expect(node?["step"]?.plain == "{'dim': 0.5, 'shape': 'circle', 'padding': 12, 'id': 's1'}")
    }

    @Test func explicitKeysBeforeTheMergeWinToo() {
        let node = root("b: &b {x: 1, y: 2}\nm: {y: 0, <<: *b}\n")
        #expect(node?["m"]?.plain == "{'y': 0, 'x': 1}")
    }

    @Test func listMergeEarlierSourcesWin() {
        let node = root("""
            a: &a {k: from-a, only-a: 1}
            b: &b {k: from-b, only-b: 2}
            m:
              <<: [*a, *b]
              own: 3
            """)
        #expect(node?["m"]?.plain == "{'k': 'from-a', 'only-a': 1, 'only-b': 2, 'own': 3}")
    }

    @Test func inlineMergeAndMergedAnchors() {
        let node = root("""
            a: &a
              <<: {x: 1}
              y: 2
            b:
              <<: *a
              z: 3
            """)
        #expect(node?["a"]?.plain == "{'x': 1, 'y': 2}")
        #expect(node?["b"]?.plain == "{'x': 1, 'y': 2, 'z': 3}")
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() {
        #expect(root("\"<<\": 1\n")?.plain == "{'<<': 1}")
    }

    @Test func twoMergeKeysAreADuplicate() {
        let (_, diagnostics) = loadYAML("a: &a {x: 1}\nm:\n  <<: *a\n  <<: *a\n")
        #expect(onlyError(diagnostics) == "TOUR1008 4:3")
    }
}
