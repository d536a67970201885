import TourKit
import TourcDiagnostics

/// App actions (issue 24 item 3): a `perform` button and an `actionOutcome` advance name a
/// registry action (TOUR3810) and, for the advance, outcomes it declares (TOUR3811); a step that
/// advances on an action's outcome has a button that performs the action (TOUR3812), since the
/// host runs an action only when a button of the shown step asks.
enum AppActionChecks {
    /// The `actionOutcome` advance of one step (spotlights and pages have an `advance`) of the
    /// tour `walker` walks. A button asks for the action if the step shows it, its own or a
    /// carousel footer's (`TourWalker.forEachActionShown`).
    static func advance(_ advance: Advance, _ node: @autoclosure () -> NodeRef, step: Step, stepNode: NodeRef,
                        in walker: TourWalker, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let action: String, outcomes: [String]
        switch advance {
        case .actionOutcome(let a, let o): (action, outcomes) = (a, o)
        case .anyOf(let ways):
            for (i, way) in ways.enumerated() { self.advance(way, node()["of"][i], step: step, stepNode: stepNode, in: walker, scope, &d) }
            return
        case .nextButton, .tapAnywhere, .tapTarget, .gesture, .event, .component, .timer: return
        }
        // The action's id is resolved by ReferenceChecks (the description's `ref:`).
        guard let declared = scope.appAction(action) else { return }
        for (i, outcome) in outcomes.enumerated() where !declared.outcomes.contains(outcome) {
            let list = declared.outcomes.isEmpty ? "none (it reports nothing back)" : declared.outcomes.map { "`\($0)`" }.joined(separator: ", ")
            d.emit(LanguageCodes.unknownActionOutcome,
                   "the app action `\(action)` has no outcome `\(outcome)`; it declares \(list)",
                   at: node()["outcomes"][i].span, suggestions: Suggestions.closest(to: outcome, in: declared.outcomes))
        }
        var performed: [String] = []
        walker.forEachActionShown(on: step, stepNode) { candidate, _ in
            if let id = candidate.performedAction { performed.append(id) }
        }
        guard !performed.contains(action) else { return }
        let fix: String
        switch step.kind {
        case .page: fix = "give the page a button that runs it, e.g. `actions: [{label: Continue, action: {type: perform, action: \(action)}}]`"
        case .spotlight, .intents, .tooltip: fix = "show it on a page with a button that runs it (`{type: perform, action: \(action)}`), or advance this step another way"
        }
        let others = performed.isEmpty ? "" : " (its buttons perform \(performed.map { "`\($0)`" }.joined(separator: ", ")))"
        d.emit(LanguageCodes.outcomeNeverAsked,
               "this step advances on an outcome of the app action `\(action)`, but no button of the step performs `\(action)`\(others), so the app never runs it while the step shows; \(fix)",
               at: node()["action"].span, suggestions: Suggestions.closest(to: action, in: performed))
    }
}

extension Advance {
    /// Whether this is a gesture (content lint: gestures alone leave no alternative).
    var isGesture: Bool {
        switch self {
        case .gesture: true
        case .nextButton, .tapAnywhere, .tapTarget, .event, .component, .actionOutcome, .timer, .anyOf: false
        }
    }

    /// The inputs the step waits on, one advance each: every alternative of an `anyOf` (nested
    /// ones flattened, in order), else the advance itself. The one reading of `anyOf` for checks
    /// that ask what a step waits on (`waitedTargets`, `ModalSpotlightChecks.appTouch`), so a
    /// new case of `Advance` is placed once here, and in each of them.
    var waitedInputs: [Advance] {
        switch self {
        case .anyOf(let ways): ways.flatMap(\.waitedInputs)
        case .nextButton, .tapAnywhere, .tapTarget, .gesture, .event, .component, .actionOutcome, .timer: [self]
        }
    }

    /// Every target the step may wait on: a tap's or a gesture's, and each alternative's of an
    /// `anyOf` (not only the first, as `target` gives), so that a fallback for any of them counts
    /// as used (TOUR3304, unused target fallback).
    var waitedTargets: [String] {
        waitedInputs.compactMap { input in
            switch input {
            case .tapTarget(let target): target
            case .gesture(_, let target): target
            case .nextButton, .tapAnywhere, .event, .component, .actionOutcome, .timer: nil
            case .anyOf: nil  // flattened by `waitedInputs`
            }
        }
    }

    /// The target a `tapTarget` waits for.
    var tappedTarget: String? {
        switch self {
        case .tapTarget(let target): target
        case .nextButton, .tapAnywhere, .gesture, .event, .component, .actionOutcome, .timer, .anyOf: nil
        }
    }
}

extension Action {
    /// The app action a `perform` button runs.
    var performedAction: String? {
        switch self {
        case .perform(let action): action
        case .next, .back, .skip, .complete, .dismiss, .startTour, .goTo, .showSheet, .presentComponent, .openScreen, .openURL: nil
        }
    }
}
