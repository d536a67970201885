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
        let marking = Set(t.persistence.updates.filter { marks($0, tour: t, scope) }.map(\.key))
        let written = Set(t.persistence.updates.map(\.key))
        let automatic = t.triggers.filter { !$0.isUserInitiated }
        // A tour-level `unless:` condition answered by a stored key is a show-once gate the app
        // (or another tour) writes: the pattern TOUR3315 advises for keys the app writes, so it
        // must not raise TOUR3314 in turn.
        let gatedByKey = t.unless.contains { entry in
            entry.inlineCondition.map { $0.key != nil } ?? scope.registry.value.conditions.contains { $0.id == entry.name && $0.key != nil }
        }
        if !t.triggers.isEmpty, automatic.count == t.triggers.count,
           !automatic.contains(where: { $0.kind.gatesItselfByVersion }),
           t.persistence.onceKeys.isEmpty, !gatedByKey, t.maxDisplayCount == nil {
            d.emit(LanguageCodes.noOnceKeys,
                   "every trigger of this tour is automatic and it has no `persistence.onceKeys` (nor an `unless:` condition backed by a key), so it shows again in every session (at most once per launch); add a show-once key and an update that writes it, e.g. `onceKeys: [KEY]` and `updates: [{outcomes: [completed, skipped, dismissed], key: KEY, value: true}]` under `persistence:` (KEY a `bool` key of app.yaml), or, when the app's own state already stops it (a condition the app answers), accept this warning: `# tourc:accept TOUR3314 -- why`",
                   at: root["triggers"].keySpan)
        }
        for (i, key) in t.persistence.onceKeys.enumerated() where !marking.contains(key) {
            let condition = scope.registry.value.conditions.first { $0.key == key }?.id
            let appWrites = condition.map { "if the app writes it, remove it from `onceKeys` and add `unless: [\($0)]` to the tour" }
                ?? "if the app writes it, remove it from `onceKeys` and add `unless: [{key: \(key)}]` to the tour"
            let message = written.contains(key)
                ? "this tour's `persistence.updates` write `\(key)` only with values that do not mark it as seen (`false`, an empty text, `clear` or `remove`), so the tour keeps showing; write a value that marks it (`true` for a `bool` key, `$tourId` for a `stringSet`), or \(appWrites)"
                : "no `persistence.updates` entry of this tour writes `\(key)`, so unless the app writes it the tour keeps showing; add an update (e.g. `{outcomes: [completed, skipped, dismissed], key: \(key), value: true}`), or \(appWrites)"
            d.emit(LanguageCodes.onceKeyNeverWritten, message, at: persistence["onceKeys"][i].span)
        }
        for (i, update) in t.persistence.updates.enumerated() {
            stateWrite(update, persistence["updates"][i], scope, &d)
        }
        if let key = t.persistence.progressKey, let declared = scope.persistenceKey(key) {
            if !canHoldProgress(declared.type) {
                d.emit(LanguageCodes.stateWriteType,
                       "`\(key)` is a `\(declared.type.rawValue)` key, but a progress key holds the step the tour is at: an `int` key (or a `string`/`json` key for the JSON form); declare one for it in app.yaml",
                       at: persistence["progressKey"].span)
            } else if t.persistence.onceKeys.contains(key) {
                d.emit(LanguageCodes.stateWriteType,
                       "`\(key)` is both this tour's progress key and a show-once key: the first step's progress would mark the tour as seen; give the progress its own key",
                       at: persistence["progressKey"].span)
            }
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

    /// Whether a key of this type can hold a run's progress (`RunContext.progressWrites`: an
    /// `int` key the index, a `string` or `json` key the JSON form).
    static func canHoldProgress(_ type: PersistenceType?) -> Bool {
        switch type {
        case .int?, .string?, .json?: true
        case .bool?, .date?, .stringSet?, nil: false
        }
    }

    /// Whether `update` leaves its key marking the tour as seen, as the runtime reads show-once
    /// keys (`TourGate.markedKey`, `KeyValues.marks`; why this is not one shared definition:
    /// docs/architecture.md, "Readings shared with the runtime"): a value that is `true`, non-empty, or (in a `stringSet`) the
    /// tour's id. A value that does not fit its key is TOUR3316's to report, so it counts as
    /// marking here: one diagnostic per mistake.
    static func marks(_ update: StateUpdate, tour: Tour, _ scope: AppScope) -> Bool {
        let type = scope.persistenceKey(update.key)?.type
        switch update.operation {
        case .clear, .remove: return false
        case .insert:
            guard type == .stringSet, case .string(let s)? = update.value else { return true }
            return s == "$tourId" || s == tour.id
        case .set:
            switch update.value {
            case nil: return false
            case .bool(let b)?: return b
            case .string(let s)?:
                // A key with `values`: its first value means "not yet" and does not mark it.
                if let declared = scope.persistenceKey(update.key), let first = declared.values.first { return s != first }
                return type == .bool || !s.isEmpty
            }
        }
    }

    static func stateWrite(_ update: StateUpdate, _ node: NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        guard let key = scope.persistenceKey(update.key) else { return }  // reported as a reference
        func fail(_ message: String, _ at: NodeRef) {
            d.emit(LanguageCodes.stateWriteType, message, at: at.span)
        }
        let written: String?, writesBool: Bool
        switch update.value {
        case .string(let text)?: (written, writesBool) = (text, false)
        case .bool?: (written, writesBool) = (nil, true)
        case nil: (written, writesBool) = (nil, false)
        }
        if let text = written, text.hasPrefix("$"), !tokens.contains(text) {
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
            } else if writesBool {
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
            case (.int, .string(let s)), (.json, .string(let s)):
                // A declared value name (`complete`) is stored as its position (TOUR3804 checks it).
                fits = s == "$stepIndex" || key.type == .json || (!key.values.isEmpty && !s.hasPrefix("$"))
            case (.stringSet, .string): fits = true
            case (.string, .bool), (.date, .bool), (.int, .bool), (.json, .bool), (.stringSet, .bool): fits = false
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
                if let s = written, ("$" + s) == "$now" || ("$" + s) == "$stepIndex" || ("$" + s) == "$tourId" || ("$" + s) == "$appVersion" {
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

extension TriggerKind {
    /// `majorUpdate` shows once per major version by its own `versionKey`, so it needs no
    /// show-once key (TOUR3314). Every kind answers, so a new kind must say.
    var gatesItselfByVersion: Bool {
        switch self {
        case .majorUpdate: true
        case .firstLaunch, .appLaunch, .firstVisit, .targetTap, .event, .manual: false
        }
    }
}
