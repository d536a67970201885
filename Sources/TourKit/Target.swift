/// A UI anchor a tour can point at: a view, a tab-bar item, a screen, the full screen, or a rectangle.
///
/// Registry targets are flat mappings: `type` says how the app finds the anchor, and the field
/// that kind needs sits beside it (`identifier` for views and tab-bar items, `screen`, `rect`).
public struct Target: Codable, Equatable, Sendable {
    /// The target id tours use (e.g. `currentWeek`).
    public var id: String
    /// How the runtime locates the target.
    public var type: TargetKind
    /// For `view`: the accessibility identifier; for `tabBarItem`: the tab item's identifier.
    public var identifier: String?
    /// For `screen`: the screen shown. For other kinds: the screen the target lives on, if fixed.
    public var screen: String?
    /// For `coordinates`: the rectangle in screen points.
    public var rect: Rect?
    /// A target to use instead when this one cannot be located (e.g. a coordinate fallback).
    public var fallback: String?
    /// The SF Symbol of an icon-only control (e.g. a `questionmark.circle` help button).
    public var icon: String?
    /// The VoiceOver label of the control; required when it shows only an icon.
    public var accessibilityLabel: String?
    /// What the target is.
    public var description: String?

    public init(
        id: String, type: TargetKind, identifier: String? = nil, screen: String? = nil, rect: Rect? = nil,
        fallback: String? = nil, icon: String? = nil, accessibilityLabel: String? = nil, description: String? = nil
    ) {
        self.id = id
        self.type = type
        self.identifier = identifier
        self.screen = screen
        self.rect = rect
        self.fallback = fallback
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
        self.description = description
    }
}

/// How a target is located at run time.
public enum TargetKind: String, Codable, Equatable, Sendable, CaseIterable {
    /// A view carrying `.accessibilityIdentifier(identifier)` (or a frame the app reports for it).
    case view
    /// A tab-bar item; always reachable.
    case tabBarItem
    /// A whole screen of the app.
    case screen
    /// No single anchor: the overlay covers the full screen, no spotlight.
    case fullScreen
    /// A fixed rectangle: the fallback for dynamic elements.
    case coordinates
}

/// A rectangle in points.
public struct Rect: Codable, Equatable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A 2-D offset in points (positive `y` is down).
public struct Point: Codable, Equatable, Sendable {
    /// Horizontal offset (positive: trailing).
    public var x: Double
    /// Vertical offset (positive: down).
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    enum CodingKeys: String, CodingKey { case x, y }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        x = try c.decode(.x, default: 0)
        y = try c.decode(.y, default: 0)
    }
}

/// A size in points.
public struct Size: Codable, Equatable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
