/// The Intent part of the one description of the language (TourKit's Intent.swift).
extension Language {
    static let intent = ModelFile("Intent", [
        union("Intent", """
                One intent of an OPS-style step: *what* happens, separate from how the runtime does it.
                YAML: `{type: highlight, target: jobBoardTab, padding: 8}`.
                """, [
            variant("navigate", "Navigate to a target (a tab-bar item or a screen).", [field("to", .string,
                hover: "The target (tab-bar item or screen).",
                schema: ["pattern": .idPattern, "examples": ["jobBoardTab"]], ref: .target
            )]),
            variant("highlight", "Spotlight a target with padding in points.", [field("target", .string,
                hover: "The target.",
                schema: ["pattern": .idPattern], ref: .target
            ), field("padding", .named(.Padding), default: .swift("Padding(Intent.defaultHighlightPadding)", reads: "`Padding(Intent.defaultHighlightPadding)`"), hover: "Padding around the target.", schema: ["default": 8], unit: .points)]),
            variant("showMessage", "Show a message card.", [field("title", .string, hover: "The title."), field("body", .string, hover: "The message.")]),
            variant("showTooltip", "Show a tooltip at a position.", [field("message", .string, hover: "The tooltip text."), field("position", .named(.TooltipPosition), default: .enumCase("automatic"),
                hover: "Where it sits."
            )]),
            variant("demonstrateGesture", "Demonstrate a gesture with an animated hand, optionally over a target.", [field("gesture", .named(.GestureKind), hover: "The gesture."), field("duration", .optional(.double),
                hover: "For `longPress`: how long it is held. In seconds.",
                schema: ["exclusiveMinimum": 0],
                unit: .seconds
            ), field("target", .optional(.string),
                hover: "Where to demonstrate it.",
                schema: ["pattern": .idPattern], ref: .target
            )]),
            variant("awaitTap", "Wait for a tap on a target, or anywhere when `target` is absent.", [field("target", .optional(.string),
                hover: "The target.",
                schema: ["pattern": .idPattern], ref: .target
            )],
                hover: "Wait for a tap on `target`, or anywhere without one."
            ),
            variant("awaitNextButton", "Wait for the Next button."),
            variant("delay", "Wait for a number of seconds.", [field("seconds", .double,
                hover: "How long. In seconds.",
                schema: ["exclusiveMinimum": 0],
                unit: .seconds
            )]),
        ],
            def: "intent",
            hover: "One intent of an intent step: what happens, separate from how.",
            schema: [
                "examples": [
                    ["type": "navigate", "to": "jobBoardTab"],
                    ["type": "highlight", "target": "jobCard", "padding": 8],
                ],
            ]
        ),
        stringEnum("GestureKind", "A gesture, for hints, demonstrations and gesture-advanced steps.", [
            value("tap", "One tap."),
            value("doubleTap", "Two quick taps."),
            value("longPress", "A press held down (for `duration` seconds where a key gives it)."),
            value("swipeLeft", "A swipe towards the left."),
            value("swipeRight", "A swipe towards the right."),
            value("swipeUp", "A swipe upwards."),
            value("swipeDown", "A swipe downwards."),
            value("pinchIn", "Two fingers moving together (zoom out)."),
            value("pinchOut", "Two fingers moving apart (zoom in)."),
        ]),
        structure("GestureHint", "An animated hand demonstrating a gesture.", [
            field("gesture", .named(.GestureKind), "The gesture shown."),
            field("at", .optional(.Region), "The hand is centred on this region; absent means the screen centre.",
                hover: "The hand is centred on this region; absent: the screen centre."
            ),
            field("icon", .optional(.string), "The hand's SF Symbol (e.g. `hand.point.up.fill`, `hand.draw.fill`).",
                hover: "The hand's symbol. An SF Symbol name.",
                schema: ["pattern": .symbolPattern, "examples": ["hand.point.up.fill", "hand.draw.fill"]]
            ),
            field("duration", .optional(.double), "How long a long press is held, in seconds.",
                hover: "For `longPress`: how long the press is held. In seconds.",
                schema: ["exclusiveMinimum": 0],
                unit: .seconds
            ),
            field("animation", .optional(.Animation), "The hint's animation loop."),
        ],
            def: "gestureHint",
            schema: [
                "examples": [
                    [
                        "gesture": "tap",
                        "at": ["target": "currentWeek", "offset": ["y": 60]],
                        "icon": "hand.point.up.fill",
                    ],
                ],
            ]
        ),
    ])
}
