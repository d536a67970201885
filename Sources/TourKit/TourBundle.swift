/// One app's compiled tours: what `tourc build` writes as JSON and what generated Swift constructs.
///
/// Decode a bundle file with `JSONDecoder().decode(TourBundle.self, from: data)`.
public struct TourBundle: Codable, Equatable, Sendable {
    /// The bundle format version (``TourKitVersion/format`` when written).
    public var format: Int
    /// The app's registry: its vocabulary of targets, events, conditions, components, screens...
    public var app: AppRegistry
    /// The app's tours, in a stable order (sorted by id by the compiler).
    public var tours: [Tour]
    /// SHA-256 (lowercase hex) of the canonical content, filled in by the compiler.
    public var contentHash: String

    public init(format: Int = TourKitVersion.format, app: AppRegistry, tours: [Tour], contentHash: String = "") {
        self.format = format
        self.app = app
        self.tours = tours
        self.contentHash = contentHash
    }

    enum CodingKeys: String, CodingKey {
        case format, app, tours, contentHash
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(.format, default: TourKitVersion.format)
        app = try c.decode(AppRegistry.self, forKey: .app)
        tours = try c.decode(.tours, default: [])
        contentHash = try c.decode(.contentHash, default: "")
    }

    /// The tour with the given id, if any.
    public func tour(_ id: String) -> Tour? {
        tours.first { $0.id == id }
    }
}
