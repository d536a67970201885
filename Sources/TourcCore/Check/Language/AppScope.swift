import TourKit
import TourcDiagnostics
import YAMLLoader

/// What a tour may refer to by id: declared by the description's `ReferenceKind` (generated into
/// `Generated/RefKind.swift`); here, what the checks add to each kind.
extension RefKind {
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
        case .appAction: LanguageCodes.unknownAppAction
        }
    }

    /// The kind's position in `allCases`.
    var index: Int {
        switch self {
        case .target: 0
        case .screen: 1
        case .event: 2
        case .condition: 3
        case .component: 4
        case .role: 5
        case .tag: 6
        case .persistenceKey: 7
        case .analyticsEvent: 8
        case .tour: 9
        case .appAction: 10
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
        case .appAction: "actions"
        }
    }
}

/// One app as the language checks see it: its registry and tours (all of which passed the
/// schema and decoded), and the ids each kind declares.
///
/// The ids are kept per kind in one `[String: Int]` each (id -> where it is first declared), in
/// an array indexed by kind: `tourc check` of a few files is dominated by fixed costs, and
/// every distinct dictionary type the process uses instantiates its generic metadata at run time
/// with a scan of all protocol-conformance records; `[String: Int]` is
/// the one the driver uses already.
struct AppScope {
    let id: String
    let registry: Located<AppRegistry>
    let tours: [Located<Tour>]
    /// By `RefKind.index`: id -> the position of its first declaration in its list (for
    /// tours: `tours`, then `otherTours`).
    private var known: [[String: Int]]
    /// By `RefKind.index`: the ids in declaration order (suggestions and messages list them
    /// deterministically), each once.
    private var ids: [[String]]

    /// `otherTours`: ids of the app's tours that could not be checked (they have errors of their
    /// own), so that references to them are not reported as well.
    init(id: String, registry: Located<AppRegistry>, tours: [Located<Tour>], otherTours: [String] = []) {
        self.id = id
        self.registry = registry
        self.tours = tours
        known = Array(repeating: [:], count: RefKind.allCases.count)
        ids = Array(repeating: [], count: RefKind.allCases.count)
        let r = registry.value
        add(.role, r.roles.map(\.id))
        add(.screen, r.screens.map(\.id))
        add(.target, r.targets.map(\.id))
        add(.event, r.events.map(\.id))
        add(.condition, r.conditions.map(\.id))
        add(.component, r.components.map(\.id))
        add(.persistenceKey, r.persistence.map(\.key))
        add(.tag, r.tags.map(\.id))
        add(.analyticsEvent, r.analytics.map(\.id))
        add(.tour, tours.map(\.value.id) + otherTours)
        add(.appAction, r.actions.map(\.id))
    }

    private mutating func add(_ kind: RefKind, _ list: [String]) {
        var table: [String: Int] = [:]
        var names: [String] = []
        for (i, name) in list.enumerated() where table[name] == nil {
            table[name] = i
            names.append(name)
        }
        known[kind.index] = table
        ids[kind.index] = names
    }

    func isDeclared(_ name: String, _ kind: RefKind) -> Bool { known[kind.index][name] != nil }

    /// The first declaration of an id.
    func component(_ id: String) -> Component? { known[RefKind.component.index][id].map { registry.value.components[$0] } }
    func appAction(_ id: String) -> AppAction? { known[RefKind.appAction.index][id].map { registry.value.actions[$0] } }
    func target(_ id: String) -> Target? { known[RefKind.target.index][id].map { registry.value.targets[$0] } }
    func persistenceKey(_ key: String) -> PersistenceKey? {
        known[RefKind.persistenceKey.index][key].map { registry.value.persistence[$0] }
    }

    /// Reports `name` unless it is declared as `kind`: "no target `x` in `finite`", with up to four
    /// spelled-alike ids and a note when the name is an id of another kind. `ref` is only looked
    /// up for a name that is not declared (most are: the look-ups were a third of the checks).
    /// `fits`: which declared ids could take this place (a progress key must hold a step index),
    /// so "did you mean" never offers a spelled-alike id of the wrong sort. `site`: what the
    /// place names the id for, in the message's words ("`startTour` starts a tour of its own
    /// app"), where the kind alone does not say it (a tour is named by actions and tip groups).
    func resolve(_ name: String, _ kind: RefKind, at ref: @autoclosure () -> NodeRef, diagnostics: inout DiagnosticCollector,
                 site: String? = nil, fits: (String) -> Bool = { _ in true }) {
        if isDeclared(name, kind) { return }
        let suggestions = Suggestions.closest(to: name, in: ids[kind.index].filter(fits))
        var notes: [String] = []
        let others = RefKind.allCases.filter { $0 != kind && isDeclared(name, $0) }
        if let other = others.first {
            notes.append("`\(name)` is a\(other.rawValue.first.map { "aeiou".contains($0) } == true ? "n" : "") \(other.rawValue) of `\(id)`, not a\(kind.rawValue.first.map { "aeiou".contains($0) } == true ? "n" : "") \(kind.rawValue).")
        }
        let message: String
        if kind == .tour {
            // A tour is a file of the app's folder, not a registry entry.
            message = "no tour `\(name)` in `\(id)`; \(site.map { $0 + ": " } ?? "")name one of the app's tours, or add `\(name).yaml` beside its app.yaml"
        } else {
            message = "no \(kind.rawValue) `\(name)` in `\(id)`; declare it under `\(kind.registryKey):` in \(registry.document.file) or use a declared one"
        }
        diagnostics.emit(kind.code, message, at: ref().span, notes: notes, suggestions: suggestions)
    }
}
