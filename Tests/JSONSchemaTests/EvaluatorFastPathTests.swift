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
}
