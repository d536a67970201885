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

    static let presentCodes: [DiagnosticCode] = [inlineConditionEmpty]
}
