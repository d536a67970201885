extension Tour {
    /// The step with the given id, if any.
    public func step(_ id: String) -> Step? {
        steps.first { $0.id == id }
    }
}
