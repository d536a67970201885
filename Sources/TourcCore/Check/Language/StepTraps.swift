import TourKit
import TourcDiagnostics

/// A step that waits for one specific action and offers no way out (TOUR3308), reported once per
/// cause: the setting that took the way out away is the author's mistake, so that is where the
/// diagnostic points, with a note at every step it traps.
///
/// - `flow.skip.available: false` traps every waiting step of the tour: one diagnostic at that
///   setting, labelled at each step.
/// - `flow.skip.hiddenOnLastStep: true` traps a waiting last step: one diagnostic at that setting.
/// - `skippable: false` traps its own step: one diagnostic at that `skippable`.
///
/// The advice fits the step, and names the ways out that keep the author's setting before the
/// one that undoes it: a component can accept `dismissed`, a page can add an action button that
/// completes, an intents step can end with `awaitNextButton`, any other step can advance with
/// `nextButton` or a `timer`; allowing Skip comes last.
struct StepTrap {
    let step: Step
    let node: NodeRef
    let waitIntent: Int?
    let advance: Advance?

    /// The node of what the step waits for (its `advance`, or its `awaitTap` intent).
    var waitSpan: SourceSpan { (waitIntent.map { node["intents"][$0] } ?? node["advance"]).keySpan }

    /// What the step waits for, in a few words.
    var waitsFor: String {
        if waitIntent != nil { return "a tap on its target (`awaitTap`)" }
        switch advance {
        case .tapTarget(let target)?: return "a tap on `\(target)`"
        case .gesture(let gesture, _)?: return "the gesture `\(gesture.rawValue)`"
        case .event(let event)?: return "the app event `\(event)`"
        case .component(let component, _)?: return "the component `\(component)` to finish"
        case .actionOutcome(let action, _)?: return "the app action `\(action)` to finish"
        case .anyOf?: return "one of its inputs (`anyOf`)"
        // A trap is only ever made of the four waits above (`FlowChecks`); kept in words anyway.
        case .nextButton?, .tapAnywhere?, .timer?, nil: return "the user to act"
        }
    }

    /// The other ways out for this kind of step, besides allowing Skip, and whether each keeps
    /// what the step is for. One that keeps it comes first in the advice (an app that made a
    /// permission sheet non-skippable on purpose wants a way out that keeps it so); one that
    /// would stop the step waiting (a `nextButton` instead of the tap it teaches) comes after
    /// Skip, said as such.
    var otherWayOut: (text: String, keepsTheWait: Bool) {
        if waitIntent != nil {
            return ("end the step with `{type: awaitNextButton}` instead of `awaitTap` (it then no longer waits for the tap)", false)
        }
        let isPage: Bool
        switch step.kind {
        case .page: isPage = true
        case .spotlight, .intents, .tooltip: isPage = false
        }
        let completing = "an action button that ends the tour or moves on (e.g. `{label: Continue, action: {type: complete}}`)"
        if advance?.awaitedComponent != nil {
            return ("add `dismissed` to the advance's `outcomes`" + (isPage ? " or give the page \(completing)" : ""), true)
        }
        if isPage { return ("give the page \(completing)", true) }
        return ("advance with `{type: nextButton}` or a `{type: timer, after: 5}` instead (the step then no longer waits for \(waitsFor))", false)
    }

    /// The advice after "… is stuck; ": the ways out in the order above, `skip` being the one
    /// that allows Skip at the setting the diagnostic stands at.
    func advice(skip: String) -> String {
        let other = otherWayOut
        return other.keepsTheWait ? "\(other.text), or \(skip)" : "\(skip), or \(other.text)"
    }

    static func report(_ traps: [StepTrap], tour: Tour, root: NodeRef, _ d: inout DiagnosticCollector) {
        let skip = tour.flow.skip
        let skipNode = root["flow"]["skip"]
        if !skip.available {
            let names = traps.map { "`\($0.step.id)`" }
            let steps = traps.count == 1 ? "the step \(names[0]) waits" : "the steps \(names.joined(separator: ", ")) wait"
            let at = skipNode.has("available") ? skipNode["available"].span : root["flow"].keySpan
            d.emit(LanguageCodes.trapsUser,
                   "Skip is off for this tour (`flow.skip.available: false`), and \(steps) for the user to act with no other way out, so a user who cannot do it is stuck; \(traps.count == 1 ? traps[0].advice(skip: "turn Skip on (`available: true`)") : "turn Skip on (`available: true`), or give each of those steps another way out")",
                   at: at,
                   labels: traps.map { .init(span: $0.waitSpan, message: "`\($0.step.id)` waits for \($0.waitsFor) here") })
            return
        }
        for trap in traps {
            let label = Diagnostic.Label(span: trap.waitSpan, message: "`\(trap.step.id)` waits for \(trap.waitsFor) here")
            if !trap.step.skippable {
                d.emit(LanguageCodes.trapsUser,
                       "this step is not skippable, but it waits for \(trap.waitsFor) with no other way out, so a user who cannot do it is stuck; \(trap.advice(skip: "make the step skippable (`skippable: true`)"))",
                       at: trap.node.has("skippable") ? trap.node["skippable"].span : trap.waitSpan, labels: [label])
            } else {
                d.emit(LanguageCodes.trapsUser,
                       "Skip is hidden on the last step (`flow.skip.hiddenOnLastStep: true`), but the last step `\(trap.step.id)` waits for \(trap.waitsFor) with no other way out; \(trap.advice(skip: "show Skip there (`hiddenOnLastStep: false`)"))",
                       at: skipNode.has("hiddenOnLastStep") ? skipNode["hiddenOnLastStep"].span : trap.waitSpan, labels: [label])
            }
        }
    }
}

extension StepTrap {
    /// The screen whose leaving ends this tour, as the runtime decides it (`Tour.boundScreen`
    /// and `Tour.endsWhenScreenLeft`, which `TriggerIndex` and `TourCoordinator.leave` use): a
    /// tooltip tour or a one-step tour bound to a screen by a trigger.
    static func screenItEndsOn(_ tour: Tour, _ scope: AppScope) -> String? {
        guard tour.endsWhenScreenLeft else { return nil }
        return tour.boundScreen(targetScreen: { scope.target($0)?.screen },
                                eventScreen: { id in scope.registry.value.events.first { $0.id == id }?.screen })
    }
}
