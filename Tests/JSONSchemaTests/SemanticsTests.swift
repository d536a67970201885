import TourcDiagnostics
import Testing
import YAMLLoader
@testable import JSONSchema

/// The JSON parser, JSON equality, numbers, URIs and the ECMA-262 regex translation.
@Suite struct SemanticsTests {
    @Test func parserKeepsNumberKindsAndPositions() throws {
        let root = try JSONParser.parse("{\n  \"a\": 1.0,\n  \"b\": 123456789012345678901234567890,\n  \"é\": [true, null]\n}")
        #expect(root["a"]?.scalar?.value == .number(.double(1.0)))
        #expect(root["a"]?.jsonTypeName == "integer")
        #expect(root["b"]?.scalar?.value == .number(.bigInt("123456789012345678901234567890")))
        let pair = try #require(root.pair(forKey: "é"))
        #expect(pair.key.range.start.line == 4)
        #expect(pair.key.range.start.column == 3)
        #expect(pair.value.range.start.column == 8)  // "é" counts one column
    }

    @Test func parserRejectsMalformedJSONWithALocation() {
        do {
            _ = try JSONParser.parse("{\n  \"a\": [1,]\n}")
            Issue.record("expected a failure")
        } catch {
            #expect(error.location.line == 2)
        }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("\"\\x\"") }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("01") }
    }

    @Test func parserDecodesEscapesAndSurrogatePairs() throws {
        #expect(try JSONParser.parse(#""a\n\u00e9\ud83d\ude80""#).string == "a\né🚀")
    }

    @Test func jsonEquality() throws {
        func eq(_ a: String, _ b: String) throws -> Bool { JSONValueOps.equal(try JSONParser.parse(a), try JSONParser.parse(b)) }
        #expect(try eq("1", "1.0"))
        #expect(try !eq("true", "1"))
        #expect(try !eq("false", "0"))
        #expect(try eq(#"{"a": [1, {"b": null}]}"#, #"{"a": [1.0, {"b": null}]}"#))
        #expect(try !eq(#"{"a": 1}"#, #"{"a": 1, "b": 2}"#))
        #expect(try !eq("\"\\u00e9\"", "\"e\\u0301\""))  // code points, not canonical equivalence
    }

    @Test func multipleOfWithDecimals() {
        #expect(JSONValueOps.isMultiple(.double(0.0075), of: .double(0.0001)))
        #expect(!JSONValueOps.isMultiple(.double(0.00751), of: .double(0.0001)))
        #expect(JSONValueOps.isMultiple(.int(10), of: .int(5)))
        #expect(!JSONValueOps.isMultiple(.int(7), of: .int(5)))
        #expect(JSONValueOps.isMultiple(.double(4.5), of: .double(1.5)))
    }

    @Test func bigIntegersCompare() {
        #expect(JSONValueOps.compare(.bigInt("18446744073709551616"), .int(.max)) == 1)
        #expect(JSONValueOps.compare(.bigInt("-18446744073709551616"), .int(.min)) == -1)
        #expect(JSONValueOps.compare(.bigInt("18446744073709551617"), .bigInt("18446744073709551616")) == 1)
    }

    @Test func uriResolution() {
        #expect(URIReference.resolve("b.json", against: "http://x/a/c.json").string == "http://x/a/b.json")
        #expect(URIReference.resolve("../b.json#/d", against: "http://x/a/c.json").string == "http://x/b.json#/d")
        #expect(URIReference.resolve("#foo", against: "urn:uuid:1234").string == "urn:uuid:1234#foo")
        #expect(URIReference.resolve("x.json", against: "file:///dir/schema.json").string == "file:///dir/x.json")
    }

    @Test func ecmaRegexTranslation() throws {
        #expect(try SchemaRegex(#"^\d+$"#).matches("123"))
        #expect(try !SchemaRegex(#"^\d+$"#).matches("١٢٣"))  // ECMA \d is ASCII only
        #expect(try !SchemaRegex(#"^\w+$"#).matches("é"))
        #expect(try !SchemaRegex("^a$").matches("a\n"))  // $ is the end of input only
        #expect(try SchemaRegex(#"^\s$"#).matches("\u{FEFF}"))
        #expect(try SchemaRegex("[^]").matches("\n"))
        #expect(try !SchemaRegex("a[]").matches("a"))
        #expect(try SchemaRegex("[[]").matches("["))
        #expect(try SchemaRegex(#"^\p{L}+$"#).matches("héllo"))
        #expect(try SchemaRegex(#"\u{1F680}"#).matches("🚀"))
        #expect(throws: SchemaRegex.Invalid.self) { try SchemaRegex("(") }
    }

    @Test func suggestions() {
        #expect(Suggestions.closest(to: "titel", in: ["title", "body", "id"]) == ["title"])
        #expect(Suggestions.closest(to: "Title", in: ["title", "tile"]).first == "title")
        #expect(Suggestions.closest(to: "zzz", in: ["title"]).isEmpty)
    }

    @Test func modelessYAMLValuesUseTheirResolvedTypes() throws {
        // A YAML node resolved as a number must fail `type: string` (the "1.10" problem).
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(#"{"type": "string"}"#), uri: "urn:s")
        let schema = try #require(registry.compile("urn:s").0)
        let range = try JSONParser.parse("1").range
        let node = YAMLNode(.scalar(YAMLScalar(text: "1.10", style: .plain, value: .number(.double(1.1)))), range: range)
        #expect(!schema.isValid(node))
        let quoted = YAMLNode(.scalar(YAMLScalar(text: "1.10", style: .doubleQuoted, value: .string("1.10"))), range: range)
        #expect(schema.isValid(quoted))
    }
}

/// Hostile input never crashes the parser or the validator.
@Suite struct RobustnessTests {
    @Test func everyTruncationAndByteFlipOfADocumentIsHandled() throws {
        let text = Array(#"{"a": [1, 2.5e3, "x\u00e9\ud83d\ude80", {"b": null, "c": [true, false]}], "é": -0}"#.utf8)
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(#"{"properties": {"a": {"items": {"type": ["integer", "string"]}}}, "unevaluatedProperties": false}"#), uri: "urn:r")
        let schema = try #require(registry.compile("urn:r").0)
        var parsed = 0
        for cut in 0...text.count {
            if let node = try? JSONParser.parse(Array(text[..<cut])) {
                parsed += 1
                _ = schema.validate(node, in: YAMLDocument(file: "t", root: node))
            }
        }
        for i in text.indices {
            for replacement: UInt8 in [0x00, 0x22, 0x5C, 0x7B, 0x5D, 0xFF, 0xC3] {
                var bytes = text
                bytes[i] = replacement
                if let node = try? JSONParser.parse(bytes) {
                    _ = schema.validate(node, in: YAMLDocument(file: "t", root: node))
                }
            }
        }
        #expect(parsed == 1)
    }

    @Test func deepNestingIsALimitNotACrash() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
    }
}

@Suite struct UniqueItemsTests {
    @Test func longListsUseHashingConsistentWithEquality() throws {
        var items = (0..<20_000).map { "\($0)" }
        #expect(JSONValueOps.firstDuplicate(try JSONParser.parse("[" + items.joined(separator: ",") + "]").items!) == nil)
        items.append("7.0")
        let dup = JSONValueOps.firstDuplicate(try JSONParser.parse("[" + items.joined(separator: ",") + "]").items!)
        #expect(dup?.earlier == 7 && dup?.later == 20_000)
        let objects = (0..<40).map { #"{"a": \#($0), "b": [1, {"c": true}]}"# } + [#"{"b": [1.0, {"c": true}], "a": 3}"#]
        let found = JSONValueOps.firstDuplicate(try JSONParser.parse("[" + objects.joined(separator: ",") + "]").items!)
        #expect(found?.earlier == 3 && found?.later == 40)
    }
}
