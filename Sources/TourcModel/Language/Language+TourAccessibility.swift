/// The TourAccessibility part of the one description of the language (TourKit's TourAccessibility.swift).
extension Language {
    static let tourAccessibility = ModelFile("TourAccessibility", [
        structure("TourAccessibility", "Accessibility rules of a tour.", [
            field("announceSteps", .bool, default: true, "Whether step content is announced to VoiceOver as it appears.",
                hover: "Announce step content to VoiceOver as it appears."
            ),
            field("trapsFocus", .bool, default: false, "Whether VoiceOver focus stays inside the tour while it is shown.",
                hover: "Keep VoiceOver focus inside the tour."
            ),
            field("focusOrder", .list(.FocusElement), default: [], "The VoiceOver focus order of the tour's elements.",
                hover: "VoiceOver focus order.",
                schema: [
                    "items": ["description": "An element.", "markdownDescription": "An element."],
                    "uniqueItems": true,
                ]
            ),
            field("escapeDismisses", .bool, default: false, "Whether the VoiceOver escape gesture dismisses the tour.",
                hover: "The VoiceOver escape gesture dismisses the tour."
            ),
            field("respectsReduceMotion", .bool, default: true, "Whether animations are replaced by fades when Reduce Motion is on.",
                hover: "Replace motion with fades when Reduce Motion is on."
            ),
            field("dynamicType", .bool, default: true, "Whether text follows the user's Dynamic Type size.", hover: "Text follows Dynamic Type."),
            field("minimumTouchTarget", .double, default: 44, "The minimum touch target for every control, in points (Apple's guideline: 44).",
                hover: "Minimum touch target for every control, in points.",
                schema: ["minimum": 0],
                unit: .points
            ),
            field("touchTargets", .list(.TouchTarget), default: [], "Larger minimums for particular controls.",
                hover: "Per-control minimums.",
                schema: [
                    "items": [
                        "description": "A larger minimum for one control.",
                        "markdownDescription": "A larger minimum for one control.",
                    ],
                ]
            ),
            field("notes", .list(.string), default: [], authoringOnly: true, "Further requirements in words (e.g. \"Ensure usable with gloves\").",
                schema: ["items": ["minLength": 1]]
            ),
        ],
            def: "accessibility"
        ),
        stringEnum("FocusElement", "An element of a tour's VoiceOver focus order.", [
            value("title", "The step's title."),
            value("body", "The step's text."),
            value("tooltip", "The tooltip bubble."),
            value("content", "The step's content blocks."),
            value("nextButton", "The Next button."),
            value("backButton", "The Back button."),
            value("skipButton", "The Skip button."),
            value("doneButton", "The Done button."),
            value("dismissButton", "The close button."),
        ]),
        structure("TouchTarget", "A minimum touch-target size for one standard control.", [
            field("control", .named(.TourControl), "The control."),
            field("minimum", .double, "The minimum width and height, in points.",
                hover: "Minimum width and height in points.",
                schema: ["exclusiveMinimum": 0],
                unit: .points
            ),
        ]),
        stringEnum("TourControl", "A standard tour control.", [
            value("next", "The Next button."),
            value("back", "The Back button."),
            value("skip", "The Skip button."),
            value("done", "The Done button."),
            value("dismiss", "The close button."),
            value("help", "The help button that opens a tooltip."),
        ]),
    ])
}
