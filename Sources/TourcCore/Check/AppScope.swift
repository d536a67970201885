import TourKit
import TourcDiagnostics
import YAMLLoader

/// What a tour may refer to by id.
enum RefKind: String, CaseIterable, Sendable {
    case target, screen, event, condition, component, role, tag
    case persistenceKey = "persistence key"
    case analyticsEvent = "analytics event"
    case tour

    var code: DiagnosticCode {
        switch self {
        case .target: LanguageCodes.unknownTarget
        case .screen: LanguageCodes.unknownScreen
        case .event: LanguageCodes.unknownEvent
        case .condition: LanguageCodes.unknownCondition
        case .component: LanguageCodes.unknownComponent
        case .role: LanguageCodes.unknownRole
        case .tag: LanguageCodes.unknownTag
        case .persistenceKey: LanguageCodes.unknownPersistenceKey
        case .analyticsEvent: LanguageCodes.unknownAnalyticsEvent
        case .tour: LanguageCodes.unknownTour
        }
    }

    /// The registry list that declares ids of this kind.
    var registryKey: String {
        switch self {
        case .target: "targets"
        case .screen: "screens"
        case .event: "events"
        case .condition: "conditions"
        case .component: "components"
        case .role: "roles"
        case .tag: "tags"
        case .persistenceKey: "persistence"
        case .analyticsEvent: "analytics"
        case .tour: "tours"
        }
    }
}

/// One app as the language checks see it: its registry and tours (all of which passed the
/// schema and decoded), and an index from every declared id to where it is declared.
struct AppScope {
    let id: String
    let registry: Located<AppRegistry>
    let tours: [Located<Tour>]
    /// Kind -> id -> the node of its first declaration (the `id:` value, or the tour's).
    private(set) var declared: [RefKind: [String: NodeRef]] = [:]
    /// Kind -> ids in declaration order (suggestions and messages list them deterministically).
    private(set) var order: [RefKind: [String]] = [:]

    /// `otherTours`: ids of the app's tours that could not be checked (they have errors of their
    /// own), so that references to them are not reported as well.
    init(id: String, registry: Located<AppRegistry>, tours: [Located<Tour>], otherTours: [(String, NodeRef)] = []) {
        self.id = id
        self.registry = registry
        self.tours = tours
        let root = NodeRef(registry.document)
        let r = registry.value
        add(.role, r.roles.map(\.id), root["roles"], key: "id")
        add(.screen, r.screens.map(\.id), root["screens"], key: "id")
        add(.target, r.targets.map(\.id), root["targets"], key: "id")
        add(.event, r.events.map(\.id), root["events"], key: "id")
        add(.condition, r.conditions.map(\.id), root["conditions"], key: "id")
        add(.component, r.components.map(\.id), root["components"], key: "id")
        add(.persistenceKey, r.persistence.map(\.key), root["persistence"], key: "key")
        add(.tag, r.tags.map(\.id), root["tags"], key: "id")
        add(.analyticsEvent, r.analytics.map(\.id), root["analytics"], key: "id")
        let allTours = tours.map { ($0.value.id, NodeRef($0.document)["id"]) } + otherTours
        for (tourId, node) in allTours where declared[.tour]?[tourId] == nil {
            declared[.tour, default: [:]][tourId] = node
            order[.tour, default: []].append(tourId)
        }
    }

    private mutating func add(_ kind: RefKind, _ ids: [String], _ list: NodeRef, key: String) {
        var table: [String: NodeRef] = [:]
        var names: [String] = []
        for (i, id) in ids.enumerated() where table[id] == nil {
            table[id] = list[i][key]
            names.append(id)
        }
        declared[kind] = table
        order[kind] = names
    }

    func isDeclared(_ name: String, _ kind: RefKind) -> Bool { declared[kind]?[name] != nil }

    func component(_ id: String) -> Component? { registry.value.components.first { $0.id == id } }
    func target(_ id: String) -> Target? { registry.value.targets.first { $0.id == id } }
    func persistenceKey(_ key: String) -> PersistenceKey? { registry.value.persistence.first { $0.key == key } }

    /// Reports `name` unless it is declared as `kind`: "no target `x` in `finite`", with up to four
    /// spelled-alike ids and a note when the name is an id of another kind.
    func resolve(_ name: String, _ kind: RefKind, at ref: NodeRef, diagnostics: inout DiagnosticCollector) {
        if isDeclared(name, kind) { return }
        let suggestions = Suggestions.closest(to: name, in: order[kind] ?? [])
        var notes: [String] = []
        let others = RefKind.allCases.filter { $0 != kind && isDeclared(name, $0) }
        if let other = others.first {
            notes.append("`\(name)` is a\(other.rawValue.first.map { "aeiou".contains($0) } == true ? "n" : "") \(other.rawValue) of `\(id)`, not a\(kind.rawValue.first.map { "aeiou".contains($0) } == true ? "n" : "") \(kind.rawValue).")
        }
        let message: String
        if kind == .tour {
            message = "no tour `\(name)` in `\(id)`; a tour can start only another tour of its app"
        } else {
            message = "no \(kind.rawValue) `\(name)` in `\(id)`; declare it under `\(kind.registryKey):` in \(registry.document.file) or use a declared one"
        }
        diagnostics.emit(kind.code, message, at: ref.span, notes: notes, suggestions: suggestions)
    }
}
