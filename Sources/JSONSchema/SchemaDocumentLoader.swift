import TourcDiagnostics
import YAMLLoader

/// Loads a schema or instance file: JSON text through `JSONParser` (fast, exact positions),
/// anything else through the YAML loader. JSON that fails to parse as JSON is handed to the YAML
/// loader too (JSON is YAML), whose diagnostics are then the ones reported.
public enum SchemaDocumentLoader {
    /// The first document of the file, or nil (with diagnostics) if none could be loaded.
    public static func load(_ bytes: [UInt8], file: String, diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        loadAll(bytes, file: file, diagnostics: &diagnostics).first?.root
    }

    /// Every document of the file (a JSON file has exactly one).
    ///
    /// `approximatePositions`: YAML is loaded with `YAMLLoader.loadWithApproximatePositions`
    /// (for a first, quick check whose positions are never shown; JSON positions stay exact).
    public static func loadAll(_ bytes: [UInt8], file: String, approximatePositions: Bool = false,
                               diagnostics: inout DiagnosticCollector) -> [YAMLDocument] {
        var jsonFailure: JSONParser.Failure? = nil
        if file.lowercased().hasSuffix(".json") || looksLikeJSON(bytes) {
            do {
                return [YAMLDocument(file: file, root: try JSONParser.parse(bytes))]
            } catch {
                jsonFailure = error
            }
        }
        var yamlDiagnostics = DiagnosticCollector()
        let docs = approximatePositions
            ? bytes.withUnsafeBufferPointer { YAMLLoader.loadWithApproximatePositions($0, file: file, diagnostics: &yamlDiagnostics) }
            : YAMLLoader.load(bytes, file: file, diagnostics: &yamlDiagnostics)
        if docs.isEmpty, !yamlDiagnostics.hasErrors {
            if let jsonFailure {
                diagnostics.emit(SchemaCodes.documentUnloadable, "This JSON is malformed: \(jsonFailure.message).",
                                 at: SourceSpan(file: file, range: SourceRange(at: jsonFailure.location)))
            } else {
                diagnostics.emit(SchemaCodes.documentUnloadable, "no document could be loaded from this file.",
                                 at: SourceSpan(file: file, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))))
            }
        }
        diagnostics.merge(yamlDiagnostics)
        return docs
    }

    /// Whether the text starts (after whitespace and a BOM) with `{` or `[`.
    static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["): return true
            default: return false
            }
        }
        return false
    }
}
