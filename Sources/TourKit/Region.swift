/// A screen region derived from a target's frame: the shape every spotlight, pulse ring, coach-mark
/// anchor and gesture-hint position is written in.
///
/// The frame is computed in this order: the target's frame → `slice` (keep a strip along one edge)
/// → `offset` (move) → `size` (replace the size, keeping the moved origin) → `padding` (grow).
/// Example (Finite, "a region of filled weeks"): `{target: currentWeek, offset: {x: -120, y: -60},
/// size: {width: 160, height: 120}}`.
public struct Region: Codable, Equatable, Sendable {
    /// The registry target whose frame the region starts from.
    public var target: String
    /// Keep only a strip of the frame along one edge.
    public var slice: Slice?
    /// Move the frame by this many points.
    public var offset: Point?
    /// Replace the frame's size (after the offset), keeping its origin.
    public var size: Size?
    /// Grow the frame by this many points on each side (negative shrinks).
    public var padding: Padding

    public init(target: String, slice: Slice? = nil, offset: Point? = nil, size: Size? = nil, padding: Padding = .zero) {
        self.target = target
        self.slice = slice
        self.offset = offset
        self.size = size
        self.padding = padding
    }

    enum CodingKeys: String, CodingKey { case target, slice, offset, size, padding }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        target = try c.decode(String.self, forKey: .target)
        slice = try c.decodeIfPresent(Slice.self, forKey: .slice)
        offset = try c.decodeIfPresent(Point.self, forKey: .offset)
        size = try c.decodeIfPresent(Size.self, forKey: .size)
        padding = try c.decode(.padding, default: .zero)
    }
}

/// A strip of a frame along one edge: `{edge: bottom, length: 100}` is the bottom 100 pt.
public struct Slice: Codable, Equatable, Sendable {
    /// The edge the strip lies along.
    public var edge: Edge
    /// The strip's thickness in points.
    public var length: Double

    public init(edge: Edge, length: Double) {
        self.edge = edge
        self.length = length
    }
}

/// An edge of a rectangle.
public enum Edge: String, Codable, Equatable, Sendable, CaseIterable {
    case top, bottom, leading, trailing
}

/// Padding around a frame. Written either as one number (`padding: 8`, all sides) or as
/// `{horizontal: 40, vertical: 20}`; always encoded in the second, normalized form.
public struct Padding: Codable, Equatable, Sendable {
    /// Points added on the leading and trailing sides.
    public var horizontal: Double
    /// Points added on the top and bottom sides.
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The same padding on all four sides.
    public init(_ all: Double) {
        self.init(horizontal: all, vertical: all)
    }

    /// No padding.
    public static let zero = Padding(0)

    enum CodingKeys: String, CodingKey { case horizontal, vertical }

    public init(from decoder: any Decoder) throws {
        if let all = try? decoder.singleValueContainer().decode(Double.self) {
            self.init(all)
        } else {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(horizontal: try c.decode(.horizontal, default: 0), vertical: try c.decode(.vertical, default: 0))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(horizontal, forKey: .horizontal)
        try c.encode(vertical, forKey: .vertical)
    }
}

/// A spotlight: the dimmed overlay's cut-out, the union of one or more regions.
public struct Spotlight: Codable, Equatable, Sendable {
    /// The regions whose union is cut out (at least one).
    public var regions: [Region]
    /// The cut-out's shape.
    public var shape: SpotlightShape
    /// Corner radius of a `roundedRect` cut-out, in points.
    public var cornerRadius: Double

    public init(regions: [Region], shape: SpotlightShape = .roundedRect, cornerRadius: Double = 16) {
        self.regions = regions
        self.shape = shape
        self.cornerRadius = cornerRadius
    }

    enum CodingKeys: String, CodingKey { case regions, shape, cornerRadius }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        regions = try c.decode([Region].self, forKey: .regions)
        shape = try c.decode(.shape, default: .roundedRect)
        cornerRadius = try c.decode(.cornerRadius, default: 16)
    }
}

/// The shape of a spotlight cut-out.
public enum SpotlightShape: String, Codable, Equatable, Sendable, CaseIterable {
    /// A rounded rectangle with `cornerRadius`.
    case roundedRect
    /// A circle around the region's centre.
    case circle
    /// A capsule (fully rounded short sides).
    case capsule
}
