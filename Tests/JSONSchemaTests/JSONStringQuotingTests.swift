import Foundation
@testable import JSONSchema
import Testing

/// `JSONStringQuoting` appends runs of plain text whole; these pin that every character that needs
/// an escape still gets one, wherever it sits in a run, and that the result is the JSON string.
struct JSONStringQuotingTests {
    static func quoted(_ s: String) -> String {
        var out = ""
        JSONStringQuoting.append(s, to: &out)
        return out
    }

    @Test(arguments: [
        ("", #""""#),
        ("plain", #""plain""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("line\nnext\r\tend", #""line\nnext\r\tend""#),
        ("\u{0}\u{1F}\u{7F}", #""\u0000\u001f\u007f""#),
        ("x\u{2028}y\u{2029}", #""x\u2028y\u2029""#),
        ("“curly” – dash… and ✓ and 🎉", "\"“curly” – dash… and ✓ and 🎉\""),
        ("é\u{2028}\u{2027}\u{202A}", "\"é\\u2028\u{2027}\u{202A}\""),
    ])
    func escapesWhatItMust(_ input: String, _ expected: String) {
        #expect(Self.quoted(input) == expected)
    }

    /// Every output parses back to its input with Foundation's JSON parser.
    @Test func roundTripsThroughJSONSerialization() throws {
        let samples = ["", "a\"\\\n\r\t", "\u{0}\u{1}\u{1F}\u{7F}", "x\u{2028}y\u{2029}z", "“…” – ✓ 🎉 中文", String(repeating: "ab\u{2028}", count: 50)]
        for sample in samples {
            let data = Data(("[" + Self.quoted(sample) + "]").utf8)
            let parsed = try #require(JSONSerialization.jsonObject(with: data) as? [String])
            #expect(parsed == [sample])
        }
    }
}
