extension Block {
    /// The button a block shows (a `link`): its label and what it does. Exhaustive, so a new
    /// block kind that shows a button has to say so here, where the runtime looks buttons up
    /// by label and the checks follow their actions.
    public var button: (label: String, action: Action)? {
        switch self {
        case .link(let label, _, _, let action): (label, action)
        case .text, .bullets, .numbered, .legend, .topics, .component, .illustration: nil
        }
    }
}
