import Foundation
import TourKit

/// What the app tells the runtime: its lifecycle, where the user is, what they tapped, the
/// inputs of the running tour, and its own decisions about tours.
public enum TourSignal: Equatable, Sendable {
    /// The app started (or came back after being killed). Once per engine: a second `launch`
    /// (SwiftUI's `.onAppear` firing again) does nothing; use `reevaluate`.
    case launch
    /// The user is on a screen of the registry.
    case visit(String)
    /// A tap on a registry target (also a running step's target).
    case tap(String)
    /// An app event of the registry.
    case event(String)
    /// A re-entry control (Settings → "Show App Tour"), by the control's label, or any tour by
    /// its id ("show this tip again"). User-initiated: ignores roles, guards and show-once keys.
    case manual(String)
    /// An input for the running tour.
    case run(RunInput)
    /// The app ends the running tour (outcome `cancelled`): no retries, no confirmation, no
    /// state written but the cleared progress. `reason` goes to the `tourAbandoned` record.
    case end(reason: String)
    /// The app invalidates a tour for good (TipKit's `invalidate(reason: .actionPerformed)`:
    /// the user did what the tip teaches): its `completed` updates are written (its show-once
    /// keys), it never starts automatically again, and it ends (`cancelled`) if it is running.
    case invalidate(tour: String)
    /// The environment changed (sign-in, a role, a condition): tours that may start now do,
    /// without the side effects of another `launch`.
    case reevaluate
    /// The user left this screen: a tooltip or card (one-step tour) bound to it ends
    /// (`cancelled`, reason `screenLeft`).
    case leave(String)
    /// This screen is ready for a tour (after an animation): like a `visit` for a resumed run
    /// waiting for the screen, without counting as a visit.
    case ready(String)
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

/// How the most recent run ended.
public struct TourEnding: Equatable, Hashable, Sendable, Codable {
    public var tour: String
    public var outcome: RunOutcome

    public init(tour: String, outcome: RunOutcome) {
        self.tour = tour
        self.outcome = outcome
    }
}

/// The pure state machine behind ``TourEngine`` and ``TourHost``: decides which tour a signal
/// starts, runs one tour at a time, collects its state writes and re-evaluates after a run ends.
///
/// A value type for tests and tools (`tourc test`, property tests): it is deterministic and has
/// no lock. An app uses ``TourEngine`` (any thread) or ``TourHost`` (the main actor), reference
/// types that own it: a copy of a `TourCoordinator` shares its store but not its run, so two
/// copies would both run the intro. Each `handle` ends with one batch of writes to the store.
public struct TourCoordinator: Sendable {
    public let bundle: TourBundle
    public let store: any TourStateStore
    public let clock: any TourClock
    public var environment: TourEnvironment
    /// TipKit's `showAllTipsForTesting`: automatic triggers ignore guards, roles and show-once keys.
    public var showAllToursForTesting = false
    /// TipKit's `hideAllTipsForTesting`: nothing starts by itself (manual still works).
    public var hideAllToursForTesting = false
    /// TipKit's `showTipsForTesting(_:)` / `hideTipsForTesting(_:)`: these tours ignore (shown)
    /// or never pass (hidden) the automatic checks.
    public var toursShownForTesting: Set<String> = []
    public var toursHiddenForTesting: Set<String> = []
    /// The host confirms each step on screen (`RunInput.displayed`): `started` updates wait for
    /// the first confirmation, and a run whose steps never appeared writes no outcome updates.
    /// On by default (only what the user saw counts); a host that cannot tell when a step is
    /// drawn sets it to false, and then `present` counts as shown.
    public var hostConfirmsDisplay = true
    public internal(set) var run: TourRun?
    /// The most recent run that ended.
    public internal(set) var lastEnded: TourEnding?
    public internal(set) var currentScreen: String?
    public internal(set) var launched = false
    /// The batch of writes the last handled signal gave the store (an async store's mirror).
    public internal(set) var lastCommit: [StateWrite] = []
    /// Tours that ran since launch: re-evaluation never starts them again in the same session.
    var ranThisSession: Set<String> = []
    var triggerGeneration = 0
    /// True while ``reevaluate()`` looks for a tour: a re-showing tour (`showAgainAfter`) that ran
    /// this session does not come back on the re-evaluation after its own ending.
    var reevaluating = false
    /// The highest generation any run reached: the next run starts above it, so a timer of an
    /// earlier run never matches a later one.
    var generationFloor = 0

    /// The runtime's own key: set after the first launch, for `firstLaunch` tours without
    /// show-once keys.
    public static let launchedKey = "tourkit.hasLaunched"
    /// The runtime's own key: screens visited, for `firstVisit` tours without show-once keys.
    public static let visitedKey = "tourkit.visitedScreens"
    /// The runtime's own key: tours the app invalidated (``TourSignal/invalidate(tour:)``).
    public static let invalidatedKey = "tourkit.invalidatedTours"

    /// The registry's persistence keys and key-answered conditions, looked up once: eligibility
    /// runs over every tour on every signal.
    let keys: [String: PersistenceKey]
    /// The registry's conditions as rules over the store, counted events and each other.
    let conditions: ConditionRules
    /// The app's `pacing.displayFrequency` in seconds (0: no pacing).
    let pacingInterval: Double
    let index: TriggerIndex
    /// Each tour's own content hash (tours with a progress key), guarding its resume.
    let tourHashes: [String: String]
    /// What an automatic start checks, per tour (parallel to `bundle.tours`), and tour ids to
    /// their index.
    let gates: [TourGate]
    let tourIndex: [String: Int]
    /// The registry's tip groups by tour position (``TipGroups``).
    let groups: TipGroups
    /// The names a signal may carry (an unknown one is reported).
    let names: KnownNames
    /// Reads through the writes of the signal being handled; committed once per signal.
    let state: StateTransaction
    /// Main-actor answers for the signal being handled (``handle(_:answering:)``).
    let answers = AnswerScope()

    public init(bundle: TourBundle, store: any TourStateStore, clock: any TourClock = SystemClock(), environment: TourEnvironment) {
        self.bundle = bundle
        self.store = store
        self.clock = clock
        self.environment = environment
        keys = TourStateRules.keyTable(bundle.app)
        conditions = ConditionRules(bundle.app, keys: TourStateRules.keyTable(bundle.app), tours: bundle.tours)
        index = TriggerIndex(bundle)
        pacingInterval = TourDuration.frequency(bundle.app.pacing.displayFrequency) ?? 0
        var hashes: [String: String] = [:]
        for i in index.progress { hashes[bundle.tours[i].id] = TourContentHash.of(bundle.tours[i]) }
        tourHashes = hashes
        let keys = keys
        var slots = [Self.invalidatedKey: 0]
        let conditionIndex = conditions.index
        gates = bundle.tours.enumerated().map { TourGate($1, index: $0, keys: keys, conditions: conditionIndex, slots: &slots) }
        tourIndex = Dictionary(bundle.tours.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        groups = TipGroups(bundle.app.tipGroups, tourIndex: tourIndex, tourCount: bundle.tours.count)
        state = StateTransaction(store, tourIndex: tourIndex)
        names = KnownNames(bundle)
    }

    /// The content hash a tour's stored progress is tied to: the tour's own (editing another
    /// tour, or the registry, does not restart it).
    public func contentHash(ofTour id: String) -> String? {
        tourHashes[id] ?? tourIndex[id].map { TourContentHash.of(bundle.tours[$0]) }
    }

    public var context: RunContext {
        let store = state
        let rules = conditions
        let ask: (String) -> Bool = answers.answer ?? environment.condition
        let now = clock.now
        var context = RunContext(now: now, appVersion: environment.appVersion, role: environment.role) { id in
            rules.holds(id, state: store, now: now, ask: ask)
        }
        context.screen = .tracked(currentScreen)
        return context
    }

    /// Handles one signal and returns the commands for the host, in order. The signal's state
    /// writes reach the store as one batch before it returns.
    public mutating func handle(_ signal: TourSignal) -> [TourCommand] {
        if let unknown = names.unknown(in: signal) {
            lastCommit = []
            return [.unknownName(unknown)]
        }
        conditions.beginSignal(now: clock.now)
        defer { conditions.endSignal() }
        // A counted event is logged first, so a condition on it sees this occurrence.
        var logged: [TourCommand] = []
        if case .event(let event) = signal, let write = conditions.logWrite(event, now: clock.now, state: state) {
            state.apply([write])
            logged = [.write(write)]
        }
        let commands = logged + dispatch(signal)
        lastCommit = state.commit()
        return commands
    }

    /// Handles one signal, answering the registry's conditions with `condition` (for this call
    /// only): a `@MainActor` host answers from its own state, without copying it anywhere.
    public mutating func handle(_ signal: TourSignal, answering condition: (String) -> Bool) -> [TourCommand] {
        withoutActuallyEscaping(condition) { condition in
            answers.answer = condition
            defer { answers.answer = nil }
            return handle(signal)
        }
    }

    mutating func dispatch(_ signal: TourSignal) -> [TourCommand] {
        switch signal {
        case .launch: return launch()
        case .visit(let screen): return visit(screen)
        case .tap(let target):
            let moved = onScreen(index.targetScreens[target])
            return moved + tap(target)
        case .event(let event):
            let moved = onScreen(index.eventScreens[event])
            return moved + (run != nil ? forward(.event(event)) : eventTriggers(event))
        case .manual(let name): return manual(name)
        case .run(.timerFired(let timer)) where timer.purpose == .triggerDelay:
            return triggerTimerFired(timer)
        case .run(let input): return forward(input)
        case .end(let reason): return end(reason: reason)
        case .invalidate(let tour): return invalidate(tour)
        case .reevaluate: return reevaluate()
        case .leave(let screen): return leave(screen)
        case .ready(let screen):
            currentScreen = screen
            return run != nil ? screenChanged() : reevaluate()
        }
    }

    /// A tap on a target, with or without a run.
    mutating func tap(_ target: String) -> [TourCommand] {
        if run != nil {
            // A tap on a `via` target (or a tab) is still a visit of its screen.
            if let screen = index.opens[target] {
                recordVisit(screen)
                let moved = screenChanged()
                return run == nil ? moved : moved + forward(.tapTarget(target))
            }
            return forward(.tapTarget(target))
        }
        return tapped(target)
    }

    /// A tap on a target that lives on a registry screen, or an event that happens on one: the
    /// user is on that screen (it does not count as a visit). A step held for it shows.
    mutating func onScreen(_ screen: String?) -> [TourCommand] {
        guard let screen, screen != currentScreen else { return [] }
        currentScreen = screen
        return run != nil ? screenChanged() : []
    }

    /// Removes every key the app's tours use (and the runtime's own), like TipKit's
    /// `resetDatastore()`: every tour runs as on a fresh install. Ends nothing: call it before
    /// `launch`.
    public mutating func resetAllState() {
        for key in bundle.app.persistence {
            if key.scope == .perTour {
                for tour in bundle.tours { state.removeValue(forKey: key.key + tour.id) }
            } else {
                state.removeValue(forKey: key.key)
                if key.type == .int { state.removeValue(forKey: key.key + ".contentHash") }
            }
        }
        for key in [Self.launchedKey, Self.visitedKey, Self.invalidatedKey, TourDisplayKeys.lastPacedShow] { state.removeValue(forKey: key) }
        for event in conditions.events { state.removeValue(forKey: TourDisplayKeys.eventLog(event)) }
        conditions.forgetLogs()
        for gate in gates {
            state.removeValue(forKey: gate.countKey)
            state.removeValue(forKey: gate.lastShownKey)
        }
        ranThisSession = []
        lastCommit = state.commit()
    }

    // MARK: Running

    mutating func forward(_ input: RunInput) -> [TourCommand] {
        guard var current = run else { return [] }
        let commands = current.handle(input, context)
        run = current
        return apply(commands)
    }

    /// Applies state writes; when the run ended, starts its follow-up tour or re-evaluates the
    /// triggers that may now apply.
    mutating func apply(_ commands: [TourCommand]) -> [TourCommand] {
        var out = commands
        var writes: [StateWrite] = []
        for case .write(let write) in commands { writes.append(write) }
        state.apply(writes)
        guard let current = run, let outcome = current.outcome else { return out }
        run = nil
        generationFloor = max(generationFloor, current.generation)
        lastEnded = TourEnding(tour: current.tour.id, outcome: outcome)
        if let next = current.followUp, let tour = bundle.tour(next) {
            out += start(tour, automatic: false)
        } else {
            out += reevaluate()
        }
        return out
    }

    /// `automatic`: started by a trigger the user did not ask for (a launch, a visit, an event,
    /// a resume), which the app's pacing counts; `manual`, `targetTap` and `startTour` are not.
    mutating func start(_ tour: Tour, at index: Int = 0, automatic: Bool = true) -> [TourCommand] {
        ranThisSession.insert(tour.id)
        let context = context
        var (started, commands) = TourRun.start(tour, in: bundle, at: index, context: context, keys: keys,
                                                contentHash: tourHashes[tour.id] ?? "", generation: generationFloor,
                                                confirmsDisplay: hostConfirmsDisplay)
        // A showing counts once its first step is on screen: now, or at the host's first
        // `displayed` (with the `started` updates). A run that applied to nothing counts nothing.
        if started.outcome == nil, let i = tourIndex[tour.id] {
            let writes = showingWrites(i, automatic: automatic, now: context.now)
            if started.confirmsDisplay {
                started.startWrites += writes
            } else {
                commands.insert(contentsOf: writes.map(TourCommand.write), at: 0)
            }
            if let max = gates[i].maxDisplayCount, case .set(_, .int(let shown))? = writes.first, shown >= max {
                commands += started.record("tourRetired", context, ["reason": TourEligibility.Reason.displayCountExceeded.name])
            }
        }
        run = started
        return apply(commands)
    }

    /// The current screen changed during a run: a step held for this screen shows, and a shown
    /// step bound to another screen is hidden until its screen comes back.
    mutating func screenChanged() -> [TourCommand] {
        guard var current = run else { return [] }
        let commands = current.screenChanged(context)
        run = current
        return apply(commands)
    }

    /// The app ends the running tour.
    mutating func end(reason: String) -> [TourCommand] {
        guard var current = run else { return [] }
        let commands = current.cancel(reason: reason, context)
        run = current
        return apply(commands)
    }

    /// After a run ends, or when the app asks: an interrupted run that may resume now, launch
    /// triggers (when launched) and the current screen's first visit, for tours that have not
    /// run this session.
    mutating func reevaluate() -> [TourCommand] {
        guard launched, run == nil else { return [] }
        reevaluating = true
        defer { reevaluating = false }
        if let (tour, at) = resumeCandidate() { return start(tour, at: at) }
        if let tour = launchCandidate() { return start(tour) }
        if let screen = currentScreen, let tour = visitCandidate(screen) { return start(tour) }
        return []
    }
}

/// Holds a caller's condition answers while one signal is handled (the owner's lock, or the
/// main actor, keeps it to one caller at a time).
final class AnswerScope: @unchecked Sendable {
    var answer: ((String) -> Bool)?
}
