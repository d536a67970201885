import Foundation
import TourKit

/// How a run of a tour ended. The first four are also language `TourOutcome`s that persistence
/// updates key on. `abandoned` is an error ending, or `onBackground: end`: it writes only the
/// tour's `abandoned` updates, so unless the tour marks a show-once key for it the tour may
/// trigger again. The last two are the runtime's own and write nothing but cleared progress:
/// `cancelled` (the app ended the run: ``TourSignal/end(reason:)``, ``TourSignal/invalidate(tour:)``)
/// and `notApplicable` (none of the tour's steps applies: nothing was shown, nothing counts as seen).
public enum RunOutcome: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
    case completed, skipped, dismissed, abandoned, cancelled, notApplicable

    /// The language outcome persistence updates are declared for.
    public var tourOutcome: TourOutcome? {
        switch self {
        case .completed: .completed
        case .skipped: .skipped
        case .dismissed: .dismissed
        case .abandoned: .abandoned
        case .cancelled, .notApplicable: nil
        }
    }
}

/// A timer the host schedules for the runtime and hands back through `timerFired` when it is
/// due. `generation` is the run's state generation when it was scheduled: a timer from an older
/// state (the user skipped, the step changed) is ignored, so a stale timer never advances a tour.
public struct TourTimer: Equatable, Hashable, Sendable {
    public enum Purpose: String, Equatable, Hashable, Sendable {
        /// The pause between steps (`flow.stepDelay`).
        case stepDelay
        /// A timed step (`advance: timer`, or an intents step ending in `delay`).
        case autoAdvance
        /// The pause before retrying a failed step (`recovery.retryDelay`).
        case retry
        /// An event trigger's `delay` before its tour starts.
        case triggerDelay
    }
    public var tour: String
    public var purpose: Purpose
    public var generation: Int
    /// Seconds from now.
    public var after: Double

    public init(tour: String, purpose: Purpose, generation: Int, after: Double) {
        self.tour = tour
        self.purpose = purpose
        self.generation = generation
        self.after = after
    }
}

/// Everything a host needs to show one step.
public struct StepPresentation: Equatable, Sendable {
    public var tour: String
    /// The step as compiled.
    public var step: Step
    /// The step's index in `tour.steps`.
    public var index: Int
    /// 0-based position among the steps that apply now (conditional steps left out), and their count.
    public var position: Int
    public var count: Int
    /// Whether the progress indicator is shown on this step (style, single step, final step rules).
    public var showsProgress: Bool
    /// The progress text when the tour's progress has a `format` and the indicator shows on
    /// this step: the format with `{current}` (`position + 1`) and `{total}` (`count`, less
    /// the final step when `excludesFinalStep`) filled in, e.g. `Step 2 of 5`; nil otherwise.
    public var progressText: String? = nil
    /// The two numbers of `progressText` (`{current}`, `{total}`), for a translated format
    /// (`StepText.progress`); 0 when the indicator does not show.
    public var progressCurrent: Int = 0
    public var progressTotal: Int = 0
    /// Whether a Back control is offered.
    public var canGoBack: Bool
    /// Whether a Skip control is offered.
    public var showsSkip: Bool
    /// The button labels for this step: the tour's with the step's overrides applied. On the last
    /// step (`isLast`) the primary button shows `labels.done` instead of `labels.next`.
    public var labels: ButtonLabels
    public var isLast: Bool
    /// Targets to use in place of others on this step: `targetFallbacks` whose conditions fail,
    /// and registry `fallback` targets for targets the host reported missing.
    public var replacedTargets: [String: String]
    /// 1 on the first try; more on a retry after a failure.
    public var attempt: Int
    /// What advances this step (the replaced target when a fallback applies).
    public var waitsFor: StepWait = .nextButton
    /// Whether the primary button does something on this step; a host greys it out (or hides
    /// it) otherwise, so the user is not offered a live-looking Next that does nothing.
    public var primaryEnabled: Bool = true
    /// The primary button's label: the page's primary action ("Take a Tour"), the tooltip's
    /// dismiss label, `labels.done` on the last step, else `labels.next`.
    public var primaryLabel: String = ""
    /// The step's texts in the user's language, when the host set `TourHost.localization`
    /// (docs/localization.md); nil otherwise (the step's fields are the source texts).
    public var text: StepText? = nil
    /// The coach mark's or tooltip's icon-only close button (its symbol and VoiceOver label),
    /// if it has one: pressing it is ``RunInput/close``. Its label is translated in
    /// `text?.closeLabel`.
    public var closeButton: CloseButton? = nil
    /// A carousel page's shared buttons (`carousel.footer`), shown after the page's own
    /// `actions`; `action(label:)` presses one.
    public var footer: [ActionButton] = []
    /// Whether the page moves with a swipe (`carousel.swipe`): the host reports a swipe on the
    /// pager as `gesture(.swipeLeft / .swipeRight, target: nil)`.
    public var swipesBetweenPages: Bool = false
}

/// What advances a step: what a host reports (and what it can tell the user to do).
public enum StepWait: Equatable, Hashable, Sendable {
    /// The primary button (Next, Done; a tooltip's "Got it").
    case nextButton
    /// The page's primary action button, by label (its action decides what happens).
    case action(label: String)
    case tapAnywhere
    case tapTarget(String)
    case gesture(GestureKind, target: String?)
    case event(String)
    case component(id: String, outcomes: [String])
    /// An app action (run by a button's `perform`) reporting one of these outcomes.
    case actionOutcome(action: String, outcomes: [String])
    /// Advances by itself after this many seconds.
    case timer(seconds: Double)
    /// Any of these advances the step (`advance: {type: anyOf}`: a swipe or the Next button).
    indirect case anyOf([StepWait])

    /// The kind's name, as a scenario's `expect.showing.waitsFor` writes it.
    public var name: String {
        switch self {
        case .nextButton: "nextButton"
        case .action: "action"
        case .tapAnywhere: "tapAnywhere"
        case .tapTarget: "tapTarget"
        case .gesture: "gesture"
        case .event: "event"
        case .component: "component"
        case .actionOutcome: "actionOutcome"
        case .timer: "timer"
        case .anyOf: "anyOf"
        }
    }

    /// Whether this wait is `wait` or, for `anyOf`, has it among its alternatives.
    public func includes(_ wait: StepWait) -> Bool {
        switch self {
        case .anyOf(let ways): ways.contains { $0.includes(wait) }
        case .nextButton, .action, .tapAnywhere, .tapTarget, .gesture, .event, .component, .actionOutcome, .timer: self == wait
        }
    }
}

/// What a host performs for the runtime: a button's action or an intents step's intents.
public enum TourEffect: Equatable, Sendable {
    /// `openScreen`, `openURL`, `showSheet`, `presentComponent`, `perform` (the run stays on its
    /// step; for `perform` the host runs the app action and reports its outcome with
    /// ``RunInput/actionOutcome(action:outcome:)``).
    case action(Action)
    /// The intents of an intents step, in order.
    case intents([Intent])
    /// A component the step presents by itself (`component.autoPresent`).
    case presentComponent(ComponentEmbed)
}

/// One analytics event with exactly the parameters its registry entry declares.
public struct AnalyticsRecord: Equatable, Sendable {
    public var name: String
    /// Parameter name → value, in the declared order.
    public var parameters: [(String, String)]

    public init(name: String, parameters: [(String, String)]) {
        self.name = name
        self.parameters = parameters
    }

    public static func == (a: AnalyticsRecord, b: AnalyticsRecord) -> Bool {
        a.name == b.name && a.parameters.map(\.0) == b.parameters.map(\.0) && a.parameters.map(\.1) == b.parameters.map(\.1)
    }
}

/// What the runtime asks the host to do. Hosts handle them in order.
public enum TourCommand: Equatable, Sendable {
    /// Show this step (replacing whatever step of the tour was shown).
    case present(StepPresentation)
    /// Hide the tour's step without ending the tour (the pause between steps).
    case hide(tour: String)
    case perform(TourEffect)
    case scheduleTimer(TourTimer)
    case haptic(Haptic)
    /// Play the tour's celebration (`visuals.celebration`).
    case celebrate
    /// Ask "Skip the tour?"; answer with `confirmSkip(_:)`. The question stays open across a
    /// re-shown step (background and foreground, a step delay) until the user answers.
    case askSkipConfirmation
    /// Take the "Skip the tour?" alert down: the run ended while it was up.
    case dismissSkipConfirmation
    /// Show a message (an `endTour` fallback's message).
    case showMessage(String)
    case write(StateWrite)
    case analytics(AnalyticsRecord)
    /// The run is over: remove the tour's views.
    case ended(tour: String, outcome: RunOutcome)
    /// The host passed a name the bundle does not have (a misspelt screen, UI text as a label):
    /// the signal did nothing. Log it in debug builds; it is never dropped in silence.
    case unknownName(UnknownName)
}

/// What the host tells a running tour.
public enum RunInput: Equatable, Sendable {
    /// The primary button (Next, Done, a tooltip's "Got it", a page's first primary action).
    case next
    /// A page button, by its label.
    case action(label: String)
    case back
    case skip
    case confirmSkip(Bool)
    /// Swipe down, tap outside a tooltip, a Dismiss control.
    case dismiss
    /// The icon-only close button (the X) of a coach mark or tooltip that has one
    /// (`StepPresentation.closeButton`): the tour ends dismissed.
    case close
    case tapAnywhere
    case tapTarget(String)
    /// The user made a gesture (on a target, when the host knows which).
    case gesture(GestureKind, target: String?)
    case event(String)
    case component(id: String, outcome: String)
    /// An app action the host ran for a `perform` button finished with this outcome (a registry
    /// `actions` entry's `outcomes`): it advances a step that waits for it
    /// (`advance: {type: actionOutcome}`), and does nothing otherwise.
    case actionOutcome(action: String, outcome: String)
    case timerFired(TourTimer)
    /// The host cannot find this target on screen for the current step.
    case targetMissing(String)
    /// The host could not carry out the step.
    case failure(TourErrorKind)
    /// `targetMissing` for the step with this id: ignored when another step is current (a late
    /// report for a step already left is never charged to the next one).
    case stepTargetMissing(String, step: String)
    /// `failure` for the step with this id: ignored when another step is current.
    case stepFailure(TourErrorKind, step: String)
    /// The step with this id is on screen (hosts that set `hostConfirmsDisplay`): the first
    /// confirmation writes the tour's `started` updates.
    case displayed(step: String)
    case background
    case foreground
}
