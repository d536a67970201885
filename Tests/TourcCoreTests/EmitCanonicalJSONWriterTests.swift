import Foundation
import Testing
import TourKit
import TourcDiagnostics
@testable import TourcCore
import TourcTestSupport

/// The fast JSON path (`JSONTreeEncoder` + `CanonicalJSONWriter`) must print exactly what the
/// reference path (`JSONValueEncoder` + `CanonicalJSON`) prints.
@Suite("Canonical JSON writer")
struct EmitCanonicalJSONWriterTests {
    private func fast<T: Encodable>(_ value: T) throws -> String {
        var writer = CanonicalJSONWriter()
        writer.write(try JSONTreeEncoder().encode(value), level: 0)
        return String(decoding: writer.out, as: UTF8.self) + "\n"
    }

    private func reference<T: Encodable>(_ value: T) throws -> String {
        CanonicalJSON.render(try JSONValueEncoder().encode(value))
    }

    @Test func bundlesPrintAsTheReferenceDoes() throws {
        for (name, bundle) in ExpressibleSamples.bundles {
            #expect(try fast(bundle) == reference(bundle), "\(name)")
        }
    }

    @Test func emitterOutputIsTheStampedReferenceText() throws {
        for (name, bundle) in ExpressibleSamples.bundles {
            var unstamped = bundle
            unstamped.contentHash = ""
            let expected = CanonicalJSON.render(ContentHash.stamped(try JSONValueEncoder().encode(unstamped)))
            let ir = AppIR(appID: name, sources: [], bundle: unstamped, spans: IDSpans())
            var d = DiagnosticCollector()
            let out = try #require(BundleJSONEmitter.emit(ir, diagnostics: &d))
            #expect(out.text == expected, "\(name)")
            #expect(out.bundle.contentHash == bundle.contentHash, "\(name): the golden hash")
        }
    }

    @Test func scalarsStringsAndKeyOrder() throws {
        let strings = ["", "plain", "quote \" and \\ backslash", "\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F}",
                       "é中文🙂", "\u{2028}\u{202E}", "/slash"]
        #expect(try fast(strings) == reference(strings))
        let keys: [String: Int] = ["b": 1, "a": 2, "\u{E000}": 3, "\u{10000}": 4, "ab": 5, "A": 6, "": 7]
        #expect(try fast(keys) == reference(keys))
        let numbers: [Double] = [0, -0.0, 1, -1.5, 0.1, 1e21, 1.5e21, 1e-7, 0.000001, 123456789.125, .greatestFiniteMagnitude,
                                 -2, 0.5, -0.25, 123.456, 0.0001, 0.00001, 1e-5, 1.5e-6, 0.000012345, 999999999999999,
                                 1e15, -1e15, 1e15 + 0.5, 123456789012345.6, 9007199254740992, 4503599627370495.5, 1e16, 2.5e20,
                                 .leastNonzeroMagnitude, -.leastNormalMagnitude, 1 / 3, -2 / 3.0]
        #expect(try fast(numbers) == reference(numbers))
        let integers: [Int64] = [0, 1, -1, .max, .min]
        #expect(try fast(integers) == reference(integers))
        #expect(try fast([UInt64.max]) == reference([UInt64.max]))
        #expect(try fast([Float(0.1)]) == reference([Float(0.1)]))
        #expect(try fast([[String: Int]]()) == reference([[String: Int]]()))
        #expect(try fast([[String: [Int]]()]) == reference([[String: [Int]]()]))
        #expect(try fast([Optional<Int>.none, 1]) == reference([Optional<Int>.none, 1]))
    }

    /// Keys of up to eight plain bytes are copied from their prefix, the rest escaped: every length
    /// around that limit, with a character that needs escaping (or none) at every position.
    @Test func shortKeysAroundThePrefixLimit() throws {
        for special in ["", "\"", "\\", "\u{0}", "\n", "\u{1F}", "é", "🙂", "\u{7F}"] {
            var keys: [String: Int] = [:]
            for length in 1...10 {
                for position in 0..<length {
                    let key = String(repeating: "k", count: position) + special + String(repeating: "y", count: length - position - 1)
                    keys[key] = length * 100 + position
                }
            }
            #expect(try fast(keys) == reference(keys), "special \(special.debugDescription)")
        }
        #expect(JSONTreeStorage.keyInfo("id") == (0x6964_0000_0000_0000, 2))
        #expect(JSONTreeStorage.keyInfo("abcdefgh").plainLength == 8)
        #expect(JSONTreeStorage.keyInfo("abcdefghi").plainLength == 0)
        #expect(JSONTreeStorage.keyInfo("a\"b").plainLength == 0)
        #expect(JSONTreeStorage.keyInfo("abcdefg\n").plainLength == 0)
        #expect(JSONTreeStorage.keyInfo("").plainLength == 0)
        // Short keys are checked as one word: an escape anywhere in them counts, the padding not.
        #expect(JSONTreeStorage.keyInfo("a\u{0}") == (0x6100_0000_0000_0000, 0))
        #expect(JSONTreeStorage.keyInfo("\u{1F}bc").plainLength == 0)
        #expect(JSONTreeStorage.keyInfo("abc\\").plainLength == 0)
        #expect(JSONTreeStorage.keyInfo("abcdefg") == (0x6162_6364_6566_6700, 7))
        #expect(JSONTreeStorage.keyInfo("é") == (0xC3A9_0000_0000_0000, 2))
    }

    /// Strings are scanned eight bytes at a time: a character that needs escaping at every offset
    /// of the first words, and in the tail after them, is found and escaped.
    @Test func escapesAtEveryOffsetOfTheWordScan() throws {
        for special in ["\"", "\\", "\u{0}", "\u{8}", "\t", "\n", "\u{C}", "\r", "\u{1B}", "\u{1F}"] {
            var strings: [String] = []
            for position in 0..<20 {
                for tail in [0, 1, 7, 8, 9] {
                    strings.append(String(repeating: "a", count: position) + special + String(repeating: "é", count: tail))
                    strings.append(String(repeating: "é", count: position) + special + special + String(repeating: "z", count: tail))
                }
            }
            #expect(try fast(strings) == reference(strings), "special \(special.debugDescription)")
        }
    }

    /// A value that asks for its container twice and writes one key twice, as flattened unions can.
    private struct Reentrant: Encodable {
        enum K: String, CodingKey { case z, a, m }
        func encode(to encoder: any Encoder) throws {
            var one = encoder.container(keyedBy: K.self)
            try one.encode(1, forKey: .z)
            try one.encode("first", forKey: .m)
            var two = encoder.container(keyedBy: K.self)
            try two.encode([true], forKey: .a)
            try two.encode("second", forKey: .m)
            var nested = two.nestedContainer(keyedBy: K.self, forKey: .z)
            try nested.encodeNil(forKey: .a)
        }
    }

    @Test func reentrantContainersAndRepeatedKeys() throws {
        #expect(try fast(Reentrant()) == reference(Reentrant()))
        #expect(try fast([Reentrant(), Reentrant()]) == reference([Reentrant(), Reentrant()]))
    }

    @Test func nonFiniteNumbersFail() {
        #expect(throws: JSONTreeEncoder.Failure.self) { try JSONTreeEncoder().encode([Double.nan]) }
        #expect(throws: JSONTreeEncoder.Failure.self) { try JSONTreeEncoder().encode(["x": Double.infinity]) }
    }

    /// The hash is fed the written bytes around the `contentHash` line; wherever that line falls
    /// (first, between members, last, alone), the result must be the reference stamping.
    @Test func stampingWhereverTheHashLineFalls() throws {
        let objects: [[String: Int]] = [[:], ["a": 1], ["z": 1], ["a": 1, "z": 2], ["a": 1, "b": 2],
                                        ["x": 1, "y": 2], ["contentHash": 5, "a": 1], ["contentHash": 5]]
        for object in objects {
            let (bytes, hash) = BundleJSONEmitter.stampedObject(try JSONTreeEncoder().encode(object))
            let reference = try JSONValueEncoder().encode(object)
            #expect(String(decoding: bytes, as: UTF8.self) == CanonicalJSON.render(ContentHash.stamped(reference)), "\(object)")
            #expect(hash == ContentHash.compute(for: reference), "\(object)")
        }
    }

    @Test func keyOrderIsUTF8ByteOrder() {
        #expect(CanonicalJSONWriter.keyLess("a", "b"))
        #expect(CanonicalJSONWriter.keyLess("a", "ab"))
        #expect(!CanonicalJSONWriter.keyLess("ab", "a"))
        #expect(!CanonicalJSONWriter.keyLess("a", "a"))
        #expect(CanonicalJSONWriter.keyLess("\u{E000}", "\u{10000}"))  // UTF-16 order would say the opposite
        #expect(CanonicalJSONWriter.keyLess("", "a"))
    }

    /// The writer sorts by the 8-byte key prefixes first; wherever two prefixes differ, their
    /// order must be the keys' byte order (and equal keys must have equal prefixes).
    @Test func keyPrefixesOrderLikeTheKeys() {
        let keys = ["", "a", "a\u{0}", "a\u{0}b", "ab", "abcdefgh", "abcdefgh\u{0}", "abcdefghi", "abcdefgi",
                    "b", "id", "kind", "\u{7F}", "é", "\u{E000}", "\u{10000}", "accessibility", "accessibilityHint",
                    "zzzzzzzzzzzz", "\u{1}", "A"]
        for a in keys {
            for b in keys {
                let pa = JSONTreeStorage.keyPrefix(a), pb = JSONTreeStorage.keyPrefix(b)
                if a == b { #expect(pa == pb) }
                if pa != pb {
                    #expect((pa < pb) == CanonicalJSONWriter.keyLess(a, b), "\(a.debugDescription) vs \(b.debugDescription)")
                }
            }
        }
        #expect(JSONTreeStorage.keyPrefix("ab") == 0x6162_0000_0000_0000)
        #expect(JSONTreeStorage.keyPrefix("abcdefghij") == 0x6162_6364_6566_6768)
    }

    /// Objects whose keys share their first eight bytes, or repeat, still print in byte order
    /// with the last value of a repeated key, as the reference path does.
    @Test func keysSharingPrefixesSortLikeTheReference() throws {
        let value: [String: Int] = ["accessibilityHint": 1, "accessibility": 2, "accessibilityLabel": 3,
                                    "abcdefgh": 4, "abcdefgh\u{0}": 5, "a": 6, "": 7]
        #expect(try fast(value) == reference(value))
    }
}
