import TourcDiagnostics

/// Codes of the output stage (TOUR4xxx): identifier collisions, write failures, stale output.
public enum OutputCodes {
    public static let all: [DiagnosticCode] = []
}
