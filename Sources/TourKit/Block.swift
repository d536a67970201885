/// A block of rich page content. YAML: `{type: bullets, items: [...]}`.
public enum Block: Codable, Equatable, Sendable {
    /// A paragraph.
    case text(text: String, style: TextStyle)
    /// A list of items with optional icons and titles (benefits, services...).
    case bullets(items: [ListItem], style: ListStyle)
    /// Numbered instructions.
    case numbered(items: [String])
    /// A colour legend.
    case legend(items: [LegendItem])
    /// Selectable topic cards, each opening a detail sheet.
    case topics(items: [Topic])
    /// An app component embedded in the page.
    case component(ComponentEmbed)
    /// A secondary link or action.
    case link(label: String, icon: String?, action: Action)
    /// An illustration.
    case illustration(Illustration)

    /// The `type` values.
    public enum Kind: String, Codable, Sendable, CaseIterable { case text, bullets, numbered, legend, topics, component, link, illustration }

    enum CodingKeys: String, CodingKey { case type, text, style, items, label, icon, action }

    /// The `type` value of this block.
    public var type: Kind {
        switch self {
        case .text: .text
        case .bullets: .bullets
        case .numbered: .numbered
        case .legend: .legend
        case .topics: .topics
        case .component: .component
        case .link: .link
        case .illustration: .illustration
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .text: self = .text(text: try c.decode(String.self, forKey: .text), style: try c.decode(.style, default: .body))
        case .bullets: self = .bullets(items: try c.decode([ListItem].self, forKey: .items), style: try c.decode(.style, default: .plain))
        case .numbered: self = .numbered(items: try c.decode([String].self, forKey: .items))
        case .legend: self = .legend(items: try c.decode([LegendItem].self, forKey: .items))
        case .topics: self = .topics(items: try c.decode([Topic].self, forKey: .items))
        case .component: self = .component(try ComponentEmbed(from: decoder))
        case .link:
            self = .link(label: try c.decode(String.self, forKey: .label), icon: try c.decodeIfPresent(String.self, forKey: .icon), action: try c.decode(Action.self, forKey: .action))
        case .illustration: self = .illustration(try Illustration(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        switch self {
        case .text(let text, let style):
            try c.encode(text, forKey: .text)
            try c.encode(style, forKey: .style)
        case .bullets(let items, let style):
            try c.encode(items, forKey: .items)
            try c.encode(style, forKey: .style)
        case .numbered(let items): try c.encode(items, forKey: .items)
        case .legend(let items): try c.encode(items, forKey: .items)
        case .topics(let items): try c.encode(items, forKey: .items)
        case .component(let embed): try embed.encode(to: encoder)
        case .link(let label, let icon, let action):
            try c.encode(label, forKey: .label)
            try c.encodeIfPresent(icon, forKey: .icon)
            try c.encode(action, forKey: .action)
        case .illustration(let illustration): try illustration.encode(to: encoder)
        }
    }
}

/// The text style of a paragraph block.
public enum TextStyle: String, Codable, Equatable, Sendable, CaseIterable {
    case body, callout, footnote, caption
}

/// How a bullet list is drawn.
public enum ListStyle: String, Codable, Equatable, Sendable, CaseIterable {
    /// Icon + text rows.
    case plain
    /// Each item on a soft card.
    case cards
}

/// An item of a bullet list: an optional icon, an optional bold title, and text.
public struct ListItem: Codable, Equatable, Sendable {
    /// An SF Symbol.
    public var icon: String?
    /// The bold lead (e.g. `POTA`).
    public var title: String?
    /// The text (e.g. `Upload activations to Parks on the Air`).
    public var text: String?

    public init(icon: String? = nil, title: String? = nil, text: String? = nil) {
        self.icon = icon
        self.title = title
        self.text = text
    }
}

/// One entry of a colour legend.
public struct LegendItem: Codable, Equatable, Sendable {
    /// The colour token (e.g. `gray`, `orange`, `green`, or `#RRGGBB`).
    public var color: String
    /// The status name (e.g. `Available`).
    public var label: String
    /// What it means (e.g. `Never used or fully rested - safe to use`).
    public var text: String

    public init(color: String, label: String, text: String) {
        self.color = color
        self.label = label
        self.text = text
    }
}

/// A selectable topic card that opens a detail sheet.
public struct Topic: Codable, Equatable, Sendable {
    /// The topic id, unique in its tour (e.g. `history`).
    public var id: String
    /// The card title (e.g. `View Your History`).
    public var title: String
    /// The card's one-line summary.
    public var summary: String
    /// An SF Symbol for the card.
    public var icon: String?
    /// The sheet the card opens.
    public var sheet: Sheet

    public init(id: String, title: String, summary: String, icon: String? = nil, sheet: Sheet) {
        self.id = id
        self.title = title
        self.summary = summary
        self.icon = icon
        self.sheet = sheet
    }
}

/// A detail sheet: a title, text and blocks, and a dismiss button.
public struct Sheet: Codable, Equatable, Sendable {
    /// The sheet title.
    public var title: String
    /// An SF Symbol shown at the top.
    public var icon: String?
    /// The sheet text.
    public var body: String?
    /// Further blocks.
    public var content: [Block]
    /// Text under the content.
    public var footer: String?
    /// The dismiss button's label (e.g. `Got it`).
    public var dismissLabel: String
    /// Sheet heights.
    public var detents: [Detent]

    public init(title: String, icon: String? = nil, body: String? = nil, content: [Block] = [], footer: String? = nil, dismissLabel: String = "Done", detents: [Detent] = [.medium]) {
        self.title = title
        self.icon = icon
        self.body = body
        self.content = content
        self.footer = footer
        self.dismissLabel = dismissLabel
        self.detents = detents
    }

    enum CodingKeys: String, CodingKey { case title, icon, body, content, footer, dismissLabel, detents }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        icon = try c.decodeIfPresent(String.self, forKey: .icon)
        body = try c.decodeIfPresent(String.self, forKey: .body)
        content = try c.decode(.content, default: [])
        footer = try c.decodeIfPresent(String.self, forKey: .footer)
        dismissLabel = try c.decode(.dismissLabel, default: "Done")
        detents = try c.decode(.detents, default: [.medium])
    }
}

/// A registry component embedded in a tour, with the texts the tour gives it.
public struct ComponentEmbed: Codable, Equatable, Sendable {
    /// The registry component id.
    public var component: String
    /// Overrides the component's default presentation.
    public var presentation: ComponentPresentation?
    /// Whether it is presented as soon as its step appears.
    public var autoPresent: Bool
    /// A title (navigation title of a sheet).
    public var title: String?
    /// Options to pick from (a picker's rows).
    public var options: [ListItem]
    /// Text under the component.
    public var footer: String?
    /// The submit button's label when the form has input (e.g. `Connect`).
    public var submitLabel: String?
    /// The submit button's label when the form is empty (e.g. `Skip`).
    public var emptySubmitLabel: String?
    /// The close button's label (e.g. `Done`, `Skip for now`).
    public var dismissLabel: String?
    /// The message shown when submitting fails.
    public var failureMessage: String?
    /// Sheet heights, for sheet presentation.
    public var detents: [Detent]

    public init(
        component: String, presentation: ComponentPresentation? = nil, autoPresent: Bool = false, title: String? = nil,
        options: [ListItem] = [], footer: String? = nil, submitLabel: String? = nil, emptySubmitLabel: String? = nil,
        dismissLabel: String? = nil, failureMessage: String? = nil, detents: [Detent] = []
    ) {
        self.component = component
        self.presentation = presentation
        self.autoPresent = autoPresent
        self.title = title
        self.options = options
        self.footer = footer
        self.submitLabel = submitLabel
        self.emptySubmitLabel = emptySubmitLabel
        self.dismissLabel = dismissLabel
        self.failureMessage = failureMessage
        self.detents = detents
    }

    enum CodingKeys: String, CodingKey {
        case component, presentation, autoPresent, title, options, footer, submitLabel, emptySubmitLabel, dismissLabel, failureMessage, detents
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        component = try c.decode(String.self, forKey: .component)
        presentation = try c.decodeIfPresent(ComponentPresentation.self, forKey: .presentation)
        autoPresent = try c.decode(.autoPresent, default: false)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        options = try c.decode(.options, default: [])
        footer = try c.decodeIfPresent(String.self, forKey: .footer)
        submitLabel = try c.decodeIfPresent(String.self, forKey: .submitLabel)
        emptySubmitLabel = try c.decodeIfPresent(String.self, forKey: .emptySubmitLabel)
        dismissLabel = try c.decodeIfPresent(String.self, forKey: .dismissLabel)
        failureMessage = try c.decodeIfPresent(String.self, forKey: .failureMessage)
        detents = try c.decode(.detents, default: [])
    }
}
