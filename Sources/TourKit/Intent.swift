extension Intent {
    /// The default highlight padding, in points.
    public static let defaultHighlightPadding: Double = 8
}

extension Intent {
    /// Whether an intents step ending in this intent waits for the user or a timer before it
    /// moves on (the others run and move on at once). Listed: a new intent must say which.
    public var waits: Bool {
        switch self {
        case .awaitTap, .awaitNextButton, .delay: true
        case .navigate, .highlight, .showMessage, .showTooltip, .demonstrateGesture: false
        }
    }
}
