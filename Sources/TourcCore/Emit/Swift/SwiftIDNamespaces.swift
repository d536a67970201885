import TourKit
import TourcDiagnostics

/// One kind of authored id that the generated Swift of an app turns into names: the cases of
/// one id enum (`TourID`, `StepID`, ...) and, for tours, the app enum's constants as well.
///
/// This list is the one place that says which ids become Swift names. `AppSwiftEmitter` names
/// its enums from it and `tourc check` (`SwiftNameChecks`) runs the same assignment over the same
/// list, so an enum added here is checked by construction: every `TOUR4001` a build could report
/// is a check error with a location first. A new id enum needs a case here (its ids in authored
/// order, where they are written in the YAML) and the emitter reading `AppSwiftNames[kind]`.
public enum SwiftIDNamespace: Int, CaseIterable, Sendable {
    case tour, step, target, event
    /// The ids an app passes to TourKitRuntime (typed in the generated Swift, docs/runtime.md).
    case screen, role, condition, component, componentOutcome, persistenceKey, analyticsEvent
    /// Labels the host passes back as names: re-entry controls (`manual` triggers' `label`) and
    /// page buttons and content links (`action(label:)`), so it never keys on UI text.
    case manualControl, button
    /// App actions a button asks the host to run (`perform`) and the outcomes it reports back
    /// (`RunInput.actionOutcome`).
    case appAction, appActionOutcome

    /// The word messages use ("the step ids ...").
    public var label: String {
        switch self {
        case .tour: "tour"
        case .step: "step"
        case .target: "target"
        case .event: "event"
        case .screen: "screen"
        case .role: "role"
        case .condition: "condition"
        case .component: "component"
        case .componentOutcome: "component outcome"
        case .persistenceKey: "persistence key"
        case .analyticsEvent: "analytics event"
        case .manualControl: "manual control label"
        case .button: "button label"
        case .appAction: "app action"
        case .appActionOutcome: "app action outcome"
        }
    }

    /// Names an id must not take. Every id enum has `rawValue`, `allCases`, ... (and `self`,
    /// `Type`, `Protocol` cannot follow a dot); a tour id also names a constant of the app enum,
    /// beside `bundle` and `registry`.
    public var reserved: Set<String> {
        self == .tour ? AppSwiftNames.reservedTourNames : AppSwiftNames.reservedCaseNames
    }

    /// Whether one id may occur several times (a step id is per tour, an outcome per component;
    /// the app's enum has it once). For the other kinds a repeat is a duplicate, reported by the
    /// language checks (TOUR32xx).
    /// A label may repeat too: one "Take Tour Again" control starts a tour per role, and "Next"
    /// is a button of many pages.
    public var allowsRepeats: Bool {
        switch self {
        case .step, .componentOutcome, .manualControl, .button, .appActionOutcome: true
        case .tour, .target, .event, .screen, .role, .condition, .component, .persistenceKey, .analyticsEvent, .appAction: false
        }
    }

    /// Where the ids are written: a registry list (`targets:` items' `id`), the tours' own `id`,
    /// or their steps' `id`. `SwiftNameChecks` locates an id with it.
    public enum Source: Sendable {
        case tours, steps
        case registryList(key: String, idKey: String)
        /// A string of some registry item's list (`components:` items' `outcomes`).
        case registryNestedList(key: String, listKey: String)
        /// A `label:` written in a tour (a `manual` trigger's, a page button's or link's).
        case tourLabels
    }

    public var source: Source {
        switch self {
        case .tour: .tours
        case .step: .steps
        case .target: .registryList(key: "targets", idKey: "id")
        case .event: .registryList(key: "events", idKey: "id")
        case .screen: .registryList(key: "screens", idKey: "id")
        case .role: .registryList(key: "roles", idKey: "id")
        case .condition: .registryList(key: "conditions", idKey: "id")
        case .component: .registryList(key: "components", idKey: "id")
        case .componentOutcome: .registryNestedList(key: "components", listKey: "outcomes")
        case .persistenceKey: .registryList(key: "persistence", idKey: "key")
        case .analyticsEvent: .registryList(key: "analytics", idKey: "id")
        case .manualControl, .button: .tourLabels
        case .appAction: .registryList(key: "actions", idKey: "id")
        case .appActionOutcome: .registryNestedList(key: "actions", listKey: "outcomes")
        }
    }

    /// The ids in the order names are assigned: authored order, tours sorted by id (the order of
    /// `TourBundle.tours`). By index, reading only the id: iterating would copy every value.
    func ids(app: AppRegistry, tours: [Tour]) -> [String] {
        switch self {
        case .tour: return tours.indices.map { tours[$0].id }
        case .step:
            var ids: [String] = []
            for t in tours.indices { for i in tours[t].steps.indices { ids.append(tours[t].steps[i].id) } }
            return ids
        case .target: return app.targets.indices.map { app.targets[$0].id }
        case .event: return app.events.indices.map { app.events[$0].id }
        case .screen: return app.screens.indices.map { app.screens[$0].id }
        case .role: return app.roles.indices.map { app.roles[$0].id }
        case .condition: return app.conditions.indices.map { app.conditions[$0].id }
        case .component: return app.components.indices.map { app.components[$0].id }
        case .componentOutcome:
            var ids: [String] = []
            for c in app.components.indices { ids += app.components[c].outcomes }
            return ids
        case .persistenceKey: return app.persistence.indices.map { app.persistence[$0].key }
        case .analyticsEvent: return app.analytics.indices.map { app.analytics[$0].id }
        case .appAction: return app.actions.indices.map { app.actions[$0].id }
        case .appActionOutcome:
            var ids: [String] = []
            for a in app.actions.indices { ids += app.actions[a].outcomes }
            return ids
        case .manualControl:
            var labels: [String] = []
            for t in tours.indices {
                for i in tours[t].triggers.indices {
                    switch tours[t].triggers[i].kind {
                    case .manual(let entry): labels.append(entry.label)
                    case .firstLaunch, .appLaunch, .firstVisit, .targetTap, .event, .majorUpdate: break
                    }
                }
            }
            return labels
        case .button:
            var labels: [String] = []
            for t in tours.indices {
                if let footer = tours[t].carousel?.footer {
                    for i in footer.indices { labels.append(footer[i].label) }
                }
                for s in tours[t].steps.indices {
                    // The step's kind alone, not the step: a copy of the step retained its every field.
                    let kind = tours[t].steps[s].kind
                    switch kind {
                    case .page(let page):
                        for block in page.content {
                            switch block {
                            case .link(let label, _, _, _): labels.append(label)
                            case .text, .bullets, .numbered, .legend, .topics, .component, .illustration: break
                            }
                        }
                    case .spotlight, .tooltip, .intents: break
                    }
                    let buttons = kind.buttons
                    for i in buttons.indices { labels.append(buttons[i].label) }
                }
            }
            return labels
        }
    }
}

/// The Swift names of one app's ids, assigned namespace by namespace with `SwiftNameAllocator`
/// (`TOUR4001` for two ids with one name, or an id taking a reserved name).
public struct AppSwiftNames {
    /// Members every id enum has (from `RawRepresentable`/`CaseIterable`), and names that cannot
    /// be used after a dot even in backticks.
    static let reservedCaseNames: Set<String> = ["rawValue", "allCases", "hashValue", "self", "Type", "Protocol"]
    /// Members of the app enum that tour constants must not take.
    static let reservedAccessorNames: Set<String> = ["bundle", "registry", "self", "Type", "Protocol"]
    static let reservedTourNames = reservedCaseNames.union(reservedAccessorNames)

    /// By `SwiftIDNamespace.rawValue`: each id once (first occurrence) with its name, in order;
    /// ids that collided are left out.
    private var names: [[(id: String, name: SwiftName)]]

    public subscript(_ kind: SwiftIDNamespace) -> [(id: String, name: SwiftName)] { names[kind.rawValue] }

    /// `tours` in bundle order (sorted by id). `span` locates an id, asked only for a diagnostic.
    /// `reportsRepeats`: whether an id that must be unique and occurs twice is reported here
    /// (the emitter, which may run without the language checks) or left to the uniqueness
    /// checks (`tourc check`, which runs them).
    public static func assign(app: AppRegistry, tours: [Tour], reportsRepeats: Bool,
                              span: (SwiftIDNamespace, String) -> SourceSpan?,
                              diagnostics: inout DiagnosticCollector) -> AppSwiftNames {
        var result = AppSwiftNames(names: [])
        assign(app: app, tours: tours, reportsRepeats: reportsRepeats, span: span, diagnostics: &diagnostics) { _, assigned in
            result.names.append(assigned)
        }
        return result
    }

    /// The diagnostics of `assign` only (what `tourc check` needs), without keeping the names.
    ///
    /// A namespace is first screened with one table of names (most have no problem, and this is
    /// `tourc check`'s own cost); only one that has a reserved or shared name is run through the
    /// allocator, for the same diagnostics as `assign`.
    static func check(app: AppRegistry, tours: [Tour], span: (SwiftIDNamespace, String) -> SourceSpan?,
                      diagnostics: inout DiagnosticCollector) {
        for kind in SwiftIDNamespace.allCases {
            let ids = kind.ids(app: app, tours: tours)
            guard screen(ids, kind, allowsRepeats: true, keepsNames: false) == nil else { continue }
            assign(kind, ids, reportsRepeats: false, span: span, diagnostics: &diagnostics, keep: nil)
        }
    }

    /// Whether some id of `ids` takes a reserved name or a name another id has.
    static func hasProblem(_ ids: [String], _ kind: SwiftIDNamespace) -> Bool {
        screen(ids, kind, allowsRepeats: true, keepsNames: false) == nil
    }

    /// The names of `ids` (each id once, at its first occurrence, in order) when the namespace
    /// has no problem for the allocator: no id takes a reserved name or a name another id has,
    /// and no id repeats unless `allowsRepeats`. nil when it has one; then the allocator names
    /// the namespace again, for its diagnostics (this reports none).
    ///
    /// Most namespaces have no problem, and this names them with at most one table, from a name
    /// to the first id with it, where the allocator keeps three (each id hashed into each): an
    /// id seen again finds its own name there, so that table tells repeats from collisions as
    /// well. A small namespace (most are) has no table: its few names are compared in place,
    /// which costs less than hashing each into a new table.
    /// `keepsNames`: false where only the verdict is needed (`tourc check`), to build no names.
    static func screen(_ ids: [String], _ kind: SwiftIDNamespace, allowsRepeats: Bool,
                       keepsNames: Bool) -> [(id: String, name: SwiftName)]? {
        if ids.isEmpty { return [] }
        let reserved = kind.reserved
        /// The first occurrences: position in `ids` and name.
        var firsts: [(index: Int, name: String)] = []
        firsts.reserveCapacity(ids.count)
        let usesTable = ids.count > namesComparedInPlace
        var firstWithName: [String: Int] = [:]
        if usesTable { firstWithName.reserveCapacity(ids.count) }
        for i in ids.indices {
            let id = ids[i]
            let name = SwiftIdentifierSanitizer.text(for: id, style: .lowerCamel)
            if reserved.contains(name) { return nil }
            let earlier = usesTable ? firstWithName.updateValue(i, forKey: name) : firsts.first { $0.name == name }?.index
            if let earlier {
                // The same id again (a name comes from its id alone), or another id with its name.
                guard ids[earlier] == id, allowsRepeats else { return nil }
                continue
            }
            firsts.append((i, name))
        }
        guard keepsNames else { return [] }
        return firsts.map { (ids[$0.index], SwiftName($0.name, knownValid: true)) }
    }

    /// Up to this many ids, `screen` compares names in place instead of building a table.
    private static let namesComparedInPlace = 16

    /// `keep`: handed each namespace's names in order; nil to keep none.
    private static func assign(app: AppRegistry, tours: [Tour], reportsRepeats: Bool,
                               span: (SwiftIDNamespace, String) -> SourceSpan?,
                               diagnostics: inout DiagnosticCollector,
                               keep: ((SwiftIDNamespace, [(id: String, name: SwiftName)]) -> Void)?) {
        for kind in SwiftIDNamespace.allCases {
            assign(kind, kind.ids(app: app, tours: tours), reportsRepeats: reportsRepeats, span: span,
                   diagnostics: &diagnostics, keep: keep)
        }
    }

    private static func assign(_ kind: SwiftIDNamespace, _ ids: [String], reportsRepeats: Bool,
                               span: (SwiftIDNamespace, String) -> SourceSpan?,
                               diagnostics: inout DiagnosticCollector,
                               keep: ((SwiftIDNamespace, [(id: String, name: SwiftName)]) -> Void)?) {
        // Most apps leave several namespaces empty: no allocator and no tables for those.
        if ids.isEmpty {
            keep?(kind, [])
            return
        }
        let allowsRepeats = kind.allowsRepeats || !reportsRepeats
        // Most namespaces have no problem: named by `screen`, the allocator only for the rest.
        if let names = screen(ids, kind, allowsRepeats: allowsRepeats, keepsNames: keep != nil) {
            keep?(kind, names)
            return
        }
        do {
            var allocator = SwiftNameAllocator(namespace: kind.label, style: .lowerCamel, reserved: kind.reserved,
                                               allowsRepeats: allowsRepeats)
            allocator.reserveCapacity(ids.count)
            /// Each id's first position (`[String: Int]`, the dictionary type the checks use).
            var seen: [String: Int] = [:]
            seen.reserveCapacity(ids.count)
            var assigned: [(id: String, name: SwiftName)] = []
            for (i, id) in ids.enumerated() {
                let first = seen.updateValue(i, forKey: id) == nil
                // A repeat of an allowed id was named (or reported) at its first occurrence.
                if !first && allocator.allowsRepeats { continue }
                if let name = allocator.assign(id, locate: { span(kind, $0) }, diagnostics: &diagnostics), first, keep != nil {
                    assigned.append((id, name))
                }
            }
            keep?(kind, assigned)
        }
    }
}

/// Here, not beside `IDSpans` in IR/: the namespaces are the emitter's (which ids become Swift
/// names), and IR does not use Emit (FolderLayeringTests).
extension IDSpans {
    /// The definition of an id of one Swift name namespace.
    public subscript(_ kind: SwiftIDNamespace, _ id: String) -> SourceSpan? {
        switch kind {
        case .tour: tours[id]
        case .step: steps[id]
        case .target: targets[id]
        case .event: events[id]
        case .screen: screens[id]
        case .role: roles[id]
        case .condition: conditions[id]
        case .component: components[id]
        case .componentOutcome: componentOutcomes[id]
        case .persistenceKey: persistence[id]
        case .analyticsEvent: analytics[id]
        case .manualControl: manualLabels[id]
        case .button: buttonLabels[id]
        case .appAction: appActions[id]
        case .appActionOutcome: appActionOutcomes[id]
        }
    }
}
