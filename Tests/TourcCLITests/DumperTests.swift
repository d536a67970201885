import Testing
import TourcCore
import TourcTestSupport
import TourcDiagnostics
import YAMLLoader

/// `Dumper` on node trees built by hand, so these tests do not depend on the loader.
@Suite struct DumperTests {
    private func range(_ line: Int, _ column: Int) -> SourceRange {
        SourceRange(at: TourcDiagnostics.SourceLocation(line: line, column: column, offset: 0))
    }

    private func scalar(_ text: String, _ value: ScalarValue, style: YAMLScalar.Style = .plain, line: Int = 1) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text: text, style: style, value: value)), range: range(line, 1))
    }

    private func mapping(_ pairs: [(YAMLNode, YAMLNode)]) -> YAMLNode {
        YAMLNode(.mapping(pairs.map { YAMLPair(key: $0.0, value: $0.1) }), range: range(1, 1))
    }

    private func dump(_ root: YAMLNode, documents count: Int = 1) -> (JSONOutput?, [Diagnostic]) {
        var collector = DiagnosticCollector()
        let documents = Array(repeating: YAMLDocument(file: "f.yaml", root: root), count: count)
        let json = Dumper.json(documents, file: "f.yaml", diagnostics: &collector)
        return (json, collector.diagnostics)
    }

    @Test func numbersKeepTheirDigits() {
        let root = mapping([
            (scalar("a", .string("a")), scalar("1.10", .number(.double(1.1)))),
            (scalar("b", .string("b")), scalar("99999999999999999999", .number(.bigInt("99999999999999999999")))),
            (scalar("c", .string("c")), scalar("0o17", .number(.int(15)))),
            (scalar("d", .string("d")), scalar("+.5", .number(.double(0.5)))),
            (scalar("e", .string("e")), scalar("-0x10", .number(.int(-16)))),
        ])
        let (json, diagnostics) = dump(root)
        #expect(diagnostics.isEmpty)
        #expect(json?.serialized() == #"{"a":1.10,"b":99999999999999999999,"c":15,"d":0.5,"e":-16}"#)
    }

    /// No quoting fix: the quoted text then failed `tourc check` (a tour's number is a number).
    @Test func infinityIsAnErrorThatAsksForAFiniteNumber() {
        let (json, diagnostics) = dump(mapping([(scalar("x", .string("x")), scalar(".inf", .number(.double(.infinity))))]))
        #expect(json == nil)
        #expect(diagnostics.map(\.code) == [ToolCodes.dumpNumberNotJSON])
        #expect(diagnostics.first?.message.hasSuffix("write a finite number") == true)
        #expect(diagnostics.first?.fix == nil)
    }

    @Test func everyNonStringKeyIsReported() {
        let root = mapping([
            (scalar("1", .number(.int(1)), line: 1), scalar("a", .string("a"))),
            (scalar("null", .null, line: 2), scalar("b", .string("b"))),
            (scalar("ok", .string("ok"), line: 3), scalar("c", .string("c"))),
        ])
        let (json, diagnostics) = dump(root)
        #expect(json == nil)
        #expect(diagnostics.map(\.span?.range.start.line) == [1, 2])
        #expect(diagnostics.allSatisfy { $0.code == ToolCodes.dumpNonStringKey })
    }

    @Test func quotedNumberLikeKeysAreStrings() {
        let root = mapping([(scalar("1", .string("1"), style: .doubleQuoted), scalar("a", .string("a")))])
        #expect(dump(root).0?.serialized() == #"{"1":"a"}"#)
    }

    @Test func severalDocumentsAreRefused() {
        let (json, diagnostics) = dump(scalar("a", .string("a")), documents: 3)
        #expect(json == nil)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.code == ToolCodes.dumpSeveralDocuments })
    }

    @Test func noDocumentIsNull() {
        var collector = DiagnosticCollector()
        #expect(Dumper.json([], file: "f.yaml", diagnostics: &collector) == .null)
    }

    @Test(arguments: ["0", "-0", "1.5", "1e10", "1E-2", "-0.0e+1", "123456789012345678901234567890"])
    func jsonNumbers(text: String) {
        #expect(Dumper.isJSONNumber(text))
    }

    @Test(arguments: ["", "-", "01", "+1", ".5", "1.", "0x1F", "1e", ".inf", "1_000", "1.0.0"])
    func notJSONNumbers(text: String) {
        #expect(!Dumper.isJSONNumber(text))
    }
}

extension DumperTests {
    /// The streaming writer `tourc dump` uses agrees with the JSON value, compact and pretty.
    @Test func bytesMatchTheJSONValue() {
        let root = mapping([
            (scalar("a", .string("a")), scalar("1.10", .number(.double(1.1)))),
            (scalar("b", .string("b")), YAMLNode(.sequence([scalar("x\n\"y\"", .string("x\n\"y\""), style: .doubleQuoted), scalar("~", .null)]), range: range(1, 1))),
            (scalar("c", .string("c")), mapping([])),
        ])
        var collector = DiagnosticCollector()
        let documents = [YAMLDocument(file: "f.yaml", root: root)]
        let value = Dumper.json(documents, file: "f.yaml", diagnostics: &collector)
        for pretty in [false, true] {
            let bytes = Dumper.bytes(documents, file: "f.yaml", pretty: pretty, diagnostics: &collector)
            #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == value?.serialized(pretty: pretty))
        }
        #expect(collector.diagnostics.isEmpty)
    }

    @Test func bytesRefuseWhatJSONCannotSay() {
        var collector = DiagnosticCollector()
        let root = mapping([(scalar("1", .number(.int(1))), scalar("a", .string("a")))])
        #expect(Dumper.bytes([YAMLDocument(file: "f.yaml", root: root)], file: "f.yaml", pretty: false, diagnostics: &collector) == nil)
        #expect(collector.diagnostics.map(\.code) == [ToolCodes.dumpNonStringKey])
    }
}
