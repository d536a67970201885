import TourcDiagnostics

/// Codes of the language checks (TOUR3xxx): file layout (30xx), references (31xx), unique ids
/// (32xx), flow (33xx, LanguageCodesFlow.swift), values (34xx) and content lint (35xx,
/// LanguageCodesLint.swift). docs/language.md ("Semantic checks") is the specification.
public enum LanguageCodes {
    // MARK: Files and folders (30xx)

    public static let missingRegistry = DiagnosticCode("TOUR3001", "app registry missing", explanation: """
        Every tour belongs to an app, and an app is a folder holding an `app.yaml` registry: \
        `tours/<app>/app.yaml` declares the targets, events, conditions and other ids its tours may \
        use. This tour's folder has no `app.yaml`, so none of its references can be checked and \
        the app cannot be built. Add the registry (start from another app's), e.g. \
        `tours/my-app/app.yaml` with `id: my-app` and `name: My App`.
        """)

    public static let outsideAppFolder = DiagnosticCode("TOUR3002", "tour outside an app folder", explanation: """
        Tour files sit directly in an app folder, next to its `app.yaml`: `tours/<app>/<tour>.yaml`. \
        This file is either directly in the input folder (no app) or in a sub-folder of an app \
        folder, where tourc does not look for tours of that app. Move it into the app's folder, \
        e.g. from `tours/intro.yaml` to `tours/carrier-wave/intro.yaml`.
        """)

    public static let multipleDocuments = DiagnosticCode("TOUR3003", "several documents in one file", explanation: """
        A tour file holds exactly one tour, an `app.yaml` exactly one registry, a `*.test.yaml` \
        exactly one scenario and `tourc.yml` one configuration, but this file has more than one \
        YAML document (separated by `---`). For a tour or registry tourc checks only the first; \
        a scenario file is refused by `tourc check` and `tourc test` (a second scenario would \
        otherwise never run), and a `tourc.yml` stops tourc with exit status 2. Put each tour \
        or scenario in its own file, e.g. `intro.yaml` and `lofi_setup.yaml`, and remove the \
        extra `---` line.
        """)

    public static let emptyFile = DiagnosticCode("TOUR3004", "empty file", explanation: """
        This file holds no YAML document at all (it is empty, or only comments). A tour file \
        needs at least `id`, `name`, `presentation` and `steps`; an `app.yaml` needs `id` and \
        `name`. Write the content, or delete the file.
        """)

    public static let appIdMismatch = DiagnosticCode("TOUR3005", "app id differs from its folder", explanation: """
        An app's `id` is also the name of its folder under `tours/`: generated files and the \
        build output are named after the folder, and tours find their registry through it. Here \
        the two differ. Rename the folder or change the id so that they match, e.g. \
        `tours/carrier-wave/app.yaml` with `id: carrier-wave`.
        """)

    public static let tourIdMismatch = DiagnosticCode("TOUR3006", "tour id differs from its file name", severity: .warning, explanation: """
        By convention a tour lives in a file named after its id (`id: intro` in `intro.yaml`), so \
        that authors find a tour from its id and ids stay unique by construction. Usually rename \
        the file: the id names the tour's stored progress, its analytics and its Swift names, so \
        changing it restarts the tour for users who began it. When the file was copied from \
        another tour to start a new one (the id's own file exists), change the copy's id instead.
        """)

    // MARK: References (31xx)

    /// One code per kind of reference, all explained alike.
    static func reference(_ number: Int, _ kind: String, declaredIn: String, example: String) -> DiagnosticCode {
        DiagnosticCode("TOUR31\(number < 10 ? "0" : "")\(number)", "unknown \(kind)", explanation: """
            A tour may only use \(kind)s its app declares, in \(declaredIn). This reference names \
            no such \(kind), so the app could not act on it at run time. tourc lists up to four \
            declared ids that are spelled alike ("did you mean"), and says when the name is an id \
            of another kind (for example a screen used where a target is expected). Fix the \
            spelling, or declare the \(kind) in the registry: \(example)
            """)
    }

    public static let unknownTarget = reference(1, "target", declaredIn: "`targets:` of `app.yaml`",
        example: "`targets: [{id: currentWeek, type: view, identifier: grid.currentWeek}]`.")
    public static let unknownScreen = reference(2, "screen", declaredIn: "`screens:` of `app.yaml`",
        example: "`screens: [{id: history, name: History}]`.")
    public static let unknownEvent = reference(3, "event", declaredIn: "`events:` of `app.yaml`",
        example: "`events: [{id: weekMarked}]`.")
    public static let unknownCondition = reference(4, "condition", declaredIn: "`conditions:` of `app.yaml`",
        example: "`conditions: [{id: hasPhases}]`.")
    public static let unknownComponent = reference(5, "component", declaredIn: "`components:` of `app.yaml`",
        example: "`components: [{id: phaseForm, presentation: sheet, outcomes: [saved, dismissed]}]`.")
    public static let unknownRole = reference(6, "role", declaredIn: "`roles:` of `app.yaml`",
        example: "`roles: [{id: admin, name: Admin}]`.")
    public static let unknownTag = reference(7, "tag", declaredIn: "`tags:` of `app.yaml`",
        example: "`tags: [{id: onboarding}]`.")
    public static let unknownPersistenceKey = reference(8, "persistence key", declaredIn: "`persistence:` of `app.yaml`",
        example: "`persistence: [{key: tour.seenMiniTours, type: stringSet}]`.")
    public static let unknownAnalyticsEvent = reference(9, "analytics event", declaredIn: "`analytics:` of `app.yaml`",
        example: "`analytics: [{id: tour_started}]`.")
    public static let unknownTour = reference(10, "tour", declaredIn: "the app's folder (one tour per file; not the tour itself)",
        example: "a `startTour` action names another tour of the same app, `{type: startTour, tour: stats_drilldown}`, and a tip group in `app.yaml` names tours of its app, `tipGroups: [{id: basics, tours: [intro, stats]}]`.")
    public static let unknownOutcome = reference(11, "component outcome", declaredIn: "the `outcomes:` of the component in `app.yaml`",
        example: "`components: [{id: phaseForm, outcomes: [saved, dismissed]}]` lets a step advance on `outcomes: [saved, dismissed]`.")
    public static let unknownVersion = reference(12, "major version", declaredIn: "`versions:` of `app.yaml`, marked `major: true`",
        example: "`versions: [{version: \"2.5\", major: true}]` for `{type: majorUpdate, version: \"2.5\"}`.")

    // MARK: Unique ids (32xx)

    public static let duplicateTour = DiagnosticCode("TOUR3201", "duplicate tour id", explanation: """
        Two tours of one app have the same `id`. Tours are started, stored as seen and generated \
        as Swift identifiers by id, so ids must be unique in the app. The diagnostic points at the \
        second one and labels the first. Rename one of them (and its file).
        """)

    public static let duplicateStep = DiagnosticCode("TOUR3202", "duplicate step id", explanation: """
        Two steps of one tour have the same `id`. Step ids name steps in analytics, resume state \
        and generated code, so they must be unique in the tour. The diagnostic points at the \
        second one and labels the first. Rename one, e.g. `id: welcome` and `id: welcomeBack`.
        """)

    public static let duplicateTopic = DiagnosticCode("TOUR3203", "duplicate topic id", explanation: """
        Two topic cards of one tour have the same `id`; a topic's sheet is found by its id, so \
        ids must be unique in the tour. Rename one of them.
        """)

    public static let duplicateRegistryEntry = DiagnosticCode("TOUR3204", "duplicate registry entry", explanation: """
        A list of `app.yaml` (roles, screens, targets, events, conditions, components, tags, \
        analytics, persistence keys, versions) declares the same id twice, so a reference to it \
        would be ambiguous. The diagnostic points at the second entry and labels the first. \
        Remove or rename one of them.
        """)

    public static let all: [DiagnosticCode] =
        [missingRegistry, outsideAppFolder, multipleDocuments, emptyFile, appIdMismatch, tourIdMismatch,
         unknownTarget, unknownScreen, unknownEvent, unknownCondition, unknownComponent, unknownRole,
         unknownTag, unknownPersistenceKey, unknownAnalyticsEvent, unknownTour, unknownOutcome, unknownVersion,
         duplicateTour, duplicateStep, duplicateTopic, duplicateRegistryEntry]
            + flowCodes + valueCodes + lintCodes + growCodes + presentCodes
            + actionCodes
}
