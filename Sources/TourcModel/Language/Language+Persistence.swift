/// The Persistence part of the one description of the language (TourKit's Persistence.swift).
extension Language {
    static let persistence = ModelFile("Persistence", [
        structure("TourPersistence", "What a tour reads and writes in the app's storage (keys declared in the registry).", [
            field("onceKeys", .list(.string), default: [], """
                Show-once keys: an automatic trigger starts the tour only while none of them is marked
                (a `bool` key is true; a `stringSet` key contains the tour id; a `perTour` key exists).
                """,
                hover: "Show-once keys: automatic triggers start the tour only while none is marked.",
                schema: [
                    "items": ["minLength": 1],
                    "uniqueItems": true,
                    "examples": [["tour.seenMiniTours"]],
                ], ref: .persistenceKey
            ),
            field("progressKey", .optional(.string), "Where the current step is stored, for resuming." + Language.printableKeyRule, ref: .persistenceKey
            ),
            field("updates", .list(.StateUpdate), default: [], "Writes on lifecycle outcomes.",
                hover: "Writes on outcomes.",
                schema: [
                    "items": [
                        "description": "A write when the tour reaches an outcome.",
                        "markdownDescription": "A write when the tour reaches an outcome.",
                        "examples": [
                            ["outcomes": ["completed", "skipped"], "key": "hasCompletedOnboarding", "value": true],
                        ],
                    ],
                ]
            ),
        ],
            def: "persistence",
            hover: "What the tour reads and writes in storage (registry `persistence` keys)."
        ),
        structure("StateUpdate", "A write to a persistence key when the tour reaches an outcome.", [
            field("outcomes", .list(.TourOutcome), "The outcomes that trigger the write. (Not `on:`, which YAML 1.1 tools read as `true`.)",
                schema: [
                    "items": ["description": "An outcome.", "markdownDescription": "An outcome."],
                    "minItems": 1,
                    "uniqueItems": true,
                ]
            ),
            field("key", .string, "The registry persistence key.",
                hover: "The persistence key. " + Language.printableKeyRule, ref: .persistenceKey
            ),
            field("operation", .named(.StateOperation), default: .enumCase("set"), "How the value is written."),
            field("value", .optional(.StateValue), "The value: `true`/`false`, a string, or a token: `$tourId`, `$appVersion`, `$now`, `$stepIndex`.",
                hover: "The value: `true`/`false`, a string, or `$tourId`, `$appVersion`, `$now`, `$stepIndex`.",
                schema: ["examples": [true, "$tourId"]]
            ),
        ]),
        stringEnum("TourOutcome", "A tour lifecycle outcome.", [
            value("started", "The run began: written when it starts, before its first step is drawn (with `hostConfirmsDisplay` on, when the host reports that step on screen); a run none of whose steps applies writes nothing."),
            value("completed", "The user finished the last step."),
            value("skipped", "The user pressed Skip."),
            value("dismissed", "The user closed the tour or prompt another way (swipe down, Dismiss, tap outside)."),
            value("abandoned", "The run ended on an error (recovery gave up) or on `onBackground: end`; not the user's choice."),
            value("stepChanged", "A step was presented: the first one too, and each later one (not a re-show after a retry or the background)."),
            value("reset", "The tour's state was reset (e.g. \"Show App Tour\")."),
        ]),
        stringEnum("StateOperation", "How a state update writes its key.", [
            value("set", "Store the value."),
            value("insert", "Add the value to a `stringSet`."),
            value("remove", "Remove the value from a `stringSet`."),
            value("clear", "Delete the key."),
        ]),
        union("StateValue", scalar: true, handWritten: "its cases are told apart by the JSON type of a bare value, not by a `type` key", """
                A stored value: a bool or a string. Strings starting with `$` are tokens filled in at run time:
                `$tourId`, `$appVersion`, `$now`, `$stepIndex`.
                """, [
            variant("bool", "`true` or `false`.", [scalar(.bool)]),
            variant("string", "A string, or a `$` token filled in at run time.", [scalar(.string)]),
        ],
            // Hand-written: a scalar union is told apart by its JSON type, which one `type` list says.
            node: ["type": ["boolean", "string"]]
        ),
    ])
}
