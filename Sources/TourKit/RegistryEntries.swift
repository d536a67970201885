/// An event the app reports to the tour runtime, so a step can wait for it or a tour start on it.
public struct AppEvent: Codable, Equatable, Sendable {
    /// The event id (e.g. `weekMarked`, `revealCompleted`, `authFailed`).
    public var id: String
    /// When the app reports it.
    public var description: String?
    /// The screen the event happens on, if it belongs to one.
    public var screen: String?

    public init(id: String, description: String? = nil, screen: String? = nil) {
        self.id = id
        self.description = description
        self.screen = screen
    }
}

/// A yes/no question the app answers at run time (e.g. `hasPhases`, `hasFilledWeeks`).
///
/// Tours use conditions in `when:` (all must hold) and `unless:` (none may hold) lists.
public struct Condition: Codable, Equatable, Sendable {
    /// The condition id.
    public var id: String
    /// What a `true` answer means.
    public var description: String?
    /// The persistence key that answers it, when the answer is stored tour state.
    public var key: String?

    public init(id: String, description: String? = nil, key: String? = nil) {
        self.id = id
        self.description = description
        self.key = key
    }
}

/// A view the app provides for embedding in a tour: a sign-in form, a picker, a modal editor.
public struct Component: Codable, Equatable, Sendable {
    /// The component id (e.g. `qrzSignIn`, `phaseForm`).
    public var id: String
    /// What the component does.
    public var description: String?
    /// How the app presents it by default.
    public var presentation: ComponentPresentation
    /// The ways the component can finish (e.g. `saved`, `dismissed`), which advance rules name.
    public var outcomes: [String]
    /// The input fields it shows, for documentation and accessibility review.
    public var fields: [ComponentField]
    /// App events it reports while shown.
    public var events: [String]

    public init(
        id: String, description: String? = nil, presentation: ComponentPresentation = .inline,
        outcomes: [String] = [], fields: [ComponentField] = [], events: [String] = []
    ) {
        self.id = id
        self.description = description
        self.presentation = presentation
        self.outcomes = outcomes
        self.fields = fields
        self.events = events
    }

    enum CodingKeys: String, CodingKey { case id, description, presentation, outcomes, fields, events }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        presentation = try c.decode(.presentation, default: .inline)
        outcomes = try c.decode(.outcomes, default: [])
        fields = try c.decode(.fields, default: [])
        events = try c.decode(.events, default: [])
    }
}

/// How a component is presented.
public enum ComponentPresentation: String, Codable, Equatable, Sendable, CaseIterable {
    /// Inside the tour page.
    case inline
    /// In a sheet over the tour.
    case sheet
    /// Covering the whole screen.
    case fullScreenCover
    /// In a popover anchored to a target.
    case popover
}

/// One input field of a component.
public struct ComponentField: Codable, Equatable, Sendable {
    /// The field id (e.g. `username`).
    public var id: String
    /// The placeholder/label shown (e.g. `QRZ Username`).
    public var label: String
    /// The kind of input.
    public var kind: FieldKind
    /// The iOS text content type (e.g. `username`, `password`, `emailAddress`).
    public var contentType: String?
    /// Whether the keyboard capitalises automatically.
    public var autocapitalize: Bool

    public init(id: String, label: String, kind: FieldKind = .text, contentType: String? = nil, autocapitalize: Bool = true) {
        self.id = id
        self.label = label
        self.kind = kind
        self.contentType = contentType
        self.autocapitalize = autocapitalize
    }

    enum CodingKeys: String, CodingKey { case id, label, kind, contentType, autocapitalize }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        label = try c.decode(String.self, forKey: .label)
        kind = try c.decode(.kind, default: .text)
        contentType = try c.decodeIfPresent(String.self, forKey: .contentType)
        autocapitalize = try c.decode(.autocapitalize, default: true)
    }
}

/// The kind of a component input field.
public enum FieldKind: String, Codable, Equatable, Sendable, CaseIterable {
    case text, secure, email, code, picker
}

/// A key the app stores tour state under.
public struct PersistenceKey: Codable, Equatable, Sendable {
    /// The storage key exactly as the app uses it (e.g. `tour.seenMiniTours`, `hasCompletedOnboarding`).
    public var key: String
    /// The stored value's type.
    public var type: PersistenceType
    /// Where the value lives.
    public var store: PersistenceStore
    /// `perTour`: the key is a prefix, and the stored key is prefix + tour id (e.g. `tour_completed_`).
    public var scope: PersistenceScope
    /// What the value means.
    public var description: String?

    public init(key: String, type: PersistenceType, store: PersistenceStore = .userDefaults, scope: PersistenceScope = .app, description: String? = nil) {
        self.key = key
        self.type = type
        self.store = store
        self.scope = scope
        self.description = description
    }

    enum CodingKeys: String, CodingKey { case key, type, store, scope, description }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decode(String.self, forKey: .key)
        type = try c.decode(PersistenceType.self, forKey: .type)
        store = try c.decode(.store, default: .userDefaults)
        scope = try c.decode(.scope, default: .app)
        description = try c.decodeIfPresent(String.self, forKey: .description)
    }
}

/// The type of a persisted value.
public enum PersistenceType: String, Codable, Equatable, Sendable, CaseIterable {
    case bool, string, stringSet, int, date, json
}

/// Where a persisted value lives.
public enum PersistenceStore: String, Codable, Equatable, Sendable, CaseIterable {
    case userDefaults, keychain
}

/// Whether a persistence key is one value for the app or one per tour (prefix + tour id).
public enum PersistenceScope: String, Codable, Equatable, Sendable, CaseIterable {
    case app, perTour
}

/// A tag for filtering and organising tours and steps (e.g. `jobBoard`, `gestures`).
public struct Tag: Codable, Equatable, Sendable {
    /// The tag id.
    public var id: String
    /// The tag's group.
    public var group: TagGroup?
    /// What the tag marks.
    public var description: String?

    public init(id: String, group: TagGroup? = nil, description: String? = nil) {
        self.id = id
        self.group = group
        self.description = description
    }
}

/// The group a tag belongs to.
public enum TagGroup: String, Codable, Equatable, Sendable, CaseIterable {
    case role, screen, feature, phase
}

/// An analytics event the tour runtime reports.
public struct AnalyticsEvent: Codable, Equatable, Sendable {
    /// The event name (e.g. `tourStarted`).
    public var id: String
    /// The parameter names it carries (e.g. `tourId`, `userRole`).
    public var parameters: [String]
    /// When it is reported.
    public var description: String?

    public init(id: String, parameters: [String] = [], description: String? = nil) {
        self.id = id
        self.parameters = parameters
        self.description = description
    }

    enum CodingKeys: String, CodingKey { case id, parameters, description }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        parameters = try c.decode(.parameters, default: [])
        description = try c.decodeIfPresent(String.self, forKey: .description)
    }
}
