extension Advance {
    /// Whether the step waits for a specific user action (so it must allow skip or offer another way).
    public var requiresUserAction: Bool {
        switch self {
        case .tapTarget, .gesture, .event, .component, .actionOutcome: true
        case .nextButton, .tapAnywhere, .timer: false
        }
    }
}

extension Advance {
    /// The component the step waits on to finish, and the outcomes that advance it. Exhaustive,
    /// so a new way of advancing must say whether it waits on a component.
    public var awaitedComponent: (id: String, outcomes: [String])? {
        switch self {
        case .component(let id, let outcomes): (id, outcomes)
        case .nextButton, .tapAnywhere, .tapTarget, .gesture, .event, .actionOutcome, .timer: nil
        }
    }

    /// The app action the step waits on to report an outcome (a button's `perform` runs it), and
    /// the outcomes that advance it.
    public var awaitedAction: (id: String, outcomes: [String])? {
        switch self {
        case .actionOutcome(let id, let outcomes): (id, outcomes)
        case .nextButton, .tapAnywhere, .tapTarget, .gesture, .event, .component, .timer: nil
        }
    }

    /// The seconds after which the step advances by itself, for `timer`.
    public var timerSeconds: Double? {
        switch self {
        case .timer(let after): after
        case .nextButton, .tapAnywhere, .tapTarget, .gesture, .event, .component, .actionOutcome: nil
        }
    }
}

extension Advance {
    /// The target the step waits on (a tap, or a gesture made on it). Listed: a new way of
    /// advancing must say whether it uses a target, since unused target fallbacks are reported.
    public var target: String? {
        switch self {
        case .tapTarget(let target): target
        case .gesture(_, let target): target
        case .nextButton, .tapAnywhere, .event, .component, .actionOutcome, .timer: nil
        }
    }
}
