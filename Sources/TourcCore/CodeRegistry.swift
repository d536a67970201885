import TourcDiagnostics
import YAMLLoader
import JSONSchema

/// Every diagnostic code tourc can emit, in one list: `tourc explain`, SARIF rules and
/// docs/diagnostics.md are all generated from it.
public enum CodeRegistry {
    public static let all: [DiagnosticCode] = YAMLCodes.all + SchemaCodes.all + LanguageCodes.all + DecodeCodes.all + OutputCodes.all + ToolCodes.all

    public static func code(_ id: String) -> DiagnosticCode? {
        all.first { $0.id.uppercased() == id.uppercased() }
    }
}
