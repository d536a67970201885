import TourcDiagnostics

/// Codes of counting, pacing and rules over values and events (TOUR38xx, issue 24).
extension LanguageCodes {
    public static let pacingWithoutEffect = DiagnosticCode("TOUR3800", "counting or pacing key has no effect", severity: .warning, explanation: """
        `maxDisplayCount`, `showAgainAfter` and `ignoresDisplayFrequency` are about a tour \
        starting by itself: a user-initiated start (`manual`, `targetTap`, another tour's \
        `startTour`) is never counted against a limit, re-shown or paced. On a tour whose \
        triggers are all user-initiated they do nothing, and so does `ignoresDisplayFrequency: \
        true` while the app's `pacing.displayFrequency` is `immediate` (the default). Remove the \
        key, or give the tour an automatic trigger (or the app a `pacing:`).
        """)

    public static let showAgainNeverStops = DiagnosticCode("TOUR3801", "re-showing tour never stops", severity: .warning, explanation: """
        A tour with `showAgainAfter` starts again every time its trigger fires (no sooner than \
        the interval), until something marks it: a show-once key its updates write, \
        `maxDisplayCount`, or the app invalidating it. With none of the first two, only the app \
        can stop it. Add `maxDisplayCount: N`, or a show-once key written on `dismissed` and \
        `completed` (TipKit closes a tip for good when the user closes it); if the app \
        invalidates the tour when the user does what it teaches, accept the warning: \
        `# tourc:accept TOUR3801 -- the app invalidates it`.
        """)

    static let growCodes: [DiagnosticCode] = [pacingWithoutEffect, showAgainNeverStops] + conditionCodes + [unknownGoToStep, imageWithoutDescription]
}

extension LanguageCodes {
    public static let conditionLoop = DiagnosticCode("TOUR3802", "conditions refer to each other in a loop", explanation: """
        A condition built from others (`any:`, `all:`, `not:`) may not, through them, refer back \
        to itself: its answer would depend on itself. The diagnostic points at the reference \
        that closes the loop. Build the condition from conditions that are answered by the app, \
        a key or an event.
        """)

    public static let conditionMisfit = DiagnosticCode("TOUR3803", "condition rule does not fit", explanation: """
        A registry condition is answered in one way: by the app (no rule), by a stored `key` \
        (truthy, or compared with `equals`, `in`, `atLeast`, `atMost`), by a counted `event` \
        (`atLeast`/`atMost` times, optionally `within` a window) or by other conditions (`any`, \
        `all`, `not`). The rule must be one of these: `equals` and `in` need a `key` and a value \
        the key can hold (one of its `values` names); `atLeast`/`atMost` need a `key` or an \
        `event`, and `atLeast` may not exceed `atMost`; `within` needs an `event`; an event \
        rule needs `atLeast` or `atMost`; `key`, `event`, `any`, `all` and `not` exclude each \
        other. The runtime keeps the 100 most recent occurrences of an event, so `atLeast` on an \
        event is at most 100.
        """)

    public static let keyValueMisfit = DiagnosticCode("TOUR3804", "declared value does not fit the key", explanation: """
        A persistence key's `values:` name what an `int` key (by position) or a `string` key \
        (by name) stores; other types cannot have them. Its `default:` is what an absent key \
        means: `true`/`false` for a `bool` key, one of the `values` names for a key with \
        `values`, a number for an `int` key, text for a `string` key; `stringSet`, `date` and \
        `json` keys take none. An update's `value:` for a key with `values` must be one of the \
        names (or a `$` token). Use a value of the key's declared type.
        """)

    static let conditionCodes: [DiagnosticCode] = [conditionLoop, conditionMisfit, keyValueMisfit]
}

extension LanguageCodes {
    public static let unknownGoToStep = DiagnosticCode("TOUR3805", "goTo names no step of the tour", explanation: """
        A `{type: goTo, step: ID}` action moves the run to a step of the same tour, so `ID` must \
        be one of the tour's step ids (to open another tour, use `startTour`). The message lists \
        the tour's steps and suggests the closest.
        """)
}

extension LanguageCodes {
    public static let imageWithoutDescription = DiagnosticCode("TOUR3806", "image without a VoiceOver description", explanation: """
        An illustration is read by VoiceOver from its `description`, so one that shows \
        something needs it (`description: A map of the nearest parks`). An image that only \
        decorates the page says so with `decorative: true`: VoiceOver skips it and it takes no \
        description.
        """)
}
