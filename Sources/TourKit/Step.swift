/// One step of a tour: a page, a spotlight coach mark, a list of intents, or a tooltip.
///
/// YAML: a mapping with the common keys (`id`, `type`, `skippable`, `when`, `unless`, ...) and the
/// fields of the type named by `type` beside them:
///
/// ```yaml
/// - id: welcome
///   type: page
///   title: Welcome to Carrier Wave
/// ```
public struct Step: Codable, Equatable, Sendable {
    /// The step id, unique in its tour (e.g. `currentWeek`).
    public var id: String
    /// What the step shows, by type.
    public var kind: StepKind
    /// Whether the user may skip (leave the tour) on this step.
    public var skippable: Bool
    /// Conditions that must all hold for the step to be shown; otherwise it is passed over.
    public var when: [String]
    /// Conditions none of which may hold for the step to be shown (e.g. `unless: [hasPhases]`).
    public var unless: [String]
    /// Tags (registry tag ids).
    public var tags: [String]
    /// Haptics this step plays, on top of the tour's.
    public var haptics: [HapticCue]
    /// Label overrides for the standard buttons on this step.
    public var labels: LabelOverrides?
    /// VoiceOver label, hint and announcement for the step.
    public var accessibility: StepAccessibility?
    /// The product team's notes on the step, kept for readers.
    public var note: String?

    public init(
        id: String, kind: StepKind, skippable: Bool = true, when: [String] = [], unless: [String] = [],
        tags: [String] = [], haptics: [HapticCue] = [], labels: LabelOverrides? = nil,
        accessibility: StepAccessibility? = nil, note: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.skippable = skippable
        self.when = when
        self.unless = unless
        self.tags = tags
        self.haptics = haptics
        self.labels = labels
        self.accessibility = accessibility
        self.note = note
    }

    enum CodingKeys: String, CodingKey { case id, skippable, when, unless, tags, haptics, labels, accessibility, note }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        kind = try StepKind(from: decoder)
        skippable = try c.decode(.skippable, default: true)
        when = try c.decode(.when, default: [])
        unless = try c.decode(.unless, default: [])
        tags = try c.decode(.tags, default: [])
        haptics = try c.decode(.haptics, default: [])
        labels = try c.decodeIfPresent(LabelOverrides.self, forKey: .labels)
        accessibility = try c.decodeIfPresent(StepAccessibility.self, forKey: .accessibility)
        note = try c.decodeIfPresent(String.self, forKey: .note)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(skippable, forKey: .skippable)
        try c.encode(when, forKey: .when)
        try c.encode(unless, forKey: .unless)
        try c.encode(tags, forKey: .tags)
        try c.encode(haptics, forKey: .haptics)
        try c.encodeIfPresent(labels, forKey: .labels)
        try c.encodeIfPresent(accessibility, forKey: .accessibility)
        try c.encodeIfPresent(note, forKey: .note)
        try kind.encode(to: encoder)
    }
}

/// The step types, named by the step's `type` key.
public enum StepKind: Codable, Equatable, Sendable {
    /// A page of a sheet, carousel or prompt.
    case page(PageContent)
    /// A coach mark over a dimmed overlay with an optional spotlight cut-out.
    case spotlight(SpotlightContent)
    /// An ordered list of intents (OPS).
    case intents(IntentContent)
    /// A help tooltip anchored to a target.
    case tooltip(TooltipContent)

    /// The `type` values.
    public enum Kind: String, Codable, Sendable, CaseIterable { case page, spotlight, intents, tooltip }

    /// The `type` value of this step kind.
    public var type: Kind {
        switch self {
        case .page: .page
        case .spotlight: .spotlight
        case .intents: .intents
        case .tooltip: .tooltip
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: UnionTypeKey.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .page: self = .page(try PageContent(from: decoder))
        case .spotlight: self = .spotlight(try SpotlightContent(from: decoder))
        case .intents: self = .intents(try IntentContent(from: decoder))
        case .tooltip: self = .tooltip(try TooltipContent(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: UnionTypeKey.self)
        try c.encode(type, forKey: .type)
        switch self {
        case .page(let v): try v.encode(to: encoder)
        case .spotlight(let v): try v.encode(to: encoder)
        case .intents(let v): try v.encode(to: encoder)
        case .tooltip(let v): try v.encode(to: encoder)
        }
    }
}

/// A haptic played when something happens.
public struct HapticCue: Codable, Equatable, Sendable {
    /// When: a lifecycle moment (`entry`, `advance`, `actionCompleted`, `skip`, `complete`, `dismiss`)
    /// or an app event id (e.g. `phaseSaved`). (Not `on:`, which YAML 1.1 tools read as `true`.)
    public var event: String
    /// Which haptic.
    public var haptic: Haptic

    public init(event: String, haptic: Haptic) {
        self.event = event
        self.haptic = haptic
    }

    /// The lifecycle moments `event` may name besides app events.
    public static let lifecycleMoments: [String] = ["entry", "advance", "actionCompleted", "skip", "complete", "dismiss"]
}

/// A haptic: an impact (`light`, `medium`, `heavy`, `soft`, `rigid`), a notification
/// (`success`, `warning`, `error`) or a selection tick.
public enum Haptic: String, Codable, Equatable, Sendable, CaseIterable {
    case light, medium, heavy, soft, rigid, success, warning, error, selection
}

/// VoiceOver text for a step.
public struct StepAccessibility: Codable, Equatable, Sendable {
    /// Replaces the spoken label (otherwise title and body are read).
    public var label: String?
    /// What happens on activation, or how to continue without the gesture.
    public var hint: String?
    /// Announced when the step appears.
    public var announcement: String?

    public init(label: String? = nil, hint: String? = nil, announcement: String? = nil) {
        self.label = label
        self.hint = hint
        self.announcement = announcement
    }
}
