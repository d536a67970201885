import TourcDiagnostics

/// Codes of app actions and their outcomes (TOUR3810–TOUR3839, issue 24 item 3).
extension LanguageCodes {
    public static let unknownAppAction = DiagnosticCode("TOUR3810", "unknown app action", explanation: """
        A button's `{type: perform, action: …}` and an `{type: actionOutcome, action: …}` \
        advance name an action the app runs for the tour, declared under `actions:` in \
        `app.yaml` with the outcomes it reports. This one names no declared action, so the app \
        would be asked to run something it does not know. tourc lists up to four declared \
        actions that are spelled alike ("did you mean"). Fix the spelling, or declare the action: \
        `actions: [{id: requestNotifications, outcomes: [granted, denied]}]`.
        """)

    public static let unknownActionOutcome = DiagnosticCode("TOUR3811", "unknown app action outcome", explanation: """
        An `{type: actionOutcome}` advance moves on when the app reports one of its `outcomes` \
        for the action; the app reports only the outcomes the action's registry entry declares, \
        so an outcome it does not declare never comes and the step would never move on that \
        way. Fix the spelling (tourc suggests a declared outcome), or add the outcome to the \
        action's `outcomes:` in `app.yaml`.
        """)

    public static let outcomeNeverAsked = DiagnosticCode("TOUR3812", "step waits for an action no button performs", explanation: """
        A step that advances on an app action's outcome (`{type: actionOutcome, action: X}`) \
        moves on only after the app ran X, and the app runs it only when a button of that \
        step asks (`{type: perform, action: X}`): the run stays on the step after the button, \
        and an outcome reported while another step shows is ignored. With no such button the \
        step can never move on that way. Give the step a button that performs the action, e.g. \
        `actions: [{label: Allow Notifications, action: {type: perform, action: X}}]` (a page's \
        `actions` or a content `link`), or advance the step another way.
        """)

    static let actionCodes: [DiagnosticCode] = [unknownAppAction, unknownActionOutcome, outcomeNeverAsked] + buttonCodes + carouselCodes
}

extension LanguageCodes {
    public static let stepButtonsLeadNowhere = DiagnosticCode("TOUR3813", "coach mark or tooltip buttons lead nowhere", explanation: """
        A coach mark or tooltip with `actions` shows them in place of its usual button (Next, \
        "Got it"), and its primary button is what Next presses. When none of them moves on \
        (`next`, `goTo`, `complete`, `dismiss`, `skip`, `startTour`, or a `perform` whose \
        outcome the step advances on), a coach mark that advances by the Next button cannot be \
        left, and a tooltip can be left only by a close button or a tap outside: with neither, \
        the user is stuck. Add a button that moves on, e.g. `{label: Next, action: {type: next}}`, \
        or (a tooltip) a `closeButton` or `dismiss: [tapOutside]`.
        """)

    static let buttonCodes: [DiagnosticCode] = [stepButtonsLeadNowhere]
}

extension LanguageCodes {
    public static let carouselWithoutEffect = DiagnosticCode("TOUR3814", "carousel settings on a tour that is not a carousel", severity: .warning, explanation: """
        `carousel:` (a swipe between pages, buttons under every page) is for a \
        `fullScreenCarousel` tour; on any other presentation the runtime ignores it. Remove it, \
        or present the tour as `style: fullScreenCarousel`.
        """)

    static let carouselCodes: [DiagnosticCode] = [carouselWithoutEffect]
}
