/// The Trigger part of the one description of the language (TourKit's Trigger.swift).
extension Language {
    static let trigger = ModelFile("Trigger", [
        structure("Trigger", encodesItself: true, """
                What starts a tour. YAML: a mapping whose `type` names the kind, e.g.
                `{type: event, event: revealCompleted, delay: 1.5}`.

                Automatic triggers (`firstLaunch`, `appLaunch`, `firstVisit`, `event`, `majorUpdate`) respect the
                tour's guards (`when`/`unless`) and show-once keys; user-initiated ones (`manual`, `targetTap`)
                always start the tour.
                """, [
            field("kind", .named(.TriggerKind), flattened: true, unlabeled: true, "The kind of trigger and its fields."),
            field("note", .optional(.string), authoringOnly: true, "The product team's wording of the trigger, kept for readers."),
        ],
            def: "trigger",
            hover: "What starts the tour. Automatic triggers respect `when`/`unless` and `persistence.onceKeys`; `manual` and `targetTap` always start it.",
            schema: [
                "examples": [
                    ["type": "event", "event": "revealCompleted", "delay": 1.5],
                    ["type": "firstVisit", "screen": "challenges"],
                ],
            ]
        ),
        union("TriggerKind", kindIsPublic: false, "The kinds of trigger.", [
            variant("firstLaunch", "At launch until the tour is finished: while its show-once keys are unmarked (an upgrade from a pre-tour version counts, and a user who quits mid-tour sees it again); a tour without show-once keys only on the app's first launch."),
            variant("appLaunch", "Every launch, until the tour's show-once keys say it was seen.",
                hover: "Every launch, until the tour's once-keys say it was seen."
            ),
            variant("firstVisit", "The first visit to a screen/feature; `via` names the target the user taps to get there.", [field("screen", .string,
                hover: "The screen.",
                schema: ["pattern": .idPattern, "examples": ["challenges"]], ref: .screen
            ), field("via", .optional(.string),
                hover: "The target tapped to get there.",
                schema: ["pattern": .idPattern, "examples": ["challengesTab"]], ref: .target
            )], hover: "The first visit to a screen or feature."),
            variant("targetTap", "A tap on a target (e.g. a \"?\" help button).", [field("target", .string,
                hover: "The target.",
                schema: ["pattern": .idPattern, "examples": ["recommendationHelpButton"]], ref: .target
            )]),
            variant("event", "An app event, optionally after a delay in seconds.", [field("event", .string,
                hover: "The event.",
                schema: ["pattern": .idPattern, "examples": ["revealCompleted"]], ref: .event
            ), field("delay", .double, default: 0,
                hover: "Wait after the event. In seconds.",
                schema: ["minimum": 0, "examples": [1.5]],
                unit: .seconds
            )], hover: "An app event, after an optional delay."),
            variant("majorUpdate", """
                The app now runs a major version newer than the one stored under `versionKey`; with
                `version`, only when the running version is that one.
                """, [field("versionKey", .string,
                    hover: "The persistence key holding the last toured version. " + Language.printableKeyRule,
                    schema: ["examples": ["tour.lastTourVersion"]], ref: .persistenceKey
                ), field("version", .optional(.string),
                    hover: "Only when the running version is this major version (quoted).",
                    schema: ["pattern": "^(0|[1-9][0-9]{0,8})(\\.(0|[1-9][0-9]{0,8})){0,2}$", "examples": ["2.5"]]
                ), field("change", .named(.UpdateChange), default: .enumCase("listed"), "What counts as a major update: the registry's versions marked `major` (`listed`), every newer release (`release`), a new first or second component (`minor`: 2.4 → 2.5), or a new first component (`major`: 2.9 → 3.0). With `version`, the version the rule makes due (`\"3\"` for `major`, `\"2.5\"` for `minor`).",
                    hover: "What counts as a major update: `listed` (registry `versions`), `release`, `minor` or `major`."
                ), field("ifHeld", .named(.UpdateHeld), default: .enumCase("wait"), "When the update is due at launch but the tour's conditions (`when`/`unless`, roles, show-once keys) hold it back: `wait` for a later launch at which they allow it (until a newer update is due), or `consume` it, so it never shows for this update.",
                    hover: "Held back at the update's launch: `wait` for a later launch, or `consume` it."
                ), field("recordsInstall", .bool, default: false, "Whether a launch that finds `versionKey` empty (a fresh install, or an upgrade from a version without tours) records the running version there, so the next update is due against it; for an app whose intro does not write the key itself.",
                    hover: "Record the running version under `versionKey` when it holds nothing (a fresh install)."
                )],
                hover: "The app runs a major version (registry `versions`) newer than the one stored under `versionKey`."
            ),
            variant("manual", "Re-entry from a control in the app (e.g. Settings → \"Show App Tour\").", [flattened(.ManualEntry)]),
        ]),
        structure("ManualEntry", "A control in the app that starts a tour on demand.", [
            field("label", .string, "The control's label, exactly as shown (e.g. `Show App Tour`, `Take Tour Again`, `Help & Tutorial`).",
                schema: ["examples": ["Show App Tour", "Take Tour Again", "Help & Tutorial"]]
            ),
            field("screen", .string, "The screen the control is on (e.g. `settings`).",
                schema: ["pattern": .idPattern, "examples": ["settings"]], ref: .screen
            ),
            field("section", .optional(.string), "The section of that screen (e.g. `Help/About`).",
                schema: ["examples": ["Help/About"]]
            ),
            field("icon", .optional(.string), "The control's SF Symbol.",
                hover: "The control's icon. An SF Symbol name.",
                schema: ["pattern": .symbolPattern, "examples": ["questionmark.circle"]]
            ),
            field("resetsState", .bool, default: false, "Whether using it first resets the tour's stored state (so it runs like the first time)."),
        ]),
        stringEnum("UpdateChange", "What counts as a major update for a `majorUpdate` trigger.", [
            value("listed", "A registry version marked `major: true` that the running version has reached."),
            value("release", "Every release newer than the last toured one."),
            value("minor", "A release whose first or second component is newer (2.4 → 2.5, 2.9 → 3.0)."),
            value("major", "A release whose first component is newer (2.9 → 3.0)."),
        ]),
        stringEnum("UpdateHeld", "What an update prompt does when its conditions hold it back at the update's launch.", [
            value("wait", "It stays due and shows at a later launch when the conditions allow (until a newer update is due)."),
            value("consume", "It is used up for this update: it does not show for it later."),
        ]),
    ])
}
