import Testing
@testable import YAMLLoader

/// JSON is loaded by the same loader (it is YAML's flow style).
@Suite struct JSONInputTests {
    @Test func typicalJSON() throws {
        let json = """
            {
            \t"name": "Welcome \\/ Hello",
            \t"ids": [1, -0, 2.5e-3, 12345678901234567890, 1e400],
            \t"flags": {"on": true, "off": false, "none": null},
            \t"empty": {}, "list": [],
            \t"text": "caf\\u00e9 \\"quoted\\" tab\\t\\\\ end",
            \t"nested": [[{"a": [{}]}]]
            }
            """
        let node = try #require(root(json))
        #expect(node["name"]?.string == "Welcome / Hello")
        #expect(node["ids"]?.plain == "[1, 0, 0.0025, big(12345678901234567890), inf]")
        #expect(node["flags"]?.plain == "{'on': true, 'off': false, 'none': null}")
        #expect(node["empty"]?.pairs?.isEmpty == true)
        #expect(node["list"]?.items?.isEmpty == true)
        #expect(node["text"]?.string == "café \"quoted\" tab\t\\ end")
        #expect(node["nested"]?.plain == "[[{'a': [{}]}]]")
        #expect(node.pairs?.map { $0.key.string ?? "" } == ["name", "ids", "flags", "empty", "list", "text", "nested"])
    }

    @Test func surrogatePairEscapes() throws {
        let json = #"{"e": "\ud83d\ude80", "n": 1, "k\uD83D\uDE00": "x\ud83d\ude80y\ud83d\ude80"}"#
        let node = try #require(root(json))
        #expect(node["e"]?.string == "🚀")
        #expect(node["k😀"]?.string == "x🚀y🚀")
        let n = try #require(node.pair(forKey: "n"))
        // Positions still point into the original text.
        #expect(lc(n.key.range) == "1:23-1:26" && n.key.range.start.offset == 22)
        let last = try #require(node.pairs?.last)
        #expect(last.value.range.end.offset == json.utf8.count - 1)
        #expect(lc(last.key.range) == "1:31-1:46")
    }

    @Test func surrogateLookalikesOutsideDoubleQuotesStayLiteral() throws {
        let text = #"""
            a: '\ud83d\ude80'
            b: "\ud83d\ude80"
            c: x\ud83d\ude80
            d: "\\ud83d\\ude80"
            e: |
              \ud83d\ude80
            f: end
            """#
        let node = try #require(root(text))
        #expect(node["a"]?.string == #"\ud83d\ude80"#)
        #expect(node["b"]?.string == "🚀")
        #expect(node["c"]?.string == #"x\ud83d\ude80"#)
        #expect(node["d"]?.string == #"\ud83d\ude80"#)
        #expect(node["e"]?.string == "\\ud83d\\ude80\n")
        #expect(lc(try #require(node.pair(forKey: "f")).key.range) == "7:1-7:2")
    }

    @Test func loneSurrogateIsAnError() {
        let (_, diagnostics) = loadYAML(#"{"a": "\ud83d"}"#)
        #expect(diagnostics.map(\.code) == [YAMLCodes.syntaxError])
        #expect(diagnostics.first?.message.contains("surrogate") == true)
    }

    @Test func minifiedJSONOnOneLine() throws {
        let items = (0..<1000).map { #"{"id":"s\#($0)","n":\#($0),"t":"é"}"# }.joined(separator: ",")
        let node = try #require(root("[" + items + "]"))
        let list = try #require(node.items)
        #expect(list.count == 1000)
        #expect(list[999]["id"]?.string == "s999")
        #expect(list[999].range.start.line == 1)
    }
}
