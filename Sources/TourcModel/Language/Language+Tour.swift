/// The Tour part of the one description of the language (TourKit's Tour.swift).
extension Language {
    static let tour = ModelFile("Tour", [
        structure("Tour", """
                A tour: one file `tours/<app>/<tour-id>.yaml`.

                A tour says how it is presented, when it starts (triggers and guards), what it shows (steps),
                how the user moves through it (flow rules), what it remembers (persistence) and how it looks,
                sounds and feels (visuals, accessibility).
                """, [
            field("id", "String", "The tour id, unique in its app (e.g. `pota_activations`, `office_onboarding`)."),
            field("name", "String", "The display name (shown on welcome/completion sheets, in analytics, in Settings)."),
            field("description", "String?", authoringOnly: true, "What the tour is for, for readers."),
            field("presentation", "Presentation", "How the tour is presented."),
            field("roles", "[String]", default: "[]", "Roles the tour is meant for; empty means every user."),
            field("tags", "[String]", default: "[]", "Tags for filtering (registry tag ids)."),
            field("estimatedDuration", "Double?", "Roughly how long the tour takes, in seconds."),
            field("triggers", "[Trigger]", default: "[]", "What starts the tour. Any trigger suffices."),
            field("when", "[String]", default: "[]", "Conditions that must all hold for an automatic trigger to start the tour."),
            field("unless", "[String]", default: "[]", "Conditions none of which may hold for an automatic trigger to start the tour."),
            field("priority", "Int?", "Which tour starts when several are eligible at the same moment (-1000...1000): the highest priority; equal priorities start in tour-id order. Absent means 0."),
            field("persistence", "TourPersistence", default: "TourPersistence()", "What the tour reads and writes in persistent storage (show-once flags, progress...)."),
            field("flow", "FlowRules", default: "FlowRules()", "Skip, back, resume and recovery rules."),
            field("visuals", "Visuals", default: "Visuals()", "Dim level, animation timings, haptics, celebration, pulse ring, tooltip style."),
            field("labels", "ButtonLabels", default: "ButtonLabels()", "Labels of the standard buttons (Next, Back, Skip, Done, Dismiss)."),
            field("accessibility", "TourAccessibility", default: "TourAccessibility()", "VoiceOver, focus, reduced motion, touch targets."),
            field("analytics", "[String]", default: "[]", "Analytics events (registry ids) this tour reports."),
            field("steps", "[Step]", "The steps, in order."),
            field("edgeCases", "[EdgeCase]", default: "[]", authoringOnly: true, "The product team's edge-case table: each scenario, the behaviour, and the rule that gives it."),
        ]),
        structure("EdgeCase", "One row of a product team's edge-case table, kept with the tour it belongs to.", [
            field("scenario", "String", "What happens (e.g. \"User dismisses phase modal without action\")."),
            field("behavior", "String", "What the tour does (e.g. \"Still advance to next step\")."),
            field("rule", "String?", "Where in this tour the behaviour is expressed (e.g. `steps.addPhase.advance`), if it is."),
        ]),
        structure("ButtonLabels", "Labels of the standard tour buttons. Tour-level labels apply to every step; a step may override.", [
            field("next", "String", default: "\"Next\"", "Advances one step."),
            field("back", "String", default: "\"Back\"", "Goes back one step (when `flow.back` allows)."),
            field("skip", "String", default: "\"Skip\"", "Leaves the tour (marks it skipped)."),
            field("done", "String", default: "\"Done\"", "Finishes the tour on its last step."),
            field("dismiss", "String", default: "\"Dismiss\"", "Closes a prompt, tooltip or sheet without acting."),
        ]),
        structure("LabelOverrides", "Per-step label overrides: only the labels written change.", [
            field("next", "String?", "Replaces the Next label on this step (e.g. `Start Tour`)."),
            field("back", "String?", "Replaces the Back label on this step."),
            field("skip", "String?", "Replaces the Skip label on this step."),
            field("done", "String?", "Replaces the Done label on this step."),
            field("dismiss", "String?", "Replaces the Dismiss label on this step."),
        ]),
    ])
}
