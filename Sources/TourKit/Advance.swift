/// How a step advances. YAML: `{type: tapTarget, target: currentWeek}`; `nextButton` is the default
/// for pages.
public enum Advance: Codable, Equatable, Sendable {
    /// The Next (or Done) button.
    case nextButton
    /// A tap anywhere on the overlay.
    case tapAnywhere
    /// A tap on a target.
    case tapTarget(target: String)
    /// A gesture, optionally on a target.
    case gesture(gesture: GestureKind, target: String?)
    /// An app event (e.g. `weekMarked`).
    case event(event: String)
    /// An embedded component finishing with any of the given outcomes (e.g. `saved` or `dismissed`).
    case component(component: String, outcomes: [String])
    /// Automatically, after a number of seconds.
    case timer(after: Double)

    /// The `type` values.
    public enum Kind: String, Codable, Sendable, CaseIterable { case nextButton, tapAnywhere, tapTarget, gesture, event, component, timer }

    enum CodingKeys: String, CodingKey { case type, target, gesture, event, component, outcomes, after }

    /// The `type` value of this rule.
    public var type: Kind {
        switch self {
        case .nextButton: .nextButton
        case .tapAnywhere: .tapAnywhere
        case .tapTarget: .tapTarget
        case .gesture: .gesture
        case .event: .event
        case .component: .component
        case .timer: .timer
        }
    }

    /// Whether the step waits for a specific user action (so it must allow skip or offer another way).
    public var requiresUserAction: Bool {
        switch self {
        case .tapTarget, .gesture, .event, .component: true
        case .nextButton, .tapAnywhere, .timer: false
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .nextButton: self = .nextButton
        case .tapAnywhere: self = .tapAnywhere
        case .tapTarget: self = .tapTarget(target: try c.decode(String.self, forKey: .target))
        case .gesture:
            self = .gesture(gesture: try c.decode(GestureKind.self, forKey: .gesture), target: try c.decodeIfPresent(String.self, forKey: .target))
        case .event: self = .event(event: try c.decode(String.self, forKey: .event))
        case .component:
            self = .component(component: try c.decode(String.self, forKey: .component), outcomes: try c.decode([String].self, forKey: .outcomes))
        case .timer: self = .timer(after: try c.decode(Double.self, forKey: .after))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        switch self {
        case .nextButton, .tapAnywhere: break
        case .tapTarget(let target): try c.encode(target, forKey: .target)
        case .gesture(let gesture, let target):
            try c.encode(gesture, forKey: .gesture)
            try c.encodeIfPresent(target, forKey: .target)
        case .event(let event): try c.encode(event, forKey: .event)
        case .component(let component, let outcomes):
            try c.encode(component, forKey: .component)
            try c.encode(outcomes, forKey: .outcomes)
        case .timer(let after): try c.encode(after, forKey: .after)
        }
    }
}
