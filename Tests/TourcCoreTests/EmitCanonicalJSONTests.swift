import Foundation
import Testing
@testable import TourcCore
import TourcTestSupport

@Suite("Canonical JSON")
struct EmitCanonicalJSONTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (2.5, "2.5"), (-2.5, "-2.5"), (0.1, "0.1"),
        (1.5e-6, "0.0000015"), (1e-6, "0.000001"), (1e-7, "1e-7"), (1.25e-7, "1.25e-7"),
        (123456789.0, "123456789"), (1e20, "100000000000000000000"), (1e21, "1e+21"),
        (1.5e21, "1.5e+21"), (12345.678, "12345.678"), (Double.leastNonzeroMagnitude, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"), (0.3, "0.3"), (100.0, "100"),
        (9007199254740993.0, "9007199254740992"),
    ])
    func doubles(_ pair: (Double, String)) {
        let text = CanonicalJSONWriter.formatDouble(pair.0)
        #expect(text == pair.1)
        #expect(Double(text) == pair.0)
    }

    @Test func doublesRoundTripOverManyValues() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let d = Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random() ? 1 : -1)
            let text = CanonicalJSONWriter.formatDouble(d)
            #expect(Double(text) == d || (d == 0 && text == "0"), "\(d) -> \(text)")
        }
    }

    @Test func layoutKeyOrderAndEscaping() {
        let value = JSONValue.object([
            "b": .array([.integer(1), .double(2.0), .null, .bool(false)]),
            "a": .object([:]),
            "é": .string("quote \" backslash \\ slash / nl \n tab \t bell \u{7} del \u{7F} ü 🚀 \u{2028}"),
            "Z": .array([]),
            "aa": .unsigned(UInt64.max),
            "\u{FFFD}": .string(""),
            "😀": .string(""),
        ])
        let expected = """
        {
          "Z": [],
          "a": {},
          "aa": 18446744073709551615,
          "b": [
            1,
            2,
            null,
            false
          ],
          "é": "quote \\" backslash \\\\ slash / nl \\n tab \\t bell \\u0007 del \u{7F} ü 🚀 \u{2028}",
          "\u{FFFD}": "",
          "😀": ""
        }

        """
        #expect(CanonicalJSON.render(value) == expected)
    }

    private struct Step: Codable, Equatable {
        var id: String
        var delay: Double?
        var count: Int
        var ratio: Float
        var flags: [Bool]
        var map: [String: Int]

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(delay, forKey: .delay)  // writes null when nil: every field is present
            try c.encode(count, forKey: .count)
            try c.encode(ratio, forKey: .ratio)
            try c.encode(flags, forKey: .flags)
            try c.encode(map, forKey: .map)
        }
    }

    @Test func encoderMatchesFoundationDecoding() throws {
        let steps = [
            Step(id: "a", delay: 1.5, count: 3, ratio: 0.1, flags: [true, false], map: ["y": 1, "x": 2]),
            Step(id: "b\u{0}\"", delay: nil, count: -7, ratio: 2, flags: [], map: [:]),
        ]
        let json = try JSONValueEncoder().encode(steps)
        let text = CanonicalJSON.render(json)
        #expect(text.contains("\"ratio\": 0.1\n"))
        #expect(text.contains("\"delay\": null,"))
        let decoded = try JSONDecoder().decode([Step].self, from: Data(text.utf8))
        #expect(decoded == steps)
    }

    @Test func objectFromRenderedMembersEqualsRender() {
        let members: [String: JSONValue] = ["b": .array([.integer(1), .object(["x": .null])]), "a": .string("é"), "c": .object([:])]
        #expect(CanonicalJSON.object(renderedMembers: members.mapValues(CanonicalJSON.memberText)) == CanonicalJSON.render(.object(members)))
        #expect(CanonicalJSON.object(renderedMembers: [:]) == CanonicalJSON.render(.object([:])))
    }

    @Test func nonFiniteNumbersAreRefused() {
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(["x": Double.infinity]) }
    }

    @Test func contentHashIsSHA256OfCanonicalTextWithoutTheHash() {
        #expect(ContentHash.sha256Hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let bundle = JSONValue.object(["format": .integer(1), "app": .string("demo")])
        let stamped = ContentHash.stamped(bundle)
        let expectedHash = ContentHash.sha256Hex(Array("{\n  \"app\": \"demo\",\n  \"format\": 1\n}\n".utf8))
        #expect(stamped["contentHash"] == .string(expectedHash))
        // Re-stamping a stamped bundle gives the same hash: the old hash is not part of the input.
        #expect(ContentHash.stamped(stamped) == stamped)
        var changed = bundle
        changed["app"] = .string("demo2")
        #expect(ContentHash.compute(for: changed) != expectedHash)
    }
}
