extension Advance {
    /// Whether the step waits for a specific user action (so it must allow skip or offer another way).
    public var requiresUserAction: Bool {
        switch self {
        case .tapTarget, .gesture, .event, .component: true
        case .nextButton, .tapAnywhere, .timer: false
        }
    }
}
