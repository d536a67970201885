import Testing
import TourcDiagnostics
import YAMLLoader
@testable import JSONSchema

/// Diagnostics an author sees: where they point, what they say, what they suggest.
@Suite struct DiagnosticsTests {
    static func validate(_ schema: String, _ instance: String, assertFormat: Bool = false) throws -> [Diagnostic] {
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(schema), uri: "file:///test/schema.json", file: "schema.json")
        let (compiled, problems) = registry.compile("file:///test/schema.json", options: SchemaOptions(assertFormat: assertFormat))
        #expect(problems.isEmpty)
        let root = try JSONParser.parse(instance)
        return try #require(compiled).validate(root, in: YAMLDocument(file: "doc.json", root: root))
    }

    /// (line, column) of a diagnostic.
    static func at(_ d: Diagnostic) -> (Int, Int) {
        (d.span?.range.start.line ?? 0, d.span?.range.start.column ?? 0)
    }

    @Test func unknownPropertyPointsAtTheKeyWithSuggestion() throws {
        let ds = try Self.validate(
            #"{"properties": {"title": {}, "body": {}}, "additionalProperties": false}"#,
            "{\n  \"titel\": 1\n}")
        #expect(ds.count == 1)
        #expect(ds[0].code == SchemaCodes.unknownProperty)
        #expect(ds[0].message == "Unknown property `titel`; did you mean `title`?")
        #expect(ds[0].suggestions == ["title"])
        #expect(Self.at(ds[0]) == (2, 3))
        #expect(ds[0].notes.contains { $0.contains("instance path: /titel") && $0.contains("schema.json#/additionalProperties") })
    }

    @Test func unevaluatedPropertiesSuggestsNamesFromAllBranches() throws {
        let ds = try Self.validate(
            #"{"allOf": [{"properties": {"currentWeek": {}}}], "properties": {"id": {}}, "unevaluatedProperties": false}"#,
            #"{"id": 1, "curentWeek": 2}"#)
        #expect(ds.count == 1)
        #expect(ds[0].suggestions == ["currentWeek"])
    }

    @Test func aMisspeltRequiredKeyIsOneDiagnosticWithAFix() throws {
        let ds = try Self.validate(#"{"required": ["title"], "properties": {"title": {}}, "additionalProperties": false}"#,
                                   #"{"titel": "Hi"}"#)
        #expect(ds.count == 1)
        #expect(ds.first?.code == SchemaCodes.unknownProperty)
        #expect(ds.first?.fix?.replacement == "title")
        #expect(ds.first?.notes.first?.contains("required") == true)
    }

    @Test func requiredPointsAtTheMappingAndNamesTheKey() throws {
        let ds = try Self.validate(#"{"required": ["title"]}"#, "\n\n  {\"titl\": 1}")
        #expect(ds.count == 1)
        #expect(ds[0].code == SchemaCodes.missingProperty)
        #expect(ds[0].message.contains("`title`"))
        #expect(Self.at(ds[0]) == (3, 3))
        #expect(ds[0].notes.contains { $0.contains("`titl`") })
    }

    /// The advice sweep (issue 26): a tour without `name:` was told "Is `id` a misspelling of
    /// `name`?", but `id` is required too, so following it only moved the error.
    @Test func aRequiredKeyIsNeverOfferedAsTheMisspellingOfAnother() throws {
        let ds = try Self.validate(#"{"required": ["id", "name"]}"#, #"{"id": "walkthrough"}"#)
        #expect(ds.count == 1)
        #expect(ds[0].message.contains("`name`"))
        #expect(!ds[0].notes.contains { $0.contains("misspelling") })
        let typo = try Self.validate(#"{"required": ["id", "name"]}"#, #"{"id": "w", "nmae": "W"}"#)
        #expect(typo.first?.notes.contains { $0.contains("`nmae` a misspelling of `name`") } == true)
    }

    /// TOUR2002 on a scenario's `showing: welcome` explained only the `none` alternative; the
    /// author had meant the mapping. Fixed values and other types now make one message.
    @Test func aFixedValueOrAMappingIsOneMessageNamingBoth() throws {
        let ds = try Self.validate(
            #"{"anyOf": [{"const": "none"}, {"type": "object", "required": ["tour", "step"]}]}"#, #""welcome""#)
        #expect(ds.count == 1)
        #expect(ds[0].code == SchemaCodes.notAllowedValue)
        #expect(ds[0].message == #"This must be "none" or a mapping such as `{tour: …, step: …}`, not "welcome"."#)
    }

    /// The advice sweep (TOUR2009): overlapping `oneOf` alternatives are the schema author's
    /// mistake; the only change the data author could make was to the value.
    @Test func anOverlappingOneOfSaysTheSchemaMayBeAtFault() throws {
        let ds = try Self.validate(#"{"oneOf": [{"type": "integer"}, {"type": "number", "minimum": 0}]}"#, "3")
        #expect(ds.count == 1)
        #expect(ds[0].code == SchemaCodes.noAlternative)
        #expect(ds[0].notes.contains { $0.contains("make the alternatives exclusive or use `anyOf`") })
    }

    @Test func typeMismatchPointsAtTheValueAndSuggestsQuoting() throws {
        let ds = try Self.validate(#"{"properties": {"version": {"type": "string"}}}"#, #"{"version": 1.10}"#)
        #expect(ds.count == 1)
        #expect(ds[0].code == SchemaCodes.typeMismatch)
        #expect(Self.at(ds[0]) == (1, 13))
        #expect(ds[0].notes.contains { $0.contains("quotes") })
    }

    @Test func enumSuggestsTheClosestValue() throws {
        let ds = try Self.validate(#"{"enum": ["above", "below", "leading", "trailing"]}"#, #""belwo""#)
        #expect(ds.count == 1)
        #expect(ds[0].suggestions.first == "below")
        #expect(ds[0].message.contains("did you mean `below`?"))
    }

    @Test func oneOfUsesTheDiscriminatedBranch() throws {
        let schema = #"""
        {"oneOf": [
          {"properties": {"kind": {"const": "a"}, "x": {"type": "string"}}, "required": ["kind"]},
          {"properties": {"kind": {"const": "b"}, "y": {"type": "integer"}}, "required": ["kind", "y"]}
        ]}
        """#
        let ds = try Self.validate(schema, #"{"kind": "b", "y": "no"}"#)
        #expect(ds.count == 1)
        #expect(ds[0].code == SchemaCodes.typeMismatch)
        #expect(ds[0].notes.contains { $0.contains("alternative #2") })
        let unknown = try Self.validate(schema, #"{"kind": "c"}"#)
        #expect(unknown.count == 1)
        #expect(unknown[0].code == SchemaCodes.notAllowedValue)
        #expect(unknown[0].message.contains("`kind`"))
    }

    @Test func anyOfWithoutDiscriminatorPicksTheDeepestBranch() throws {
        let schema = #"""
        {"anyOf": [
          {"type": "string"},
          {"type": "object", "properties": {"steps": {"type": "array", "items": {"type": "string"}}}}
        ]}
        """#
        let ds = try Self.validate(schema, #"{"steps": ["a", 2]}"#)
        #expect(ds.count == 1)
        #expect(ds[0].notes.contains { $0.contains("/steps/1") })
    }

    @Test func oneOfMatchingTwiceSaysSo() throws {
        let ds = try Self.validate(#"{"oneOf": [{"type": "integer"}, {"minimum": 0}]}"#, "3")
        #expect(ds.count == 1)
        #expect(ds[0].message.contains("more than one"))
    }

    @Test func lengthsCountCodePoints() throws {
        #expect(try Self.validate(#"{"maxLength": 2}"#, #""🚀🚀""#).isEmpty)
        #expect(try Self.validate(#"{"minLength": 3}"#, #""🚀🚀""#).count == 1)
    }

    @Test func formatIsAnAnnotationUnlessAsserted() throws {
        #expect(try Self.validate(#"{"format": "date"}"#, #""2025-02-30""#).isEmpty)
        let ds = try Self.validate(#"{"format": "date"}"#, #""2025-02-30""#, assertFormat: true)
        #expect(ds.first?.code == SchemaCodes.formatMismatch)
    }

    @Test func unresolvableReferenceIsReportedNotFetched() throws {
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(#"{"$ref": "https://example.com/none.json"}"#), uri: "file:///t/s.json")
        let (compiled, problems) = registry.compile("file:///t/s.json")
        #expect(problems.map(\.code) == [SchemaCodes.unresolvableReference])
        #expect(compiled?.isValid(try JSONParser.parse("1")) == false)
    }

    @Test func compiledSchemaIsSharedAcrossThreads() async throws {
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(#"{"items": {"type": "integer", "pattern": "x"}, "uniqueItems": true}"#), uri: "urn:t")
        let schema = try #require(registry.compile("urn:t").0)
        let good = try JSONParser.parse("[1, 2, 3]"), bad = try JSONParser.parse(#"[1, "x", 1]"#)
        let results = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<64 { group.addTask { schema.isValid(i.isMultiple(of: 2) ? good : bad) == i.isMultiple(of: 2) } }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(results)
    }
}

/// Limits: loops in schemas and deep documents.
@Suite struct EvaluationLimitTests {
    @Test func selfReferenceWithoutProgressIsDiagnosedNotOverflowed() throws {
        let ds = try DiagnosticsTests.validate(##"{"$ref": "#"}"##, "1")
        #expect(ds.map(\.code) == [SchemaCodes.evaluationLimit])
    }

    @Test func deepDocumentsAgainstRecursiveSchemasAreFine() throws {
        let deep = String(repeating: "[", count: 400) + "1" + String(repeating: "]", count: 400)
        #expect(try DiagnosticsTests.validate(##"{"type": ["array", "integer"], "items": {"$ref": "#"}}"##, deep).isEmpty)
        let bad = String(repeating: "[", count: 400) + "\"x\"" + String(repeating: "]", count: 400)
        let ds = try DiagnosticsTests.validate(##"{"anyOf": [{"type": "integer"}, {"type": "array", "items": {"$ref": "#"}}]}"##, bad)
        #expect(ds.count == 1)
        #expect(ds.first.map { $0.notes.filter { $0.hasPrefix("The value matches none") }.count } == 1)
    }
}

@Suite struct AlternativeTypeTests {
    @Test func alternativesThatOnlyDifferInTypeGiveOneMessage() throws {
        let ds = try DiagnosticsTests.validate(#"{"anyOf": [{"type": "string"}, {"type": "object", "properties": {"a": {}}}]}"#, "3")
        #expect(ds.count == 1)
        #expect(ds.first?.message == "Expected a mapping or a string, found the number 3.")
    }
}

@Suite struct UnevaluatedScopeTests {
    /// A nested `unevaluatedProperties` must not see what the enclosing schema's siblings evaluated.
    @Test func nestedUnevaluatedSeesOnlyItsOwnAnnotations() throws {
        let schema = #"{"properties": {"a": {}}, "allOf": [{"unevaluatedProperties": false}], "unevaluatedProperties": false}"#
        #expect(try DiagnosticsTests.validate(schema, #"{"a": 1}"#).count == 1)
        let schema2 = #"{"allOf": [{"properties": {"a": {}}, "unevaluatedProperties": false}], "properties": {"a": {}}, "unevaluatedProperties": false}"#
        #expect(try DiagnosticsTests.validate(schema2, #"{"a": 1}"#).isEmpty)
    }
}

@Suite struct SchemaLintTests {
    @Test func misspeltKeywordsAreWarnedOtherUnknownKeysAreNot() throws {
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(#"{"additonalProperties": false, "markdownDescription": "x", "x-tool": 1, "properties": {"a": {"minLenght": 2}}}"#),
                          uri: "urn:lint")
        let (_, problems) = registry.compile("urn:lint")
        #expect(problems.map(\.code) == [SchemaCodes.unknownKeyword, SchemaCodes.unknownKeyword])
        #expect(Set(problems.flatMap(\.suggestions)) == ["additionalProperties", "minLength"])
        #expect(problems.allSatisfy { $0.severity == .warning })
    }
}
