extension Trigger {
    /// Whether the trigger is user-initiated (and so ignores guards and show-once keys).
    public var isUserInitiated: Bool {
        switch kind {
        case .manual, .targetTap: true
        // Listed, not `default:`: a new kind must say whether the user starts it.
        case .firstLaunch, .appLaunch, .firstVisit, .event, .majorUpdate: false
        }
    }
}
