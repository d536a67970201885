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
        the generated type already uses (such as `rawValue`, `allCases` or `self`, and for a tour \
        also `bundle` or `registry`), and when two apps' display names give one Swift type name \
        (`Carrier Wave` and `carrier-wave` both give `CarrierWaveTours`). `tourc check` reports \
        all of these at the id (or the app's `name`), so a build never meets them first. Fix it by \
        renaming one of the ids so that they differ in letters or digits, for example \
        `office-onboarding` and `office-onboarding-short`, or by giving one app another `name`.
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
        the bundle exactly, so a value that is not a finite number cannot be emitted. YAML can \
        write one: `.inf`, `-.inf` and `.nan`, or a number too large for a 64-bit float (`1e400`, \
        which becomes infinity). `tourc check` reports each at the value. Use a finite number, \
        for example `delay: 1.5` rather than `delay: 1e400`.
        """)

    public static let documentCount = DiagnosticCode(
        "TOUR4005", "a file to build must hold exactly one YAML document",
        explanation: """
        `tourc build` compiles each file under an app folder into one thing: `app.yaml` into the \
        app's registry, every other file into one tour. A file with no document (empty, or only \
        comments) or with several documents (separated by `---`) does not say which tour it is, \
        so the build stops rather than silently leaving content out. Fix it by writing one \
        mapping per file, for example `id: intro`, `name: Intro`, ... and moving any further \
        `---` document into a file of its own.
        """)

    public static let foreignStaging = DiagnosticCode(
        "TOUR4006", "a staging folder in the output folder was left alone", severity: .warning,
        explanation: """
        A build stages its files in `.tourc-staging-*` inside the output folder, and the next \
        build finishes or removes what a killed build left there. It only touches a folder that \
        a build of the same user made in that output folder on this machine since it last \
        started (a marker inside says so, checked before anything moves). Anything else named \
        like one (a folder committed to version control or copied from another machine, a link) \
        is left alone and reported here, because moving its files into place would write \
        whatever its author chose, possibly through links, outside the output folder. The same \
        warning says when a killed build's commit was dropped because the machine restarted \
        since; that build then writes every file that differs. Fix it by deleting the folder \
        (`rm -r`) and keeping `.tourc-staging-*` and `.tourc-new-*` out of version control \
        (`tourc init` writes a `.gitignore` that does).
        """)

    public static let invalidSwiftName = DiagnosticCode(
        "TOUR4007", "a generated Swift name is not usable",
        explanation: """
        Each app's Swift declares one type, named by tourc.yml's `swift.typeName` (default \
        `{Name}Tours`, `{Name}` being the app's display name in UpperCamelCase), and the Swift \
        file is named after it. The name must be a Swift identifier (ASCII letters, digits and \
        `_`, not starting with a digit, not `_` alone), not a Swift keyword, not a name the \
        generated file uses itself (`String`, `TourKit`, `Sendable`, `CaseIterable`, `TourID`, …), \
        and at most 200 characters long (the file name must fit the file system). The app id, \
        which names the output folder and the JSON file, is held to 200 characters too. \
        `tourc check` reports it at the app's `name` (or at `swift.typeName` in tourc.yml when \
        that is a fixed name). Fix it by giving the app a shorter or different `name`, or a \
        `swift.typeName` such as `{Name}Tours`.
        """)

    public static let all: [DiagnosticCode] = [identifierCollision, writeFailed, staleOutput, invalidNumber, documentCount, foreignStaging, invalidSwiftName]
}
