import Testing
import TourcDiagnostics
import YAMLLoader
@testable import JSONSchema

/// The evaluator's shortcuts (length buckets in large property tables, `$ref`-only nodes followed
/// in a loop, the flat keyword buffer) must give exactly the answers the plain paths gave.
@Suite struct EvaluatorFastPathTests {
    /// 14 properties (a large table), `K` among them.
    static let manyProperties = #"""
        {"type": "object", "additionalProperties": false, "properties": {
          "a": {"type": "integer"}, "bb": {"type": "string"}, "cc": {"type": "string"}, "K": {"type": "string"},
          "d": {}, "e": {}, "f": {}, "g": {}, "h": {}, "i": {}, "j": {}, "k": {}, "l": {},
          "a-very-long-property-name-beyond-the-length-buckets-of-the-table-xyz": {"type": "boolean"}}}
        """#

    @Test func largeTablesFindEveryNameByLength() throws {
        #expect(try DiagnosticsTests.validate(Self.manyProperties, #"{"a": 1, "bb": "x", "cc": "y", "l": null}"#).isEmpty)
        let wrong = try DiagnosticsTests.validate(Self.manyProperties, #"{"bb": 2}"#)
        #expect(wrong.map(\.code) == [SchemaCodes.typeMismatch])
        let unknown = try DiagnosticsTests.validate(Self.manyProperties, #"{"b": 2, "ccc": 3}"#)
        #expect(unknown.map(\.code) == [SchemaCodes.unknownProperty, SchemaCodes.unknownProperty])
        let long = "a-very-long-property-name-beyond-the-length-buckets-of-the-table-xyz"
        #expect(try DiagnosticsTests.validate(Self.manyProperties, "{\"\(long)\": true}").isEmpty)
        #expect(try DiagnosticsTests.validate(Self.manyProperties, "{\"\(long)\": 1}").map(\.code) == [SchemaCodes.typeMismatch])
    }

    @Test func largeTablesKeepStringEqualityForNonASCIIKeys() throws {
        // Swift's `==` takes the Kelvin sign (U+212A) for `K`: a lookup must still find `K`.
        let ds = try DiagnosticsTests.validate(Self.manyProperties, "{\"\u{212A}\": 5}")
        #expect(ds.map(\.code) == [SchemaCodes.typeMismatch])
        // And a table holding a non-ASCII name finds it from its ASCII equivalent.
        let kelvin = Self.manyProperties.replacing("\"K\"", with: "\"\u{212A}\"")
        #expect(try DiagnosticsTests.validate(kelvin, #"{"K": 5}"#).map(\.code) == [SchemaCodes.typeMismatch])
        #expect(try DiagnosticsTests.validate(kelvin, #"{"K": "five"}"#).isEmpty)
    }

    @Test func referenceChainsReportAtTheirTarget() throws {
        let schema = #"""
            {"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/c"}, "never": false, "no": {"not": {}},
                       "c": {"type": "string", "maxLength": 3}},
             "properties": {"x": {"$ref": "#/$defs/a"}, "y": {"$ref": "#/$defs/never"}, "z": {"$ref": "#/$defs/no"}},
             "patternProperties": {"^q": {"$ref": "#/$defs/b"}}}
            """#
        #expect(try DiagnosticsTests.validate(schema, #"{"x": "abc", "q1": "ab"}"#).isEmpty)
        let long = try DiagnosticsTests.validate(schema, #"{"x": "abcd"}"#)
        #expect(long.map(\.code) == [SchemaCodes.stringConstraint])
        #expect(long.first?.notes.contains { $0.hasSuffix("schema.json#/$defs/c/maxLength") } == true)
        // `false` reached through a reference is reported at its node.
        let never = try DiagnosticsTests.validate(schema, #"{"y": 1}"#)
        #expect(never.map(\.code) == [SchemaCodes.noAlternative])
        #expect(never.first?.notes.contains { $0.hasSuffix("schema.json#/$defs/never/false") } == true)
        #expect(try DiagnosticsTests.validate(schema, #"{"z": 1}"#).map(\.code) == [SchemaCodes.noAlternative])
    }

    @Test func referenceLoopsStillHitTheLimit() throws {
        let loop = ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##
        #expect(try DiagnosticsTests.validate(loop, "1").map(\.code) == [SchemaCodes.evaluationLimit])
    }

    /// `properties`, `required` and `pattern` run from their `KeywordOp`s in boolean mode (their
    /// objects read unretained): same verdicts as the collecting evaluator's `Keyword` path.
    @Test func propertiesRequiredAndPatternOpsAgreeWithTheKeywordPath() throws {
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(#"""
            {"type": "object", "required": ["id", "kind"], "additionalProperties": false,
             "properties": {"id": {"type": "string", "pattern": "^[a-z][a-z0-9-]*$"}, "kind": {"enum": ["a", "b"]},
                            "tags": {"type": "array", "items": {"type": "string", "pattern": "^x-"}}},
             "patternProperties": {"^note": {"type": "string"}}}
            """#), uri: "file:///test/schema.json", file: "schema.json")
        let schema = try #require(registry.compile("file:///test/schema.json").0)
        let codes = schema.program.view.ops(schema.program.root).map(\.code)
        #expect(codes.contains(.properties) && codes.contains(.required))
        let cases: [(String, Bool)] = [
            (#"{"id": "ab-1", "kind": "a"}"#, true),
            (#"{"id": "ab-1"}"#, false),
            (#"{"kind": "a"}"#, false),
            (#"{"id": "Ab", "kind": "a"}"#, false),
            (#"{"id": "ab", "kind": "c"}"#, false),
            (#"{"id": "ab", "kind": "b", "tags": ["x-1", "x-2"], "note1": "n"}"#, true),
            (#"{"id": "ab", "kind": "b", "tags": ["x-1", "y"]}"#, false),
            (#"{"id": "ab", "kind": "b", "note": 3}"#, false),
            (#"{"id": "ab", "kind": "b", "other": 3}"#, false),
            (#"{"id": 5, "kind": "a"}"#, false),
            (#"[1]"#, false),
        ]
        for (text, expected) in cases {
            let instance = try JSONParser.parse(text)
            #expect(schema.isValid(instance) == expected, "\(text)")
            #expect(schema.collectingVerdict(instance).valid == expected, "\(text)")
        }
    }

    /// `items`, `minimum`/`maximum` (inclusive and exclusive), `uniqueItems` and `if`/`then`/
    /// `else` run from their `KeywordOp`s in boolean mode: same verdicts as the `Keyword` path.
    @Test func itemsBoundsUniqueAndConditionalOpsAgreeWithTheKeywordPath() throws {
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(#"""
            {"type": "object", "properties": {
               "list": {"type": "array", "uniqueItems": true,
                        "items": {"type": "number", "minimum": 0, "exclusiveMaximum": 10}},
               "big": {"maximum": 5, "exclusiveMinimum": 1, "minimum": 123456789012345678901234567890},
               "on": {"type": "string"}},
             "if": {"required": ["on"], "properties": {"on": {"const": "timer"}}}, "then": {"required": ["seconds"]},
             "else": {"not": {"required": ["seconds"]}}}
            """#), uri: "file:///test/schema.json", file: "schema.json")
        let schema = try #require(registry.compile("file:///test/schema.json").0)
        let view = schema.program.view
        var codes: [KeywordOp.Code] = []
        for node in schema.program.nodes.indices { codes += view.ops(node).map(\.code) }
        for code in [KeywordOp.Code.items, .minimum, .maximum, .uniqueItems, .conditional] {
            #expect(codes.contains(code), "\(code)")
        }
        let cases: [(String, Bool)] = [
            (#"{"list": [0, 1.5, 9.99]}"#, true),
            (#"{"list": [0, 10]}"#, false),
            (#"{"list": [-1]}"#, false),
            (#"{"list": [1, 2, 1.0]}"#, false),
            (#"{"list": [1, "a"]}"#, false),
            (#"{"list": []}"#, true),
            (#"{"big": 3}"#, false),
            (#"{"big": "text"}"#, true),
            (#"{"on": "timer", "seconds": 3}"#, true),
            (#"{"on": "timer"}"#, false),
            (#"{"on": "tap"}"#, true),
            (#"{"on": "tap", "seconds": 3}"#, false),
        ]
        for (text, expected) in cases {
            let instance = try JSONParser.parse(text)
            #expect(schema.isValid(instance) == expected, "\(text)")
            #expect(schema.collectingVerdict(instance).valid == expected, "\(text)")
        }
    }

    /// A string `const` runs as a one-member string `enum` for string instances; other
    /// instances (and other consts) keep the `Keyword` path.
    @Test func stringConstRunsAsAStringEnum() throws {
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(#"{"properties": {"a": {"const": "x"}, "b": {"const": 1}}}"#),
                          uri: "file:///test/schema.json", file: "schema.json")
        let schema = try #require(registry.compile("file:///test/schema.json").0)
        var codes: [KeywordOp.Code] = []
        for node in schema.program.nodes.indices { codes += schema.program.view.ops(node).map(\.code) }
        #expect(codes.filter { $0 == .stringEnum }.count == 1)
        let cases: [(String, Bool)] = [
            (#"{"a": "x"}"#, true), (#"{"a": "y"}"#, false), (#"{"a": 1}"#, false), (#"{"a": ["x"]}"#, false),
            (#"{"b": 1.0}"#, true), (#"{"b": "1"}"#, false), (#"{"a": "x", "b": 2}"#, false),
        ]
        for (text, expected) in cases {
            let instance = try JSONParser.parse(text)
            #expect(schema.isValid(instance) == expected, "\(text)")
            #expect(schema.collectingVerdict(instance).valid == expected, "\(text)")
        }
    }
}
