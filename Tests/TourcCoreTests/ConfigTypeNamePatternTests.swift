import Testing
import TourcCore

/// `swift.typeName`'s `{Name}` is filled in by a byte scan (Foundation's `replacingOccurrences`
/// cost 3 % of `tourc check tours/`): the same results, every occurrence, other text as written.
@Suite struct ConfigTypeNamePatternTests {
    @Test(arguments: [
        ("{Name}Tours", "Finite", "FiniteTours"),
        ("Tours{Name}", "Finite", "ToursFinite"),
        ("{Name}", "Finite", "Finite"),
        ("Fixed", "Finite", "Fixed"),
        ("{Name}And{Name}", "A", "AAndA"),
        ("{Nam}{Name}{", "B", "{Nam}B{"),
        ("é{Name}", "C", "éC"),
        ("", "D", ""),
    ])
    func theNameIsFilledIn(pattern: String, name: String, expected: String) {
        let style = SwiftOutputStyle(typeNamePattern: pattern)
        #expect(style.typeName(forUpperCamelName: name) == expected)
    }
}
