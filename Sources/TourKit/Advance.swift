extension Advance {
    /// Whether the step waits for a specific user action (so it must allow skip or offer another
    /// way). An `anyOf` does when every alternative does.
    public var requiresUserAction: Bool {
        switch self {
        case .tapTarget, .gesture, .event, .component, .actionOutcome: true
        case .nextButton, .tapAnywhere, .timer: false
        case .anyOf(let alternatives): !alternatives.isEmpty && alternatives.allSatisfy(\.requiresUserAction)
        }
    }

    /// The ways this advance can happen: an `anyOf`'s alternatives (flattened, should one hold
    /// another), else the advance itself.
    public var alternatives: [Advance] {
        switch self {
        case .anyOf(let alternatives): alternatives.flatMap(\.alternatives)
        case .nextButton, .tapAnywhere, .tapTarget, .gesture, .event, .component, .actionOutcome, .timer: [self]
        }
    }
}

extension Advance {
    /// The component the step waits on to finish, and the outcomes that advance it (the first
    /// such alternative of an `anyOf`). Exhaustive, so a new way of advancing must say whether it
    /// waits on a component.
    public var awaitedComponent: (id: String, outcomes: [String])? {
        switch self {
        case .component(let id, let outcomes): (id, outcomes)
        case .anyOf: alternatives.lazy.compactMap(\.awaitedComponent).first
        case .nextButton, .tapAnywhere, .tapTarget, .gesture, .event, .actionOutcome, .timer: nil
        }
    }

    /// The app action the step waits on to report an outcome (a button's `perform` runs it), and
    /// the outcomes that advance it (the first such alternative of an `anyOf`).
    public var awaitedAction: (id: String, outcomes: [String])? {
        switch self {
        case .actionOutcome(let id, let outcomes): (id, outcomes)
        case .anyOf: alternatives.lazy.compactMap(\.awaitedAction).first
        case .nextButton, .tapAnywhere, .tapTarget, .gesture, .event, .component, .timer: nil
        }
    }

    /// The seconds after which the step advances by itself, for `timer` (the shortest timer of
    /// an `anyOf`).
    public var timerSeconds: Double? {
        switch self {
        case .timer(let after): after
        case .anyOf: alternatives.compactMap(\.timerSeconds).min()
        case .nextButton, .tapAnywhere, .tapTarget, .gesture, .event, .component, .actionOutcome: nil
        }
    }
}

extension Advance {
    /// The target the step waits on (a tap, or a gesture made on it; the first of an `anyOf`).
    /// Listed: a new way of advancing must say whether it uses a target, since unused target
    /// fallbacks are reported.
    public var target: String? {
        switch self {
        case .tapTarget(let target): target
        case .gesture(_, let target): target
        case .anyOf: alternatives.lazy.compactMap(\.target).first
        case .nextButton, .tapAnywhere, .event, .component, .actionOutcome, .timer: nil
        }
    }
}
