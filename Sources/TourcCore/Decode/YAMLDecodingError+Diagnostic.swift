import TourcDiagnostics

extension YAMLDecodingError {
    /// The diagnostic for this failure: an internal error (TOUR9099, exit status 2), because a
    /// file that passed schema validation must decode — if it does not, the schema and TourKit's
    /// types disagree. It still points at the offending node and says what was expected there.
    public var diagnostic: Diagnostic {
        Diagnostic(ToolCodes.internalError,
                   "internal error: the schema accepted a value that TourKit cannot decode: \(path.isEmpty ? message : "\(path): \(message)")",
                   at: span,
                   notes: ["The file passed schema validation, so this is a tourc bug; please report it with the file."])
    }
}
