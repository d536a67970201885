import Testing
@testable import YAMLLoader

/// The YAML 1.2 core schema, row by row (docs/yaml.md has the same table).
@Suite struct ScalarResolutionTests {
    static let table: [(String, ScalarValue)] = [
        ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null),
        ("nULL", .string("nULL")), ("none", .string("none")),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
        ("y", .string("y")), ("tRUE", .string("tRUE")),
        ("0", .number(.int(0))), ("42", .number(.int(42))), ("-17", .number(.int(-17))), ("+8", .number(.int(8))),
        ("007", .number(.int(7))), ("-0", .number(.int(0))),
        ("0x1F", .number(.int(31))), ("0xff", .number(.int(255))), ("0o17", .number(.int(15))),
        ("0x", .string("0x")), ("0o8", .string("0o8")), ("0b101", .string("0b101")), ("1_000", .string("1_000")),
        ("9223372036854775807", .number(.int(.max))), ("-9223372036854775808", .number(.int(.min))),
        ("9223372036854775808", .number(.bigInt("9223372036854775808"))),
        ("-9223372036854775809", .number(.bigInt("-9223372036854775809"))),
        ("+000123456789012345678901234567890", .number(.bigInt("123456789012345678901234567890"))),
        ("0xFFFFFFFFFFFFFFFFFF", .number(.bigInt("4722366482869645213695"))),
        ("1.5", .number(.double(1.5))), ("-0.25", .number(.double(-0.25))), (".5", .number(.double(0.5))),
        ("1.", .number(.double(1))), ("1e3", .number(.double(1000))), ("2.5E-3", .number(.double(0.0025))),
        ("+1.5e+2", .number(.double(150))), ("1e", .string("1e")), ("1.2.3", .string("1.2.3")), (".", .string(".")),
        (".inf", .number(.double(.infinity))), ("-.Inf", .number(.double(-.infinity))), ("+.INF", .number(.double(.infinity))),
        ("1.10", .number(.double(1.1))), ("12:30", .string("12:30")), ("2024-01-01", .string("2024-01-01")),
        ("hello world", .string("hello world")), ("-x", .string("-x")), ("+", .string("+")),
    ]

    @Test(arguments: table.indices)
    func plainScalar(_ index: Int) {
        let (text, expected) = Self.table[index]
        let node = root("v: \(text)\n")?["v"]
        #expect(node?.scalar?.value == expected, "`\(text)`")
        #expect(node?.scalar?.text == text)
    }

    @Test func nanIsAFloat() {
        for text in [".nan", ".NaN", ".NAN"] {
            guard case .number(.double(let d))? = root("v: \(text)")?["v"]?.scalar?.value else {
                Issue.record("\(text) did not resolve to a float")
                continue
            }
            #expect(d.isNaN)
        }
        #expect(root("v: -.nan")?["v"]?.scalar?.value == .string("-.nan"))
    }

    @Test func quotedAndBlockScalarsAreAlwaysStrings() {
        let node = root("""
            a: "true"
            b: '42'
            c: |
              null
            d: >-
              1.5
            """)
        #expect(node?["a"]?.scalar?.value == .string("true"))
        #expect(node?["a"]?.scalar?.style == .doubleQuoted)
        #expect(node?["b"]?.scalar?.value == .string("42"))
        #expect(node?["b"]?.scalar?.style == .singleQuoted)
        #expect(node?["c"]?.scalar?.value == .string("null\n"))
        #expect(node?["c"]?.scalar?.style == .literal)
        #expect(node?["d"]?.scalar?.value == .string("1.5"))
        #expect(node?["d"]?.scalar?.style == .folded)
    }

    @Test func standardTagsAreHonoured() {
        let node = root("""
            s: !!str 123
            i: !!int "42"
            f: !!float 1
            b: !!bool "false"
            n: !!null ""
            m: !!map {a: 1}
            q: !!seq [1]
            x: ! 12
            """)
        #expect(node?["s"]?.scalar?.value == .string("123"))
        #expect(node?["i"]?.scalar?.value == .number(.int(42)))
        #expect(node?["f"]?.scalar?.value == .number(.double(1)))
        #expect(node?["b"]?.scalar?.value == .bool(false))
        #expect(node?["n"]?.scalar?.value == .null)
        #expect(node?["m"]?.pairs?.count == 1)
        #expect(node?["q"]?.items?.count == 1)
        #expect(node?["x"]?.scalar?.value == .string("12"))
    }

    @Test func bigIntegersAreKeptExactly() {
        #expect(BigDecimalText.number(digits: [1, 0], radix: 8, negative: false) == .int(8))
        #expect(BigDecimalText.number(digits: [0, 0], radix: 10, negative: true) == .int(0))
        let digits = Array(repeating: UInt8(9), count: 40)
        #expect(BigDecimalText.number(digits: digits, radix: 10, negative: true) == .bigInt("-" + String(repeating: "9", count: 40)))
    }
}
