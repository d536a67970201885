/// A tour: one file `tours/<app>/<tour-id>.yaml`.
///
/// A tour says how it is presented, when it starts (triggers and guards), what it shows (steps),
/// how the user moves through it (flow rules), what it remembers (persistence) and how it looks,
/// sounds and feels (visuals, accessibility).
public struct Tour: Codable, Equatable, Sendable {
    /// The tour id, unique in its app (e.g. `pota_activations`, `office_onboarding`).
    public var id: String
    /// The display name (shown on welcome/completion sheets, in analytics, in Settings).
    public var name: String
    /// What the tour is for, for readers.
    public var description: String?
    /// How the tour is presented.
    public var presentation: Presentation
    /// Roles the tour is meant for; empty means every user.
    public var roles: [String]
    /// Tags for filtering (registry tag ids).
    public var tags: [String]
    /// Roughly how long the tour takes, in seconds.
    public var estimatedDuration: Double?
    /// What starts the tour. Any trigger suffices.
    public var triggers: [Trigger]
    /// Conditions that must all hold for an automatic trigger to start the tour.
    public var when: [String]
    /// Conditions none of which may hold for an automatic trigger to start the tour.
    public var unless: [String]
    /// What the tour reads and writes in persistent storage (show-once flags, progress...).
    public var persistence: TourPersistence
    /// Skip, back, resume and recovery rules.
    public var flow: FlowRules
    /// Dim level, animation timings, haptics, celebration, pulse ring, tooltip style.
    public var visuals: Visuals
    /// Labels of the standard buttons (Next, Back, Skip, Done, Dismiss).
    public var labels: ButtonLabels
    /// VoiceOver, focus, reduced motion, touch targets.
    public var accessibility: TourAccessibility
    /// Analytics events (registry ids) this tour reports.
    public var analytics: [String]
    /// The steps, in order.
    public var steps: [Step]
    /// The product team's edge-case table: each scenario, the behaviour, and the rule that gives it.
    public var edgeCases: [EdgeCase]

    public init(
        id: String, name: String, description: String? = nil, presentation: Presentation,
        roles: [String] = [], tags: [String] = [], estimatedDuration: Double? = nil, triggers: [Trigger] = [],
        when: [String] = [], unless: [String] = [], persistence: TourPersistence = TourPersistence(),
        flow: FlowRules = FlowRules(), visuals: Visuals = Visuals(), labels: ButtonLabels = ButtonLabels(),
        accessibility: TourAccessibility = TourAccessibility(), analytics: [String] = [], steps: [Step],
        edgeCases: [EdgeCase] = []
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.presentation = presentation
        self.roles = roles
        self.tags = tags
        self.estimatedDuration = estimatedDuration
        self.triggers = triggers
        self.when = when
        self.unless = unless
        self.persistence = persistence
        self.flow = flow
        self.visuals = visuals
        self.labels = labels
        self.accessibility = accessibility
        self.analytics = analytics
        self.steps = steps
        self.edgeCases = edgeCases
    }

    enum CodingKeys: String, CodingKey {
        case id, name, description, presentation, roles, tags, estimatedDuration, triggers, when, unless
        case persistence, flow, visuals, labels, accessibility, analytics, steps, edgeCases
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        presentation = try c.decode(Presentation.self, forKey: .presentation)
        roles = try c.decode(.roles, default: [])
        tags = try c.decode(.tags, default: [])
        estimatedDuration = try c.decodeIfPresent(Double.self, forKey: .estimatedDuration)
        triggers = try c.decode(.triggers, default: [])
        when = try c.decode(.when, default: [])
        unless = try c.decode(.unless, default: [])
        persistence = try c.decode(.persistence, default: TourPersistence())
        flow = try c.decode(.flow, default: FlowRules())
        visuals = try c.decode(.visuals, default: Visuals())
        labels = try c.decode(.labels, default: ButtonLabels())
        accessibility = try c.decode(.accessibility, default: TourAccessibility())
        analytics = try c.decode(.analytics, default: [])
        steps = try c.decode([Step].self, forKey: .steps)
        edgeCases = try c.decode(.edgeCases, default: [])
    }

    /// The step with the given id, if any.
    public func step(_ id: String) -> Step? {
        steps.first { $0.id == id }
    }
}

/// One row of a product team's edge-case table, kept with the tour it belongs to.
public struct EdgeCase: Codable, Equatable, Sendable {
    /// What happens (e.g. "User dismisses phase modal without action").
    public var scenario: String
    /// What the tour does (e.g. "Still advance to next step").
    public var behavior: String
    /// Where in this tour the behaviour is expressed (e.g. `steps.addPhase.advance`), if it is.
    public var rule: String?

    public init(scenario: String, behavior: String, rule: String? = nil) {
        self.scenario = scenario
        self.behavior = behavior
        self.rule = rule
    }
}

/// Labels of the standard tour buttons. Tour-level labels apply to every step; a step may override.
public struct ButtonLabels: Codable, Equatable, Sendable {
    /// Advances one step.
    public var next: String
    /// Goes back one step (when `flow.back` allows).
    public var back: String
    /// Leaves the tour (marks it skipped).
    public var skip: String
    /// Finishes the tour on its last step.
    public var done: String
    /// Closes a prompt, tooltip or sheet without acting.
    public var dismiss: String

    public init(next: String = "Next", back: String = "Back", skip: String = "Skip", done: String = "Done", dismiss: String = "Dismiss") {
        self.next = next
        self.back = back
        self.skip = skip
        self.done = done
        self.dismiss = dismiss
    }

    enum CodingKeys: String, CodingKey { case next, back, skip, done, dismiss }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = ButtonLabels()
        next = try c.decode(.next, default: d.next)
        back = try c.decode(.back, default: d.back)
        skip = try c.decode(.skip, default: d.skip)
        done = try c.decode(.done, default: d.done)
        dismiss = try c.decode(.dismiss, default: d.dismiss)
    }
}

/// Per-step label overrides: only the labels written change.
public struct LabelOverrides: Codable, Equatable, Sendable {
    /// Replaces the Next label on this step (e.g. `Start Tour`).
    public var next: String?
    /// Replaces the Back label on this step.
    public var back: String?
    /// Replaces the Skip label on this step.
    public var skip: String?
    /// Replaces the Done label on this step.
    public var done: String?
    /// Replaces the Dismiss label on this step.
    public var dismiss: String?

    public init(next: String? = nil, back: String? = nil, skip: String? = nil, done: String? = nil, dismiss: String? = nil) {
        self.next = next
        self.back = back
        self.skip = skip
        self.done = done
        self.dismiss = dismiss
    }
}
