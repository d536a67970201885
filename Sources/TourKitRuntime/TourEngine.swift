import Foundation
import TourKit

/// The owner of one user's tour state: the type an app (or an extension, a widget, a test
/// harness) keeps. A reference type with its own lock, so every part of the app that holds it
/// sees the same run, from any thread.
///
/// **One owner per store.** Creating a second engine over a store that a live engine owns
/// throws ``TourEngineError/storeAlreadyOwned``: two owners would both run the intro (an iPad's
/// second scene must share the first scene's engine, not make its own). The claim ends when the
/// engine is released. Another *process* over the same `JSONFileStateStore` file is harmless:
/// that store merges writes key by key under a file lock.
///
/// A condition closure must answer from the app's state only: calling back into the engine (or
/// its ``TourHost``) while it handles a signal would wait on its own lock.
public final class TourEngine: @unchecked Sendable {
    /// Guards `coordinator`: every entry point takes it, so signals are handled one at a time.
    private let lock = NSLock()
    private var coordinator: TourCoordinator
    private let owner: AnyObject

    public init(bundle: TourBundle, store: any TourStateStore, clock: any TourClock = SystemClock(),
                environment: TourEnvironment) throws(TourEngineError) {
        try StoreOwners.shared.claim(store)
        owner = store
        coordinator = TourCoordinator(bundle: bundle, store: store, clock: clock, environment: environment)
        if TourTesting.resetRequested() { coordinator.resetAllState() }
    }

    /// An engine whose claim is on `owner` (``TourHost`` over an async store claims the async
    /// store, and gives the engine a private in-memory copy).
    init(bundle: TourBundle, store: any TourStateStore, owner: AnyObject, clock: any TourClock,
         environment: TourEnvironment) throws(TourEngineError) {
        try StoreOwners.shared.claim(owner)
        self.owner = owner
        coordinator = TourCoordinator(bundle: bundle, store: store, clock: clock, environment: environment)
    }

    deinit {
        StoreOwners.shared.release(owner)
    }

    /// Handles one signal; returns the commands for the host, in order. Its state writes reach
    /// the store as one batch before it returns.
    @discardableResult
    public func handle(_ signal: TourSignal) -> [TourCommand] {
        lock.lock(); defer { lock.unlock() }
        return coordinator.handle(signal)
    }

    /// Handles one signal, answering the registry's conditions with `condition` for this call
    /// (``TourHost`` passes its main-actor answers this way).
    @discardableResult
    public func handle(_ signal: TourSignal, answering condition: (String) -> Bool) -> [TourCommand] {
        lock.lock(); defer { lock.unlock() }
        return coordinator.handle(signal, answering: condition)
    }

    /// One signal, with the batch of writes it gave the store.
    func handleRecordingWrites(_ signal: TourSignal, answering condition: (String) -> Bool) -> ([TourCommand], [StateWrite]) {
        lock.lock(); defer { lock.unlock() }
        let commands = coordinator.handle(signal, answering: condition)
        return (commands, coordinator.lastCommit)
    }

    /// Would tour `id` start by itself now, and if not, why.
    public func eligibility(of id: String) -> TourEligibility {
        lock.lock(); defer { lock.unlock() }
        return coordinator.eligibility(of: id)
    }

    public func eligibility(of id: String, answering condition: (String) -> Bool) -> TourEligibility {
        lock.lock(); defer { lock.unlock() }
        return withoutActuallyEscaping(condition) { condition in
            coordinator.answers.answer = condition
            defer { coordinator.answers.answer = nil }
            return coordinator.eligibility(of: id)
        }
    }

    public var bundle: TourBundle { coordinator.bundle }
    public var store: any TourStateStore { coordinator.store }

    /// The running tour's run (a value: a snapshot).
    public var run: TourRun? {
        lock.lock(); defer { lock.unlock() }
        return coordinator.run
    }

    public var lastEnded: TourEnding? {
        lock.lock(); defer { lock.unlock() }
        return coordinator.lastEnded
    }

    public var environment: TourEnvironment {
        get { lock.lock(); defer { lock.unlock() }; return coordinator.environment }
        set { lock.lock(); defer { lock.unlock() }; coordinator.environment = newValue }
    }

    /// Whether the host confirms each step on screen (`.run(.displayed(step:))`).
    public var hostConfirmsDisplay: Bool {
        get { lock.lock(); defer { lock.unlock() }; return coordinator.hostConfirmsDisplay }
        set { lock.lock(); defer { lock.unlock() }; coordinator.hostConfirmsDisplay = newValue }
    }

    /// The testing switches (TipKit's): see ``TourTesting``.
    public var testing: TourTesting {
        get {
            lock.lock(); defer { lock.unlock() }
            return TourTesting(showAll: coordinator.showAllToursForTesting, hideAll: coordinator.hideAllToursForTesting,
                               shown: coordinator.toursShownForTesting, hidden: coordinator.toursHiddenForTesting)
        }
        set {
            lock.lock(); defer { lock.unlock() }
            coordinator.showAllToursForTesting = newValue.showAll
            coordinator.hideAllToursForTesting = newValue.hideAll
            coordinator.toursShownForTesting = newValue.shown
            coordinator.toursHiddenForTesting = newValue.hidden
        }
    }

    /// The content hash tour `id`'s stored progress is tied to.
    public func contentHash(ofTour id: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return coordinator.contentHash(ofTour: id)
    }

    /// TipKit's `resetDatastore()`: removes every key the app's tours use. Call before `launch`.
    public func resetAllState() {
        lock.lock(); defer { lock.unlock() }
        coordinator.resetAllState()
    }
}

/// Why an engine could not be made.
public enum TourEngineError: Error, Equatable, Sendable {
    /// A live engine (or ``TourHost``) already owns this store. Share that one.
    case storeAlreadyOwned
}

/// TipKit's testing switches, in one value.
public struct TourTesting: Equatable, Sendable {
    /// `showAllTipsForTesting`: automatic triggers ignore roles, guards and show-once keys.
    public var showAll = false
    /// `hideAllTipsForTesting`: nothing starts by itself (`manual` still works).
    public var hideAll = false
    /// `showTipsForTesting(_:)`: these tours ignore roles, guards and show-once keys.
    public var shown: Set<String> = []
    /// `hideTipsForTesting(_:)`: these tours never start by themselves.
    public var hidden: Set<String> = []

    public init(showAll: Bool = false, hideAll: Bool = false, shown: Set<String> = [], hidden: Set<String> = []) {
        self.showAll = showAll
        self.hideAll = hideAll
        self.shown = shown
        self.hidden = hidden
    }

    /// The launch argument that resets the store before launch, as TipKit's
    /// `-com.apple.TipKit.ResetDatastore 1`: `-TourKitResetState 1` (or `YES`/`true`).
    public static let resetArgument = "-TourKitResetState"

    /// Whether `arguments` (the process's, by default) ask for a reset.
    public static func resetRequested(in arguments: [String] = ProcessInfo.processInfo.arguments) -> Bool {
        guard let at = arguments.firstIndex(of: resetArgument), at + 1 < arguments.count else { return false }
        return ["1", "YES", "yes", "true"].contains(arguments[at + 1])
    }
}

/// The stores that have a live owner, by identity.
final class StoreOwners: @unchecked Sendable {
    static let shared = StoreOwners()
    private let lock = NSLock()
    private var owned: Set<ObjectIdentifier> = []

    func claim(_ store: AnyObject) throws(TourEngineError) {
        lock.lock(); defer { lock.unlock() }
        guard owned.insert(ObjectIdentifier(store)).inserted else { throw .storeAlreadyOwned }
    }

    /// Called from the owner's deinit, while the owner still holds the store (so the identifier
    /// cannot be reused by another object first).
    func release(_ store: AnyObject) {
        lock.lock(); defer { lock.unlock() }
        owned.remove(ObjectIdentifier(store))
    }
}
