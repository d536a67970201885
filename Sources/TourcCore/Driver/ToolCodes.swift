import TourcDiagnostics

/// Codes of the tool itself (TOUR9xxx): unreadable files, bad paths, internal errors.
public enum ToolCodes {
    public static let all: [DiagnosticCode] = []
}
