import Testing
import TourcDiagnostics
import YAMLLoader
@testable import JSONSchema

/// `anyOf`/`oneOf` branches skipped by their discriminator (`AlternativeDispatch`) must leave
/// every verdict as evaluating all branches gives it.
@Suite struct AlternativeDispatchTests {
    static func compile(_ schema: String) throws -> CompiledSchema {
        let registry = JSONSchemaRegistry()
        registry.register(try JSONParser.parse(schema), uri: "file:///test/schema.json", file: "schema.json")
        let (compiled, problems) = registry.compile("file:///test/schema.json")
        #expect(problems.isEmpty)
        return try #require(compiled)
    }

    /// Branches pinned directly, through a `$ref`, through `allOf`, by a one-member `enum`, one
    /// branch without a pin, and a pinned value that is not a string.
    static let steps = #"""
        {"$defs": {
           "page": {"properties": {"type": {"const": "page"}, "title": {"type": "string"}}, "required": ["title"]},
           "kindOf": {"const": "spotlight"}},
         "oneOf": [
           {"$ref": "#/$defs/page"},
           {"properties": {"type": {"$ref": "#/$defs/kindOf"}, "target": {"type": "string"}}, "required": ["target"]},
           {"allOf": [{"properties": {"type": {"enum": ["intents"]}}}, {"required": ["intents"]}]},
           {"properties": {"type": {"const": 7}}},
           {"required": ["free"]}]}
        """#

    @Test func dispatchIsBuiltForPinnedBranches() throws {
        let schema = try Self.compile(Self.steps)
        let view = schema.program.view
        let ops = view.ops(schema.program.root)
        let dispatched = ops.filter { $0.code == .dispatchedOneOf }
        try #require(dispatched.count == 1)
        let dispatch = view.dispatch(dispatched[0].value).pointee
        #expect(dispatch.name == "type")
        #expect(dispatch.pinned == [true, true, true, true, false])
        #expect(dispatch.pinnedStrings == ["page", "spotlight", "intents", nil, nil])
    }

    @Test func verdictsMatchTheCollectingEvaluator() throws {
        let schema = try Self.compile(Self.steps)
        let cases: [(String, Bool)] = [
            (#"{"type": "page", "title": "Hi"}"#, true),
            (#"{"type": "page"}"#, false),
            (#"{"type": "spotlight", "target": "x"}"#, true),
            (#"{"type": "spotlight", "title": "x"}"#, false),
            (#"{"type": "intents", "intents": []}"#, true),
            (#"{"type": 7}"#, true),
            (#"{"type": 7.0}"#, true),
            (#"{"type": "7"}"#, false),
            (#"{"type": "other"}"#, false),
            // No discriminator: every branch is tried (here two match: the one pinning `type`
            // to 7 and the unpinned one, or `page` and the one pinning 7).
            (#"{"free": 1}"#, false),
            (#"{"title": "x"}"#, false),
            (#"{"type": "other", "free": 1}"#, true),
            // Two branches match: `oneOf` fails.
            (#"{"type": "page", "title": "x", "free": 1}"#, false),
            (#"[1]"#, false),
            (#""page""#, false),
        ]
        for (text, expected) in cases {
            let instance = try JSONParser.parse(text)
            #expect(schema.isValid(instance) == expected, "\(text)")
            #expect(schema.collectingVerdict(instance).valid == expected, "\(text)")
        }
    }

    @Test func anyOfKeepsItsVerdictsAndDiagnostics() throws {
        let schema = try Self.compile(#"""
            {"anyOf": [{"properties": {"on": {"const": "a"}, "x": {"type": "string"}}, "required": ["x"]},
                       {"properties": {"on": {"const": "b"}, "y": {"type": "integer"}}, "required": ["y"]}]}
            """#)
        #expect(schema.program.view.ops(schema.program.root).contains { $0.code == .dispatchedAnyOf })
        #expect(schema.isValid(try JSONParser.parse(#"{"on": "a", "x": "1"}"#)))
        #expect(schema.isValid(try JSONParser.parse(#"{"on": "b", "y": 1}"#)))
        #expect(!schema.isValid(try JSONParser.parse(#"{"on": "b", "x": "1"}"#)))
        #expect(!schema.isValid(try JSONParser.parse(#"{"on": "c", "x": "1", "y": 1}"#)))
        #expect(schema.isValid(try JSONParser.parse(#"{"x": "1"}"#)))
        let instance = try JSONParser.parse(#"{"on": "b", "y": "one"}"#)
        let diagnostics = schema.validate(instance, in: YAMLDocument(file: "doc.json", root: instance))
        #expect(diagnostics.map(\.code) == [SchemaCodes.typeMismatch])
    }

    @Test func noDispatchWithoutASharedPin() throws {
        // `a` is pinned by one branch only: the pin behind `$dynamicRef` does not count (its
        // target depends on the dynamic scope).
        let schema = try Self.compile(#"""
            {"$defs": {"d": {"$dynamicAnchor": "x", "properties": {"a": {"const": 2}}}},
             "oneOf": [{"properties": {"a": {"const": 1}}}, {"properties": {"b": {"const": 1}}},
                       {"$dynamicRef": "#x"}]}
            """#)
        #expect(!schema.program.view.ops(schema.program.root).contains { $0.code == .dispatchedOneOf })
        #expect(!schema.isValid(try JSONParser.parse(#"{"a": 1, "b": 1}"#)))
        #expect(schema.isValid(try JSONParser.parse(#"{"a": 2, "b": 2}"#)))
        #expect(schema.collectingVerdict(try JSONParser.parse(#"{"a": 2, "b": 2}"#)).valid)
    }

    /// Building dispatches stays linear: thousands of branches, and `allOf`s of `allOf`s that
    /// would reach 10^8 nodes if walked in full (the walk stops at its budget; a pin it misses
    /// only leaves a branch to be evaluated).
    @Test func buildingDispatchesIsBounded() throws {
        let many = (0..<3000).map { #"{"properties": {"kind": {"const": "k\#($0)"}}, "required": ["v\#($0)"]}"# }
        let wide = try Self.compile(#"{"oneOf": ["# + many.joined(separator: ", ") + "]}")
        #expect(wide.program.view.ops(wide.program.root).contains { $0.code == .dispatchedOneOf })
        #expect(wide.isValid(try JSONParser.parse(#"{"kind": "k2999", "v2999": 1}"#)))
        #expect(!wide.isValid(try JSONParser.parse(#"{"kind": "k2999", "v1": 1}"#)))

        var defs: [String] = []
        for level in 0..<8 {
            let refs = Array(repeating: ##"{"$ref": "#/$defs/l\##(level + 1)"}"##, count: 10).joined(separator: ", ")
            defs.append(##""l\##(level)": {"allOf": [\##(refs)]}"##)
        }
        defs.append(##""l8": {"properties": {"t": {"const": "x"}}}"##)
        let branches = ##"[{"$ref": "#/$defs/l0"}, {"properties": {"t": {"const": "y"}}}, {"properties": {"t": {"const": "z"}}}]"##
        let deep = try Self.compile(##"{"$defs": {"## + defs.joined(separator: ", ") + ##"}, "oneOf": "## + branches + "}")
        #expect(deep.program.view.ops(deep.program.root).contains { $0.code == .dispatchedOneOf })
    }
}
