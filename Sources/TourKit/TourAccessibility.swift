/// Accessibility rules of a tour.
public struct TourAccessibility: Codable, Equatable, Sendable {
    /// Whether step content is announced to VoiceOver as it appears.
    public var announceSteps: Bool
    /// Whether VoiceOver focus stays inside the tour while it is shown.
    public var trapsFocus: Bool
    /// The VoiceOver focus order of the tour's elements.
    public var focusOrder: [FocusElement]
    /// Whether the VoiceOver escape gesture dismisses the tour.
    public var escapeDismisses: Bool
    /// Whether animations are replaced by fades when Reduce Motion is on.
    public var respectsReduceMotion: Bool
    /// Whether text follows the user's Dynamic Type size.
    public var dynamicType: Bool
    /// The minimum touch target for every control, in points (Apple's guideline: 44).
    public var minimumTouchTarget: Double
    /// Larger minimums for particular controls.
    public var touchTargets: [TouchTarget]
    /// Further requirements in words (e.g. "Ensure usable with gloves").
    public var notes: [String]

    public init(
        announceSteps: Bool = true, trapsFocus: Bool = false, focusOrder: [FocusElement] = [], escapeDismisses: Bool = false,
        respectsReduceMotion: Bool = true, dynamicType: Bool = true, minimumTouchTarget: Double = 44,
        touchTargets: [TouchTarget] = [], notes: [String] = []
    ) {
        self.announceSteps = announceSteps
        self.trapsFocus = trapsFocus
        self.focusOrder = focusOrder
        self.escapeDismisses = escapeDismisses
        self.respectsReduceMotion = respectsReduceMotion
        self.dynamicType = dynamicType
        self.minimumTouchTarget = minimumTouchTarget
        self.touchTargets = touchTargets
        self.notes = notes
    }

    enum CodingKeys: String, CodingKey {
        case announceSteps, trapsFocus, focusOrder, escapeDismisses, respectsReduceMotion, dynamicType, minimumTouchTarget, touchTargets, notes
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        announceSteps = try c.decode(.announceSteps, default: true)
        trapsFocus = try c.decode(.trapsFocus, default: false)
        focusOrder = try c.decode(.focusOrder, default: [])
        escapeDismisses = try c.decode(.escapeDismisses, default: false)
        respectsReduceMotion = try c.decode(.respectsReduceMotion, default: true)
        dynamicType = try c.decode(.dynamicType, default: true)
        minimumTouchTarget = try c.decode(.minimumTouchTarget, default: 44)
        touchTargets = try c.decode(.touchTargets, default: [])
        notes = try c.decode(.notes, default: [])
    }
}

/// An element of a tour's VoiceOver focus order.
public enum FocusElement: String, Codable, Equatable, Sendable, CaseIterable {
    case title, body, tooltip, content, nextButton, backButton, skipButton, doneButton, dismissButton
}

/// A minimum touch-target size for one standard control.
public struct TouchTarget: Codable, Equatable, Sendable {
    /// The control.
    public var control: TourControl
    /// The minimum width and height, in points.
    public var minimum: Double

    public init(control: TourControl, minimum: Double) {
        self.control = control
        self.minimum = minimum
    }
}

/// A standard tour control.
public enum TourControl: String, Codable, Equatable, Sendable, CaseIterable {
    case next, back, skip, done, dismiss, help
}
