/// The Visuals part of the one description of the language (TourKit's Visuals.swift).
extension Language {
    static let visuals = ModelFile("Visuals", [
        structure("Visuals", """
                How a tour looks and feels: dim level, animation timings, haptics, celebration, pulse ring,
                tooltip style, accent colour.
                """, [
            field("dim", "Double?", "The overlay's dim level (0–1) for spotlight and intent tours; steps may override.",
                hover: "The overlay's dim level (0–1).",
                schema: ["minimum": 0, "maximum": 1, "examples": [0.75]],
                unit: .fraction
            ),
            field("animations", "AnimationTimings", default: "AnimationTimings()", "Animation timings by role."),
            field("haptics", "[HapticCue]", default: "[]", "Haptics for lifecycle moments and app events, for every step.", hover: "Haptics for every step."),
            field("celebration", "Celebration?", "The celebration played when a step's action is completed (`celebrate: true` steps).", hover: "The celebration for completed actions."),
            field("pulseRing", "PulseRingStyle?", "The pulse ring's look."),
            field("tooltip", "TooltipStyle?", "The coach-mark / tooltip bubble's look."),
            field("accentColor", "String?", "The accent colour token (e.g. `appAccent`).",
                hover: "The accent colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
                schema: ["pattern": .colorPattern, "examples": ["appAccent"]]
            ),
            field("titleDesign", "FontDesign?", "The headline font design."),
        ],
            def: "visuals",
            hover: "How the tour looks and feels."
        ),
        stringEnum("FontDesign", "A font design.", [
            value("default"),
            value("rounded"),
            value("serif"),
            value("monospaced"),
        ]),
        structure("Animation", "One animation: duration, easing, delay, repetition.", [
            field("duration", "Double?", "Seconds; absent means the system's duration for the easing.",
                hover: "How long it runs; absent: the system duration for the easing. In seconds.",
                schema: ["exclusiveMinimum": 0],
                unit: .seconds
            ),
            field("easing", "Easing", default: ".easeOut", "The timing curve."),
            field("delay", "Double", default: "0", "Seconds before it starts.",
                hover: "Wait before it starts. In seconds.",
                schema: ["minimum": 0],
                unit: .seconds
            ),
            field("repeats", "Bool", default: "false", "Whether it loops."),
            field("autoreverses", "Bool", default: "false", "Whether a loop plays backwards on alternate runs."),
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
            value("linear"),
            value("easeIn"),
            value("easeOut"),
            value("easeInOut"),
            value("snappy"),
            value("spring"),
        ]),
        structure("AnimationTimings", "Animation timings by role. Every role is optional; absent ones use the runtime's.", [
            field("overlayAppear", "Animation?", "The overlay appearing (fade in).", hover: "The overlay appearing."),
            field("stepTransition", "Animation?", "Moving from one step to the next.", hover: "Moving between steps."),
            field("pageTransition", "Animation?", "Swiping between pages."),
            field("spotlightChange", "Animation?", "The spotlight morphing to a new target."),
            field("tooltipAppear", "Animation?", "A tooltip / coach mark appearing.", hover: "A tooltip appearing."),
            field("tooltipCrossfade", "Animation?", "Crossfading from one tooltip to the next.", hover: "Crossfading tooltips."),
            field("pulseRing", "Animation?", "The pulse ring's loop."),
            field("celebration", "Animation?", "The celebration burst."),
            field("progress", "Animation?", "Progress dots updating."),
            field("finalDismiss", "Animation?", "The tour fading out at the end.", hover: "The tour fading out."),
        ]),
        structure("Celebration", "A celebration burst.", [
            field("style", "CelebrationStyle", default: ".burst", "The kind of celebration.", hover: "The kind."),
            field("particleCount", "Int?", "Number of particles.", hover: "Particles.", schema: ["minimum": 1, "maximum": 10_000], unit: .count),
            field("colors", "[String]", default: "[]", "Particle colour tokens.",
                hover: "Particle colours.",
                schema: ["items": ["pattern": .colorPattern]]
            ),
            field("particleSize", "ClosedRangeValue?", "Smallest and largest particle diameter, in points.", hover: "Particle diameter range in points."),
            field("spread", "Double?", "How far particles travel from the centre, in points.",
                hover: "How far particles travel, in points.",
                schema: ["minimum": 0],
                unit: .points
            ),
            field("visibleFor", "Double?", "How long the celebration stays on screen, in seconds.",
                hover: "How long it stays on screen. In seconds.",
                schema: ["exclusiveMinimum": 0],
                unit: .seconds
            ),
            field("haptic", "Haptic?", "The haptic played with it."),
        ]),
        stringEnum("CelebrationStyle", "A celebration kind.", [
            value("burst"),
            value("confetti"),
            value("none"),
        ]),
        structure("ClosedRangeValue", "A `min...max` range.", [
            field("min", "Double", "The lower bound.", hover: "Smallest.", schema: ["minimum": 0], unit: .points),
            field("max", "Double", "The upper bound.", hover: "Largest.", schema: ["minimum": 0], unit: .points),
        ]),
        structure("PulseRingStyle", "The pulse ring's look.", [
            field("scale", "Double", default: "1.6", "The scale the outer ring grows to.", schema: ["exclusiveMinimum": 0, "maximum": 100], unit: .count),
            field("lineWidth", "Double", default: "2", "Stroke width in points.", schema: ["exclusiveMinimum": 0], unit: .points),
            field("opacity", "Double", default: "0.8", "The outer ring's starting opacity.", schema: ["minimum": 0, "maximum": 1], unit: .fraction),
            field("innerOpacity", "Double?", "The opacity of a static inner ring drawn at the region's edge; absent: no inner ring.",
                hover: "Opacity of a static inner ring at the region's edge; absent: no inner ring.",
                schema: ["minimum": 0, "maximum": 1, "examples": [0.6]],
                unit: .fraction
            ),
            field("color", "String", default: "\"white\"", "The ring colour token.",
                hover: "The ring colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
                schema: ["pattern": .colorPattern]
            ),
        ]),
        structure("TooltipStyle", "The coach-mark / tooltip bubble's look.", [
            field("maxWidth", "Double?", "The bubble's maximum width in points.",
                hover: "Maximum width in points.",
                schema: ["exclusiveMinimum": 0],
                unit: .points
            ),
            field("cornerRadius", "Double?", "The bubble's corner radius in points.", hover: "Corner radius in points.", schema: ["minimum": 0], unit: .points),
            field("material", "Material?", "The bubble's background material.", hover: "Background material."),
            field("colorScheme", "ColorScheme?", "Force a colour scheme for the bubble.", hover: "Forced colour scheme."),
        ]),
        stringEnum("Material", "A background material.", [
            value("ultraThin"),
            value("thin"),
            value("regular"),
            value("thick"),
            value("solid"),
        ]),
        stringEnum("ColorScheme", "A colour scheme.", [
            value("light"),
            value("dark"),
            value("system"),
        ]),
    ])
}
