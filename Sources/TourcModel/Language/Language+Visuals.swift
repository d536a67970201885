/// The Visuals part of the one description of the language (TourKit's Visuals.swift).
extension Language {
    static let visuals = ModelFile("Visuals", [
        structure("Visuals", """
                How a tour looks and feels: dim level, animation timings, haptics, celebration, pulse ring,
                tooltip style, accent colour.
                """, [
            field("dim", "Double?", "The overlay's dim level (0–1) for spotlight and intent tours; steps may override."),
            field("animations", "AnimationTimings", default: "AnimationTimings()", "Animation timings by role."),
            field("haptics", "[HapticCue]", default: "[]", "Haptics for lifecycle moments and app events, for every step."),
            field("celebration", "Celebration?", "The celebration played when a step's action is completed (`celebrate: true` steps)."),
            field("pulseRing", "PulseRingStyle?", "The pulse ring's look."),
            field("tooltip", "TooltipStyle?", "The coach-mark / tooltip bubble's look."),
            field("accentColor", "String?", "The accent colour token (e.g. `appAccent`)."),
            field("titleDesign", "FontDesign?", "The headline font design."),
        ]),
        stringEnum("FontDesign", "A font design.", [
            value("default"),
            value("rounded"),
            value("serif"),
            value("monospaced"),
        ]),
        structure("Animation", "One animation: duration, easing, delay, repetition.", [
            field("duration", "Double?", "Seconds; absent means the system's duration for the easing."),
            field("easing", "Easing", default: ".easeOut", "The timing curve."),
            field("delay", "Double", default: "0", "Seconds before it starts."),
            field("repeats", "Bool", default: "false", "Whether it loops."),
            field("autoreverses", "Bool", default: "false", "Whether a loop plays backwards on alternate runs."),
        ]),
        stringEnum("Easing", "A timing curve.", [
            value("linear"),
            value("easeIn"),
            value("easeOut"),
            value("easeInOut"),
            value("snappy"),
            value("spring"),
        ]),
        structure("AnimationTimings", "Animation timings by role. Every role is optional; absent ones use the runtime's.", [
            field("overlayAppear", "Animation?", "The overlay appearing (fade in)."),
            field("stepTransition", "Animation?", "Moving from one step to the next."),
            field("pageTransition", "Animation?", "Swiping between pages."),
            field("spotlightChange", "Animation?", "The spotlight morphing to a new target."),
            field("tooltipAppear", "Animation?", "A tooltip / coach mark appearing."),
            field("tooltipCrossfade", "Animation?", "Crossfading from one tooltip to the next."),
            field("pulseRing", "Animation?", "The pulse ring's loop."),
            field("celebration", "Animation?", "The celebration burst."),
            field("progress", "Animation?", "Progress dots updating."),
            field("finalDismiss", "Animation?", "The tour fading out at the end."),
        ]),
        structure("Celebration", "A celebration burst.", [
            field("style", "CelebrationStyle", default: ".burst", "The kind of celebration."),
            field("particleCount", "Int?", "Number of particles."),
            field("colors", "[String]", default: "[]", "Particle colour tokens."),
            field("particleSize", "ClosedRangeValue?", "Smallest and largest particle diameter, in points."),
            field("spread", "Double?", "How far particles travel from the centre, in points."),
            field("visibleFor", "Double?", "How long the celebration stays on screen, in seconds."),
            field("haptic", "Haptic?", "The haptic played with it."),
        ]),
        stringEnum("CelebrationStyle", "A celebration kind.", [
            value("burst"),
            value("confetti"),
            value("none"),
        ]),
        structure("ClosedRangeValue", "A `min...max` range.", [
            field("min", "Double", "The lower bound."),
            field("max", "Double", "The upper bound."),
        ]),
        structure("PulseRingStyle", "The pulse ring's look.", [
            field("scale", "Double", default: "1.6", "The scale the outer ring grows to."),
            field("lineWidth", "Double", default: "2", "Stroke width in points."),
            field("opacity", "Double", default: "0.8", "The outer ring's starting opacity."),
            field("innerOpacity", "Double?", "The opacity of a static inner ring drawn at the region's edge; absent: no inner ring."),
            field("color", "String", default: "\"white\"", "The ring colour token."),
        ]),
        structure("TooltipStyle", "The coach-mark / tooltip bubble's look.", [
            field("maxWidth", "Double?", "The bubble's maximum width in points."),
            field("cornerRadius", "Double?", "The bubble's corner radius in points."),
            field("material", "Material?", "The bubble's background material."),
            field("colorScheme", "ColorScheme?", "Force a colour scheme for the bubble."),
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
