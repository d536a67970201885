/// A page (`type: page`) of a bottom sheet, full-screen carousel or update prompt.
public struct PageContent: Codable, Equatable, Sendable {
    /// The headline.
    public var title: String
    /// A tagline under the headline.
    public var subtitle: String?
    /// The body text (may span lines).
    public var body: String?
    /// An SF Symbol shown above the title.
    public var icon: String?
    /// A colour token for the icon (e.g. `appAccent`); absent means the tint colour.
    public var iconColor: String?
    /// A larger illustration (an SF Symbol or an asset).
    public var illustration: Illustration?
    /// Rich content under the body: lists, legends, topic cards, components, links.
    public var content: [Block]
    /// Extra buttons (e.g. "Take a Tour" / "Dismiss" on an update prompt).
    public var actions: [ActionButton]
    /// How the page advances.
    public var advance: Advance

    public init(
        title: String, subtitle: String? = nil, body: String? = nil, icon: String? = nil, iconColor: String? = nil,
        illustration: Illustration? = nil, content: [Block] = [], actions: [ActionButton] = [], advance: Advance = .nextButton
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.icon = icon
        self.iconColor = iconColor
        self.illustration = illustration
        self.content = content
        self.actions = actions
        self.advance = advance
    }

    enum CodingKeys: String, CodingKey { case title, subtitle, body, icon, iconColor, illustration, content, actions, advance }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        subtitle = try c.decodeIfPresent(String.self, forKey: .subtitle)
        body = try c.decodeIfPresent(String.self, forKey: .body)
        icon = try c.decodeIfPresent(String.self, forKey: .icon)
        iconColor = try c.decodeIfPresent(String.self, forKey: .iconColor)
        illustration = try c.decodeIfPresent(Illustration.self, forKey: .illustration)
        content = try c.decode(.content, default: [])
        actions = try c.decode(.actions, default: [])
        advance = try c.decode(.advance, default: .nextButton)
    }
}

/// An illustration: an SF Symbol or an asset-catalog image, with a description for VoiceOver.
public struct Illustration: Codable, Equatable, Sendable {
    /// An SF Symbol name.
    public var symbol: String?
    /// An asset-catalog image name.
    public var asset: String?
    /// What it shows (read by VoiceOver).
    public var description: String

    public init(symbol: String? = nil, asset: String? = nil, description: String) {
        self.symbol = symbol
        self.asset = asset
        self.description = description
    }
}

/// A coach-mark step (`type: spotlight`): a dimmed overlay, an optional cut-out, a tooltip bubble,
/// and optionally a gesture hint, a pulse ring, an auto-presented component and a celebration.
public struct SpotlightContent: Codable, Equatable, Sendable {
    /// The coach mark's title.
    public var title: String
    /// The coach mark's message (may span lines).
    public var body: String
    /// The small action hint under the message (e.g. "Tap anywhere to continue").
    public var hint: String?
    /// The cut-out; absent means the whole screen is dimmed.
    public var spotlight: Spotlight?
    /// The overlay's dim level (0–1); absent means the tour's `visuals.dim`.
    public var dim: Double?
    /// Where the coach mark sits.
    public var coachMark: CoachMark
    /// An animated hand demonstrating the gesture to make.
    public var gestureHint: GestureHint?
    /// A pulsing ring drawn around this region.
    public var pulseRing: Region?
    /// Whether touches on the dimmed area are blocked (only the spotlight stays interactive).
    public var blocksTouches: Bool
    /// A component presented automatically when the step appears (e.g. the phase-entry modal).
    public var component: ComponentEmbed?
    /// How the step advances.
    public var advance: Advance
    /// Whether completing the step's action plays the tour's celebration.
    public var celebrate: Bool
    /// Targets replaced by others when a condition fails (e.g. no filled weeks → the first weeks).
    public var targetFallbacks: [TargetFallback]

    public init(
        title: String, body: String, hint: String? = nil, spotlight: Spotlight? = nil, dim: Double? = nil,
        coachMark: CoachMark = CoachMark(), gestureHint: GestureHint? = nil, pulseRing: Region? = nil,
        blocksTouches: Bool = false, component: ComponentEmbed? = nil, advance: Advance, celebrate: Bool = false,
        targetFallbacks: [TargetFallback] = []
    ) {
        self.title = title
        self.body = body
        self.hint = hint
        self.spotlight = spotlight
        self.dim = dim
        self.coachMark = coachMark
        self.gestureHint = gestureHint
        self.pulseRing = pulseRing
        self.blocksTouches = blocksTouches
        self.component = component
        self.advance = advance
        self.celebrate = celebrate
        self.targetFallbacks = targetFallbacks
    }

    enum CodingKeys: String, CodingKey {
        case title, body, hint, spotlight, dim, coachMark, gestureHint, pulseRing, blocksTouches, component, advance
        case celebrate, targetFallbacks
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        body = try c.decode(String.self, forKey: .body)
        hint = try c.decodeIfPresent(String.self, forKey: .hint)
        spotlight = try c.decodeIfPresent(Spotlight.self, forKey: .spotlight)
        dim = try c.decodeIfPresent(Double.self, forKey: .dim)
        coachMark = try c.decode(.coachMark, default: CoachMark())
        gestureHint = try c.decodeIfPresent(GestureHint.self, forKey: .gestureHint)
        pulseRing = try c.decodeIfPresent(Region.self, forKey: .pulseRing)
        blocksTouches = try c.decode(.blocksTouches, default: false)
        component = try c.decodeIfPresent(ComponentEmbed.self, forKey: .component)
        advance = try c.decode(Advance.self, forKey: .advance)
        celebrate = try c.decode(.celebrate, default: false)
        targetFallbacks = try c.decode(.targetFallbacks, default: [])
    }
}

/// Where a coach mark or tooltip sits.
public struct CoachMark: Codable, Equatable, Sendable {
    /// The position relative to the anchor.
    public var position: TooltipPosition
    /// The region it is placed against; absent means the screen.
    public var anchor: Region?

    public init(position: TooltipPosition = .center, anchor: Region? = nil) {
        self.position = position
        self.anchor = anchor
    }

    enum CodingKeys: String, CodingKey { case position, anchor }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        position = try c.decode(.position, default: .center)
        anchor = try c.decodeIfPresent(Region.self, forKey: .anchor)
    }
}

/// A tooltip or coach-mark position. `automatic` puts it above an anchor in the lower half of the
/// screen and below one in the upper half.
public enum TooltipPosition: String, Codable, Equatable, Sendable, CaseIterable {
    case above, below, leading, trailing, center, automatic
}

/// A target replaced by another when conditions say the first cannot be used.
///
/// When it applies, every region of the step anchored on `target` takes the replacement's frame
/// instead: the region's `slice`, `offset` and `size` (which describe positions relative to the
/// original target) are dropped, its `padding` is kept. Finite: no filled weeks → spotlight the first
/// weeks of the grid instead of the region next to the current week.
public struct TargetFallback: Codable, Equatable, Sendable {
    /// The target the step normally uses.
    public var target: String
    /// The target used instead.
    public var replacement: String
    /// Use the replacement when any of these conditions fails...
    public var when: [String]
    /// ...or when any of these holds.
    public var unless: [String]

    public init(target: String, replacement: String, when: [String] = [], unless: [String] = []) {
        self.target = target
        self.replacement = replacement
        self.when = when
        self.unless = unless
    }

    enum CodingKeys: String, CodingKey { case target, replacement, when, unless }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        target = try c.decode(String.self, forKey: .target)
        replacement = try c.decode(String.self, forKey: .replacement)
        when = try c.decode(.when, default: [])
        unless = try c.decode(.unless, default: [])
    }
}

/// A contextual help tooltip (`type: tooltip`) anchored to a target.
public struct TooltipContent: Codable, Equatable, Sendable {
    /// An optional title.
    public var title: String?
    /// The tooltip text.
    public var body: String
    /// The target it points at (usually the "?" help button).
    public var anchor: String
    /// Where it sits relative to the anchor.
    public var position: TooltipPosition
    /// How it can be dismissed.
    public var dismiss: [DismissMethod]

    public init(title: String? = nil, body: String, anchor: String, position: TooltipPosition = .automatic, dismiss: [DismissMethod] = [.tapOutside, .button]) {
        self.title = title
        self.body = body
        self.anchor = anchor
        self.position = position
        self.dismiss = dismiss
    }

    enum CodingKeys: String, CodingKey { case title, body, anchor, position, dismiss }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        body = try c.decode(String.self, forKey: .body)
        anchor = try c.decode(String.self, forKey: .anchor)
        position = try c.decode(.position, default: .automatic)
        dismiss = try c.decode(.dismiss, default: [.tapOutside, .button])
    }
}

/// How a tooltip or sheet can be dismissed.
public enum DismissMethod: String, Codable, Equatable, Sendable, CaseIterable {
    /// A tap outside it.
    case tapOutside
    /// Its dismiss button (labelled by `labels.dismiss`).
    case button
    /// A swipe down.
    case swipeDown
    /// The VoiceOver escape gesture.
    case escapeGesture
}

/// An intent step (`type: intents`): intents executed in order (OPS).
public struct IntentContent: Codable, Equatable, Sendable {
    /// The intents, in order.
    public var intents: [Intent]

    public init(intents: [Intent]) {
        self.intents = intents
    }
}
