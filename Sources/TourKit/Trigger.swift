extension Trigger {
    /// Whether the trigger is user-initiated (and so ignores guards and show-once keys).
    public var isUserInitiated: Bool {
        switch kind {
        case .manual, .targetTap: true
        default: false
        }
    }
}
