extension RecoveryStrategy {
    /// The fallback for an error kind: its own rule, else the strategy's default.
    public func fallback(for error: TourErrorKind) -> Fallback {
        errors.first { $0.error == error }?.fallback ?? fallback
    }
}
