import TourcDiagnostics

/// Codes of `tourc test` (TOUR5xxx): failed expectations and scenarios that cannot run.
public enum ScenarioCodes {
    public static let expectationFailed = DiagnosticCode(
        "TOUR5001", "a scenario expectation does not hold",
        explanation: """
        `tourc test` ran the scenario's steps against the compiled tours with the TourKit \
        runtime, and at this `expect` entry the runtime was not where the scenario says: another \
        step was showing, another run had ended, a stored value differed, or other analytics \
        events were emitted. The message says what was expected and what happened. Either the \
        tour does not behave as its authors intend (fix the tour) or the scenario describes the \
        wrong behaviour (fix the scenario). Run `tourc test FILE --transcript` to see every \
        input and command up to the failure.
        """)

    public static let unknownName = DiagnosticCode(
        "TOUR5002", "a scenario names something the app does not have",
        explanation: """
        Every screen, target, event, condition, persistence key, role, tour, step, component, \
        app action and action outcome a scenario names must exist in the app's registry or tours, so that a renamed id breaks \
        the scenario loudly instead of making it pass vacuously. A `store:` key is one the \
        runtime can write: a registry persistence key, a `perTour` key as prefix + tour id \
        (never the bare prefix), `<key>.contentHash` beside an `int` progress key, or \
        `tourkit.hasLaunched` / `tourkit.visitedScreens`. `tourc check` and `tourc test` both \
        report it. The message lists the names the app has; fix the spelling or the app.
        """)

    public static let appNotFound = DiagnosticCode(
        "TOUR5003", "the scenario's app cannot be compiled",
        explanation: """
        A scenario runs against its app's compiled tours: the app named by its `app:` key, or \
        the app folder it sits in (`tours/<app>/tests/…`), under the tours root (`--tours`, \
        else tourc.yml's `tours`, docs/cli.md). That app does not exist there, or it has errors (run `tourc check` on \
        it first). Fix the `app:` key, move the scenario, or pass `--tours`.
        """)

    public static let storeValueType = DiagnosticCode(
        "TOUR5004", "store value does not fit its key",
        explanation: """
        A scenario's `given.store` or `expect.store` gives a value of another type than its key \
        declares in app.yaml: a `bool` key holds `true`/`false`, a `string`, `date` or `json` \
        key a text, an `int` key a whole number, a `stringSet` key a list of texts. A value of \
        the wrong type sets up a world the runtime never sees (a text `"true"` is not a seen \
        flag) or expects one it never writes, so the scenario would test nothing. `null` (the \
        key is absent) fits every key, and `"*"` (any value) every key in `expect`. Write the \
        value in the key's type.
        """)

    public static let all: [DiagnosticCode] = [expectationFailed, unknownName, appNotFound, storeValueType]
}
