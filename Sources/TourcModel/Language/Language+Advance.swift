/// The Advance part of the one description of the language (TourKit's Advance.swift).
extension Language {
    /// The outcomes a component or an app action finishes with that advance a step: the same
    /// rule for both, with examples of each.
    static func advanceOutcomes(examples: [String]) -> Field {
        field("outcomes", .list(.string),
            hover: "The outcomes that advance.",
            schema: [
                    "items": ["pattern": .idPattern],
                    "minItems": 1,
                    "uniqueItems": true,
                    "examples": [.array(examples.map { .string($0) })],
                ]
        )
    }

    static let advance = ModelFile("Advance", [
        union("Advance", """
                How a step advances. YAML: `{type: tapTarget, target: currentWeek}`; `nextButton` is the default
                for pages.
                """, [
            variant("nextButton", "The Next (or Done) button."),
            variant("tapAnywhere", "A tap anywhere on the overlay."),
            variant("tapTarget", "A tap on a target.", [field("target", .string,
                hover: "The target.",
                schema: ["pattern": .idPattern, "examples": ["currentWeek"]], ref: .target
            )]),
            variant("gesture", "A gesture, optionally on a target.", [field("gesture", .named(.GestureKind), hover: "The gesture."), field("target", .optional(.string),
                hover: "The target.",
                schema: ["pattern": .idPattern], ref: .target
            )]),
            variant("event", "An app event (e.g. `weekMarked`).", [field("event", .string,
                hover: "The event id.",
                schema: ["pattern": .idPattern, "examples": ["weekMarked"]], ref: .event
            )]),
            variant("component", "An embedded component finishing with any of the given outcomes (e.g. `saved` or `dismissed`).", [field("component", .string,
                hover: "The component id.",
                schema: ["pattern": .idPattern, "examples": ["phaseForm"]], ref: .component
            ), advanceOutcomes(examples: ["saved", "dismissed"])],
                hover: "An embedded component finishing with any of the outcomes."
            ),
            variant("actionOutcome", "An app action (a registry `actions` entry, run by a button's `{type: perform}`) finishing with any of the given outcomes (e.g. `granted` or `denied`).", [field("action", .string,
                hover: "The app action (a registry `actions` id).",
                schema: ["pattern": .idPattern, "examples": ["requestNotifications"]], ref: .appAction
            ), advanceOutcomes(examples: ["granted", "denied"])],
                hover: "An app action finishing with any of the outcomes."
            ),
            variant("anyOf", "Whichever of several inputs comes first (a swipe or the Next button; a tap on the target or the app event that follows it): the step advances on any of them. Each alternative is a way of advancing as above, not another `anyOf`.", [field("of", .list(.Advance),
                hover: "The alternatives; any one advances the step.",
                schema: [
                        "minItems": 2,
                        "examples": [[["type": "gesture", "gesture": "swipeLeft"], ["type": "nextButton"]]],
                    ]
            )],
                hover: "Any of several inputs advances the step."
            ),
            variant("timer", "Automatically, after a number of seconds.", [field("after", .double,
                hover: "The delay. In seconds.",
                schema: ["exclusiveMinimum": 0, "examples": [2.5]],
                unit: .seconds
            )], hover: "Automatically after a delay."),
        ],
            def: "advance",
            schema: ["examples": [["type": "tapTarget", "target": "currentWeek"], ["type": "timer", "after": 2.5]]]
        ),
    ])
}
