/// How a tour looks and feels: dim level, animation timings, haptics, celebration, pulse ring,
/// tooltip style, accent colour.
public struct Visuals: Codable, Equatable, Sendable {
    /// The overlay's dim level (0–1) for spotlight and intent tours; steps may override.
    public var dim: Double?
    /// Animation timings by role.
    public var animations: AnimationTimings
    /// Haptics for lifecycle moments and app events, for every step.
    public var haptics: [HapticCue]
    /// The celebration played when a step's action is completed (`celebrate: true` steps).
    public var celebration: Celebration?
    /// The pulse ring's look.
    public var pulseRing: PulseRingStyle?
    /// The coach-mark / tooltip bubble's look.
    public var tooltip: TooltipStyle?
    /// The accent colour token (e.g. `appAccent`).
    public var accentColor: String?
    /// The headline font design.
    public var titleDesign: FontDesign?

    public init(
        dim: Double? = nil, animations: AnimationTimings = AnimationTimings(), haptics: [HapticCue] = [],
        celebration: Celebration? = nil, pulseRing: PulseRingStyle? = nil, tooltip: TooltipStyle? = nil,
        accentColor: String? = nil, titleDesign: FontDesign? = nil
    ) {
        self.dim = dim
        self.animations = animations
        self.haptics = haptics
        self.celebration = celebration
        self.pulseRing = pulseRing
        self.tooltip = tooltip
        self.accentColor = accentColor
        self.titleDesign = titleDesign
    }

    enum CodingKeys: String, CodingKey { case dim, animations, haptics, celebration, pulseRing, tooltip, accentColor, titleDesign }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        dim = try c.decodeIfPresent(Double.self, forKey: .dim)
        animations = try c.decode(.animations, default: AnimationTimings())
        haptics = try c.decode(.haptics, default: [])
        celebration = try c.decodeIfPresent(Celebration.self, forKey: .celebration)
        pulseRing = try c.decodeIfPresent(PulseRingStyle.self, forKey: .pulseRing)
        tooltip = try c.decodeIfPresent(TooltipStyle.self, forKey: .tooltip)
        accentColor = try c.decodeIfPresent(String.self, forKey: .accentColor)
        titleDesign = try c.decodeIfPresent(FontDesign.self, forKey: .titleDesign)
    }
}

/// A font design.
public enum FontDesign: String, Codable, Equatable, Sendable, CaseIterable {
    case `default`, rounded, serif, monospaced
}

/// One animation: duration, easing, delay, repetition.
public struct Animation: Codable, Equatable, Sendable {
    /// Seconds; absent means the system's duration for the easing.
    public var duration: Double?
    /// The timing curve.
    public var easing: Easing
    /// Seconds before it starts.
    public var delay: Double
    /// Whether it loops.
    public var repeats: Bool
    /// Whether a loop plays backwards on alternate runs.
    public var autoreverses: Bool

    public init(duration: Double? = nil, easing: Easing = .easeOut, delay: Double = 0, repeats: Bool = false, autoreverses: Bool = false) {
        self.duration = duration
        self.easing = easing
        self.delay = delay
        self.repeats = repeats
        self.autoreverses = autoreverses
    }

    enum CodingKeys: String, CodingKey { case duration, easing, delay, repeats, autoreverses }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        duration = try c.decodeIfPresent(Double.self, forKey: .duration)
        easing = try c.decode(.easing, default: .easeOut)
        delay = try c.decode(.delay, default: 0)
        repeats = try c.decode(.repeats, default: false)
        autoreverses = try c.decode(.autoreverses, default: false)
    }
}

/// A timing curve.
public enum Easing: String, Codable, Equatable, Sendable, CaseIterable {
    case linear, easeIn, easeOut, easeInOut, snappy, spring
}

/// Animation timings by role. Every role is optional; absent ones use the runtime's.
public struct AnimationTimings: Codable, Equatable, Sendable {
    /// The overlay appearing (fade in).
    public var overlayAppear: Animation?
    /// Moving from one step to the next.
    public var stepTransition: Animation?
    /// Swiping between pages.
    public var pageTransition: Animation?
    /// The spotlight morphing to a new target.
    public var spotlightChange: Animation?
    /// A tooltip / coach mark appearing.
    public var tooltipAppear: Animation?
    /// Crossfading from one tooltip to the next.
    public var tooltipCrossfade: Animation?
    /// The pulse ring's loop.
    public var pulseRing: Animation?
    /// The celebration burst.
    public var celebration: Animation?
    /// Progress dots updating.
    public var progress: Animation?
    /// The tour fading out at the end.
    public var finalDismiss: Animation?

    public init(
        overlayAppear: Animation? = nil, stepTransition: Animation? = nil, pageTransition: Animation? = nil,
        spotlightChange: Animation? = nil, tooltipAppear: Animation? = nil, tooltipCrossfade: Animation? = nil,
        pulseRing: Animation? = nil, celebration: Animation? = nil, progress: Animation? = nil, finalDismiss: Animation? = nil
    ) {
        self.overlayAppear = overlayAppear
        self.stepTransition = stepTransition
        self.pageTransition = pageTransition
        self.spotlightChange = spotlightChange
        self.tooltipAppear = tooltipAppear
        self.tooltipCrossfade = tooltipCrossfade
        self.pulseRing = pulseRing
        self.celebration = celebration
        self.progress = progress
        self.finalDismiss = finalDismiss
    }
}

/// A celebration burst.
public struct Celebration: Codable, Equatable, Sendable {
    /// The kind of celebration.
    public var style: CelebrationStyle
    /// Number of particles.
    public var particleCount: Int?
    /// Particle colour tokens.
    public var colors: [String]
    /// Smallest and largest particle diameter, in points.
    public var particleSize: ClosedRangeValue?
    /// How far particles travel from the centre, in points.
    public var spread: Double?
    /// How long the celebration stays on screen, in seconds.
    public var visibleFor: Double?
    /// The haptic played with it.
    public var haptic: Haptic?

    public init(style: CelebrationStyle = .burst, particleCount: Int? = nil, colors: [String] = [], particleSize: ClosedRangeValue? = nil, spread: Double? = nil, visibleFor: Double? = nil, haptic: Haptic? = nil) {
        self.style = style
        self.particleCount = particleCount
        self.colors = colors
        self.particleSize = particleSize
        self.spread = spread
        self.visibleFor = visibleFor
        self.haptic = haptic
    }

    enum CodingKeys: String, CodingKey { case style, particleCount, colors, particleSize, spread, visibleFor, haptic }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        style = try c.decode(.style, default: .burst)
        particleCount = try c.decodeIfPresent(Int.self, forKey: .particleCount)
        colors = try c.decode(.colors, default: [])
        particleSize = try c.decodeIfPresent(ClosedRangeValue.self, forKey: .particleSize)
        spread = try c.decodeIfPresent(Double.self, forKey: .spread)
        visibleFor = try c.decodeIfPresent(Double.self, forKey: .visibleFor)
        haptic = try c.decodeIfPresent(Haptic.self, forKey: .haptic)
    }
}

/// A celebration kind.
public enum CelebrationStyle: String, Codable, Equatable, Sendable, CaseIterable {
    case burst, confetti, none
}

/// A `min...max` range.
public struct ClosedRangeValue: Codable, Equatable, Sendable {
    /// The lower bound.
    public var min: Double
    /// The upper bound.
    public var max: Double

    public init(min: Double, max: Double) {
        self.min = min
        self.max = max
    }
}

/// The pulse ring's look.
public struct PulseRingStyle: Codable, Equatable, Sendable {
    /// The scale the outer ring grows to.
    public var scale: Double
    /// Stroke width in points.
    public var lineWidth: Double
    /// The outer ring's starting opacity.
    public var opacity: Double
    /// The opacity of a static inner ring drawn at the region's edge; absent: no inner ring.
    public var innerOpacity: Double?
    /// The ring colour token.
    public var color: String

    public init(scale: Double = 1.6, lineWidth: Double = 2, opacity: Double = 0.8, innerOpacity: Double? = nil, color: String = "white") {
        self.scale = scale
        self.lineWidth = lineWidth
        self.opacity = opacity
        self.innerOpacity = innerOpacity
        self.color = color
    }

    enum CodingKeys: String, CodingKey { case scale, lineWidth, opacity, innerOpacity, color }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = PulseRingStyle()
        scale = try c.decode(.scale, default: d.scale)
        lineWidth = try c.decode(.lineWidth, default: d.lineWidth)
        opacity = try c.decode(.opacity, default: d.opacity)
        innerOpacity = try c.decodeIfPresent(Double.self, forKey: .innerOpacity)
        color = try c.decode(.color, default: d.color)
    }
}

/// The coach-mark / tooltip bubble's look.
public struct TooltipStyle: Codable, Equatable, Sendable {
    /// The bubble's maximum width in points.
    public var maxWidth: Double?
    /// The bubble's corner radius in points.
    public var cornerRadius: Double?
    /// The bubble's background material.
    public var material: Material?
    /// Force a colour scheme for the bubble.
    public var colorScheme: ColorScheme?

    public init(maxWidth: Double? = nil, cornerRadius: Double? = nil, material: Material? = nil, colorScheme: ColorScheme? = nil) {
        self.maxWidth = maxWidth
        self.cornerRadius = cornerRadius
        self.material = material
        self.colorScheme = colorScheme
    }
}

/// A background material.
public enum Material: String, Codable, Equatable, Sendable, CaseIterable {
    case ultraThin, thin, regular, thick, solid
}

/// A colour scheme.
public enum ColorScheme: String, Codable, Equatable, Sendable, CaseIterable {
    case light, dark, system
}
