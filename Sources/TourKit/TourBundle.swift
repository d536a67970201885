extension TourBundle {
    /// The tour with the given id, if any.
    public func tour(_ id: String) -> Tour? {
        tours.first { $0.id == id }
    }
}
