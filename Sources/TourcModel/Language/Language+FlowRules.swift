/// The FlowRules part of the one description of the language (TourKit's FlowRules.swift).
extension Language {
    static let flowRules = ModelFile("FlowRules", [
        structure("FlowRules", "How the user moves through a tour: skipping, going back, resuming, recovering from errors.", [
            field("skip", .named(.SkipPolicy), default: .keysDefaults, "When and how the tour can be skipped."),
            field("back", .bool, default: false, "Whether a Back button is offered after the first step."),
            field("resume", .named(.ResumePolicy), default: .keysDefaults, "What happens after the app is backgrounded or relaunched mid-tour.",
                hover: "What happens after backgrounding or relaunching mid-tour."
            ),
            field("recovery", .optional(.RecoveryStrategy), "Checkpoints, fallbacks and retries for runtime errors (e.g. a target that cannot be found).", hover: "Error recovery."),
            field("stepDelay", .double, default: 0, "A pause between steps, in seconds (\"breathing room\").",
                schema: ["minimum": 0, "examples": [0.3]],
                unit: .seconds
            ),
        ],
            def: "flow",
            hover: "Skip, back, resume and recovery rules."
        ),
        structure("SkipPolicy", "When and how a tour can be skipped.", [
            field("available", .bool, default: true, "Whether a Skip control is offered at all (per step, `skippable: false` can still remove it)."),
            field("confirmAfterProgress", .optional(.double), "Ask for confirmation once progress (completed steps / total) reaches this fraction (e.g. 0.5).",
                hover: "Ask for confirmation once progress reaches this fraction.",
                schema: ["minimum": 0, "maximum": 1, "examples": [0.5]],
                unit: .fraction
            ),
            field("hiddenOnLastStep", .bool, default: false, "Whether the Skip control is hidden on the last step (where Done/Get Started finishes anyway).",
                hover: "Hide Skip on the last step."
            ),
            field("position", .named(.ControlPosition), default: .enumCase("bottomLeading"), "Where the Skip control sits.",
                hover: "Where Skip sits."
            ),
        ]),
        stringEnum("ControlPosition", "Where a control sits on screen.", [
            value("topLeading", "The top corner on the leading side (left in left-to-right)."),
            value("topTrailing", "The top corner on the trailing side."),
            value("bottomLeading", "The bottom corner on the leading side."),
            value("bottomTrailing", "The bottom corner on the trailing side."),
            value("inline", "In the row of the step's buttons, not in a corner."),
        ]),
        structure("ResumePolicy", "What happens after the app is backgrounded or relaunched mid-tour.", [
            field("onBackground", .named(.ResumeBehavior), default: .enumCase("resume"), "On return from the background."),
            field("onRelaunch", .named(.ResumeBehavior), default: .enumCase("restart"), "On the next launch after the app was quit (or force-quit)."),
        ]),
        stringEnum("ResumeBehavior", "Resume from the current step, restart from the first, or end the tour.", [
            value("resume", "Continue from the step the user was on."),
            value("restart", "Start again from the first step."),
            value("end", "End the tour instead of showing it again."),
        ]),
        structure("RecoveryStrategy", "Error recovery: checkpoints to fall back to, a default fallback, retries, per-error fallbacks.", [
            field("checkpoints", .list(.int), default: [], "Step indices (0-based) that are safe to restart from.",
                hover: "Step indices (0-based) safe to restart from.",
                schema: ["items": ["minimum": 0, "maximum": 1_000_000], "uniqueItems": true, "examples": [[0, 3, 6, 9]]]
            ),
            field("fallback", .named(.Fallback), "The fallback for errors without their own rule."),
            field("maxRetries", .int, default: 2, "How many times a failing step is tried before its fallback applies.",
                hover: "Tries before the fallback applies.",
                schema: ["minimum": 0, "maximum": 100],
                unit: .count
            ),
            field("retryDelay", .double, default: 0.3, "The pause before a retry, in seconds.",
                hover: "Pause before a retry. In seconds.",
                schema: ["minimum": 0],
                unit: .seconds
            ),
            field("errors", .list(.ErrorRecovery), default: [], "Fallbacks per error kind.",
                schema: [
                    "items": [
                        "description": "The fallback for one error kind.",
                        "markdownDescription": "The fallback for one error kind.",
                    ],
                ]
            ),
        ]),
        structure("ErrorRecovery", "The fallback for one kind of error.", [
            field("error", .named(.TourErrorKind), "The error kind."),
            field("fallback", .named(.Fallback), "What to do when it happens (after the retries)."),
        ]),
        stringEnum("TourErrorKind", "Errors a tour runtime can meet.", [
            value("targetNotFound", "A step's target is not on screen."),
            value("navigationFailed", "The app could not go to the screen or tab a step asked for."),
            value("gestureAnimationFailed", "A gesture demonstration could not be played."),
            value("unexpectedState", "The app is not in the state the step expects."),
            value("userCancelled", "The user left the tour."),
        ]),
        union("Fallback", typeProperty: false, "What to do when a step fails. YAML: `{type: endTour, message: \"...\"}`.", [
            variant("skipStep", "Skip the problematic step and continue."),
            variant("nextCheckpoint", "Jump to the next checkpoint."),
            variant("endTour", "End the tour, showing a message (empty: end silently).", [field("message", .string, default: .text(""), hover: "The message.", allowsEmpty: true)],
                hover: "End the tour gracefully, showing `message` (empty: silently)."
            ),
            variant("restart", "Restart from the beginning."),
        ],
            def: "fallback",
            schema: [
                "examples": [
                    ["type": "nextCheckpoint"],
                    ["type": "endTour", "message": "Tour ended unexpectedly. You can restart from Settings → Help."],
                ],
            ]
        ),
    ])
}
