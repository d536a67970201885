import TourcDiagnostics

/// Codes of the tool itself (TOUR9xxx): paths that do not exist or cannot be read, files that are
/// not YAML, what `tourc dump` cannot express in JSON, and internal errors.
public enum ToolCodes {
    public static let pathNotFound = DiagnosticCode(
        "TOUR9001", "path not found",
        explanation: """
        A file or folder named on the command line does not exist. tourc stops with exit status 2 \
        (it could not run) rather than 1 (the input has errors), because there is no input to judge.

        Check the spelling and the working directory: paths are relative to the folder tourc runs \
        in. `tourc check` with no path checks `tours`, so run it from the repository root, or name \
        the folder: `tourc check path/to/tours`.
        """)

    public static let unreadable = DiagnosticCode(
        "TOUR9002", "file cannot be read",
        explanation: """
        tourc found the file or folder but the operating system refused to read it (no \
        permission, an I/O error, a broken symbolic link). The message carries the system's reason. \
        tourc stops with exit status 2.

        Fix the permissions (`chmod u+r file.yaml`) or the link, or leave the file out of the \
        paths you pass.
        """)

    public static let notYAML = DiagnosticCode(
        "TOUR9003", "not a YAML file",
        explanation: """
        A file named on the command line does not end in `.yaml`, `.yml` or `.json`, so tourc \
        does not treat it as tour content. (Inside folders, tourc looks only at `.yaml` and `.yml` \
        files and skips everything else silently.) tourc stops with exit status 2.

        Rename the file (`intro.yaml`), or pass the folder that holds it. `tourc dump` accepts \
        any file name, for debugging.
        """)

    public static let noInputFiles = DiagnosticCode(
        "TOUR9004", "no YAML files found", severity: .warning,
        explanation: """
        A folder passed to `tourc check` holds no `.yaml` or `.yml` file (hidden files and folders, \
        whose names start with `.`, are skipped). Nothing was checked, which is rarely what was \
        meant, so tourc warns; the exit status stays 0.

        Check that you passed the right folder, e.g. `tourc check tours/` rather than \
        `tourc check tour/`, and that the files end in `.yaml` or `.yml`.
        """)

    public static let expectedFile = DiagnosticCode(
        "TOUR9005", "expected a file, found a folder",
        explanation: """
        The command takes a single file, but the path names a folder. `tourc dump` shows one \
        file's loaded YAML; to check every file of a folder use `tourc check FOLDER`. tourc stops \
        with exit status 2.

        Example: `tourc dump tours/finite/app.yaml`, not `tourc dump tours/finite`.
        """)

    public static let noApp = DiagnosticCode(
        "TOUR9006", "no app found",
        explanation: """
        `tourc build` (also with `--verify`) was given a folder that holds no app, or a file; or \
        `tourc schema` was given a folder without an `app.yaml`. An app is a folder with an \
        `app.yaml`; `tourc build` takes the folder that holds the app folders (`tours`) or one app \
        folder (`tours/finite`), `tourc schema` one app folder. Building nothing and exiting 0 would \
        let a CI step pass after a path mistake, so tourc stops with exit status 2 (it could not \
        run: there is nothing to build), as for a missing path.
        Check the path (and `tours:` in tourc.yml), e.g. `tourc build tours`, not \
        `tourc build tours/finite/intro.yaml`, and `tourc schema tours/finite`, not `tourc schema tours`.
        """)
    public static let internalError = DiagnosticCode(
        "TOUR9099", "internal error",
        explanation: """
        Something went wrong inside tourc that is not a problem with your input: this is a bug. \
        tourc stops with exit status 2.

        Please report it with the command you ran, the message, and if possible the input file \
        (or a smaller file that shows the same problem).
        """)

    public static let dumpNonStringKey = DiagnosticCode(
        "TOUR9101", "key is not a string",
        explanation: """
        `tourc dump` prints the loaded YAML as JSON, and JSON object keys are strings. This key is \
        a number, boolean, null or collection in YAML (by the YAML 1.2 core schema `1`, `true` and \
        `null` are not strings), so it has no faithful JSON form.

        Quote the key to make it a string:

            "1": first          # instead of 1: first
            "true": yes         # instead of true: yes
        """)

    public static let dumpSeveralDocuments = DiagnosticCode(
        "TOUR9102", "several documents in one file",
        explanation: """
        The file holds more than one YAML document (separated by `---` lines), but `tourc dump` \
        prints one JSON value. Every document after the first is pointed at.

        Put each document in its own file, or remove the extra `---` separator if it was meant \
        to start the single document (a leading `---` is fine; a second one starts a new document).
        """)

    public static let dumpNumberNotJSON = DiagnosticCode(
        "TOUR9103", "number has no JSON form",
        explanation: """
        YAML numbers include infinity and not-a-number (`.inf`, `-.inf`, `.nan`), which JSON \
        cannot express, so `tourc dump` cannot print this value.

        In a tour, numbers are seconds, counts or sizes: write a finite number. Quote it (`".inf"`) only where the key takes text.
        """)

    public static let all: [DiagnosticCode] = [
        pathNotFound, unreadable, notYAML, noInputFiles, expectedFile, noApp, internalError,
        dumpNonStringKey, dumpSeveralDocuments, dumpNumberNotJSON,
    ]

    /// Codes that mean tourc could not do its job at all (exit status 2) rather than that the
    /// input has errors (exit status 1).
    public static let couldNotRun: Set<String> = [
        pathNotFound.id, unreadable.id, notYAML.id, expectedFile.id, noApp.id, internalError.id,
        // A write failure (disk full, an unwritable folder, a file where a folder should be):
        // tourc could not do its job, the input is fine (docs/cli.md).
        OutputCodes.writeFailed.id,
    ]
}
