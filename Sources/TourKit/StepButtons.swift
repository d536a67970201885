extension StepKind {
    /// The step's own buttons: a page's, a coach mark's or a tooltip's `actions` (issue 24 item 3:
    /// tooltips and coach marks may carry a primary and a secondary button). Exhaustive, so a new
    /// step kind must say whether it has buttons; the runtime, the checks and the generated ids
    /// read them through here.
    public var buttons: [ActionButton] {
        switch self {
        case .page(let page): page.actions
        case .spotlight(let spot): spot.actions
        case .tooltip(let tip): tip.actions
        case .intents: []
        }
    }

    /// The primary button among `buttons`: the first `primary`, else the first; nil without buttons.
    public var primaryButton: (index: Int, button: ActionButton)? {
        let all = buttons
        guard !all.isEmpty else { return nil }
        let i = all.firstIndex { $0.style == .primary } ?? 0
        return (i, all[i])
    }

    /// The icon-only close button of a coach mark or tooltip.
    public var closeButton: CloseButton? {
        switch self {
        case .spotlight(let spot): spot.closeButton
        case .tooltip(let tip): tip.closeButton
        case .page, .intents: nil
        }
    }
}
