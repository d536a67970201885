import TourcDiagnostics

/// Codes of the decode stage. A decode failure after a passing schema is the tool's fault, so it
/// lives in the 9xxx (tool) range.
public enum DecodeCodes {
    public static let schemaModelMismatch = DiagnosticCode(
        "TOUR9500", "internal error: the schema accepted a value the model cannot decode",
        explanation: """
        tourc checks every file against its JSON Schema and then decodes it into TourKit's Swift \
        model types. This file passed the schema but could not be decoded, which means the schema \
        and the model disagree: that is a bug in tourc, not in your file. The diagnostic points at \
        the value that could not be decoded and says what was expected there. Please report it \
        with the file attached; until it is fixed, changing that value to the form the message \
        asks for (for example quoting a number, `version: "1.10"`) usually works around it.
        """)

    public static let all: [DiagnosticCode] = [schemaModelMismatch]
}

extension YAMLDecodingError {
    /// The internal-error diagnostic for this failure, pointing at the offending node.
    public var diagnostic: Diagnostic {
        Diagnostic(DecodeCodes.schemaModelMismatch,
                   path.isEmpty ? message : "\(path): \(message)",
                   at: span,
                   notes: ["The file passed schema validation, so this is a tourc bug; please report it."])
    }
}
