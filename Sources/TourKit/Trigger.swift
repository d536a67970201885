/// What starts a tour. YAML: a mapping whose `type` names the kind, e.g.
/// `{type: event, event: revealCompleted, delay: 1.5}`.
///
/// Automatic triggers (`firstLaunch`, `appLaunch`, `firstVisit`, `event`, `majorUpdate`) respect the
/// tour's guards (`when`/`unless`) and show-once keys; user-initiated ones (`manual`, `targetTap`)
/// always start the tour.
public struct Trigger: Codable, Equatable, Sendable {
    /// The kind of trigger and its fields.
    public var kind: TriggerKind
    /// The product team's wording of the trigger, kept for readers.
    public var note: String?

    public init(_ kind: TriggerKind, note: String? = nil) {
        self.kind = kind
        self.note = note
    }

    enum CodingKeys: String, CodingKey { case note }

    public init(from decoder: any Decoder) throws {
        kind = try TriggerKind(from: decoder)
        note = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .note)
    }

    public func encode(to encoder: any Encoder) throws {
        try kind.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(note, forKey: .note)
    }

    /// Whether the trigger is user-initiated (and so ignores guards and show-once keys).
    public var isUserInitiated: Bool {
        switch kind {
        case .manual, .targetTap: true
        default: false
        }
    }
}

/// The kinds of trigger.
public enum TriggerKind: Codable, Equatable, Sendable {
    /// The first launch of the app (no tour state stored yet; also an upgrade from a pre-tour version).
    case firstLaunch
    /// Every launch, until the tour's show-once keys say it was seen.
    case appLaunch
    /// The first visit to a screen/feature; `via` names the target the user taps to get there.
    case firstVisit(screen: String, via: String?)
    /// A tap on a target (e.g. a "?" help button).
    case targetTap(target: String)
    /// An app event, optionally after a delay in seconds.
    case event(event: String, delay: Double)
    /// The app now runs a major version newer than the one stored under `versionKey`; with
    /// `version`, only when the running version is that one.
    case majorUpdate(versionKey: String, version: String?)
    /// Re-entry from a control in the app (e.g. Settings → "Show App Tour").
    case manual(ManualEntry)

    enum CodingKeys: String, CodingKey { case type, screen, via, target, event, delay, versionKey, version }

    enum Kind: String, Codable { case firstLaunch, appLaunch, firstVisit, targetTap, event, majorUpdate, manual }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .firstLaunch: self = .firstLaunch
        case .appLaunch: self = .appLaunch
        case .firstVisit:
            self = .firstVisit(screen: try c.decode(String.self, forKey: .screen), via: try c.decodeIfPresent(String.self, forKey: .via))
        case .targetTap: self = .targetTap(target: try c.decode(String.self, forKey: .target))
        case .event: self = .event(event: try c.decode(String.self, forKey: .event), delay: try c.decode(.delay, default: 0))
        case .majorUpdate:
            self = .majorUpdate(versionKey: try c.decode(String.self, forKey: .versionKey), version: try c.decodeIfPresent(String.self, forKey: .version))
        case .manual: self = .manual(try ManualEntry(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .firstLaunch: try c.encode(Kind.firstLaunch, forKey: .type)
        case .appLaunch: try c.encode(Kind.appLaunch, forKey: .type)
        case .firstVisit(let screen, let via):
            try c.encode(Kind.firstVisit, forKey: .type)
            try c.encode(screen, forKey: .screen)
            try c.encodeIfPresent(via, forKey: .via)
        case .targetTap(let target):
            try c.encode(Kind.targetTap, forKey: .type)
            try c.encode(target, forKey: .target)
        case .event(let event, let delay):
            try c.encode(Kind.event, forKey: .type)
            try c.encode(event, forKey: .event)
            try c.encode(delay, forKey: .delay)
        case .majorUpdate(let versionKey, let version):
            try c.encode(Kind.majorUpdate, forKey: .type)
            try c.encode(versionKey, forKey: .versionKey)
            try c.encodeIfPresent(version, forKey: .version)
        case .manual(let entry):
            try c.encode(Kind.manual, forKey: .type)
            try entry.encode(to: encoder)
        }
    }
}

/// A control in the app that starts a tour on demand.
public struct ManualEntry: Codable, Equatable, Sendable {
    /// The control's label, exactly as shown (e.g. `Show App Tour`, `Take Tour Again`, `Help & Tutorial`).
    public var label: String
    /// The screen the control is on (e.g. `settings`).
    public var screen: String
    /// The section of that screen (e.g. `Help/About`).
    public var section: String?
    /// The control's SF Symbol.
    public var icon: String?
    /// Whether using it first resets the tour's stored state (so it runs like the first time).
    public var resetsState: Bool

    public init(label: String, screen: String, section: String? = nil, icon: String? = nil, resetsState: Bool = false) {
        self.label = label
        self.screen = screen
        self.section = section
        self.icon = icon
        self.resetsState = resetsState
    }

    enum CodingKeys: String, CodingKey { case label, screen, section, icon, resetsState }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        label = try c.decode(String.self, forKey: .label)
        screen = try c.decode(String.self, forKey: .screen)
        section = try c.decodeIfPresent(String.self, forKey: .section)
        icon = try c.decodeIfPresent(String.self, forKey: .icon)
        resetsState = try c.decode(.resetsState, default: false)
    }
}
