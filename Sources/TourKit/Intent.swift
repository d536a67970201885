extension Intent {
    /// The default highlight padding, in points.
    public static let defaultHighlightPadding: Double = 8
}
