import TourKit
import TourKitRuntime
import TourcDiagnostics

/// Checks that every name a scenario uses exists in its app, so a renamed id fails the scenario
/// loudly instead of letting it pass vacuously.
enum ScenarioReferences {
    static func check(_ scenario: Scenario, bundle: TourBundle, diagnostics: inout DiagnosticCollector) -> Bool {
        let app = bundle.app
        var ok = true
        for reference in scenario.references {
            let known: [String]
            switch reference.kind {
            case .screen: known = app.screens.map(\.id)
            case .target: known = app.targets.map(\.id)
            case .event: known = app.events.map(\.id)
            case .condition: known = app.conditions.map(\.id)
            case .persistence: known = storeKeys(bundle)
            case .role: known = app.roles.map(\.id)
            case .tour: known = bundle.tours.map(\.id)
            case .component: known = app.components.map(\.id)
            case .step: known = bundle.tour(reference.tour ?? "")?.steps.map(\.id) ?? []
            case .manual:
                known = bundle.tours.map(\.id) + bundle.tours.flatMap { tour in
                    tour.triggers.compactMap { if case .manual(let entry) = $0.kind { entry.label } else { nil } }
                }
            case .button: known = buttonLabels(bundle)
            }
            guard !known.contains(reference.name) else { continue }
            ok = false
            let owner = reference.kind == .step ? "the tour `\(reference.tour ?? "")`" : "the app `\(app.id)`"
            var distinct: [String] = []
            for name in known where !distinct.contains(name) { distinct.append(name) }
            let list = distinct.isEmpty ? "it has none" : "it has: " + distinct.map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.emit(ScenarioCodes.unknownName,
                             "\(owner) has no \(reference.kind.rawValue) `\(reference.name)`; \(list)",
                             at: reference.span,
                             suggestions: Suggestions.closest(to: reference.name, in: known))
        }
        return ok
    }

    /// Every key the runtime can store for this app, as a scenario's `store:` names it: each
    /// registry key (a `perTour` key only as prefix + tour id, the form the runtime writes; the
    /// bare prefix is never stored), `<key>.contentHash` beside an `int` progress key, and the
    /// runtime's own keys.
    static func storeKeys(_ bundle: TourBundle) -> [String] {
        var keys: [String] = []
        for key in bundle.app.persistence {
            if key.scope == .perTour {
                keys += bundle.tours.map { key.key + $0.id }
            } else {
                keys.append(key.key)
            }
            if key.type == .int, bundle.tours.contains(where: { $0.persistence.progressKey == key.key }) {
                keys.append(key.key + ".contentHash")
            }
        }
        return keys + [TourCoordinator.launchedKey, TourCoordinator.visitedKey, TourCoordinator.invalidatedKey]
    }

    /// Every page button and content link label of the app's tours.
    static func buttonLabels(_ bundle: TourBundle) -> [String] {
        var labels: [String] = []
        for tour in bundle.tours {
            for step in tour.steps {
                guard case .page(let page) = step.kind else { continue }
                labels += page.actions.map(\.label)
                for case .link(let label, _, _) in page.content { labels.append(label) }
            }
        }
        return labels
    }
}
