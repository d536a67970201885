import TourcDiagnostics

/// The diagnostic codes of the JSON Schema validator (TOUR2xxx).
public enum SchemaCodes {
    public static let all: [DiagnosticCode] = []
}
