/// One intent of an OPS-style step: *what* happens, separate from how the runtime does it.
/// YAML: `{type: highlight, target: jobBoardTab, padding: 8}`.
public enum Intent: Codable, Equatable, Sendable {
    /// Navigate to a target (a tab-bar item or a screen).
    case navigate(to: String)
    /// Spotlight a target with padding in points.
    case highlight(target: String, padding: Padding)
    /// Show a message card.
    case showMessage(title: String, body: String)
    /// Show a tooltip at a position.
    case showTooltip(message: String, position: TooltipPosition)
    /// Demonstrate a gesture with an animated hand, optionally over a target.
    case demonstrateGesture(gesture: GestureKind, duration: Double?, target: String?)
    /// Wait for a tap on a target, or anywhere when `target` is absent.
    case awaitTap(target: String?)
    /// Wait for the Next button.
    case awaitNextButton
    /// Wait for a number of seconds.
    case delay(seconds: Double)

    /// The `type` values.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case navigate, highlight, showMessage, showTooltip, demonstrateGesture, awaitTap, awaitNextButton, delay
    }

    enum CodingKeys: String, CodingKey { case type, to, target, padding, title, body, message, position, gesture, duration, seconds }

    /// The default highlight padding, in points.
    public static let defaultHighlightPadding: Double = 8

    /// The `type` value of this intent.
    public var type: Kind {
        switch self {
        case .navigate: .navigate
        case .highlight: .highlight
        case .showMessage: .showMessage
        case .showTooltip: .showTooltip
        case .demonstrateGesture: .demonstrateGesture
        case .awaitTap: .awaitTap
        case .awaitNextButton: .awaitNextButton
        case .delay: .delay
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .navigate: self = .navigate(to: try c.decode(String.self, forKey: .to))
        case .highlight:
            self = .highlight(target: try c.decode(String.self, forKey: .target), padding: try c.decode(.padding, default: Padding(Intent.defaultHighlightPadding)))
        case .showMessage: self = .showMessage(title: try c.decode(String.self, forKey: .title), body: try c.decode(String.self, forKey: .body))
        case .showTooltip:
            self = .showTooltip(message: try c.decode(String.self, forKey: .message), position: try c.decode(.position, default: .automatic))
        case .demonstrateGesture:
            self = .demonstrateGesture(
                gesture: try c.decode(GestureKind.self, forKey: .gesture),
                duration: try c.decodeIfPresent(Double.self, forKey: .duration),
                target: try c.decodeIfPresent(String.self, forKey: .target))
        case .awaitTap: self = .awaitTap(target: try c.decodeIfPresent(String.self, forKey: .target))
        case .awaitNextButton: self = .awaitNextButton
        case .delay: self = .delay(seconds: try c.decode(Double.self, forKey: .seconds))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        switch self {
        case .navigate(let to): try c.encode(to, forKey: .to)
        case .highlight(let target, let padding):
            try c.encode(target, forKey: .target)
            try c.encode(padding, forKey: .padding)
        case .showMessage(let title, let body):
            try c.encode(title, forKey: .title)
            try c.encode(body, forKey: .body)
        case .showTooltip(let message, let position):
            try c.encode(message, forKey: .message)
            try c.encode(position, forKey: .position)
        case .demonstrateGesture(let gesture, let duration, let target):
            try c.encode(gesture, forKey: .gesture)
            try c.encodeIfPresent(duration, forKey: .duration)
            try c.encodeIfPresent(target, forKey: .target)
        case .awaitTap(let target): try c.encodeIfPresent(target, forKey: .target)
        case .awaitNextButton: break
        case .delay(let seconds): try c.encode(seconds, forKey: .seconds)
        }
    }
}

/// A gesture, for hints, demonstrations and gesture-advanced steps.
public enum GestureKind: String, Codable, Equatable, Sendable, CaseIterable {
    case tap, doubleTap, longPress, swipeLeft, swipeRight, swipeUp, swipeDown, pinchIn, pinchOut
}

/// An animated hand demonstrating a gesture.
public struct GestureHint: Codable, Equatable, Sendable {
    /// The gesture shown.
    public var gesture: GestureKind
    /// The hand is centred on this region; absent means the screen centre.
    public var at: Region?
    /// The hand's SF Symbol (e.g. `hand.point.up.fill`, `hand.draw.fill`).
    public var icon: String?
    /// How long a long press is held, in seconds.
    public var duration: Double?
    /// The hint's animation loop.
    public var animation: Animation?

    public init(gesture: GestureKind, at: Region? = nil, icon: String? = nil, duration: Double? = nil, animation: Animation? = nil) {
        self.gesture = gesture
        self.at = at
        self.icon = icon
        self.duration = duration
        self.animation = animation
    }
}
