import TourKit

/// Every name a host may pass in a signal, from the bundle: a name outside them is a host bug
/// (a misspelt screen, a renamed event, UI text used as a label), reported with an
/// `unknownName` command instead of being dropped in silence.
struct KnownNames: Sendable {
    var screens: Set<String> = []
    var targets: Set<String> = []
    var events: Set<String> = []
    var tours: Set<String> = []
    var manualLabels: Set<String> = []
    var buttons: Set<String> = []
    var components: Set<String> = []
    /// App actions with their outcomes (`actionOutcome`).
    var actions: [String: Set<String>] = [:]

    init(_ bundle: TourBundle) {
        screens = Set(bundle.app.screens.map(\.id))
        targets = Set(bundle.app.targets.map(\.id))
        events = Set(bundle.app.events.map(\.id))
        components = Set(bundle.app.components.map(\.id))
        for action in bundle.app.actions { actions[action.id, default: []].formUnion(action.outcomes) }
        for tour in bundle.tours {
            tours.insert(tour.id)
            for button in tour.carousel?.footer ?? [] { buttons.insert(button.label) }
            for trigger in tour.triggers { if let entry = trigger.manualEntry { manualLabels.insert(entry.label) } }
            for step in tour.steps {
                if let id = step.kind.advance?.awaitedComponent?.id { components.insert(id) }
                for button in step.kind.buttons { buttons.insert(button.label) }
                switch step.kind {
                case .page(let page):
                    for block in page.content { if let button = block.button { buttons.insert(button.label) } }
                case .spotlight(let spot):
                    if let embed = spot.component { components.insert(embed.component) }
                case .intents, .tooltip: break
                }
            }
        }
    }

    /// The unknown name in `signal`, if any.
    func unknown(in signal: TourSignal) -> UnknownName? {
        switch signal {
        case .visit(let s), .leave(let s), .ready(let s): return screens.contains(s) ? nil : UnknownName(kind: .screen, name: s)
        case .tap(let t): return targets.contains(t) ? nil : UnknownName(kind: .target, name: t)
        case .event(let e): return events.contains(e) ? nil : UnknownName(kind: .event, name: e)
        case .manual(let m): return tours.contains(m) || manualLabels.contains(m) ? nil : UnknownName(kind: .manual, name: m)
        case .invalidate(let t): return tours.contains(t) ? nil : UnknownName(kind: .tour, name: t)
        case .run(let input):
            switch input {
            case .action(let label): return buttons.contains(label) ? nil : UnknownName(kind: .button, name: label)
            case .tapTarget(let t), .targetMissing(let t), .stepTargetMissing(let t, _):
                return targets.contains(t) ? nil : UnknownName(kind: .target, name: t)
            case .event(let e): return events.contains(e) ? nil : UnknownName(kind: .event, name: e)
            case .component(let id, _): return components.contains(id) ? nil : UnknownName(kind: .component, name: id)
            case .actionOutcome(let action, let outcome):
                guard let outcomes = actions[action] else { return UnknownName(kind: .action, name: action) }
                return outcomes.contains(outcome) ? nil : UnknownName(kind: .actionOutcome, name: outcome)
            case .gesture(_, let target?): return targets.contains(target) ? nil : UnknownName(kind: .target, name: target)
            case .next, .back, .skip, .confirmSkip, .dismiss, .close, .tapAnywhere, .gesture(_, nil), .timerFired, .failure,
                 .stepFailure, .displayed, .background, .foreground:
                return nil
            }
        case .launch, .end, .reevaluate: return nil
        }
    }
}

/// A name a host passed that the bundle does not have.
public struct UnknownName: Equatable, Hashable, Sendable {
    public enum Kind: String, Equatable, Hashable, Sendable {
        case screen, target, event, tour, component
        /// A registry app action, or an outcome its entry does not declare (`actionOutcome`).
        case action, actionOutcome
        /// A tour id or a re-entry control's label (`manual`).
        case manual
        /// A page button or content link label (`action(label:)`).
        case button
    }
    public var kind: Kind
    public var name: String
}
