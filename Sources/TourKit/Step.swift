extension HapticCue {
    /// The lifecycle moments `event` may name besides app events (`LifecycleMoment`, from the
    /// description).
    public static let lifecycleMoments: [String] = LifecycleMoment.allCases.map(\.rawValue)
}

extension StepKind {
    /// What advances the step, for the kinds that declare an `advance` (pages and spotlights).
    /// Exhaustive on purpose: a new step kind must say whether it has one, so checks and the
    /// runtime that read it through here cannot skip the new kind in silence.
    public var advance: Advance? {
        switch self {
        case .page(let page): page.advance
        case .spotlight(let spot): spot.advance
        case .intents, .tooltip: nil
        }
    }
}
