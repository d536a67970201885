/// The Advance part of the one description of the language (TourKit's Advance.swift).
extension Language {
    static let advance = ModelFile("Advance", [
        union("Advance", """
                How a step advances. YAML: `{type: tapTarget, target: currentWeek}`; `nextButton` is the default
                for pages.
                """, [
            variant("nextButton", "The Next (or Done) button."),
            variant("tapAnywhere", "A tap anywhere on the overlay."),
            variant("tapTarget", "A tap on a target.", [field("target", "String")]),
            variant("gesture", "A gesture, optionally on a target.", [field("gesture", "GestureKind"), field("target", "String?")]),
            variant("event", "An app event (e.g. `weekMarked`).", [field("event", "String")]),
            variant("component", "An embedded component finishing with any of the given outcomes (e.g. `saved` or `dismissed`).", [field("component", "String"), field("outcomes", "[String]")]),
            variant("timer", "Automatically, after a number of seconds.", [field("after", "Double")]),
        ]),
    ])
}
