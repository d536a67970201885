import Foundation
import TourKit

/// What the app tells the runtime: its lifecycle, where the user is, what they tapped, and the
/// inputs of the running tour.
public enum TourSignal: Equatable, Sendable {
    /// The app started (or came back after being killed).
    case launch
    /// The user is on a screen of the registry.
    case visit(String)
    /// A tap on a registry target (also a running step's target).
    case tap(String)
    /// An app event of the registry.
    case event(String)
    /// A re-entry control (Settings → "Show App Tour"), by tour id or by the control's label.
    case manual(String)
    /// An input for the running tour.
    case run(RunInput)
}

/// The host's answers: the running version, the user's role and the registry's conditions.
/// Conditions tied to a persistence key (`condition.key`) are answered from the store instead.
public struct TourEnvironment: Sendable {
    public var appVersion: String
    public var role: String?
    public var condition: @Sendable (String) -> Bool

    public init(appVersion: String, role: String? = nil, condition: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.appVersion = appVersion
        self.role = role
        self.condition = condition
    }
}

/// Runs an app's tours: decides which tour a signal starts, runs one tour at a time, applies
/// its state writes to the store and re-evaluates after a run ends.
///
/// A value type: the host keeps one (usually in a `@MainActor` model), calls `handle` and carries
/// out the returned commands in order, scheduling `scheduleTimer` commands and handing them back
/// with `.run(.timerFired(_:))`.
public struct TourCoordinator: Sendable {
    public let bundle: TourBundle
    public let store: any TourStateStore
    public let clock: any TourClock
    public var environment: TourEnvironment
    /// TipKit's `showAllTipsForTesting`: automatic triggers ignore guards, roles and show-once keys.
    public var showAllToursForTesting = false
    public internal(set) var run: TourRun?
    /// The most recent run that ended.
    public internal(set) var lastEnded: (tour: String, outcome: RunOutcome)?
    public internal(set) var currentScreen: String?
    var launched = false
    /// Tours that ran since launch: re-evaluation never starts them again in the same session.
    var ranThisSession: Set<String> = []
    var triggerGeneration = 0

    /// The runtime's own key: set after the first launch, for `firstLaunch` tours without
    /// show-once keys.
    public static let launchedKey = "tourkit.hasLaunched"
    /// The runtime's own key: screens visited, for `firstVisit` tours without show-once keys.
    public static let visitedKey = "tourkit.visitedScreens"

    /// The registry's persistence keys and key-answered conditions, looked up once: eligibility
    /// runs over every tour on every signal.
    let keys: [String: PersistenceKey]
    let keyedConditions: [String: String]
    let index: TriggerIndex

    public init(bundle: TourBundle, store: any TourStateStore, clock: any TourClock = SystemClock(), environment: TourEnvironment) {
        self.bundle = bundle
        self.store = store
        self.clock = clock
        self.environment = environment
        keys = TourStateRules.keyTable(bundle.app)
        keyedConditions = Dictionary(bundle.app.conditions.compactMap { c in c.key.map { (c.id, $0) } }, uniquingKeysWith: { a, _ in a })
        index = TriggerIndex(bundle)
    }

    public var context: RunContext {
        let store = store
        let keyed = keyedConditions
        let ask = environment.condition
        return RunContext(now: clock.now, appVersion: environment.appVersion, role: environment.role) { id in
            if let key = keyed[id] { return store.value(forKey: key)?.isTruthy ?? false }
            return ask(id)
        }
    }

    /// Handles one signal and returns the commands for the host, in order.
    public mutating func handle(_ signal: TourSignal) -> [TourCommand] {
        var commands: [TourCommand]
        switch signal {
        case .launch: commands = launch()
        case .visit(let screen): commands = visit(screen)
        case .tap(let target):
            if run != nil { commands = forward(.tapTarget(target)) } else { commands = tapped(target) }
        case .event(let event):
            if run != nil { commands = forward(.event(event)) } else { commands = eventTriggers(event) }
        case .manual(let name): commands = manual(name)
        case .run(.timerFired(let timer)) where timer.purpose == .triggerDelay:
            commands = triggerTimerFired(timer)
        case .run(let input): commands = forward(input)
        }
        return commands
    }

    /// Removes every key the app's tours use (and the runtime's own), like TipKit's
    /// `resetDatastore()`: every tour runs as on a fresh install. Ends nothing: call it before
    /// `launch`.
    public mutating func resetAllState() {
        for key in bundle.app.persistence {
            if key.scope == .perTour {
                for tour in bundle.tours { store.removeValue(forKey: key.key + tour.id) }
            } else {
                store.removeValue(forKey: key.key)
                if key.type == .int { store.removeValue(forKey: key.key + ".contentHash") }
            }
        }
        store.removeValue(forKey: Self.launchedKey)
        store.removeValue(forKey: Self.visitedKey)
        ranThisSession = []
    }

    // MARK: Running

    mutating func forward(_ input: RunInput) -> [TourCommand] {
        guard var current = run else { return [] }
        let commands = current.handle(input, context)
        run = current
        return apply(commands)
    }

    /// Applies state writes to the store; when the run ended, starts its follow-up tour or
    /// re-evaluates the triggers that may now apply.
    mutating func apply(_ commands: [TourCommand]) -> [TourCommand] {
        var out = commands
        for case .write(let write) in commands { write.apply(to: store) }
        guard let current = run, let outcome = current.outcome else { return out }
        run = nil
        lastEnded = (current.tour.id, outcome)
        if let next = current.followUp, let tour = bundle.tour(next) {
            out += start(tour)
        } else {
            out += reevaluate()
        }
        return out
    }

    mutating func start(_ tour: Tour, at index: Int = 0) -> [TourCommand] {
        ranThisSession.insert(tour.id)
        let (started, commands) = TourRun.start(tour, in: bundle, at: index, context: context, keys: keys)
        run = started
        return apply(commands)
    }

    /// After a run ends: launch triggers (when launched) and the current screen's first visit,
    /// for tours that have not run this session.
    mutating func reevaluate() -> [TourCommand] {
        guard launched, run == nil else { return [] }
        if let tour = launchCandidate() { return start(tour) }
        if let screen = currentScreen, let tour = visitCandidate(screen) { return start(tour) }
        return []
    }
}
