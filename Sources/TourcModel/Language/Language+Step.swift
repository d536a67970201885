/// The Step part of the one description of the language (TourKit's Step.swift).
extension Language {
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
            field("id", "String", "The step id, unique in its tour (e.g. `currentWeek`)."),
            field("kind", "StepKind", flattened: true, "What the step shows, by type."),
            field("skippable", "Bool", default: "true", "Whether the user may skip (leave the tour) on this step."),
            field("when", "[String]", default: "[]", "Conditions that must all hold for the step to be shown; otherwise it is passed over."),
            field("unless", "[String]", default: "[]", "Conditions none of which may hold for the step to be shown (e.g. `unless: [hasPhases]`)."),
            field("tags", "[String]", default: "[]", "Tags (registry tag ids)."),
            field("haptics", "[HapticCue]", default: "[]", "Haptics this step plays, on top of the tour's."),
            field("labels", "LabelOverrides?", "Label overrides for the standard buttons on this step."),
            field("accessibility", "StepAccessibility?", "VoiceOver label, hint and announcement for the step."),
            field("note", "String?", authoringOnly: true, "The product team's notes on the step, kept for readers."),
        ]),
        union("StepKind", "The step types, named by the step's `type` key.", [
            variant("page", "A page of a sheet, carousel or prompt.", [flattened("PageContent")]),
            variant("spotlight", "A coach mark over a dimmed overlay with an optional spotlight cut-out.", [flattened("SpotlightContent")]),
            variant("intents", "An ordered list of intents (OPS).", [flattened("IntentContent")]),
            variant("tooltip", "A help tooltip anchored to a target.", [flattened("TooltipContent")]),
        ]),
        structure("HapticCue", "A haptic played when something happens.", [
            field("event", "String", """
                When: a lifecycle moment (`entry`, `advance`, `actionCompleted`, `skip`, `complete`, `dismiss`)
                or an app event id (e.g. `phaseSaved`). (Not `on:`, which YAML 1.1 tools read as `true`.)
                """),
            field("haptic", "Haptic", "Which haptic."),
        ]),
        stringEnum("Haptic", """
                A haptic: an impact (`light`, `medium`, `heavy`, `soft`, `rigid`), a notification
                (`success`, `warning`, `error`) or a selection tick.
                """, [
            value("light"),
            value("medium"),
            value("heavy"),
            value("soft"),
            value("rigid"),
            value("success"),
            value("warning"),
            value("error"),
            value("selection"),
        ]),
        structure("StepAccessibility", "VoiceOver text for a step.", [
            field("label", "String?", "Replaces the spoken label (otherwise title and body are read)."),
            field("hint", "String?", "What happens on activation, or how to continue without the gesture."),
            field("announcement", "String?", "Announced when the step appears."),
        ]),
    ])
}
