/// The Step part of the one description of the language (TourKit's Step.swift).
extension Language {
    /// The lifecycle moments a haptic cue may name besides an app event, written once: TourKit's
    /// `LifecycleMoment` (the runtime plays cues by it, the checks accept it) and the docs and
    /// hover text of `HapticCue.event` come from this list.
    /// The moments of a run a haptic cue may name, with what each means (`LifecycleMoment`'s values).
    static let lifecycleMomentDocs: [(name: String, doc: String)] = [
        ("entry", "When the step appears."),
        ("advance", "When the step moves on to the next."),
        ("actionCompleted", "When the step's action finishes."),
        ("skip", "When the user skips the tour."),
        ("complete", "When the tour finishes."),
        ("dismiss", "When the user closes the tour."),
    ]
    static var lifecycleMoments: [String] { lifecycleMomentDocs.map(\.name) }
    static var lifecycleMomentList: String { lifecycleMoments.map { "`\($0)`" }.joined(separator: ", ") }

    static let step = ModelFile("Step", [
        structure("Step", encodesItself: true, """
                One step of a tour: a page, a spotlight coach mark, a list of intents, or a tooltip.

                YAML: a mapping with the common keys (`id`, `type`, `skippable`, `when`, `unless`, ...) and the
                fields of the type named by `type` beside them:

                ```yaml
                - id: welcome
                  type: page
                  title: Welcome to Carrier Wave
                ```
                """, [
            field("id", .string, "The step id, unique in its tour (e.g. `currentWeek`).",
                hover: "The step id, unique in the tour.",
                schema: ["pattern": .idPattern, "examples": ["welcome", "currentWeek"]]
            ),
            field("kind", .named(.StepKind), flattened: true, "What the step shows, by type."),
            field("skippable", .bool, default: true, "Whether the user may skip (leave the tour) on this step."),
            field("when", .list(.ConditionEntry), default: [], "Conditions that must all hold for the step to be shown; otherwise it is passed over. Each is a registry condition's id or a condition written in place (`{any: [a, b]}`, `{not: a}`, `{key: k, equals: v}`).",
                hover: "Conditions that must all hold for the step to show; otherwise it is passed over.",
                schema: ["uniqueItems": true], ref: .condition
            ),
            field("unless", .list(.ConditionEntry), default: [], "Conditions none of which may hold for the step to be shown (e.g. `unless: [hasPhases]`).",
                hover: "Conditions none of which may hold for the step to show.",
                schema: ["uniqueItems": true, "examples": [["hasPhases"]]], ref: .condition
            ),
            field("tags", .list(.string), default: [], "Tags (registry tag ids).",
                hover: "Tags (registry ids).",
                schema: ["items": ["pattern": .idPattern], "uniqueItems": true], ref: .tag
            ),
            field("haptics", .list(.HapticCue), default: [], "Haptics this step plays, on top of the tour's."),
            field("labels", .optional(.LabelOverrides), "Label overrides for the standard buttons on this step."),
            field("accessibility", .optional(.StepAccessibility), "VoiceOver label, hint and announcement for the step.", hover: "VoiceOver text for the step."),
            field("note", .optional(.string), authoringOnly: true, "The product team's notes on the step, kept for readers."),
        ],
            def: "step",
            hover: "One step of the tour. Page tours (`bottomSheet`, `fullScreenCarousel`, `updatePrompt`) take `page` steps; `spotlight` tours take `spotlight` steps; `intentSequence` tours take `intents` steps; `tooltip` tours take `tooltip` steps.",
            schema: [
                "examples": [
                    [
                        "id": "welcome",
                        "type": "page",
                        "title": "Welcome to Carrier Wave",
                        "icon": "antenna.radiowaves.left.and.right",
                    ],
                ],
            ]
        ),
        union("StepKind", "The step types, named by the step's `type` key.", [
            variant("page", "A page of a sheet, carousel or prompt.", [flattened(.PageContent)]),
            variant("spotlight", "A coach mark over a dimmed overlay with an optional spotlight cut-out.", [flattened(.SpotlightContent)]),
            variant("intents", "An ordered list of intents (OPS).", [flattened(.IntentContent)], hover: "Intents executed in order."),
            variant("tooltip", "A help tooltip anchored to a target.", [flattened(.TooltipContent)]),
        ]),
        stringEnum("LifecycleMoment", "A moment of a run a haptic cue may name besides an app event.", lifecycleMomentDocs.map { value($0.name, $0.doc) }),
        structure("HapticCue", "A haptic played when something happens.", [
            field("event", .string, """
                When: a lifecycle moment (\(lifecycleMomentList))
                or an app event id (e.g. `phaseSaved`). (Not `on:`, which YAML 1.1 tools read as `true`.)
                """,
                hover: "A lifecycle moment (\(lifecycleMomentList)) or an app event id.",
                schema: ["pattern": .idPattern, "examples": ["entry", "weekMarked"]], ref: .event
            ),
            field("haptic", .named(.Haptic), "Which haptic."),
        ],
            def: "hapticCue",
            schema: ["examples": [["event": "entry", "haptic": "light"]]]
        ),
        stringEnum("Haptic", """
                A haptic: an impact (`light`, `medium`, `heavy`, `soft`, `rigid`), a notification
                (`success`, `warning`, `error`) or a selection tick.
                """, [
            value("light", "Light impact."),
            value("medium", "Medium impact."),
            value("heavy", "Heavy impact."),
            value("soft", "Soft impact."),
            value("rigid", "Rigid impact."),
            value("success", "Success notification."),
            value("warning", "Warning notification."),
            value("error", "Error notification."),
            value("selection", "Selection tick."),
        ]),
        structure("StepAccessibility", "VoiceOver text for a step.", [
            field("label", .optional(.string), "Replaces the spoken label (otherwise title and body are read)."),
            field("hint", .optional(.string), "What happens on activation, or how to continue without the gesture.",
                hover: "What happens, or how to continue without the gesture."
            ),
            field("announcement", .optional(.string), "Announced when the step appears."),
        ],
            def: "stepAccessibility"
        ),
    ])
}
