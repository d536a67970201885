import Foundation
import Testing
import TourcDiagnostics

@Suite struct JSONLinesRendererTests {
    @Test func oneObjectPerLineWithStableKeyOrder() throws {
        let text = JSONLinesRenderer.render(Fixtures.diagnostics)
        let lines = text.split(separator: "\n")
        #expect(lines.count == Fixtures.diagnostics.count)
        #expect(lines[0].hasPrefix(#"{"file":"tours/finite/app.yaml","line":4,"column":3,"endLine":4,"endColumn":5,"severity":"error","code":"TOUR1901""#))
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    @Test func optionalMembersOnlyWhenPresent() throws {
        let lines = JSONLinesRenderer.render(Fixtures.diagnostics).split(separator: "\n")
        let second = try #require(JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(second["suggestions"] as? [String] == ["currentWeek", "currentWeeks"])
        #expect(second["notes"] == nil)
        #expect((second["fix"] as? [String: Any])?["replacement"] as? String == "currentWeek")
        let last = try #require(JSONSerialization.jsonObject(with: Data(lines[5].utf8)) as? [String: Any])
        #expect(last["file"] is NSNull)
        #expect(last["severity"] as? String == "note")
    }

    @Test func stringsAreEscaped() {
        var out = ""
        JSONOutput.writeString("a\"b\\c\n\u{1}\u{2028}é", to: &out)
        #expect(out == #""a\"b\\c\n\u0001\u2028é""#)
    }

    @Test func prettyAndCompactSerialization() {
        let value = JSONOutput.object([("b", .int(1)), ("a", .array([.null, .bool(true), .number("1e400")])), ("e", .object([]))])
        #expect(value.serialized() == #"{"b":1,"a":[null,true,1e400],"e":{}}"#)
        #expect(value.serialized(pretty: true) == """
            {
              "b": 1,
              "a": [
                null,
                true,
                1e400
              ],
              "e": {}
            }
            """)
    }
}
