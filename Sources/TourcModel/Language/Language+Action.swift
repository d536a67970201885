/// The Action part of the one description of the language (TourKit's Action.swift).
extension Language {
    static let action = ModelFile("Action", [
        union("Action", "What a button or link does. YAML: `{type: startTour, tour: whats_new}`.", [
            variant("next", "Go to the next step."),
            variant("back", "Go to the previous step."),
            variant("skip", "Leave the tour, marking it skipped."),
            variant("complete", "Finish the tour, marking it completed."),
            variant("dismiss", "Close the tour or prompt, marking it dismissed."),
            variant("startTour", "Start another tour.", [field("tour", .string,
                hover: "The tour id.",
                schema: ["pattern": .idPattern, "examples": ["whats_new_2_5"]], ref: .tour
            )]),
            variant("goTo", "Go to a step of this tour, by its id (Firefox's `forward-two-card`): the run moves there as Next would (to the first step at or after it that applies), without passing the steps between.", [field("step", .string,
                hover: "The step id, in this tour.",
                schema: ["pattern": .idPattern, "examples": ["signIn"]]
            )], hover: "Jump to a step of this tour by its id."),
            variant("perform", "Ask the app to run one of its actions (a registry `actions` entry: `requestNotifications`, `signIn`): the host runs it and reports its outcome (`granted`, `denied`), which a step may advance on (`advance: {type: actionOutcome}`). The run stays on its step until then.", [field("action", .string,
                hover: "The app action (a registry `actions` id).",
                schema: ["pattern": .idPattern, "examples": ["requestNotifications"]], ref: .appAction
            )], hover: "Run one of the app's registry actions; a step may advance on its outcome."),
            variant("showSheet", "Open a detail sheet.", [payload(.named(.Sheet), key: "sheet", hover: "The sheet.")]),
            variant("presentComponent", "Present an app component.", [flattened(.ComponentEmbed)]),
            variant("openScreen", "Navigate to a screen of the app.", [field("screen", .string,
                hover: "The screen id.",
                schema: ["pattern": .idPattern], ref: .screen
            )]),
            variant("openURL", "Open a URL.", [field("url", .string,
                hover: "The URL.",
                schema: ["pattern": "^[a-z][a-z0-9+.-]*:"]
            )]),
        ],
            def: "action",
            schema: ["examples": [["type": "startTour", "tour": "whats_new_2_5"]]]
        ),
        structure("ActionButton", "A button on a page.", [
            field("label", .string, "The label, exactly as shown (e.g. `Take a Tour`).",
                hover: "The label exactly as shown; empty only for icon-only buttons, which need `accessibilityLabel`.",
                schema: ["examples": ["Take a Tour", "Dismiss"]],
                allowsEmpty: true
            ),
            field("style", .named(.ButtonStyle), default: .enumCase("primary"), "How prominent it is."),
            field("icon", .optional(.string), "An SF Symbol; with an empty label the button is icon-only and needs `accessibilityLabel`.",
                hover: "An icon. An SF Symbol name.",
                schema: ["pattern": .symbolPattern]
            ),
            field("accessibilityLabel", .optional(.string), "The VoiceOver label, required for icon-only buttons."),
            field("action", .named(.Action), "What it does."),
            field("analytics", .optional(.string), "An analytics event (a registry id) the button reports when pressed, before its action, with the parameters the registry declares for it among `tourId`, `stepId`, `button` (the label) and `action` (the action's type); Firefox reports every card button this way.",
                hover: "An analytics event (registry id) reported when the button is pressed.",
                schema: ["pattern": .idPattern, "examples": ["onboardingCardTap"]], ref: .analyticsEvent
            ),
        ],
            def: "actionButton",
            schema: ["examples": [["label": "Take a Tour", "action": ["type": "startTour", "tour": "whats_new_2_5"]]]]
        ),
        stringEnum("ButtonStyle", "A button's prominence.", [
            value("primary", "Filled (`.borderedProminent`)."),
            value("secondary", "Plain secondary text."),
            value("link", "A small link."),
        ]),
    ])
}
