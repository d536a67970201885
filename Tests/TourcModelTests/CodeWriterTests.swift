import Testing
@testable import TourcModel

/// The generator's writer: indentation, blocks and wrapping live here, so the renderers do not
/// count columns (review proposal 9). The generated files pin the layout byte for byte ("Generated
/// files"); these pin the rules on small cases.
@Suite("Code writer")
struct CodeWriterTests {
    @Test func blocksIndentAndSwitchCasesStayAtTheSwitchsLevel() {
        var w = CodeWriter()
        w.doc("A thing.\n\nMore.")
        w.block("struct A") { w in
            w.line("var x: Int")
            w.blank()
            w.block("func f()") { w in
                w.switchBlock("x") { w in
                    w.line("case 0: break")
                    w.line("default: break")
                }
            }
        }
        #expect(w.text == """
            /// A thing.
            ///
            /// More.
            struct A {
                var x: Int

                func f() {
                    switch x {
                    case 0: break
                    default: break
                    }
                }
            }

            """)
    }

    @Test func fitsCountsTheIndentation() {
        var w = CodeWriter()
        #expect(w.fits(String(repeating: "x", count: 120)))
        w.indented { w in
            #expect(w.fits(String(repeating: "x", count: 116)))
            #expect(!w.fits(String(repeating: "x", count: 117)))
        }
    }

    /// Items fill a line up to the width (indentation and lead included), the next line starts
    /// with the continuation, `trimming` leaves no trailing comma on a `case` line, and an item
    /// wider than the line still gets written.
    @Test func fillWrapsAtTheWidth() {
        var w = CodeWriter()
        w.indented { w in
            w.fill(["aaaa,", "bbbb,", "cccc"], width: 20, lead: "case ", continuation: "case ", trimming: ",")
        }
        #expect(w.text == "    case aaaa, bbbb\n    case cccc\n")

        var u = CodeWriter()
        u.fill(["\"a\",", "\"b\": .x"], width: 8, lead: "case ", continuation: "    ")
        #expect(u.text == "case \"a\",\n    \"b\": .x\n")

        var v = CodeWriter()
        v.fill([String(repeating: "y", count: 30)], width: 10)
        #expect(v.text == String(repeating: "y", count: 30) + "\n")
    }

    @Test func punctuatedLeavesTheLastItemBare() {
        #expect(["a", "b", "c"].punctuated() == ["a,", "b,", "c"])
        #expect([String]().punctuated() == [])
    }
}

/// Types and defaults are values; each renderer's spelling of them is pinned here.
@Suite("Typed types and defaults")
struct TypeRefTests {
    @Test func swiftSpelling() {
        #expect(TypeRef.optional(.list(.named(.Block))).swift == "[Block]?")
        #expect(TypeRef.optional(.Animation).swift == "Animation?")
        #expect(TypeRef.list(.string).swift == "[String]")
        #expect(TypeRef.optional(.Animation).required == .named(.Animation))
        #expect(TypeRef.list(.optional(.HapticCue)).declName == .HapticCue)
        #expect(TypeRef.double.declName == nil)
    }

    @Test func defaultsAsSwiftAndQualified() {
        let detents = TypeRef.list(.Detent)
        #expect(DefaultValue.cases(["medium", "large"]).swift(for: detents) == "[.medium, .large]")
        #expect(DefaultValue.cases(["medium"]).qualified(for: detents, base: "Detent") == "[Detent.medium]")
        #expect(DefaultValue.enumCase("body").qualified(for: .named(.TextStyle), base: "TextStyle") == "TextStyle.body")
        #expect(DefaultValue.member("zero").swift(for: .named(.Padding)) == ".zero")
        #expect(DefaultValue.keysDefaults.swift(for: .named(.Visuals)) == "Visuals()")
        #expect(DefaultValue.text("Done").swift(for: .string) == "\"Done\"")
        let literals: [DefaultValue] = [false, 2, 0.3, []]
        #expect(literals == [.bool(false), .int(2), .double(0.3), .emptyList])
        #expect(literals.map { $0.swift(for: .double) } == ["false", "2", "0.3", "[]"])
    }
}
