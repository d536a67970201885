extension HapticCue {
    /// The lifecycle moments `event` may name besides app events.
    public static let lifecycleMoments: [String] = ["entry", "advance", "actionCompleted", "skip", "complete", "dismiss"]
}
