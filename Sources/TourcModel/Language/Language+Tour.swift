/// The Tour part of the one description of the language (TourKit's Tour.swift).
extension Language {
    static let tour = ModelFile("Tour", [
        structure("Tour", """
                A tour: one file `tours/<app>/<tour-id>.yaml`.

                A tour says how it is presented, when it starts (triggers and guards), what it shows (steps),
                how the user moves through it (flow rules), what it remembers (persistence) and how it looks,
                sounds and feels (visuals, accessibility).
                """, [
            field("id", .string, "The tour id, unique in its app (e.g. `pota_activations`, `office_onboarding`).",
                hover: "The tour id, unique in the app; the file is named `<id>.yaml`.",
                schema: ["pattern": .idPattern, "examples": ["pota_activations", "office_onboarding"]]
            ),
            field("name", .string, "The display name (shown on welcome/completion sheets, in analytics, in Settings).",
                schema: ["examples": ["POTA Activations"]]
            ),
            field("description", .optional(.string), authoringOnly: true, "What the tour is for, for readers."),
            field("presentation", .named(.Presentation), "How the tour is presented."),
            field("roles", .list(.string), default: [], "Roles the tour is meant for; empty means every user.",
                hover: "Roles the tour is for; empty: everyone.",
                schema: [
                    "items": ["pattern": .idPattern],
                    "uniqueItems": true,
                    "examples": [["admin", "officeCrew"]],
                ], ref: .role
            ),
            field("tags", .list(.string), default: [], "Tags for filtering (registry tag ids).",
                hover: "Tags (registry ids).",
                schema: ["items": ["pattern": .idPattern], "uniqueItems": true], ref: .tag
            ),
            field("estimatedDuration", .optional(.double), "Roughly how long the tour takes, in seconds.",
                schema: ["exclusiveMinimum": 0],
                unit: .seconds
            ),
            field("triggers", .list(.Trigger), default: [], "What starts the tour. Any trigger suffices."),
            field("when", .list(.ConditionEntry), default: [], "Conditions that must all hold for an automatic trigger to start the tour. Each is a registry condition's id or a condition written in place: `{any: [a, b]}`, `{all: [a, b]}`, `{not: a}`, `{key: k, equals: v}` (`in`, `atLeast`, `atMost`), `{event: e, atLeast: 3, within: 7d}`.",
                schema: ["uniqueItems": true], ref: .condition
            ),
            field("unless", .list(.ConditionEntry), default: [], "Conditions none of which may hold for an automatic trigger to start the tour.",
                schema: ["uniqueItems": true], ref: .condition
            ),
            field("priority", .optional(.int), "Which tour starts when several are eligible at the same moment (-1000...1000): the highest priority; equal priorities start in tour-id order. Absent means 0.",
                hover: "Which tour starts when several are eligible at the same moment: the highest priority; equal priorities start in tour-id order.",
                markdown: "Which tour starts when several are eligible at the same moment: the **highest** priority; equal priorities start in tour-id order. Absent means 0.",
                schema: ["minimum": -1000, "maximum": 1000, "default": 0, "examples": [10, -10]]
            ),
            field("maxDisplayCount", .optional(.int), "How many times the tour may be shown at all (TipKit's `MaxDisplayCount`): a showing counts when its first step is on screen; after that many showings it never starts by itself again (eligibility reason `displayCountExceeded`). Absent: no limit.",
                hover: "How many times the tour may be shown; after that it never starts by itself again.",
                schema: ["minimum": 1, "maximum": 1000, "examples": [3]],
                unit: .count
            ),
            field("ignoresDisplayFrequency", .bool, default: false, "Whether the app's `pacing.displayFrequency` leaves this tour alone (TipKit's `IgnoresDisplayFrequency`): it may start right after another tour, and its showing does not hold back the next one.",
                hover: "The app's pacing leaves this tour alone."
            ),
            field("showAgainAfter", .optional(.string), "The tour may start by itself again after it was shown, in the same session too, until an outcome marks it (a show-once key, an invalidation, `maxDisplayCount`); no sooner than this long after its last showing. A duration: a whole number and a unit, `s`, `m`, `h`, `d` or `w` (`0s`: every time its trigger fires, TipKit's default for a tip; `12h`). Absent: at most once per session.",
                hover: "Show again (until marked), no sooner than this long after the last showing: `0s`, `12h`, `2d`.",
                schema: ["pattern": "^(0|[1-9][0-9]{0,5})[smhdw]$", "examples": ["0s", "12h"]]
            ),
            field("persistence", .named(.TourPersistence), default: .keysDefaults, "What the tour reads and writes in persistent storage (show-once flags, progress...).", hover: "Show-once keys, progress, writes."),
            field("flow", .named(.FlowRules), default: .keysDefaults, "Skip, back, resume and recovery rules.", hover: "Skip, back, resume, recovery."),
            field("visuals", .named(.Visuals), default: .keysDefaults, "Dim level, animation timings, haptics, celebration, pulse ring, tooltip style.", hover: "Dim, animations, haptics, celebration."),
            field("labels", .named(.ButtonLabels), default: .keysDefaults, "Labels of the standard buttons (Next, Back, Skip, Done, Dismiss).", hover: "Standard button labels."),
            field("carousel", .optional(.Carousel), "For a `fullScreenCarousel` tour: whether its pages move with a swipe, and buttons shared by every page (Bitwarden's intro: \"Create account\" / \"Log in\" under every page).",
                hover: "A carousel's swipe and its buttons under every page."
            ),
            field("accessibility", .named(.TourAccessibility), default: .keysDefaults, "VoiceOver, focus, reduced motion, touch targets.", hover: "VoiceOver, focus, motion, touch targets."),
            field("analytics", .list(.string), default: [], "Analytics events (registry ids) this tour reports.",
                hover: "Analytics events (registry ids) the tour reports.",
                schema: ["items": ["pattern": .idPattern], "uniqueItems": true], ref: .analyticsEvent
            ),
            field("steps", .list(.Step), "The steps, in order.", schema: ["minItems": 1]),
            field("texts", .list(.TextSource), default: [], "Texts whose key is not the one tourc derives (another key of tourc's catalog, or a key of the app's own table), and texts with plural forms (docs/localization.md).",
                hover: "Texts with a key of their own, or owned by an app table."
            ),
            field("edgeCases", .list(.EdgeCase), default: [], authoringOnly: true, "The product team's edge-case table: each scenario, the behaviour, and the rule that gives it.", hover: "The edge-case table."),
        ],
            hover: "One onboarding tour, `tours/<app>/<tour-id>.yaml`: how it is presented, what starts it, its steps, flow rules, persistence, visuals and accessibility. References (targets, events, conditions, components, screens, roles, tags, persistence keys, tours) are ids from the app's `app.yaml`.",
            markdown: "One onboarding tour, `tours/<app>/<tour-id>.yaml`: how it is presented, what starts it, its steps, flow rules, persistence, visuals and accessibility. References are ids from the app's `app.yaml`.\n\nStart the file with\n```yaml\n# yaml-language-server: $schema=../../schemas/tour.schema.json\n```",
            schema: [
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "$id": "https://tourc.dev/schemas/tour.schema.json",
                "title": "tourc tour",
                "examples": [
                    [
                        "id": "challenges",
                        "name": "Challenges",
                        "presentation": ["style": "bottomSheet"],
                        "triggers": [["type": "firstVisit", "screen": "challenges"]],
                        "steps": [
                            [
                                "id": "comingSoon",
                                "type": "page",
                                "title": "Challenges Coming Soon",
                                "icon": "flag.2.crossed",
                            ],
                        ],
                    ],
                ],
            ]
        ),
        structure("EdgeCase", "One row of a product team's edge-case table, kept with the tour it belongs to.", [
            field("scenario", .string, "What happens (e.g. \"User dismisses phase modal without action\").",
                schema: ["examples": ["User dismisses phase modal without action"]]
            ),
            field("behavior", .string, "What the tour does (e.g. \"Still advance to next step\").",
                schema: ["examples": ["Still advance to next step"]]
            ),
            field("rule", .optional(.string), "Where in this tour the behaviour is expressed (e.g. `steps.addPhase.advance`), if it is.",
                schema: ["examples": ["steps.addPhase.advance"]]
            ),
        ],
            def: "edgeCase",
            hover: "A row of the product team's edge-case table."
        ),
        structure("ButtonLabels", "Labels of the standard tour buttons. Tour-level labels apply to every step; a step may override.", [
            field("next", .string, default: .text("Next"), "Advances one step."),
            field("back", .string, default: .text("Back"), "Goes back one step (when `flow.back` allows)."),
            field("skip", .string, default: .text("Skip"), "Leaves the tour (marks it skipped)."
            ),
            field("done", .string, default: .text("Done"), "Finishes the tour on its last step.",
                schema: ["examples": ["Get Started"]]
            ),
            field("dismiss", .string, default: .text("Dismiss"), "Closes a prompt, tooltip or sheet without acting.",
                schema: ["examples": ["Got it"]]
            ),
        ],
            def: "labels"
        ),
        structure("LabelOverrides", "Per-step label overrides: only the labels written change.", [
            field("next", .optional(.string), "Replaces the Next label on this step (e.g. `Start Tour`).", hover: "The next button's label."),
            field("back", .optional(.string), "Replaces the Back label on this step.", hover: "The back button's label."),
            field("skip", .optional(.string), "Replaces the Skip label on this step.", hover: "The skip button's label."),
            field("done", .optional(.string), "Replaces the Done label on this step.", hover: "The done button's label."),
            field("dismiss", .optional(.string), "Replaces the Dismiss label on this step.", hover: "The dismiss button's label."),
        ],
            def: "labelOverrides",
            hover: "Label overrides for the standard buttons.",
            schema: ["examples": [["done": "Get Started"]]]
        ),
    ])
}
