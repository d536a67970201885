import Foundation
import TourKit
import TourKitRuntime

/// A host without a screen: it carries out the runtime's commands the way an app would (shows
/// and hides steps, schedules timers on a virtual clock, records analytics and messages) and
/// remembers what a scenario can ask about.
struct VirtualHost {
    let bundle: TourBundle
    let store: InMemoryStateStore
    let clock = ManualClock(Date(timeIntervalSince1970: 1_767_225_600))
    var environment: TourEnvironment
    var conditions: [String: Bool]
    var coordinator: TourCoordinator
    /// Seconds since the scenario began.
    var elapsed: Double = 0
    var timers: [(due: Double, order: Int, timer: TourTimer)] = []
    var timerOrder = 0
    var showing: (tour: String, step: String)?
    /// The shown step's replaced targets (fallbacks applied).
    var replacedTargets: [String: String] = [:]
    /// The shown step's progress text and what it waits for.
    var progressText: String?
    var waitsFor: StepWait?
    /// The scenario's languages and placeholder values, and the shown step's resolved texts.
    var localization: TourLocalization?
    var text: StepText?
    var analytics: [String] = []
    var message: String?
    var transcript: [String] = []
    /// Whether `note` keeps lines: only for `--transcript` (a long scenario's transcript is large).
    var recordsTranscript = true

    init(bundle: TourBundle, appVersion: String, role: String?, conditions: [String: Bool], store: [String: StoredValue?]) {
        self.bundle = bundle
        self.store = InMemoryStateStore()
        self.conditions = conditions
        let answers = conditions
        environment = TourEnvironment(appVersion: appVersion, role: role) { answers[$0] ?? false }
        coordinator = TourCoordinator(bundle: bundle, store: self.store, clock: clock, environment: environment)
        // `$contentHash` stands for the content hash the key's progress is tied to (its tour's;
        // the bundle's for any other key), so a scenario can start mid-tour.
        for (key, value) in store {
            guard var value else { continue }
            if value == .string("$contentHash") {
                let progressKey = key.hasSuffix(".contentHash") ? String(key.dropLast(".contentHash".count)) : key
                let tour = bundle.tours.first { $0.persistence.progressKey == progressKey }
                value = .string(tour.flatMap { coordinator.contentHash(ofTour: $0.id) } ?? bundle.contentHash)
            }
            self.store.set(value, forKey: key)
        }
    }

    var awaitingSkipConfirmation: Bool { coordinator.run?.awaitingSkipConfirmation ?? false }

    mutating func setConditions(_ answers: [String: Bool]) {
        conditions.merge(answers) { _, new in new }
        let all = conditions
        coordinator.environment.condition = { all[$0] ?? false }
        note("conditions \(answers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))")
    }

    /// The process is killed and started again: the store stays, everything else goes; what
    /// changed while the app was closed applies to the new process.
    mutating func relaunch(_ change: Scenario.Relaunch = Scenario.Relaunch()) {
        note("relaunch")
        var environment = coordinator.environment
        if let version = change.appVersion { environment.appVersion = version; note("appVersion \(version)") }
        if let role = change.role { environment.role = role; note("role \(role ?? "none")") }
        coordinator = TourCoordinator(bundle: bundle, store: store, clock: clock, environment: environment)
        if !change.conditions.isEmpty { setConditions(change.conditions) }
        timers = []
        showing = nil
        send(.launch)
    }

    mutating func send(_ signal: TourSignal) {
        note("> \(Self.describe(signal))")
        perform(coordinator.handle(signal))
    }

    /// What a host with a screen does after drawing: it confirms the step it drew
    /// (`displayed`, the runtime counts only what the user saw; docs/runtime.md), and it reports
    /// the screen a tour's action or intent opened (`visit`), which a step held for that screen
    /// waits for.
    mutating func followUp(_ commands: [TourCommand]) {
        for command in commands {
            switch command {
            case .present(let shown):
                if coordinator.hostConfirmsDisplay, coordinator.run?.visible == true,
                   let run = coordinator.run, run.tour.steps[run.index].id == shown.step.id {
                    send(.run(.displayed(step: shown.step.id)))
                }
            case .perform(let effect):
                for screen in Self.screensOpened(by: effect)
                where coordinator.currentScreen != screen && bundle.app.screens.contains(where: { $0.id == screen }) {
                    send(.visit(screen))
                }
            case .hide, .scheduleTimer, .haptic, .celebrate, .askSkipConfirmation, .dismissSkipConfirmation, .showMessage,
                 .write, .analytics, .ended, .unknownName:
                break
            }
        }
    }

    /// The screens an effect navigates to, in order (an `openScreen` action, `navigate` intents).
    static func screensOpened(by effect: TourEffect) -> [String] {
        switch effect {
        case .action(let action):
            switch action {
            case .openScreen(let screen): return [screen]
            // An app action's outcome is the scenario's to report (`actionOutcome:`).
            case .next, .back, .skip, .complete, .dismiss, .startTour, .goTo, .showSheet, .presentComponent, .openURL, .perform: return []
            }
        case .intents(let intents):
            return intents.compactMap { intent in
                switch intent {
                case .navigate(let screen): screen
                case .highlight, .showMessage, .showTooltip, .demonstrateGesture, .awaitTap, .awaitNextButton, .delay: nil
                }
            }
        case .presentComponent: return []
        }
    }

    /// Moves the clock on; timers that fall due fire in due order (then scheduling order).
    mutating func wait(_ seconds: Double) {
        note("wait \(seconds)")
        let end = elapsed + seconds
        while let next = timers.enumerated().filter({ $0.element.due <= end + 1e-9 })
            .min(by: { ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order) }) {
            timers.remove(at: next.offset)
            clock.advance(by: next.element.due - elapsed)
            elapsed = next.element.due
            send(.run(.timerFired(next.element.timer)))
        }
        clock.advance(by: end - elapsed)
        elapsed = end
    }

    mutating func perform(_ commands: [TourCommand]) {
        for command in commands {
            note("  < \(Self.describe(command))")
            switch command {
            case .present(let shown):
                showing = (shown.tour, shown.step.id)
                replacedTargets = shown.replacedTargets
                progressText = shown.progressText
                waitsFor = shown.waitsFor
                text = localization?.text(for: shown)
            case .hide: showing = nil
            case .ended: showing = nil
            case .scheduleTimer(let timer):
                timerOrder += 1
                timers.append((elapsed + timer.after, timerOrder, timer))
            case .analytics(let record): analytics.append(record.name)
            case .showMessage(let text): message = text
            case .perform, .haptic, .celebrate, .askSkipConfirmation, .dismissSkipConfirmation, .write, .unknownName:
                // What these change is read elsewhere: `followUp` opens screens, the coordinator has
                // already stored what `.write` records, and the transcript line above records the rest.
                break
            }
        }
        followUp(commands)
    }

    mutating func note(_ line: String) {
        guard recordsTranscript else { return }
        transcript.append(String(format: "%7.2fs ", elapsed) + line)
    }

    static func describe(_ signal: TourSignal) -> String {
        switch signal {
        case .launch: "launch"
        case .visit(let s): "visit \(s)"
        case .tap(let t): "tap \(t)"
        case .event(let e): "event \(e)"
        case .manual(let m): "manual \(m)"
        case .run(let input): describe(input)
        case .end(let reason): "end (\(reason))"
        case .invalidate(let tour): "invalidate \(tour)"
        case .reevaluate: "reevaluate"
        case .leave(let screen): "leave \(screen)"
        case .ready(let screen): "ready \(screen)"
        }
    }

    static func describe(_ input: RunInput) -> String {
        switch input {
        case .next: "next"
        case .action(let label): "action \"\(label)\""
        case .back: "back"
        case .skip: "skip"
        case .confirmSkip(let yes): "confirmSkip \(yes)"
        case .dismiss: "dismiss"
        case .close: "close"
        case .tapAnywhere: "tapAnywhere"
        case .tapTarget(let t): "tap \(t)"
        case .gesture(let g, let t): "gesture \(g.rawValue)\(t.map { " on \($0)" } ?? "")"
        case .event(let e): "event \(e)"
        case .component(let id, let outcome): "component \(id) \(outcome)"
        case .actionOutcome(let action, let outcome): "actionOutcome \(action) \(outcome)"
        case .timerFired(let t): "timer \(t.purpose.rawValue) fired (generation \(t.generation))"
        case .targetMissing(let t): "targetMissing \(t)"
        case .failure(let kind): "failure \(kind.rawValue)"
        case .stepTargetMissing(let t, let step): "targetMissing \(t) (step \(step))"
        case .stepFailure(let kind, let step): "failure \(kind.rawValue) (step \(step))"
        case .displayed(let step): "displayed \(step)"
        case .background: "background"
        case .foreground: "foreground"
        }
    }

    static func describe(_ command: TourCommand) -> String {
        switch command {
        case .present(let p): "present \(p.tour).\(p.step.id) (\(p.position + 1) of \(p.count)\(p.attempt > 1 ? ", attempt \(p.attempt)" : "")\(p.replacedTargets.isEmpty ? "" : ", targets \(p.replacedTargets.sorted { $0.key < $1.key }.map { "\($0.key)→\($0.value)" }.joined(separator: ", "))"))"
        case .hide(let tour): "hide \(tour)"
        case .perform(let effect): "perform \(effect)"
        case .scheduleTimer(let t): "timer \(t.purpose.rawValue) in \(t.after)s (generation \(t.generation))"
        case .haptic(let h): "haptic \(h.rawValue)"
        case .celebrate: "celebrate"
        case .askSkipConfirmation: "ask to confirm skip"
        case .dismissSkipConfirmation: "take down the skip confirmation"
        case .showMessage(let m): "message \"\(m)\""
        case .write(let w): "write \(w)"
        case .analytics(let a): "analytics \(a.name) {\(a.parameters.map { "\($0.0): \($0.1)" }.joined(separator: ", "))}"
        case .ended(let tour, let outcome): "ended \(tour) \(outcome.rawValue)"
        case .unknownName(let unknown): "unknown \(unknown.kind.rawValue) `\(unknown.name)`"
        }
    }
}
