extension Trigger {
    /// Whether the trigger is user-initiated (and so ignores guards and show-once keys).
    public var isUserInitiated: Bool {
        switch kind {
        case .manual, .targetTap: true
        // Listed, not `default:`: a new kind must say whether the user starts it.
        case .firstLaunch, .appLaunch, .firstVisit, .event, .majorUpdate: false
        }
    }

    /// The re-entry control of a `manual` trigger. Listed, not filtered: a new kind must say
    /// whether it is a control in the app.
    public var manualEntry: ManualEntry? {
        switch kind {
        case .manual(let entry): entry
        case .firstLaunch, .appLaunch, .firstVisit, .targetTap, .event, .majorUpdate: nil
        }
    }
}
