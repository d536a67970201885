import TourcDiagnostics

/// Value codes (34xx) and content-lint codes (35xx).
extension LanguageCodes {
    // MARK: Values (34xx)

    public static let versionOrder = DiagnosticCode("TOUR3401", "versions out of order", severity: .warning, explanation: """
        The registry's `versions:` are read as a history, oldest first; a version listed after a \
        newer one is probably a typo (`"2.10"` vs `"2.1"`). List versions in increasing order.
        """)

    public static let durationTooLong = DiagnosticCode("TOUR3402", "duration unusually long", severity: .warning, explanation: """
        Durations and delays are seconds. This one is above what tours normally use (animation \
        `duration` and `delay` 5 s, trigger `delay` 30 s, `timer.after` 30 s, `stepDelay` 3 s, \
        `retryDelay` 10 s, gesture `duration` 5 s, celebration `visibleFor` 5 s, \
        `estimatedDuration` 1800 s), which usually means milliseconds were written as seconds \
        (`1500` for `1.5`). Check the unit.
        """)

    public static let durationNotPositive = DiagnosticCode("TOUR3403", "duration not positive", explanation: """
        A duration or a wait must be greater than zero (a delay may be zero). Durations are \
        seconds: write `after: 2.5`, not `after: 0` or a negative number.
        """)

    public static let tooManyRetries = DiagnosticCode("TOUR3404", "too many retries", severity: .warning, explanation: """
        `flow.recovery.maxRetries` above 10 keeps a user waiting on a failing step for a long \
        time. Retry a few times (2 or 3), then let the fallback move on.
        """)

    public static let dimTooLight = DiagnosticCode("TOUR3405", "dim too light for a spotlight", severity: .warning, explanation: """
        A spotlight stands out only against a dimmed screen; below 0.3 the cut-out is hard to \
        see. Use a `dim` of 0.3 or more (the bundled spotlight tours use 0.6-0.75). Only steps \
        with a `spotlight:` are checked (a coach mark alone has no cut-out); a too-light \
        `visuals.dim` of the tour is reported once at that line, labelled at each step it dims.
        """)

    public static let assetAsSymbol = DiagnosticCode("TOUR3406", "asset image named as an SF Symbol", explanation: """
        An `icon` names an SF Symbol, shown with `Image(systemName:)`. A custom symbol (the SF \
        Symbols app exports them as `custom.…`) or any other image of the app's asset catalog is \
        not one: as an `icon` the app would show nothing, without a word. On a `page`, \
        `spotlight` or `tooltip` step, a list row, a topic card, a sheet or a link write it as \
        `iconAsset: custom.bluetooth`, in an illustration as `asset:`; the fix renames the key. \
        Buttons, gesture hints, component options, manual-trigger entries and registry targets \
        show only SF Symbols: use one there (SF Symbol names are lowercase words and digits \
        joined by dots, e.g. `star.fill`). The same holds for an illustration's `symbol`.
        """)

    public static let twoIcons = DiagnosticCode("TOUR3407", "icon and iconAsset both given", explanation: """
        A step (or a list row, topic card, sheet or link) shows one icon: an SF Symbol (`icon`) or an image of the app's asset catalog \
        (`iconAsset`). Keep one of the two keys.
        """)

    public static let unknownProgressPlaceholder = DiagnosticCode("TOUR3408", "unknown progress placeholder", explanation: """
        A progress `format` is text with two placeholders the runtime fills in: `{current}` (the \
        step's 1-based position) and `{total}` (the number of steps counted), e.g. \
        `Step {current} of {total}`. Any other `{...}`, or a `{` or `}` without its partner, \
        would be shown to the user as it is. Use one of the two placeholders, spelled exactly.
        """)

    public static let unstorableKey = DiagnosticCode("TOUR3409", "persistence key a store cannot hold", explanation: """
        A persistence key may be any printable text, exactly as the app names it \
        (`hasSeenIntro`, `bwPreferencesStorage:introCarouselShown`, `tour.seen-tips`). What a \
        store cannot hold reliably is an error: control characters (tabs, line breaks), spaces \
        at the start or the end (invisible in the YAML and easily lost), and more than 256 \
        characters. The same rule applies to the registry's `persistence` keys and every place \
        a key is named (`onceKeys`, `progressKey`, `updates`, `versionKey`, a condition's `key`).
        """)

    public static let arrowFacesAway = DiagnosticCode("TOUR3410", "coach-mark arrow points away from its anchor", severity: .warning, explanation: """
        A coach mark's `arrow.edge` is the edge of the bubble the arrow sticks out of; it must \
        face the anchor: `bottom` for a bubble `above` its anchor, `top` for `below`, `trailing` \
        for `leading` and `leading` for `trailing`. With `position: automatic` the runtime picks \
        above or below, so leave `edge` out (the arrow then takes the edge facing the anchor). An \
        arrow on a coach mark without an `anchor` has nothing to point at. Fix the edge, leave it \
        out, or remove the arrow.
        """)

    // MARK: Content lint (35xx)

    public static let textTooLong = DiagnosticCode("TOUR3501", "text over its length budget", severity: .warning, explanation: """
        Each text has a length budget, in characters after joining lines, that fits its place \
        on a phone screen: page titles 40 and bodies 200 in sheets (150 in a carousel, `subtitle` \
        80), spotlight titles 30, bodies 120 and hints 40, an intent's `showMessage` 40 (title) \
        and 160 (body) and its `showTooltip` message 100, a `tooltip` step's title 40 and body \
        120, list items, legend texts and topic summaries 90 (topic titles \
        30), detail sheets 40/300, button labels 24, link labels 60. Longer text is cut off or \
        crowds the screen: shorten it, or move detail into a topic sheet. When the text is the \
        app's real, approved copy (checked on a small screen at a large text size), keep it and \
        accept the warning where it stands, with the reason: `# tourc:accept TOUR3501 -- why` on \
        the line above (docs/language.md, "Accepting a warning where it is right").
        """)

    public static let missingAccessibilityLabel = DiagnosticCode("TOUR3502", "icon-only control without accessibility label", severity: .warning, explanation: """
        A control that shows only an icon is announced by VoiceOver by its accessibility label; \
        without one it is read as "button". Checked: a page's, coach mark's or tooltip's action \
        button without a label, a carousel footer button without a label, the `closeButton` X of \
        a coach mark or tooltip (it never shows text), and a registry target with an `icon`, such \
        as a "?" help button. Add `accessibilityLabel`, e.g. `accessibilityLabel: History help`, \
        or `closeButton: {accessibilityLabel: Close}`; it is a text like any other, translated in \
        the app's catalog.
        """)

    public static let gestureWithoutAlternative = DiagnosticCode("TOUR3503", "gesture without alternative", severity: .warning, explanation: """
        A step that advances by a gesture (or waits for an event while hinting a swipe, \
        long-press or pinch), or an intents step that demonstrates a gesture, must also be \
        usable without it: VoiceOver and Switch Control users cannot always perform gestures. \
        Add `accessibility: {hint: ...}` saying how to continue, an action button, or an \
        `awaitNextButton` intent.
        """)

    public static let smallTouchTarget = DiagnosticCode("TOUR3504", "touch target below 44 pt", severity: .warning, explanation: """
        Apple's Human Interface Guidelines ask for touch targets of at least 44 x 44 points. \
        `accessibility.minimumTouchTarget` and every `touchTargets[].minimum` should be 44 or more.
        """)

    public static let misdecodedText = DiagnosticCode("TOUR3505", "mis-decoded text", severity: .warning, explanation: """
        This text contains a sequence such as `â†’`, `â€™` or `Ã©`: UTF-8 that was once read as \
        Latin-1 or Windows-1252 (copied through a tool with the wrong encoding). Users would see \
        the garbage characters. Replace it with the intended character; the suggestion shows the \
        repaired text.
        """)

    public static let untidyText = DiagnosticCode("TOUR3506", "empty or padded text", severity: .warning, explanation: """
        Text shown to users is empty, or starts or ends with spaces or line breaks, which shifts \
        it on screen. Remove the surrounding whitespace (a `|` block adds a final line break; use \
        `|-`), or remove the empty key.
        """)

    public static let bulletCount = DiagnosticCode("TOUR3507", "update prompt bullet count", severity: .warning, explanation: """
        A "What's new" prompt highlights one to three things; more and it becomes release notes \
        nobody reads. Keep 1-3 bullets on an `updatePrompt` page.
        """)

    static let valueCodes: [DiagnosticCode] = [versionOrder, durationTooLong, durationNotPositive, tooManyRetries, dimTooLight,
                                               assetAsSymbol, twoIcons, unknownProgressPlaceholder, unstorableKey, arrowFacesAway]

    static let lintCodes: [DiagnosticCode] = [
        textTooLong, missingAccessibilityLabel, gestureWithoutAlternative, smallTouchTarget, misdecodedText,
        untidyText, bulletCount,
    ]
}
