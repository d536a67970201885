import TourcDiagnostics
import YAMLLoader
import JSONSchema
import Foundation

/// Every diagnostic code tourc can emit, in one list: `tourc explain`, SARIF rules and
/// docs/diagnostics.md are all generated from it.
public enum CodeRegistry {
    /// All codes, sorted by id so generated docs and SARIF rules do not depend on module order.
    public static let all: [DiagnosticCode] =
        (YAMLCodes.all + SchemaCodes.all + LanguageCodes.all + AcceptanceCodes.all + DecodeCodes.all + OutputCodes.all + ScenarioCodes.all + ToolCodes.all + ConfigCodes.all + LocalizationCodes.all)
        .sorted { $0.id < $1.id }

    /// The code with this id. Case-insensitive, and the `TOUR` prefix may be left out (`1001`).
    public static func code(_ id: String) -> DiagnosticCode? {
        let wanted = normalize(id)
        return all.first { $0.id == wanted }
    }

    /// `tour1001` and `1001` both mean `TOUR1001`.
    public static func normalize(_ id: String) -> String {
        let upper = id.trimmingCharacters(in: .whitespaces).uppercased()
        return upper.allSatisfy(\.isNumber) && !upper.isEmpty ? "TOUR" + upper : upper
    }

    /// Whether an id has the shape `TOUR` + four digits.
    public static func isWellFormed(_ id: String) -> Bool {
        id.count == 8 && id.hasPrefix("TOUR") && id.dropFirst(4).allSatisfy { $0.isASCII && $0.isNumber }
    }
}
