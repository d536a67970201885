import Testing
import TourcDiagnostics
@testable import YAMLLoader

/// The loader notes per document whether any number has no finite 64-bit value, so the check
/// for them (TOUR4004) walks only documents that have one.
@Suite("Non-finite number flag")
struct NonFiniteNumberFlagTests {
    @Test(arguments: ["a: .inf\n", "a: [1, -.Inf]\n", "a: .nan\n", "a: 1e400\n", "a: !!float .inf\n",
                      "a: 1" + String(repeating: "0", count: 400) + "\n", "{\"a\": 1e999}\n",
                      "a: &x .inf\nb: *x\n"])
    func aDocumentWithOneIsFlagged(_ text: String) {
        let (documents, _) = loadYAML(text)
        #expect(documents.count == 1 && documents[0].mayHoldNonFiniteNumbers)
    }

    @Test(arguments: ["a: 1.5\n", "a: '.inf'\n", "a: \".nan\"\n", "a: 1e300\n", "a: 123456789012345678901234567890\n",
                      "inf: x\n", "a: |\n  .inf\n"])
    func aDocumentWithoutIsNot(_ text: String) {
        let (documents, _) = loadYAML(text)
        #expect(documents.count == 1 && !documents[0].mayHoldNonFiniteNumbers)
    }

    @Test func eachDocumentHasItsOwnFlag() {
        let (documents, _) = loadYAML("a: .inf\n---\na: 1\n")
        #expect(documents.map(\.mayHoldNonFiniteNumbers) == [true, false])
    }
}
