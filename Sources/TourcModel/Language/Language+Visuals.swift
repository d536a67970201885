/// The Visuals part of the one description of the language (TourKit's Visuals.swift).
extension Language {
    static let visuals = ModelFile("Visuals", [
        structure("Visuals", """
                How a tour looks and feels: dim level, animation timings, haptics, celebration, pulse ring,
                tooltip style, accent colour.
                """, [
            field("dim", .optional(.double), "The overlay's dim level (0–1) for spotlight and intent tours; steps may override.",
                schema: ["minimum": 0, "maximum": 1, "examples": [0.75]],
                unit: .fraction
            ),
            field("animations", .named(.AnimationTimings), default: .keysDefaults, "Animation timings by role."),
            field("haptics", .list(.HapticCue), default: [], "Haptics for lifecycle moments and app events, for every step.", hover: "Haptics for every step."),
            field("celebration", .optional(.Celebration), "The celebration played when a step's action is completed (`celebrate: true` steps).", hover: "The celebration for completed actions."),
            field("pulseRing", .optional(.PulseRingStyle), "The pulse ring's look."),
            field("tooltip", .optional(.TooltipStyle), "The coach-mark / tooltip bubble's look."),
            field("accentColor", .optional(.string), "The accent colour token (e.g. `appAccent`).",
                hover: "The accent colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
                schema: ["pattern": .colorPattern, "examples": ["appAccent"]]
            ),
            field("titleDesign", .optional(.FontDesign), "The headline font design."),
        ],
            def: "visuals",
            hover: "How the tour looks and feels."
        ),
        stringEnum("FontDesign", "A font design.", [
            value("default", "The system font."),
            value("rounded", "The system font with rounded letters."),
            value("serif", "A serif font."),
            value("monospaced", "A font whose letters all have the same width."),
        ]),
        structure("Animation", "One animation: duration, easing, delay, repetition.", [
            field("duration", .optional(.double), "Seconds; absent means the system's duration for the easing.",
                hover: "How long it runs; absent: the system duration for the easing. In seconds.",
                schema: ["exclusiveMinimum": 0],
                unit: .seconds
            ),
            field("easing", .named(.Easing), default: .enumCase("easeOut"), "The timing curve."),
            field("delay", .double, default: 0, "Seconds before it starts.",
                hover: "Wait before it starts. In seconds.",
                schema: ["minimum": 0],
                unit: .seconds
            ),
            field("repeats", .bool, default: false, "Whether it loops."),
            field("autoreverses", .bool, default: false, "Whether a loop plays backwards on alternate runs."),
        ],
            def: "animation",
            hover: "An animation timing.",
            schema: [
                "examples": [
                    ["duration": 0.3, "easing": "easeOut"],
                    ["duration": 1.2, "easing": "easeOut", "repeats": true],
                ],
            ]
        ),
        stringEnum("Easing", "A timing curve.", [
            value("linear", "The same speed throughout."),
            value("easeIn", "Starts slowly, ends quickly."),
            value("easeOut", "Starts quickly, ends slowly."),
            value("easeInOut", "Starts and ends slowly."),
            value("snappy", "A quick spring with no bounce."),
            value("spring", "A spring that may overshoot and settle."),
        ]),
        structure("AnimationTimings", "Animation timings by role. Every role is optional; absent ones use the runtime's.", [
            field("overlayAppear", .optional(.Animation), "The overlay appearing (fade in)."),
            field("stepTransition", .optional(.Animation), "Moving from one step to the next.", hover: "Moving between steps."),
            field("pageTransition", .optional(.Animation), "Swiping between pages."),
            field("spotlightChange", .optional(.Animation), "The spotlight morphing to a new target."),
            field("tooltipAppear", .optional(.Animation), "A tooltip / coach mark appearing.", hover: "A tooltip appearing."),
            field("tooltipCrossfade", .optional(.Animation), "Crossfading from one tooltip to the next.", hover: "Crossfading tooltips."),
            field("pulseRing", .optional(.Animation), "The pulse ring's loop."),
            field("celebration", .optional(.Animation), "The celebration burst."),
            field("progress", .optional(.Animation), "Progress dots updating."),
            field("finalDismiss", .optional(.Animation), "The tour fading out at the end."),
        ]),
        structure("Celebration", "A celebration burst.", [
            field("style", .named(.CelebrationStyle), default: .enumCase("burst"), "The kind of celebration."),
            field("particleCount", .optional(.int), "Number of particles.", hover: "Particles.", schema: ["minimum": 1, "maximum": 10_000], unit: .count),
            field("colors", .list(.string), default: [], "Particle colour tokens.",
                hover: "Particle colours.",
                schema: ["items": ["pattern": .colorPattern]]
            ),
            field("particleSize", .optional(.ClosedRangeValue), "Smallest and largest particle diameter, in points.", hover: "Particle diameter range in points."),
            field("spread", .optional(.double), "How far particles travel from the centre, in points.",
                hover: "How far particles travel, in points.",
                schema: ["minimum": 0],
                unit: .points
            ),
            field("visibleFor", .optional(.double), "How long the celebration stays on screen, in seconds.",
                hover: "How long it stays on screen. In seconds.",
                schema: ["exclusiveMinimum": 0],
                unit: .seconds
            ),
            field("haptic", .optional(.Haptic), "The haptic played with it."),
        ]),
        stringEnum("CelebrationStyle", "A celebration kind.", [
            value("burst", "A short burst of particles."),
            value("confetti", "Confetti falling over the screen."),
            value("none", "No animation (a haptic may still play)."),
        ]),
        structure("ClosedRangeValue", "A `min...max` range.", [
            field("min", .double, "The lower bound.", hover: "Smallest.", schema: ["minimum": 0], unit: .points),
            field("max", .double, "The upper bound.", hover: "Largest.", schema: ["minimum": 0], unit: .points),
        ]),
        structure("PulseRingStyle", "The pulse ring's look.", [
            field("scale", .double, default: 1.6, "The scale the outer ring grows to.", schema: ["exclusiveMinimum": 0, "maximum": 100], unit: .count),
            field("lineWidth", .double, default: 2, "Stroke width in points.", schema: ["exclusiveMinimum": 0], unit: .points),
            field("opacity", .double, default: 0.8, "The outer ring's starting opacity.", schema: ["minimum": 0, "maximum": 1], unit: .fraction),
            field("innerOpacity", .optional(.double), "The opacity of a static inner ring drawn at the region's edge; absent: no inner ring.",
                hover: "Opacity of a static inner ring at the region's edge; absent: no inner ring.",
                schema: ["minimum": 0, "maximum": 1, "examples": [0.6]],
                unit: .fraction
            ),
            field("color", .string, default: .text("white"), "The ring colour token.",
                hover: "The ring colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
                schema: ["pattern": .colorPattern]
            ),
        ]),
        structure("TooltipStyle", "The coach-mark / tooltip bubble's look.", [
            field("maxWidth", .optional(.double), "The bubble's maximum width in points.",
                hover: "Maximum width in points.",
                schema: ["exclusiveMinimum": 0],
                unit: .points
            ),
            field("cornerRadius", .optional(.double), "The bubble's corner radius in points.", hover: "Corner radius in points.", schema: ["minimum": 0], unit: .points),
            field("material", .optional(.Material), "The bubble's background material.", hover: "Background material."),
            field("colorScheme", .optional(.ColorScheme), "Force a colour scheme for the bubble.", hover: "Forced colour scheme."),
        ]),
        stringEnum("Material", "A background material.", [
            value("ultraThin", "The most see-through blur."),
            value("thin", "A light blur."),
            value("regular", "The usual blur."),
            value("thick", "A heavy blur that hides most of what is behind."),
            value("solid", "An opaque background, no blur."),
        ]),
        stringEnum("ColorScheme", "A colour scheme.", [
            value("light", "Always light."),
            value("dark", "Always dark."),
            value("system", "Follows the device setting."),
        ]),
    ])
}
