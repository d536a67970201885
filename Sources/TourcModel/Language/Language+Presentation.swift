/// The Presentation part of the one description of the language (TourKit's Presentation.swift).
extension Language {
    static let presentation = ModelFile("Presentation", [
        structure("Presentation", handWritten: "its `container` defaults to the style's usual container, which no constant can say", "How a tour is presented.", [
            field("style", .named(.PresentationStyle), "The presentation kind; decides which step types fit (see ``PresentationStyle``).",
                hover: "How the tour is shown; each style takes its own step type."
            ),
            field("container", .named(.PresentationContainer), """
                The SwiftUI container. When the author leaves it out, the style's usual one
                (``PresentationStyle/defaultContainer``) is filled in.
                """,
                hover: "The SwiftUI container. Default by style: `sheet` for bottomSheet and updatePrompt, `fullScreenCover` for fullScreenCarousel, `overlay` for spotlight and intentSequence, `popover` for tooltip."
            ),
            field("background", .named(.Background), default: .enumCase("none"), "What is behind the tour content."),
            field("detents", .list(.Detent), default: [], "Sheet heights (for `sheet` containers).",
                schema: [
                    "items": ["description": "A sheet height.", "markdownDescription": "A sheet height."],
                ]
            ),
            field("dragIndicator", .bool, default: false, "Whether a sheet shows its drag indicator."),
            field("interactiveDismiss", .bool, default: true, "Whether a swipe down may dismiss a sheet (false = `interactiveDismissDisabled()`).",
                hover: "Whether the user may swipe a sheet down to close it."
            ),
            field("progress", .named(.ProgressIndicator), default: .keysDefaults, "The progress indicator."),
        ],
            def: "presentation",
            hover: "How the tour is presented.",
            schema: ["examples": [["style": "bottomSheet", "detents": ["medium"], "dragIndicator": true]]],
            required: ["style"]
        ),
        stringEnum("PresentationStyle", "The presentation kinds of DESIGN §2 and the step types each takes.", [
            value("bottomSheet", "Pages in a bottom sheet (Carrier Wave). Steps: `page`.", hover: "Pages in a bottom sheet; steps: `page`."),
            value("fullScreenCarousel", "A full-screen swipe carousel with page dots (OmniSite). Steps: `page`.", hover: "A full-screen swipe carousel with page dots; steps: `page`."),
            value("spotlight", "A dimmed overlay with spotlight cut-outs and coach marks (Finite). Steps: `spotlight`.", hover: "A dimmed overlay with spotlight cut-outs and coach marks; steps: `spotlight`."),
            value("intentSequence", "Steps made of ordered intents (OPS). Steps: `intents`.", hover: "Steps made of ordered intents; steps: `intents`."),
            value("tooltip", "A contextual help tooltip anchored to a target (OmniSite). Steps: `tooltip`.", hover: "A contextual help tooltip; steps: `tooltip`."),
            value("updatePrompt", "A \"What's new\" prompt after a major update (Carrier Wave). Steps: `page`.", hover: "A \"What's new\" prompt after a major update; steps: `page`."),
        ]),
        stringEnum("PresentationContainer", "The SwiftUI container a tour is shown in.", [
            value("sheet", "A sheet sliding up over the app (`detents` set its heights)."),
            value("fullScreenCover", "A cover over the whole screen."),
            value("overlay", "A layer over the app's own screen, which stays visible."),
            value("popover", "A popover pointing at its anchor."),
            value("alert", "A system alert."),
            value("inline", "A card the app places in its own layout (TipKit's `TipView`, Bitwarden's action cards) where the tooltip's `anchor` is, with its close button; the host asks `inlineCard(at:)` for each place it can show one (docs/runtime.md)."),
        ]),
        stringEnum("Background", "What is behind tour content.", [
            value("none", "The real UI, unchanged."),
            value("dim", "The real UI, dimmed."),
            value("blur", "The real UI, blurred (`.ultraThinMaterial`)."),
        ]),
        stringEnum("Detent", "A sheet height.", [
            value("medium", "About half the screen."),
            value("large", "The full height."),
        ]),
        structure("ProgressIndicator", "A progress indicator.", [
            field("style", .named(.ProgressStyle), default: .enumCase("dots"), "Dots, an \"n of m\" counter, or nothing."),
            field("excludesFinalStep", .bool, default: false, "Whether a final \"complete\" step is left out of the count (Finite: 6 dots for 7 steps).",
                hover: "Leave a final \"complete\" step out of the count."
            ),
            field("hiddenForSingleStep", .bool, default: true, "Whether a one-step tour shows no indicator.",
                hover: "Hide the indicator on one-step tours."
            ),
            field("format", .optional(.string), """
                The progress text, with `{current}` (the step's 1-based position) and `{total}` (the number of
                steps counted) filled in: `{current} OF {total}`, `Step {current} of {total}`. Absent: no
                text (a `counter` then shows the runtime's own "2 of 5").
                """,
                hover: "The progress text, with {current} and {total} filled in.",
                markdown: "The progress text, with `{current}` (the step's 1-based position) and `{total}` (the number of steps counted) filled in.",
                schema: ["examples": ["{current} OF {total}", "Step {current} of {total}"]]
            ),
        ]),
        stringEnum("ProgressStyle", "How progress is shown.", [
            value("dots", "One dot per step."),
            value("counter", "\"2 of 5\"."),
            value("none", "No indicator."),
        ]),
    ])
}
