import TourcDiagnostics

/// Codes of the output stage (TOUR4xxx): identifier collisions, write failures, stale output.
public enum OutputCodes {
    public static let identifierCollision = DiagnosticCode(
        "TOUR4001", "two ids become the same Swift name",
        explanation: """
        tourc turns every tour, step, target and event id into a Swift identifier for the \
        generated typed ids: punctuation is dropped and words are joined in camel case, so \
        `office-onboarding` and `office_onboarding` both become `officeOnboarding`. Two ids that \
        end up with the same name cannot both have a case in the generated enum, so the build \
        stops instead of silently renaming one. The same happens when an id would take a name \
        the generated type already uses (such as `rawValue`, `allCases` or `bundle`). Fix it by \
        renaming one of the ids so that they differ in letters or digits, for example \
        `office-onboarding` and `office-onboarding-short`.
        """)

    public static let writeFailed = DiagnosticCode(
        "TOUR4002", "an output file could not be written",
        explanation: """
        tourc writes each output file to a temporary file next to it and renames it into place, \
        so a failure never leaves a half-written file. This diagnostic means the folder could not \
        be created, the temporary file could not be written, or the rename failed — usually \
        because of permissions, a full disk, or a file where a folder is expected. The message \
        names the path and the system error. Fix the path or permissions (or pass a different \
        `--output` folder) and build again; files that were already up to date are untouched.
        """)

    public static let staleOutput = DiagnosticCode(
        "TOUR4003", "the output folder is not up to date",
        explanation: """
        `tourc build --verify` compares what the build would write with what is in the output \
        folder, without writing anything. This diagnostic lists each file that is missing or \
        differs. Teams that commit the generated bundles and Swift run `--verify` in CI to make \
        sure nobody edited the tours without rebuilding (or edited the generated files by hand). \
        Fix it by running `tourc build` (same arguments, without `--verify`) and committing the \
        result.
        """)

    public static let invalidNumber = DiagnosticCode(
        "TOUR4004", "a number cannot be written to the output",
        explanation: """
        JSON has no representation for NaN or infinity, and the generated Swift must reproduce \
        the bundle exactly, so a value that is not a finite number cannot be emitted. Authored \
        YAML cannot produce such a value through the schema (`.inf` and `.nan` are rejected), so \
        seeing this means a computed value overflowed. Use a smaller, finite number, for example \
        `delay: 1.5` rather than `delay: 1e400`.
        """)

    public static let all: [DiagnosticCode] = [identifierCollision, writeFailed, staleOutput, invalidNumber]
}
