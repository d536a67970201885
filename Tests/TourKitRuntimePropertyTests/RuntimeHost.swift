import Foundation
import TourKit
import TourKitRuntime

/// A host without a screen that drives a `TourCoordinator` the way an app does (it carries out
/// the commands in order, keeps the timers the runtime scheduled, moves a manual clock) and
/// checks after every signal what the runtime promises whatever the user does:
///
/// - it never shows two steps at once: a step is presented only by the tour that is running,
///   and a second tour never starts before the first one's `ended`;
/// - it never writes a store key the app's tours do not declare (`BundleVocabulary.storeKeys`:
///   the tours' keys and the runtime's own, checked at the store itself and for every `.write`
///   command);
/// - every run that stops ends with an outcome (`ended`, once, for the tour that ran), and a
///   running tour can always be ended (`finish`).
///
/// It uses only the coordinator's value API (`init`, `handle`, `environment`, `run`,
/// `hostConfirmsDisplay`), so it holds
/// whatever host-facing layer is built on top.
struct RuntimeHost {
    let bundle: TourBundle
    let vocabulary: BundleVocabulary
    let store = RecordingStore()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_767_225_600))
    var coordinator: TourCoordinator
    var conditions: Set<String> = []
    /// Timers handed out and not yet fired, in scheduling order.
    var timers: [TourTimer] = []
    /// The tour between its first command and its `ended` (what the host shows, or is about to).
    var running: String?
    var showing: (tour: String, step: String)?
    var runsEnded = 0
    /// Every broken promise, in words; empty while the runtime keeps them.
    var violations: [String] = []
    /// The signals sent, in order (rendered only when a promise is broken: describing every
    /// command would cost more than running the runtime).
    var signals: [TourSignal] = []

    init(bundle: TourBundle, vocabulary: BundleVocabulary, version: String, role: String?, confirmsDisplay: Bool) {
        self.bundle = bundle
        self.vocabulary = vocabulary
        coordinator = TourCoordinator(bundle: bundle, store: store, clock: clock,
                                      environment: TourEnvironment(appVersion: version, role: role) { _ in false })
        coordinator.hostConfirmsDisplay = confirmsDisplay
    }

    mutating func send(_ signal: TourSignal) {
        signals.append(signal)
        let commands = coordinator.handle(signal)
        perform(commands)
        for key in store.drainWritten() where !vocabulary.storeKeys.contains(key) {
            violations.append("the store was written under `\(key)`, which no tour of the app declares (after \(signal))")
        }
        // The coordinator's run and the commands must tell the same story.
        if coordinator.run == nil, let tour = running {
            violations.append("the run of `\(tour)` stopped without an `ended` command (after \(signal))")
            running = nil
        }
        if let run = coordinator.run, running != nil, running != run.tour.id {
            violations.append("`\(run.tour.id)` runs while the host was told `\(running!)` is running (after \(signal))")
        }
    }

    mutating func perform(_ commands: [TourCommand]) {
        for command in commands {
            switch command {
            case .present(let shown):
                if let tour = running, tour != shown.tour {
                    violations.append("`\(shown.tour)` presented step `\(shown.step.id)` while `\(tour)` is running: two steps at once")
                }
                running = shown.tour
                showing = (shown.tour, shown.step.id)
            case .hide(let tour):
                if let running, running != tour { violations.append("`\(tour)` hidden while `\(running)` is running") }
                showing = nil
            case .ended(let tour, _):
                if let running, running != tour { violations.append("`\(tour)` ended while `\(running)` is running") }
                running = nil
                showing = nil
                runsEnded += 1
            case .scheduleTimer(let timer):
                timers.append(timer)
            case .write(let write):
                if !vocabulary.storeKeys.contains(write.key) {
                    violations.append("a `.write` of `\(write.key)`, which no tour of the app declares")
                }
            case .perform, .haptic, .celebrate, .askSkipConfirmation, .dismissSkipConfirmation, .showMessage, .analytics, .unknownName:
                break
            }
        }
    }

    /// The process is killed and started again: the store and the clock stay, the rest goes.
    mutating func relaunch() {
        let confirms = coordinator.hostConfirmsDisplay
        coordinator = TourCoordinator(bundle: bundle, store: store, clock: clock, environment: coordinator.environment)
        coordinator.hostConfirmsDisplay = confirms
        timers = []
        running = nil
        showing = nil
        send(.launch)
    }

    /// Fires the `i`-th pending timer (moving the clock to it), as a host's scheduler does.
    mutating func fireTimer(_ i: Int) {
        guard !timers.isEmpty else { return }
        let timer = timers.remove(at: i % timers.count)
        if timer.after.isFinite, timer.after > 0 { clock.advance(by: min(timer.after, 1e9)) }
        send(.run(.timerFired(timer)))
    }

    mutating func setCondition(_ id: String, _ holds: Bool) {
        if holds { conditions.insert(id) } else { conditions.remove(id) }
        let answers = conditions
        coordinator.environment.condition = { answers.contains($0) }
    }

    /// Ends whatever runs, as a user who wants out would: come back to the foreground, let the
    /// timers fire, confirm a skip, skip, dismiss, and report failures until the run gives up.
    /// A run that outlives `rounds` of that is a run that cannot end.
    mutating func finish(rounds: Int = 500) {
        var round = 0
        while coordinator.run != nil {
            if round == rounds {
                violations.append("the run of `\(coordinator.run!.tour.id)` did not end after \(rounds) rounds of foreground, timers, skip, dismiss and failures")
                return
            }
            switch round % 6 {
            case 0:
                send(.run(.foreground))
                if let step = showing?.step { send(.run(.displayed(step: step))) }
            case 1: while !timers.isEmpty, coordinator.run != nil { fireTimer(0) }
            case 2: send(.run(.confirmSkip(true)))
            case 3: send(.run(.skip))
            case 4: send(.run(.dismiss))
            default: send(.run(.failure(TourErrorKind.allCases[(round / 6) % TourErrorKind.allCases.count])))
            }
            round += 1
        }
    }
}
