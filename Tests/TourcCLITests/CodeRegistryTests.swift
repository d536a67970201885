import Foundation
import Testing
import JSONSchema
import TourcCore
import TourcDiagnostics
import YAMLLoader

@Suite struct CodeRegistryTests {
    @Test func idsAreUniqueAndWellFormed() {
        var seen: Set<String> = []
        for code in CodeRegistry.all {
            #expect(CodeRegistry.isWellFormed(code.id), "\(code.id) is not TOUR + four digits")
            #expect(seen.insert(code.id).inserted, "\(code.id) is declared twice")
        }
    }

    @Test func everyCodeHasATitleAndARealExplanation() {
        for code in CodeRegistry.all {
            #expect(!code.title.isEmpty, "\(code.id) has no title")
            #expect(code.title == code.title.trimmingCharacters(in: .whitespacesAndNewlines))
            // Several sentences: what, why, how to fix.
            let sentences = code.explanation.split(whereSeparator: { ".!?".contains($0) }).filter {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).count > 3
            }
            #expect(sentences.count >= 2, "\(code.id)'s explanation should say what, why and how to fix")
        }
    }

    @Test func eachModuleUsesItsOwnRange() {
        let ranges: [(String, [DiagnosticCode])] = [
            ("TOUR1", YAMLCodes.all), ("TOUR2", SchemaCodes.all), ("TOUR3", LanguageCodes.all + AcceptanceCodes.all + LocalizationCodes.all),
            ("TOUR4", OutputCodes.all), ("TOUR5", ScenarioCodes.all), ("TOUR9", ToolCodes.all + DecodeCodes.all + ConfigCodes.all),
        ]
        for (prefix, codes) in ranges {
            for code in codes { #expect(code.id.hasPrefix(prefix), "\(code.id) belongs in \(prefix)xxx") }
        }
        let total = ranges.reduce(0) { $0 + $1.1.count }
        #expect(CodeRegistry.all.count == total, "every module's codes are in the registry")
    }

    @Test func lookUp() {
        #expect(CodeRegistry.code("TOUR9001") == ToolCodes.pathNotFound)
        #expect(CodeRegistry.code("tour9001") == ToolCodes.pathNotFound)
        #expect(CodeRegistry.code("9001") == ToolCodes.pathNotFound)
        #expect(CodeRegistry.code("TOUR0000") == nil)
    }

    @Test func registryIsSortedForStableOutput() {
        #expect(CodeRegistry.all.map(\.id) == CodeRegistry.all.map(\.id).sorted())
    }

    /// docs/diagnostics.md is generated; this fails when a code changed and the doc was not refreshed.
    @Test func diagnosticsDocIsUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("docs/diagnostics.md")
        let committed = try? String(contentsOf: url, encoding: .utf8)
        let fresh = DiagnosticsReference.markdown()
        #expect(committed == fresh, "docs/diagnostics.md is stale: run `make docs` (tourc explain --all --markdown > docs/diagnostics.md) and commit it")
    }
}
