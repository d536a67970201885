import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// What the config fuzzer (`FUZZ_TARGET=config make fuzz`, docs/fuzzing.md) found.
@Suite struct ConfigFuzzFindingsTests {
    /// `swift.typeName: "_"` passed the config schema and `tourc build` trapped in `SwiftName`'s
    /// precondition (issue 20 §4; the fuzzer's first crash, from its own seed). The schema now
    /// refuses the bare `_` with a located error, and nothing is built from that config.
    @Test func aBareUnderscoreTypeNameIsALocatedErrorNotATrap() {
        let text = "swift:\n  typeName: \"_\"\n"
        let result = ConfigLoader.parse(Array(text.utf8), file: "tourc.yml")
        #expect(result.config == nil)
        let errors = result.diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.span?.range.start.line == 2)
        #expect(errors.first?.span?.range.start.column == 13)
    }

    /// What the pattern still takes: names that start with a letter, `_` followed by more, and
    /// `{Name}` with a prefix and a suffix.
    @Test(arguments: ["Tours", "_Tours", "_9", "{Name}Tours", "_{Name}", "My{Name}Tours_2"])
    func validTypeNamesStillPass(typeName: String) {
        let result = ConfigLoader.parse(Array("swift: {typeName: \"\(typeName)\"}\n".utf8), file: "tourc.yml")
        #expect(result.config?.swift.typeNamePattern == typeName, "\(result.diagnostics.diagnostics.map(\.message))")
    }
}
