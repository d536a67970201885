import TourcDiagnostics

/// The diagnostic codes the YAML loader emits (TOUR1xxx), declared next to the stage.
public enum YAMLCodes {
    public static let all: [DiagnosticCode] = []
}
