/// The Intent part of the one description of the language (TourKit's Intent.swift).
extension Language {
    static let intent = ModelFile("Intent", [
        union("Intent", """
                One intent of an OPS-style step: *what* happens, separate from how the runtime does it.
                YAML: `{type: highlight, target: jobBoardTab, padding: 8}`.
                """, [
            variant("navigate", "Navigate to a target (a tab-bar item or a screen).", [field("to", "String")]),
            variant("highlight", "Spotlight a target with padding in points.", [field("target", "String"), field("padding", "Padding", default: "Padding(Intent.defaultHighlightPadding)")]),
            variant("showMessage", "Show a message card.", [field("title", "String"), field("body", "String")]),
            variant("showTooltip", "Show a tooltip at a position.", [field("message", "String"), field("position", "TooltipPosition", default: ".automatic")]),
            variant("demonstrateGesture", "Demonstrate a gesture with an animated hand, optionally over a target.", [field("gesture", "GestureKind"), field("duration", "Double?"), field("target", "String?")]),
            variant("awaitTap", "Wait for a tap on a target, or anywhere when `target` is absent.", [field("target", "String?")]),
            variant("awaitNextButton", "Wait for the Next button."),
            variant("delay", "Wait for a number of seconds.", [field("seconds", "Double")]),
        ]),
        stringEnum("GestureKind", "A gesture, for hints, demonstrations and gesture-advanced steps.", [
            value("tap"),
            value("doubleTap"),
            value("longPress"),
            value("swipeLeft"),
            value("swipeRight"),
            value("swipeUp"),
            value("swipeDown"),
            value("pinchIn"),
            value("pinchOut"),
        ]),
        structure("GestureHint", "An animated hand demonstrating a gesture.", [
            field("gesture", "GestureKind", "The gesture shown."),
            field("at", "Region?", "The hand is centred on this region; absent means the screen centre."),
            field("icon", "String?", "The hand's SF Symbol (e.g. `hand.point.up.fill`, `hand.draw.fill`)."),
            field("duration", "Double?", "How long a long press is held, in seconds."),
            field("animation", "Animation?", "The hint's animation loop."),
        ]),
    ])
}
