import TourcDiagnostics

/// Codes of issue 24's conditions written in place, presentation and version rules
/// (TOUR3840-TOUR3869).
extension LanguageCodes {
    public static let inlineConditionEmpty = DiagnosticCode("TOUR3840", "condition written in place says nothing", explanation: """
        A `when:` or `unless:` entry is a registry condition's id (`hasPhases`) or a condition \
        written in place, which must say how it is answered: by a stored key \
        (`{key: accountSetup, equals: complete}`, `in`, `atLeast`, `atMost`), by a counted event \
        (`{event: tabOpened, atLeast: 3, within: 7d}`) or by other conditions (`{any: [a, b]}`, \
        `{all: [a, b]}`, `{not: a}`). A condition the app answers itself has no rule: declare it \
        in app.yaml's `conditions:` and name it by its id.
        """)

    public static let tourInTwoGroups = DiagnosticCode("TOUR3841", "tour in two tip groups", explanation: """
        A tip group (`tipGroups:` in app.yaml, TipKit's `TipGroup`) decides which of its tours \
        may show; a tour in two groups would be held by two orders at once, which TipKit does not \
        allow either. Keep each tour in one group: merge the groups, or take the tour out of one.
        """)

    public static let groupOfOne = DiagnosticCode("TOUR3842", "tip group changes nothing", severity: .warning, explanation: """
        A tip group holds a tour back while another of its tours goes first, so a group of one \
        tour holds nothing back. Add the tours that should show one at a time, or remove the group.
        """)

    public static let duplicateTipGroup = DiagnosticCode("TOUR3843", "duplicate tip group id", explanation: """
        Each tip group in app.yaml's `tipGroups:` has its own id, which eligibility reasons, \
        the docs and the preview name. Rename one of the groups.
        """)

    public static let inlineWithoutPlace = DiagnosticCode("TOUR3844", "inline card has no place", explanation: """
        An `inline` container is a card the app draws in its own layout (TipKit's `TipView`), at \
        the place its tooltip's `anchor` names: the host asks `inlineCard(at:)` for each place \
        that can hold one. Only a `tooltip` tour has an anchor, so only it can be inline; use \
        `style: tooltip`, or another container (`sheet`, `overlay`, ...) for other styles.
        """)

    public static let versionBeyondRule = DiagnosticCode("TOUR3845", "update version never due under its rule", explanation: """
        A `majorUpdate` trigger with `change: minor` makes an update due as the running \
        version's first two components (`2.5` for 2.5.3), with `change: major` as its first \
        (`3`), so its `version:` names that many components; one with a further non-zero \
        component (`version: "2.5.1"` under `minor`) is never the due one and the prompt never \
        shows. Write the components the rule compares (`version: "2.5"`).
        """)

    public static let modalWaitsForTheApp = DiagnosticCode("TOUR3846", "modal spotlight waits for the app", explanation: """
        A spotlight with `modal: true` is a cover no touch gets through, the cut-out included, so \
        the user cannot tap its target or make a gesture on the app: a step that waits for one \
        (`advance: {type: tapTarget}` or `{type: gesture}`) never moves on. Use `nextButton` or \
        `tapAnywhere`, or drop `modal` (`blocksTouches: true` keeps the cut-out interactive).
        """)

    static let presentCodes: [DiagnosticCode] = [inlineConditionEmpty, tourInTwoGroups, groupOfOne, duplicateTipGroup, inlineWithoutPlace, versionBeyondRule, modalWaitsForTheApp]
}
