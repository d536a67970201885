import TourcDiagnostics

/// Flow codes (33xx): can every step show, can every path end, can the user always get out.
extension LanguageCodes {
    public static let presentationMismatch = DiagnosticCode("TOUR3301", "step type does not fit the presentation", explanation: """
        A presentation shows one kind of step: `bottomSheet`, `fullScreenCarousel` and \
        `updatePrompt` show `page` steps, `spotlight` shows `spotlight` steps, `intentSequence` \
        shows `intents` steps and `tooltip` shows `tooltip` steps. This step's `type` is not the \
        one its tour's `presentation.style` shows, so the runtime could not display it. Change the \
        step's `type` (and its keys) or the tour's style.
        """)

    public static let neverShown = DiagnosticCode("TOUR3302", "step can never show", explanation: """
        This step's `when:` and `unless:` name the same condition, so they can never both be \
        satisfied and the step is always passed over. Remove the condition from one of the lists.
        """)

    public static let allStepsConditional = DiagnosticCode("TOUR3303", "every step is conditional", severity: .warning, explanation: """
        Every step of this tour has `when:` or `unless:` conditions, and for some combination of \
        their answers none of the steps applies, so on some devices the tour may start and show \
        nothing. Steps that cover every case between them are fine: `when: [signedIn]` on one \
        step and `unless: [signedIn]` on another means exactly one of them always applies. Make \
        at least one step unconditional (usually the first), add the step for the case no step \
        covers, or move the shared condition to the tour's own `when:` / `unless:`.
        """)

    public static let unusedTargetFallback = DiagnosticCode("TOUR3304", "target fallback has no effect", severity: .warning, explanation: """
        A `targetFallbacks` entry replaces a target the step uses (in its spotlight regions, coach \
        mark anchor, gesture hint, pulse ring or advance). This entry's `target` is used nowhere in \
        the step, so the fallback never applies. Name a target the step uses, or remove the entry.
        """)

    public static let cannotFinish = DiagnosticCode("TOUR3305", "tour cannot finish", explanation: """
        The last step must be able to finish the tour: a page advancing by the Next button \
        (shown as Done) or a timer, a step waiting for an action, or a page whose `actions` \
        include one that ends the tour: `next` (Done on the last page), `skip`, `complete`, \
        `dismiss` or `startTour`. A page with `actions` shows them instead of Next/Done, so \
        when none of them ends the tour the user is stuck on the last page (and on an earlier \
        page, one of them must move on: the same, or `goTo`). The message lists every way out. \
        Add e.g. `{label: Done, action: {type: complete}}`.
        """)

    public static let intentsDoNotWait = DiagnosticCode("TOUR3306", "intents step does not wait", severity: .warning, explanation: """
        An intents step advances as soon as its last intent has run. When the last intent is \
        not `awaitTap`, `awaitNextButton` or `delay`, the step's messages flash by before the \
        user can read them. End the step with `{type: awaitNextButton}` (or another waiting intent).
        """)

    public static let tourLoop = DiagnosticCode("TOUR3307", "tours start each other in a loop", explanation: """
        A `startTour` action starts this tour itself, or starts a tour that (directly or through \
        others) starts this one again, so a user could be sent round the same tours forever. \
        Break the cycle: end one of the tours with `complete` or `dismiss` instead.
        """)

    public static let trapsUser = DiagnosticCode("TOUR3308", "step traps the user", explanation: """
        This step waits for a specific action (tap a target, a gesture, an app event, a \
        component finishing, or an intents `awaitTap` on a target) and offers no way out if the \
        user cannot or will not do it. Let the user out in the way that keeps what the step is \
        for: accept the component's `dismissed` outcome, or give a page an action button that \
        completes or moves on (a sheet the app makes non-dismissable on purpose stays so); for \
        a step that teaches a tap, a gesture or an event, keep Skip available on it \
        (`skippable: true` and `flow.skip.available: true`, not hidden by `hiddenOnLastStep`), \
        since `nextButton`, a `timer` or `awaitNextButton` instead would stop it waiting. A \
        tooltip, or a one-step tour, bound to a screen (its first trigger a `firstVisit`, a \
        `targetTap` on a target of a screen, or an event of a screen) ends when the user leaves \
        that screen, which is a way out: it is not reported. The \
        diagnostic stands at the setting that took the way out away, once: at \
        `flow.skip.available: false` (labelled at every step it traps), at the step's \
        `skippable: false`, or at `flow.skip.hiddenOnLastStep`; its advice fits the step \
        (`dismissed` for a component, an action button for a page, `awaitNextButton` for an \
        intents step, `nextButton` or a `timer` otherwise).
        """)

    public static let blockedTarget = DiagnosticCode("TOUR3309", "touches blocked outside a missing spotlight", explanation: """
        `blocksTouches: true` lets touches through only inside the spotlight, but this step \
        waits for a tap on a target its spotlight does not contain (or it has no spotlight), so \
        the user cannot reach it. Add the advance target to `spotlight.regions`, or set \
        `blocksTouches: false`.
        """)

    public static let checkpointOutOfRange = DiagnosticCode("TOUR3310", "checkpoint out of range", explanation: """
        `flow.recovery.checkpoints` lists step indexes (0-based) recovery may return to. This \
        index is not less than the number of steps, so there is no such step. Use an index \
        between 0 and the number of steps minus one.
        """)

    public static let noCheckpoints = DiagnosticCode("TOUR3311", "nextCheckpoint without checkpoints", explanation: """
        A `nextCheckpoint` fallback jumps to the next index in `flow.recovery.checkpoints`, but \
        this tour declares none (or none after any step), so the fallback can never apply. Add \
        checkpoints, e.g. `checkpoints: [0, 3, 6]`, or use another fallback such as `skipStep`.
        """)

    public static let noFirstCheckpoint = DiagnosticCode("TOUR3312", "no checkpoint at the first step", severity: .warning, explanation: """
        Recovery's `restart` and failures before the first checkpoint have nowhere safe to go \
        when checkpoint 0 is missing. Start `checkpoints` with 0, e.g. `checkpoints: [0, 3]`.
        """)

    public static let fallbackCycle = DiagnosticCode("TOUR3313", "target fallback loops", explanation: """
        A registry target's `fallback` names the target to use when it cannot be located. This \
        chain comes back to a target already in it (possibly the target itself), so the runtime \
        would never find a usable anchor. Point the last fallback at a target without one, \
        usually a `coordinates` target.
        """)

    public static let noOnceKeys = DiagnosticCode("TOUR3314", "automatic tour without show-once key", severity: .warning, explanation: """
        Every trigger of this tour is automatic, and it has no `persistence.onceKeys` and no \
        tour-level `unless:` condition answered by a stored key, so it starts again in every \
        session: the runtime starts a tour automatically at most once per launch, and nothing \
        stops it at the next one. Add a key that the tour's `updates` write when it ends, e.g. \
        `onceKeys: [tour.seenMiniTours]` with `{outcomes: [completed, skipped, dismissed], key: \
        tour.seenMiniTours, value: true}`; for a key the app itself writes, \
        `unless: [{key: KEY}]` (or a registry condition with that key) is the other way. When the app's own state already \
        stops it (a condition the app answers from TipKit's store or its own flags), or it is \
        meant to show in every session, accept the warning on the line above `triggers:` with \
        the reason: `# tourc:accept TOUR3314 -- why`.
        """)

    public static let onceKeyNeverWritten = DiagnosticCode("TOUR3315", "show-once key never written", severity: .warning, explanation: """
        This `onceKeys` entry is never marked by the tour's `persistence.updates`: no update \
        writes it, or every update writes a value that does not count as seen (`false`, an empty \
        text, `clear`, `remove`, or an `insert` of another id than the tour's). Unless the app \
        writes it, the tour keeps showing. Add an update that marks it (e.g. \
        `{outcomes: [completed, skipped], key: KEY, value: true}`). For a key the app writes, \
        take it out of `onceKeys` and gate the tour with `unless: [{key: KEY}]` (or \
        `unless: [CONDITION]`, a registry condition with `key: KEY`); that satisfies TOUR3314 too.
        """)

    public static let stateWriteType = DiagnosticCode("TOUR3316", "state write does not fit the key", explanation: """
        A `persistence.updates` entry writes a value the key's declared type cannot hold: `bool` \
        takes `true`/`false`; `string` a string, `$tourId` or `$appVersion`; `date` `$now`; `int` \
        and `json` `$stepIndex`; `insert`/`remove` need a `stringSet` key; `clear` takes no value; \
        `$tokens` are `$tourId`, `$appVersion`, `$now` and `$stepIndex`. Change the value or the \
        operation to fit the key's `type` in `app.yaml`.
        """)

    public static let progressMisfit = DiagnosticCode("TOUR3317", "progress indicator does not fit the steps", explanation: """
        `presentation.progress.excludesFinalStep` leaves the last step out of the count, which \
        needs at least two steps. Remove it, or add the steps it is meant for.
        """)

    public static let counterOnSingleStep = DiagnosticCode("TOUR3318", "counter on a one-step tour", severity: .warning, explanation: """
        A "1 of 1" counter on a tour with one step tells the user nothing. Use \
        `progress: {style: none}` (or keep `hiddenForSingleStep: true`).
        """)

    static let flowCodes: [DiagnosticCode] = [
        presentationMismatch, neverShown, allStepsConditional, unusedTargetFallback, cannotFinish,
        intentsDoNotWait, tourLoop, trapsUser, blockedTarget, checkpointOutOfRange, noCheckpoints,
        noFirstCheckpoint, fallbackCycle, noOnceKeys, onceKeyNeverWritten, stateWriteType, progressMisfit,
        counterOnSingleStep,
    ]
}
