extension Action {
    /// Whether the action gets the user past the step (to the next step, out of the tour, or on
    /// to another tour); the others leave the run on its step. Listed, not filtered: a new action
    /// must say which it is, because the flow checks decide from it whether a page can be left.
    public var movesOn: Bool { movesOn(fromLastStep: false) }

    /// `movesOn` on a given step: `goTo` moves on from any step but the last (from the last it
    /// can only go back).
    public func movesOn(fromLastStep isLast: Bool) -> Bool {
        switch self {
        case .next, .skip, .complete, .dismiss, .startTour: true
        case .goTo: !isLast
        // `perform` moves on only through its outcome, when the step advances on it (`FlowChecks`).
        case .back, .showSheet, .presentComponent, .openScreen, .openURL, .perform: false
        }
    }

    /// The tour a `startTour` action starts (the checks follow these edges for cycles).
    public var startedTour: String? {
        switch self {
        case .startTour(let tour): tour
        case .next, .back, .skip, .complete, .dismiss, .goTo, .showSheet, .presentComponent, .openScreen, .openURL, .perform: nil
        }
    }
}
