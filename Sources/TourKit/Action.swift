/// What a button or link does. YAML: `{type: startTour, tour: whats_new}`.
public enum Action: Codable, Equatable, Sendable {
    /// Go to the next step.
    case next
    /// Go to the previous step.
    case back
    /// Leave the tour, marking it skipped.
    case skip
    /// Finish the tour, marking it completed.
    case complete
    /// Close the tour or prompt, marking it dismissed.
    case dismiss
    /// Start another tour.
    case startTour(tour: String)
    /// Open a detail sheet.
    case showSheet(Sheet)
    /// Present an app component.
    case presentComponent(ComponentEmbed)
    /// Navigate to a screen of the app.
    case openScreen(screen: String)
    /// Open a URL.
    case openURL(url: String)

    /// The `type` values.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case next, back, skip, complete, dismiss, startTour, showSheet, presentComponent, openScreen, openURL
    }

    enum CodingKeys: String, CodingKey { case type, tour, sheet, screen, url }

    /// The `type` value of this action.
    public var type: Kind {
        switch self {
        case .next: .next
        case .back: .back
        case .skip: .skip
        case .complete: .complete
        case .dismiss: .dismiss
        case .startTour: .startTour
        case .showSheet: .showSheet
        case .presentComponent: .presentComponent
        case .openScreen: .openScreen
        case .openURL: .openURL
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .next: self = .next
        case .back: self = .back
        case .skip: self = .skip
        case .complete: self = .complete
        case .dismiss: self = .dismiss
        case .startTour: self = .startTour(tour: try c.decode(String.self, forKey: .tour))
        case .showSheet: self = .showSheet(try c.decode(Sheet.self, forKey: .sheet))
        case .presentComponent: self = .presentComponent(try ComponentEmbed(from: decoder))
        case .openScreen: self = .openScreen(screen: try c.decode(String.self, forKey: .screen))
        case .openURL: self = .openURL(url: try c.decode(String.self, forKey: .url))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        switch self {
        case .next, .back, .skip, .complete, .dismiss: break
        case .startTour(let tour): try c.encode(tour, forKey: .tour)
        case .showSheet(let sheet): try c.encode(sheet, forKey: .sheet)
        case .presentComponent(let embed): try embed.encode(to: encoder)
        case .openScreen(let screen): try c.encode(screen, forKey: .screen)
        case .openURL(let url): try c.encode(url, forKey: .url)
        }
    }
}

/// A button on a page.
public struct ActionButton: Codable, Equatable, Sendable {
    /// The label, exactly as shown (e.g. `Take a Tour`).
    public var label: String
    /// How prominent it is.
    public var style: ButtonStyle
    /// An SF Symbol; with an empty label the button is icon-only and needs `accessibilityLabel`.
    public var icon: String?
    /// The VoiceOver label, required for icon-only buttons.
    public var accessibilityLabel: String?
    /// What it does.
    public var action: Action

    public init(label: String, style: ButtonStyle = .primary, icon: String? = nil, accessibilityLabel: String? = nil, action: Action) {
        self.label = label
        self.style = style
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
        self.action = action
    }

    enum CodingKeys: String, CodingKey { case label, style, icon, accessibilityLabel, action }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        label = try c.decode(String.self, forKey: .label)
        style = try c.decode(.style, default: .primary)
        icon = try c.decodeIfPresent(String.self, forKey: .icon)
        accessibilityLabel = try c.decodeIfPresent(String.self, forKey: .accessibilityLabel)
        action = try c.decode(Action.self, forKey: .action)
    }
}

/// A button's prominence.
public enum ButtonStyle: String, Codable, Equatable, Sendable, CaseIterable {
    /// Filled (`.borderedProminent`).
    case primary
    /// Plain secondary text.
    case secondary
    /// A small link.
    case link
}
