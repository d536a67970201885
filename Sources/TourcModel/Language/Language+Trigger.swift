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
            field("kind", "TriggerKind", flattened: true, unlabeled: true, "The kind of trigger and its fields."),
            field("note", "String?", authoringOnly: true, "The product team's wording of the trigger, kept for readers."),
        ]),
        union("TriggerKind", kindIsPublic: false, "The kinds of trigger.", [
            variant("firstLaunch", "The first launch of the app (no tour state stored yet; also an upgrade from a pre-tour version)."),
            variant("appLaunch", "Every launch, until the tour's show-once keys say it was seen."),
            variant("firstVisit", "The first visit to a screen/feature; `via` names the target the user taps to get there.", [field("screen", "String"), field("via", "String?")]),
            variant("targetTap", "A tap on a target (e.g. a \"?\" help button).", [field("target", "String")]),
            variant("event", "An app event, optionally after a delay in seconds.", [field("event", "String"), field("delay", "Double", default: "0")]),
            variant("majorUpdate", """
                The app now runs a major version newer than the one stored under `versionKey`; with
                `version`, only when the running version is that one.
                """, [field("versionKey", "String"), field("version", "String?")]),
            variant("manual", "Re-entry from a control in the app (e.g. Settings → \"Show App Tour\").", [flattened("ManualEntry")]),
        ]),
        structure("ManualEntry", "A control in the app that starts a tour on demand.", [
            field("label", "String", "The control's label, exactly as shown (e.g. `Show App Tour`, `Take Tour Again`, `Help & Tutorial`)."),
            field("screen", "String", "The screen the control is on (e.g. `settings`)."),
            field("section", "String?", "The section of that screen (e.g. `Help/About`)."),
            field("icon", "String?", "The control's SF Symbol."),
            field("resetsState", "Bool", default: "false", "Whether using it first resets the tour's stored state (so it runs like the first time)."),
        ]),
    ])
}
