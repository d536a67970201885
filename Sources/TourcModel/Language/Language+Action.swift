/// The Action part of the one description of the language (TourKit's Action.swift).
extension Language {
    static let action = ModelFile("Action", [
        union("Action", "What a button or link does. YAML: `{type: startTour, tour: whats_new}`.", [
            variant("next", "Go to the next step."),
            variant("back", "Go to the previous step."),
            variant("skip", "Leave the tour, marking it skipped."),
            variant("complete", "Finish the tour, marking it completed."),
            variant("dismiss", "Close the tour or prompt, marking it dismissed."),
            variant("startTour", "Start another tour.", [field("tour", "String")]),
            variant("showSheet", "Open a detail sheet.", [payload("Sheet", key: "sheet")]),
            variant("presentComponent", "Present an app component.", [flattened("ComponentEmbed")]),
            variant("openScreen", "Navigate to a screen of the app.", [field("screen", "String")]),
            variant("openURL", "Open a URL.", [field("url", "String")]),
        ]),
        structure("ActionButton", "A button on a page.", [
            field("label", "String", "The label, exactly as shown (e.g. `Take a Tour`)."),
            field("style", "ButtonStyle", default: ".primary", "How prominent it is."),
            field("icon", "String?", "An SF Symbol; with an empty label the button is icon-only and needs `accessibilityLabel`."),
            field("accessibilityLabel", "String?", "The VoiceOver label, required for icon-only buttons."),
            field("action", "Action", "What it does."),
        ]),
        stringEnum("ButtonStyle", "A button's prominence.", [
            value("primary", "Filled (`.borderedProminent`)."),
            value("secondary", "Plain secondary text."),
            value("link", "A small link."),
        ]),
    ])
}
