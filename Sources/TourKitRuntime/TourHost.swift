import Foundation
import Observation
import TourKit

/// The main-actor face of the runtime, for SwiftUI and UIKit apps: the current presentation as
/// observable state (Observation), an `AsyncStream` of updates (TipKit's `statusUpdates`),
/// conditions answered from main-actor state when they are asked, timers scheduled for you,
/// and sync or async stores.
///
/// It owns a ``TourEngine`` (one owner per store: a second host over the same store throws).
/// Keep one per app, in the environment, and give every scene the same one.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class TourHost {
    /// The step to show; nil when no step is on screen (no tour, a pause between steps, background).
    public private(set) var presentation: StepPresentation?
    /// Whether "Skip the tour?" is being asked (answer with `.run(.confirmSkip(_:))`).
    public private(set) var isAskingSkipConfirmation = false
    /// The tour that is running, shown or not.
    public private(set) var runningTour: String?
    /// How the most recent run ended.
    public private(set) var lastEnded: TourEnding?
    /// The last message a recovery asked to show (an `endTour` fallback's text).
    public private(set) var message: String?
    /// Timers waiting to be fired by hand (``Timers/manual``); empty with automatic timers.
    public private(set) var pendingTimers: [TourTimer] = []
    /// The last error an async store's `apply` threw (its batch is not retried).
    public private(set) var saveError: String?

    /// The user's role; setting it does not start anything by itself: send `.reevaluate`.
    public var role: String? {
        didSet { engine.environment.role = role }
    }

    /// What the app carries out itself: haptics, `perform` effects, analytics, celebrations.
    /// Called for every command, in order, including those of timers the host fired.
    @ObservationIgnored public var onCommand: @MainActor (TourCommand) -> Void = { _ in }
    /// The user's languages, the loaded translations and the placeholder values: each presented
    /// step then carries its texts resolved (`StepPresentation.text`). Applies from the next
    /// step presented.
    @ObservationIgnored public var localization: TourLocalization?

    public enum Timers: Sendable {
        /// The host sleeps (`Task.sleep`) and fires each timer itself.
        case automatic
        /// Timers wait in ``pendingTimers`` until ``fire(_:)`` (tests, a virtual clock).
        case manual
    }

    @ObservationIgnored public let engine: TourEngine
    @ObservationIgnored private let condition: @MainActor (String) -> Bool
    @ObservationIgnored private let timers: Timers
    @ObservationIgnored private let mirror: (any AsyncTourStateStore)?
    @ObservationIgnored private var saving: Task<Void, Never>?
    @ObservationIgnored private var continuations: [Int: AsyncStream<TourUpdate>.Continuation] = [:]
    @ObservationIgnored private var nextStream = 0

    /// A host over a synchronous store (`UserDefaultsStateStore`, `JSONFileStateStore`, …).
    /// `condition` answers the registry's conditions that have no `key`, on the main actor,
    /// each time the runtime asks; it reads the app's state and never calls back into the host.
    public init(bundle: TourBundle, store: any TourStateStore, appVersion: String, role: String? = nil,
                clock: any TourClock = SystemClock(), timers: Timers = .automatic,
                condition: @escaping @MainActor (String) -> Bool = { _ in false }) throws(TourEngineError) {
        engine = try TourEngine(bundle: bundle, store: store, clock: clock, environment: TourEnvironment(appVersion: appVersion, role: role))
        self.role = role
        self.condition = condition
        self.timers = timers
        mirror = nil
    }

    /// A host over an asynchronous store: its values are loaded now; each signal's writes are
    /// sent to it afterwards, in order.
    public init(bundle: TourBundle, store: any AsyncTourStateStore, appVersion: String, role: String? = nil,
                clock: any TourClock = SystemClock(), timers: Timers = .automatic,
                condition: @escaping @MainActor (String) -> Bool = { _ in false }) async throws {
        let values = try await store.loadValues()
        engine = try TourEngine(bundle: bundle, store: InMemoryStateStore(values), owner: store, clock: clock,
                                environment: TourEnvironment(appVersion: appVersion, role: role))
        self.role = role
        self.condition = condition
        self.timers = timers
        mirror = store
    }

    /// Handles one signal: updates the observable state, hands every command to ``onCommand``
    /// and returns them.
    @discardableResult
    public func send(_ signal: TourSignal) -> [TourCommand] {
        let (commands, writes) = engine.handleRecordingWrites(signal) { condition($0) }
        if let mirror, !writes.isEmpty {
            let previous = saving
            saving = Task { [weak self] in
                await previous?.value
                do { try await mirror.apply(writes) } catch { self?.saveError = String(describing: error) }
            }
        }
        let before = update
        for command in commands { carryOut(command) }
        runningTour = engine.run?.tour.id
        lastEnded = engine.lastEnded
        if update != before { for continuation in continuations.values { continuation.yield(update) } }
        for command in commands { onCommand(command) }
        return commands
    }

    /// Would tour `id` start by itself now, and if not, why.
    public func eligibility(of id: String) -> TourEligibility {
        engine.eligibility(of: id) { condition($0) }
    }

    /// The state as one value: what ``updates`` yields.
    public var update: TourUpdate {
        TourUpdate(presentation: presentation, isAskingSkipConfirmation: isAskingSkipConfirmation,
                   runningTour: runningTour, lastEnded: lastEnded)
    }

    /// A new stream of updates: the current state first, then each change (TipKit's
    /// `statusUpdates`). It ends when the consumer stops iterating.
    public var updates: AsyncStream<TourUpdate> {
        let (stream, continuation) = AsyncStream<TourUpdate>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = nextStream
        nextStream += 1
        continuations[id] = continuation
        continuation.yield(update)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations[id] = nil }
        }
        return stream
    }

    /// Fires a timer now (manual timers; also harmless for a timer already fired: stale timers
    /// do nothing).
    @discardableResult
    public func fire(_ timer: TourTimer) -> [TourCommand] {
        pendingTimers.removeAll { $0 == timer }
        return send(.run(.timerFired(timer)))
    }

    /// Waits until every batch of writes sent to an async store so far has been applied.
    public func flush() async {
        await saving?.value
    }

    private func carryOut(_ command: TourCommand) {
        switch command {
        case .present(var shown):
            if let localization { shown.text = localization.text(for: shown) }
            presentation = shown
            isAskingSkipConfirmation = false
        case .hide:
            presentation = nil
        case .ended:
            presentation = nil
            isAskingSkipConfirmation = false
        case .askSkipConfirmation: isAskingSkipConfirmation = true
        case .dismissSkipConfirmation: isAskingSkipConfirmation = false
        case .showMessage(let text): message = text
        case .scheduleTimer(let timer):
            switch timers {
            case .manual: pendingTimers.append(timer)
            case .automatic:
                Task { [weak self] in
                    try? await Task.sleep(nanoseconds: UInt64(max(0, timer.after) * 1_000_000_000))
                    self?.send(.run(.timerFired(timer)))
                }
            }
        case .perform, .haptic, .celebrate, .write, .analytics, .unknownName: break
        }
    }
}

/// The observable state of a ``TourHost`` as one value.
public struct TourUpdate: Equatable, Sendable {
    public var presentation: StepPresentation?
    public var isAskingSkipConfirmation: Bool
    public var runningTour: String?
    public var lastEnded: TourEnding?
}
