import Foundation
import TourKit

/// One run of one tour, as a state machine: inputs in (``RunInput``), commands out
/// (``TourCommand``). It holds no references and does no I/O, so a run can be copied, tested
/// step by step and moved between threads; the coordinator applies its state writes.
///
/// Every change of state bumps `generation`, and every timer carries the generation it was
/// scheduled in: a timer from an earlier state is ignored (seed 002's timers fire after Skip and
/// advance twice; here they cannot).
public struct TourRun: Sendable {
    public let tour: Tour
    let registry: AppRegistry
    let rules: TourStateRules
    /// The index in `tour.steps` of the current step.
    public internal(set) var index: Int
    /// Whether the current step is on screen (false during a step delay, a retry, background).
    public internal(set) var visible = false
    public internal(set) var generation = 0
    /// Set once the run ended.
    public internal(set) var outcome: RunOutcome?
    /// The tour a `startTour` action asked for; the coordinator starts it after this run ends.
    public internal(set) var followUp: String?
    /// Whether Skip is waiting for the user's confirmation.
    public internal(set) var awaitingSkipConfirmation = false
    /// 1 on a step's first try, then 2, 3… up to 1 + `recovery.maxRetries`.
    public internal(set) var attempt = 1
    /// The host confirms each step on screen (`RunInput.displayed`): the `started` updates wait
    /// for the first confirmation, and a run none of whose steps was confirmed writes no outcome
    /// updates (the user saw nothing, so nothing counts as seen).
    public internal(set) var confirmsDisplay = false
    /// Whether the host confirmed a step on screen (always true when it does not confirm).
    public internal(set) var displayed = false
    var startWrites: [StateWrite] = []
    /// The current step is held off screen until the user is on its screen (`stepScreens`):
    /// set to whether its showing will be a re-show (`again`: no new view counted); nil when
    /// nothing is held.
    var heldAgain: Bool?
    /// The screen the current step waits for (held until the host reports it), if it does.
    public var heldForScreen: String? { heldAgain != nil && stepScreens.indices.contains(index) ? stepScreens[index] : nil }
    /// Each step's screen: the registry screen of the target a spotlight or tooltip points at
    /// (its first region's target, else the target it waits for). Pages and intents have none.
    let stepScreens: [String?]
    var pendingIndex: Int?
    /// A failed step waits for its retry timer. A return from the background (or any `foreground`)
    /// in that wait shows the step again at once: that is the retry, and it counts as one, so a
    /// host that reports `foreground` often cannot keep a failing step retrying for ever.
    var retryPending = false
    var restarted = false
    var missingReplacements: [String: String] = [:]
    let startedAt: Date
    /// No step has `when`/`unless`: every step applies, so position and count need no walk
    /// over the steps (a Next on a 1,000-step tour stays O(1)).
    let everyStepApplies: Bool

    init(tour: Tour, bundle: TourBundle, context: RunContext, keys: [String: PersistenceKey]? = nil, contentHash: String? = nil, generation: Int = 0) {
        self.tour = tour
        self.registry = bundle.app
        self.rules = TourStateRules(tour: tour, keys: keys ?? TourStateRules.keyTable(bundle.app),
                                    contentHash: contentHash ?? TourContentHash.of(tour))
        self.index = 0
        self.generation = generation
        self.startedAt = context.now
        self.everyStepApplies = tour.steps.allSatisfy { $0.when.isEmpty && $0.unless.isEmpty }
        self.stepScreens = Self.screens(of: tour, registry: bundle.app)
    }

    /// Starts a run at its first applicable step at or after `index` (a resumed run passes its
    /// stored step).
    public static func start(_ tour: Tour, in bundle: TourBundle, at index: Int = 0, context: RunContext) -> (TourRun, [TourCommand]) {
        start(tour, in: bundle, at: index, context: context, keys: nil, contentHash: nil, generation: 0)
    }

    /// `generation` is where the run's generations start (above every earlier run's, so an
    /// earlier run's timer never matches this one). A tour none of whose steps applies ends
    /// `notApplicable` at once: nothing is written, played or reported.
    static func start(_ tour: Tour, in bundle: TourBundle, at index: Int, context: RunContext,
                      keys: [String: PersistenceKey]?, contentHash: String?, generation: Int) -> (TourRun, [TourCommand]) {
        var run = TourRun(tour: tour, bundle: bundle, context: context, keys: keys, contentHash: contentHash, generation: generation)
        guard let first = run.firstApplicable(from: max(0, min(index, tour.steps.count)), context) else {
            return (run, run.end(.notApplicable, context))
        }
        var commands = run.record("tourStarted", context)
        commands += run.rules.writes(for: .started, context: context, stepIndex: index).map(TourCommand.write)
        commands += run.present(first, context)
        return (run, commands)
    }

    public var isOver: Bool { outcome != nil }

    // MARK: Inputs

    public mutating func handle(_ input: RunInput, _ context: RunContext) -> [TourCommand] {
        guard outcome == nil else { return [] }
        if case .timerFired(let timer) = input { return timerFired(timer, context) }
        if awaitingSkipConfirmation {
            switch input {
            case .confirmSkip(true): return end(.skipped, context)
            case .confirmSkip(false):
                awaitingSkipConfirmation = false
                return []
            case .background, .foreground: break
            default: return []
            }
        }
        if case .foreground = input { return heldAgain != nil ? [] : foreground(context) }
        if case .background = input { return background(context) }
        // During the pause between steps, or before a retry, the overlay is still up, so Skip
        // still works (and the pending step never appears: seed 002's delayed
        // `currentStep = nextStep` fires after Skip).
        if case .skip = input, !visible { return skip(context) }
        guard visible else { return [] }
        let step = tour.steps[index]
        switch input {
        case .next: return primaryButton(step, context)
        case .action(let label):
            // A step's button (a page's, a coach mark's or a tooltip's), or a link in the page's
            // content ("Connect a different service instead").
            if let button = buttons(step).first(where: { $0.label == label }) {
                return buttonAnalytics(button, step, context) + perform(button.action, context)
            }
            switch step.kind {
            case .page(let page):
                if let link = page.content.lazy.compactMap(\.button).first(where: { $0.label == label }) { return perform(link.action, context) }
                return []
            case .spotlight, .intents, .tooltip: return []
            }
        case .close:
            // The X of a coach mark or tooltip that has one: the user closed the tour.
            return step.kind.closeButton != nil ? end(.dismissed, context) : []
        case .back: return back(context)
        case .skip: return skip(context)
        case .confirmSkip: return []
        case .dismiss:
            switch step.kind {
            case .tooltip: return end(.dismissed, context)
            case .page, .spotlight, .intents: break
            }
            let p = tour.presentation
            return p.interactiveDismiss && p.container != .overlay ? end(.dismissed, context) : []
        case .tapAnywhere:
            if let dismissed = tappedOutside(step, context) { return dismissed }
            if ways(step).contains(.tapAnywhere) { return advance(byAction: false, context) }
            return []
        case .tapTarget(let target):
            let ways = ways(step)
            let replaced = replacedTargets(step, context)
            for case .tapTarget(let wanted) in ways where wanted == target || replaced[wanted] == target {
                return advance(byAction: true, context)
            }
            if ways.contains(.tapAnywhere) { return advance(byAction: false, context) }
            return tappedOutside(step, context) ?? []
        case .gesture(let gesture, let target):
            if let moved = carouselSwipe(gesture, target: target, step, context) { return moved }
            // The step's gesture, on its target (or the target that replaces it) when it names one.
            // A host that cannot tell where the gesture was made reports no target, which counts.
            for case .gesture(let wanted, let on) in ways(step) where wanted == gesture {
                guard let on, let target else { return advance(byAction: true, context) }
                if target == on || target == replacedTargets(step, context)[on] { return advance(byAction: true, context) }
            }
            return []
        case .event(let event):
            var commands = haptics(event)
            if ways(step).contains(.event(event)) { commands += advance(byAction: true, context) }
            return commands
        case .component(let id, let result):
            for case .component(let wanted, let outcomes) in ways(step) where wanted == id && outcomes.contains(result) {
                return advance(byAction: true, context)
            }
            return []
        case .actionOutcome(let action, let result):
            for case .actionOutcome(let wanted, let outcomes) in ways(step) where wanted == action && outcomes.contains(result) {
                return advance(byAction: true, context)
            }
            return []
        case .targetMissing(let target):
            if missingReplacements[target] == nil, let fallback = registry.targets.first(where: { $0.id == target })?.fallback {
                missingReplacements[target] = fallback
                return present(index, context, again: true)
            }
            return fail(.targetNotFound, context)
        case .failure(let kind): return fail(kind, context)
        case .stepTargetMissing(let target, let id):
            return id == step.id ? handle(.targetMissing(target), context) : []
        case .stepFailure(let kind, let id):
            return id == step.id ? fail(kind, context) : []
        case .displayed(let id): return confirmDisplayed(id)
        case .timerFired, .background, .foreground: return []
        }
    }

    /// A tap outside a tooltip that `dismiss` lets close it: the run ends dismissed; nil when the
    /// step is not such a tooltip (listed, so a new step kind must say how a tap outside acts).
    mutating func tappedOutside(_ step: Step, _ context: RunContext) -> [TourCommand]? {
        switch step.kind {
        case .tooltip(let tip): tip.dismiss.contains(.tapOutside) ? end(.dismissed, context) : []
        case .page, .spotlight, .intents: nil
        }
    }

    /// What the current step waits for before it advances.
    enum Wait: Equatable {
        case next, tapAnywhere, tapTarget(String), gesture(GestureKind, String?), event(String), component(String, [String])
        case actionOutcome(String, [String]), timer(Double), immediately
        /// Any of these (`advance: {type: anyOf}`).
        indirect case anyOf([Wait])
    }

    /// The ways the current step can advance: an `anyOf`'s alternatives, else its one wait.
    func ways(_ step: Step) -> [Wait] {
        let wait = waits(step)
        switch wait {
        case .anyOf(let ways): return ways
        case .next, .tapAnywhere, .tapTarget, .gesture, .event, .component, .actionOutcome, .timer, .immediately: return [wait]
        }
    }

    func waits(_ step: Step) -> Wait {
        let advance: Advance
        switch step.kind {
        case .page(let page): advance = page.advance
        case .spotlight(let spot): advance = spot.advance
        case .tooltip: return .next
        case .intents(let content):
            switch content.intents.last {
            case .awaitNextButton?: return .next
            case .awaitTap(let target)?: return target.map(Wait.tapTarget) ?? .tapAnywhere
            case .delay(let seconds)?: return .timer(seconds)
            case .navigate?, .highlight?, .showMessage?, .showTooltip?, .demonstrateGesture?, nil: return .immediately
            }
        }
        return Self.wait(for: advance)
    }

    static func wait(for advance: Advance) -> Wait {
        switch advance {
        case .nextButton: return .next
        case .tapAnywhere: return .tapAnywhere
        case .tapTarget(let target): return .tapTarget(target)
        case .gesture(let gesture, let target): return .gesture(gesture, target)
        case .event(let event): return .event(event)
        case .component(let component, let outcomes): return .component(component, outcomes)
        case .actionOutcome(let action, let outcomes): return .actionOutcome(action, outcomes)
        case .anyOf: return .anyOf(advance.alternatives.map { Self.wait(for: $0) })
        case .timer(let after): return .timer(after)
        }
    }

    /// Next / Done / "Got it": a step with buttons (a page, coach mark or tooltip with `actions`)
    /// runs its first primary action ("Take a Tour"); otherwise a tooltip's button completes it,
    /// and any other step advances when it waits for it.
    mutating func primaryButton(_ step: Step, _ context: RunContext) -> [TourCommand] {
        // A step with buttons (a page, a coach mark or a tooltip) runs its primary one.
        if let button = primaryButton(of: step) { return perform(button.action, context) }
        switch step.kind {
        case .tooltip: return end(.completed, context)
        case .page, .spotlight, .intents: return ways(step).contains(.next) ? advance(byAction: false, context) : []
        }
    }

    /// A button's action. `startTour` ends this run as completed and hands the next tour to the
    /// coordinator; `openScreen`, `openURL`, `showSheet`, `presentComponent` and `perform` leave
    /// the run on its step (a `perform` step moves on when the host reports the outcome it waits
    /// for).
    mutating func perform(_ action: Action, _ context: RunContext) -> [TourCommand] {
        switch action {
        case .next: return advance(byAction: false, context)
        case .back: return back(context)
        case .skip: return skip(context)
        case .complete: return end(.completed, context)
        case .dismiss: return end(.dismissed, context)
        case .startTour(let next):
            followUp = next
            return end(.completed, context)
        case .goTo(let id):
            // As Next, to the named step (or the first after it that applies); a name the tour
            // does not have (a bundle `tourc check` did not pass) does nothing.
            guard let target = tour.steps.firstIndex(where: { $0.id == id }) else { return [] }
            guard let next = firstApplicable(from: target, context) else { return end(.completed, context) }
            attempt = 1
            return haptics("advance") + go(to: next, context)
        case .showSheet, .presentComponent, .openScreen, .openURL, .perform:
            return [.perform(.action(action))]
        }
    }

    mutating func skip(_ context: RunContext) -> [TourCommand] {
        guard let shown = presentation(index, context), shown.showsSkip else { return [] }
        // Progress is the steps already passed (the 0-based position) over the applicable steps:
        // at the 6th of 11 steps, 5/11, under a 0.5 threshold; at the 7th, 6/11, over it.
        if let threshold = tour.flow.skip.confirmAfterProgress, shown.count > 0,
           Double(shown.position) / Double(shown.count) >= threshold {
            awaitingSkipConfirmation = true
            return [.askSkipConfirmation]
        }
        return end(.skipped, context)
    }

    mutating func back(_ context: RunContext) -> [TourCommand] {
        guard tour.flow.back, let previous = previousApplicable(before: index, context) else { return [] }
        attempt = 1
        missingReplacements = [:]
        return present(previous, context)
    }

    mutating func background(_ context: RunContext) -> [TourCommand] {
        generation += 1
        if tour.flow.resume.onBackground == .end { return end(.abandoned, context, reason: "appBackgrounded") }
        let wasVisible = visible
        visible = false
        return wasVisible ? [.hide(tour: tour.id)] : []
    }

    /// Back from the background: `resume` shows the current step again (a pending step delay
    /// completes), `restart` goes back to the first step.
    mutating func foreground(_ context: RunContext) -> [TourCommand] {
        guard !visible else { return [] }
        switch tour.flow.resume.onBackground {
        case .end: return []
        case .resume:
            if retryPending { attempt += 1 }
            if let pending = pendingIndex {
                pendingIndex = nil
                return present(pending, context)
            }
            return present(index, context, again: true)
        case .restart:
            pendingIndex = nil
            attempt = 1
            guard let first = firstApplicable(from: 0, context) else { return end(.completed, context) }
            return present(first, context)
        }
    }

    mutating func timerFired(_ timer: TourTimer, _ context: RunContext) -> [TourCommand] {
        guard timer.tour == tour.id, timer.generation == generation else { return [] }
        switch timer.purpose {
        case .stepDelay:
            guard let pending = pendingIndex else { return [] }
            pendingIndex = nil
            return present(pending, context)
        case .autoAdvance: return visible ? advance(byAction: false, context) : []
        case .retry:
            attempt = attempt == .max ? .max : attempt + 1
            return present(index, context, again: true)
        case .triggerDelay: return []
        }
    }
}
