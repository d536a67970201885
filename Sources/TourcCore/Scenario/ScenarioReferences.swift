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
            case .id(.screen): known = app.screens.map(\.id)
            case .id(.target): known = app.targets.map(\.id)
            case .id(.event): known = app.events.map(\.id)
            case .id(.condition): known = app.conditions.map(\.id)
            case .id(.persistenceKey): known = storeKeys(bundle)
            case .id(.role): known = app.roles.map(\.id)
            case .id(.tour): known = bundle.tours.map(\.id)
            case .id(.component): known = app.components.map(\.id)
            case .id(.tag): known = app.tags.map(\.id)
            case .id(.analyticsEvent): known = app.analytics.map(\.id)
            case .id(.appAction): known = app.actions.map(\.id)
            case .actionOutcome:
                // An unknown action is reported at the action: one diagnostic per mistake.
                guard let action = app.actions.first(where: { $0.id == reference.tour }) else { continue }
                known = action.outcomes
            case .step: known = bundle.tour(reference.tour ?? "")?.steps.map(\.id) ?? []
            case .manual:
                known = bundle.tours.map(\.id) + bundle.tours.flatMap { tour in
                    tour.triggers.compactMap { $0.manualEntry?.label }
                }
            case .button: known = buttonLabels(bundle)
            }
            guard !known.contains(reference.name) else { continue }
            ok = false
            let owner: String
            switch reference.kind {
            case .step: owner = "the tour `\(reference.tour ?? "")`"
            case .actionOutcome: owner = "the app action `\(reference.tour ?? "")`"
            case .id, .manual, .button:
                owner = "the app `\(app.id)`"
            }
            var distinct: [String] = []
            for name in known where !distinct.contains(name) { distinct.append(name) }
            let list = distinct.isEmpty ? "it has none" : "it has: " + distinct.map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.emit(ScenarioCodes.unknownName,
                             "\(owner) has no \(reference.kind.word) `\(reference.name)`; \(list)",
                             at: reference.span,
                             suggestions: Suggestions.closest(to: reference.name, in: known))
        }
        for item in scenario.storeValues {
            guard let value = item.value, let key = declaredKey(item.key, bundle) else { continue }
            if item.expected, case .string("*") = value { continue }
            let fits: Bool
            switch (key.type, value) {
            case (.bool, .bool), (.int, .int), (.stringSet, .strings),
                 (.string, .string), (.date, .string), (.json, .string): fits = true
            case (.bool, _), (.int, _), (.stringSet, _), (.string, _), (.date, _), (.json, _): fits = false
            }
            // A `values` name stands for what the key stores (`accountSetup: complete`).
            if !fits, case .string(let name) = value, key.values.contains(name) { continue }
            guard !fits else { continue }
            ok = false
            let takes: String
            switch key.type {
            case .bool: takes = "`true` or `false`"
            case .int: takes = "a whole number"
            case .stringSet: takes = "a list of texts, e.g. `[welcome]`"
            case .string, .json: takes = "a text"
            case .date: takes = "a date as text, e.g. `\"2026-01-01T00:00:00Z\"`"
            }
            var suggestions: [String] = []
            if key.type == .bool, case .string(let text) = value, ["true", "false"].contains(text.lowercased()) {
                suggestions = [text.lowercased()]
            }
            diagnostics.emit(ScenarioCodes.storeValueType,
                             "`\(item.key)` is a `\(key.type.rawValue)` key in app.yaml, so it holds \(takes), not \(describe(value))\(item.expected ? " (or `\"*\"` for any value)" : "")",
                             at: item.span, suggestions: suggestions)
        }
        return ok
    }

    /// The registry key a stored key is, as the runtime writes it: the key itself, or a
    /// `perTour` key's prefix followed by a tour id. Nil for the runtime's own keys and
    /// `.contentHash` companions, which the registry does not type.
    static func declaredKey(_ stored: String, _ bundle: TourBundle) -> PersistenceKey? {
        for key in bundle.app.persistence {
            if key.scope == .perTour {
                if stored.hasPrefix(key.key), bundle.tours.contains(where: { key.key + $0.id == stored }) { return key }
            } else if key.key == stored {
                return key
            }
        }
        return nil
    }

    static func describe(_ value: StoredValue) -> String {
        switch value {
        case .bool(let b): "`\(b)`"
        case .int(let i): "the number \(i)"
        case .string(let s): "the text `\"\(s)\"`"
        case .strings: "a list"
        case .date: "a date"
        }
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
        keys += bundle.tours.flatMap { [TourDisplayKeys.count($0.id), TourDisplayKeys.lastShown($0.id)] }
        // An update prompt with `ifHeld: consume` records the update it used up (issue 24 item 5).
        keys += bundle.tours.filter { $0.triggers.contains { trigger in
            switch trigger.kind {
            case .majorUpdate(_, _, _, let held, _):
                switch held {
                case .consume: true
                case .wait: false
                }
            case .firstLaunch, .appLaunch, .firstVisit, .targetTap, .event, .manual: false
            }
        } }.map { UpdateRules.consumedKey($0.id) }
        keys += bundle.app.events.map { TourDisplayKeys.eventLog($0.id) }
        return keys + [TourCoordinator.launchedKey, TourCoordinator.visitedKey, TourCoordinator.invalidatedKey, TourDisplayKeys.lastPacedShow]
    }

    /// Every page button and content link label of the app's tours.
    static func buttonLabels(_ bundle: TourBundle) -> [String] {
        var labels: [String] = []
        for tour in bundle.tours {
            labels += (tour.carousel?.footer ?? []).map(\.label)
            for step in tour.steps {
                labels += step.kind.buttons.map(\.label)
                switch step.kind {
                case .page(let page):
                    labels += page.content.compactMap { $0.button?.label }
                case .spotlight, .intents, .tooltip: continue
                }
            }
        }
        return labels
    }
}
