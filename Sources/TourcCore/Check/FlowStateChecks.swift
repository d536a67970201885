import TourKit
import TourcDiagnostics

/// Flow, continued (TOUR3314-3318): show-once keys take effect, state writes fit their keys,
/// the progress indicator fits the number of steps.
enum FlowStateChecks {
    static let tokens: Set<String> = ["$tourId", "$appVersion", "$now", "$stepIndex"]

    static func run(_ tour: Located<Tour>, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let t = tour.value
        let root = NodeRef(tour.document)
        let persistence = root["persistence"]
        let written = Set(t.persistence.updates.map(\.key))
        let automatic = t.triggers.filter { !$0.isUserInitiated }
        if !t.triggers.isEmpty, automatic.count == t.triggers.count,
           !automatic.contains(where: { if case .majorUpdate = $0.kind { true } else { false } }),
           t.persistence.onceKeys.isEmpty {
            d.emit(LanguageCodes.noOnceKeys,
                   "every trigger of this tour is automatic and it has no `persistence.onceKeys`, so it shows again on every trigger; add a show-once key that its `updates` write",
                   at: root["triggers"].keySpan)
        }
        for (i, key) in t.persistence.onceKeys.enumerated() where !written.contains(key) {
            d.emit(LanguageCodes.onceKeyNeverWritten,
                   "no `persistence.updates` entry of this tour writes `\(key)`, so unless the app writes it the tour keeps showing; add an update, or use `unless:` with a condition for keys the app writes",
                   at: persistence["onceKeys"][i].span)
        }
        for (i, update) in t.persistence.updates.enumerated() {
            stateWrite(update, persistence["updates"][i], scope, &d)
        }
        let progress = t.presentation.progress
        let node = root["presentation"]["progress"]
        if progress.excludesFinalStep, t.steps.count < 2 {
            d.emit(LanguageCodes.progressMisfit,
                   "`excludesFinalStep` leaves the last step out of the count, but this tour has only one step",
                   at: node["excludesFinalStep"].keySpan)
        }
        if progress.style == .counter, t.steps.count == 1, !progress.hiddenForSingleStep {
            d.emit(LanguageCodes.counterOnSingleStep,
                   "a \"1 of 1\" counter on a one-step tour tells the user nothing; use `style: none`",
                   at: node["style"].span)
        }
    }

    static func stateWrite(_ update: StateUpdate, _ node: NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        guard let key = scope.persistenceKey(update.key) else { return }  // reported as a reference
        func fail(_ message: String, _ at: NodeRef) {
            d.emit(LanguageCodes.stateWriteType, message, at: at.span)
        }
        if case .string(let text)? = update.value, text.hasPrefix("$"), !tokens.contains(text) {
            d.emit(LanguageCodes.stateWriteType,
                   "`\(text)` is not a value token; tokens are \(tokens.sorted().map { "`\($0)`" }.joined(separator: ", "))",
                   at: node["value"].span, suggestions: Suggestions.closest(to: text, in: tokens.sorted()))
            return
        }
        switch update.operation {
        case .clear:
            if update.value != nil { fail("`clear` removes the key and takes no `value`; remove it", node["value"]) }
        case .insert, .remove:
            if key.type != .stringSet {
                fail("`\(update.operation.rawValue)` works on `stringSet` keys, but `\(key.key)` is a `\(key.type.rawValue)`; use `set`", node["operation"])
            } else if case .bool? = update.value {
                fail("a `stringSet` holds strings; write a string or `$tourId`", node["value"])
            }
        case .set:
            guard let value = update.value else { return }
            let fits: Bool
            switch (key.type, value) {
            case (.bool, .bool): fits = true
            case (.bool, .string): fits = false
            case (.string, .string(let s)): fits = !s.hasPrefix("$") || s == "$tourId" || s == "$appVersion"
            case (.date, .string(let s)): fits = s == "$now"
            case (.int, .string(let s)), (.json, .string(let s)): fits = s == "$stepIndex" || key.type == .json
            case (.stringSet, .string): fits = true
            default: fits = false
            }
            if !fits {
                let takes: String
                switch key.type {
                case .bool: takes = "`true` or `false`"
                case .string: takes = "a string, `$tourId` or `$appVersion`"
                case .date: takes = "`$now` (the moment the outcome happens)"
                case .int: takes = "`$stepIndex`"
                case .json: takes = "any string or `$stepIndex`"
                case .stringSet: takes = "a string or `$tourId`"
                }
                var suggestions: [String] = []
                if case .string(let s) = value, ("$" + s) == "$now" || ("$" + s) == "$stepIndex" || ("$" + s) == "$tourId" || ("$" + s) == "$appVersion" {
                    suggestions = ["$" + s]
                }
                let written = suggestions.first.map { "; write `\($0)` (with the `$`: without it, `\($0.dropFirst())` is plain text)" } ?? ""
                d.emit(LanguageCodes.stateWriteType,
                       "`\(key.key)` is a `\(key.type.rawValue)` key (see `app.yaml`), so it takes \(takes), not this value\(written)",
                       at: node["value"].span, suggestions: suggestions)
            }
        }
    }
}
