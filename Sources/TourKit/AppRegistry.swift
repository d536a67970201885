/// An app's registry (`tours/<app>/app.yaml`): who the app is and the vocabulary its tours may use.
///
/// Tours refer to registry entries by id (a target, an event, a condition...); the compiler
/// resolves every such reference, so a tour cannot point at something the app does not provide.
public struct AppRegistry: Codable, Equatable, Sendable {
    /// The app id, equal to its folder name under `tours/` (e.g. `carrier-wave`).
    public var id: String
    /// The display name (e.g. `Carrier Wave`).
    public var name: String
    /// What the app is, for readers of the registry.
    public var description: String?
    /// Known app versions; those marked `major` warrant a "What's new" prompt.
    public var versions: [AppVersion]
    /// User roles that select tours (e.g. `admin`, `officeCrew`, `fieldCrew`).
    public var roles: [Role]
    /// Screens and features that tours navigate to or attach to.
    public var screens: [Screen]
    /// UI anchors: views, tab-bar items, screens, the full screen, coordinate fallbacks.
    public var targets: [Target]
    /// Events the app reports to the tour runtime (e.g. `weekMarked`, `authFailed`).
    public var events: [AppEvent]
    /// Yes/no questions the app can answer at run time (e.g. `hasPhases`).
    public var conditions: [Condition]
    /// Views the app provides for embedding in a tour (e.g. an inline sign-in form).
    public var components: [Component]
    /// Keys the app persists tour state under (UserDefaults or Keychain).
    public var persistence: [PersistenceKey]
    /// Tags for filtering and organising tours and steps.
    public var tags: [Tag]
    /// Analytics events the tour runtime reports, with their parameters.
    public var analytics: [AnalyticsEvent]

    public init(
        id: String, name: String, description: String? = nil, versions: [AppVersion] = [],
        roles: [Role] = [], screens: [Screen] = [], targets: [Target] = [], events: [AppEvent] = [],
        conditions: [Condition] = [], components: [Component] = [], persistence: [PersistenceKey] = [],
        tags: [Tag] = [], analytics: [AnalyticsEvent] = []
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.versions = versions
        self.roles = roles
        self.screens = screens
        self.targets = targets
        self.events = events
        self.conditions = conditions
        self.components = components
        self.persistence = persistence
        self.tags = tags
        self.analytics = analytics
    }

    enum CodingKeys: String, CodingKey {
        case id, name, description, versions, roles, screens, targets, events, conditions, components
        case persistence, tags, analytics
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        versions = try c.decode(.versions, default: [])
        roles = try c.decode(.roles, default: [])
        screens = try c.decode(.screens, default: [])
        targets = try c.decode(.targets, default: [])
        events = try c.decode(.events, default: [])
        conditions = try c.decode(.conditions, default: [])
        components = try c.decode(.components, default: [])
        persistence = try c.decode(.persistence, default: [])
        tags = try c.decode(.tags, default: [])
        analytics = try c.decode(.analytics, default: [])
    }

    /// The versions marked major, in authored order: the ones that warrant an update prompt.
    public var majorVersions: [String] {
        versions.filter(\.major).map(\.version)
    }
}

/// A released (or planned) app version.
public struct AppVersion: Codable, Equatable, Sendable {
    /// The version string, dotted numbers (`"2.0"`, `"2.5"`). Always quoted in YAML.
    public var version: String
    /// Whether this version warrants a "What's new" prompt for users who toured an older one.
    public var major: Bool
    /// What changed, for readers of the registry.
    public var notes: String?

    public init(version: String, major: Bool = false, notes: String? = nil) {
        self.version = version
        self.major = major
        self.notes = notes
    }

    enum CodingKeys: String, CodingKey { case version, major, notes }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(String.self, forKey: .version)
        major = try c.decode(.major, default: false)
        notes = try c.decodeIfPresent(String.self, forKey: .notes)
    }
}

/// A user role that tours can be selected by.
public struct Role: Codable, Equatable, Sendable {
    /// The role id (e.g. `fieldCrew`).
    public var id: String
    /// The display name (e.g. `Field Crew`).
    public var name: String
    /// Who holds this role.
    public var description: String?

    public init(id: String, name: String, description: String? = nil) {
        self.id = id
        self.name = name
        self.description = description
    }
}

/// A screen or feature of the app: a place tours navigate to or attach to.
public struct Screen: Codable, Equatable, Sendable {
    /// The screen id (e.g. `jobBoard`).
    public var id: String
    /// The display name (e.g. `Job Board`).
    public var name: String
    /// What the screen shows, and where it lives in the app.
    public var description: String?
    /// The target (usually a tab-bar item) that opens this screen, if any.
    public var target: String?

    public init(id: String, name: String, description: String? = nil, target: String? = nil) {
        self.id = id
        self.name = name
        self.description = description
        self.target = target
    }
}
