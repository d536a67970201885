import Foundation
import TourKit

extension TourCoordinator {
    /// The tour a launch starts: the first eligible one in start order (highest `priority`, then
    /// bundle order).
    func launchCandidate() -> Tour? {
        let launchedBefore = state.value(forKey: Self.launchedKey) != nil
        for i in index.launch {
            let tour = bundle.tours[i]
            var consumable: String?
            let fires = tour.triggers.contains { trigger in
                switch trigger.kind {
                case .appLaunch: return true
                case .firstLaunch: return !tour.persistence.onceKeys.isEmpty || !launchedBefore || gates[i].showAgainAfter != nil
                case .majorUpdate(let key, let version, let change, let ifHeld, _):
                    guard let due = UpdateRules.due(change, running: environment.appVersion, lastToured: state.value(forKey: key)?.stringValue,
                                                    majors: bundle.app.majorVersions) else { return showAllToursForTesting }
                    guard version.map({ VersionNumber($0) == VersionNumber(due) }) ?? true else { return false }
                    switch ifHeld {
                    case .wait: return true
                    case .consume:
                        if state.value(forKey: UpdateRules.consumedKey(tour.id))?.stringValue == due { return false }
                        consumable = due
                        return true
                    }
                case .firstVisit, .targetTap, .event, .manual: return false
                }
            }
            if fires && eligible(i) { return tour }
            if fires, let due = consumable { consumeHeldUpdate(i, due: due) }
        }
        return nil
    }

    /// The tour a visit of `screen` starts: the first eligible first-visit tour in start order.
    func visitCandidate(_ screen: String) -> Tour? {
        guard let candidates = index.visit[screen] else { return nil }
        let visitedBefore = state.contains(screen, inSetAt: Self.visitedKey)
        for i in candidates {
            if (!gates[i].once.isEmpty || !visitedBefore || gates[i].showAgainAfter != nil) && eligible(i) { return bundle.tours[i] }
        }
        return nil
    }

    /// An interrupted run that may come back now: stored progress of a tour whose `onRelaunch`
    /// is `resume` (at its step, when the tour's content is unchanged) or `restart`, and which
    /// would be eligible now (roles, `when`/`unless`). Progress of a tour that is finished (a
    /// show-once key marked, or invalidated) is cleared and never resumes; progress of a tour
    /// not eligible now (signed out) stays for a later launch or `reevaluate`.
    mutating func resumeCandidate() -> (Tour, Int)? {
        for i in index.progress {
            let tour = bundle.tours[i]
            let rules = rules(tour)
            guard let stored = rules.storedProgress(in: state) else { continue }
            if tour.flow.resume.onRelaunch == .end {
                state.apply(rules.clearProgress())
                continue
            }
            // A run bound to a screen comes back on that screen (a visit or `ready`), not over
            // whatever screen the app opens on.
            if let screen = index.screen[i], screen != currentScreen { continue }
            switch blocker(i, checkRun: false) {
            case nil, .paced?, .shownRecently?: break
            case .seen?, .invalidated?, .displayCountExceeded?:
                state.apply(rules.clearProgress())
                continue
            case .unknownTour?, .running?, .anotherTourRunning?, .role?, .condition?, .ranThisSession?, .hiddenForTesting?, .grouped?:
                continue
            }
            let resumes = tour.flow.resume.onRelaunch == .resume && stored.sameContent && stored.index < tour.steps.count
            return (tour, resumes ? stored.index : 0)
        }
        return nil
    }

    /// Launch, once per engine: an interrupted run comes back first (its `onRelaunch`), then
    /// launch triggers. A second `launch` does nothing.
    mutating func launch() -> [TourCommand] {
        guard !launched else { return [] }
        launched = true
        ranThisSession = []
        defer { state.set(.bool(true), forKey: Self.launchedKey) }
        recordFreshInstallVersion()
        if let (tour, at) = resumeCandidate() { return start(tour, at: at) }
        if let tour = launchCandidate() { return start(tour) }
        return []
    }

    /// A screen visit: its first-visit tours (one, in start order). A visit while another tour
    /// runs is remembered as the current screen but does not use up a first visit.
    mutating func visit(_ screen: String) -> [TourCommand] {
        currentScreen = screen
        guard run == nil else { return screenChanged() }
        if launched, let (tour, at) = resumeCandidate() {
            recordVisit(screen)
            return start(tour, at: at)
        }
        let candidate = visitCandidate(screen)
        recordVisit(screen)
        guard let tour = candidate else { return [] }
        return start(tour)
    }

    /// Remembers a visit (`tourkit.visitedScreens`) for first-visit tours without show-once
    /// keys, and the screen the user is on.
    mutating func recordVisit(_ screen: String) {
        currentScreen = screen
        guard run == nil, !state.contains(screen, inSetAt: Self.visitedKey) else { return }
        state.apply([.insert(key: Self.visitedKey, element: screen)])
    }

    /// A tap with no tour running: a `targetTap` tour starts (user-initiated); a tab or a
    /// `firstVisit … via` target is a visit of its screen.
    mutating func tapped(_ target: String) -> [TourCommand] {
        if let first = index.tap[target]?.first { return start(bundle.tours[first], automatic: false) }
        if let screen = index.opens[target] { return visit(screen) }
        return []
    }

    /// An app event with no tour running: event tours start, after their delay.
    mutating func eventTriggers(_ event: String) -> [TourCommand] {
        for i in index.event[event] ?? [] {
            let tour = bundle.tours[i]
            for trigger in tour.triggers {
                let delay: Double
                switch trigger.kind {
                case .event(let e, let d) where e == event: delay = d
                // Listed, not filtered: a new kind must say whether an app event starts it.
                case .event, .firstLaunch, .appLaunch, .firstVisit, .targetTap, .majorUpdate, .manual: continue
                }
                guard eligible(i) else { continue }
                if delay <= 0 { return start(tour) }
                triggerGeneration += 1
                return [.scheduleTimer(TourTimer(tour: tour.id, purpose: .triggerDelay, generation: triggerGeneration, after: delay))]
            }
        }
        return []
    }

    mutating func triggerTimerFired(_ timer: TourTimer) -> [TourCommand] {
        guard timer.generation == triggerGeneration, let i = tourIndex[timer.tour], eligible(i) else { return [] }
        // The user left the tour's screen during the delay: the start is dropped.
        if let screen = index.screen[i], let current = currentScreen, current != screen { return [] }
        return start(bundle.tours[i])
    }

    /// A re-entry control: by tour id (any tour, with or without a `manual` trigger), or by label
    /// (choosing the tour for the user's role). It always starts the tour (user-initiated);
    /// a control with `resetsState` first writes the tour's `reset` updates and clears its
    /// progress. Ignored while another tour runs.
    mutating func manual(_ name: String) -> [TourCommand] {
        guard run == nil else { return [] }
        let manualEntry: (Tour) -> ManualEntry? = { tour in
            tour.triggers.lazy.compactMap(\.manualEntry).first
        }
        let tours = bundle.tours, role = environment.role
        let tour = tourIndex[name].map { tours[$0] } ?? index.order.lazy.map { tours[$0] }.first { tour in
            manualEntry(tour)?.label == name && (tour.roles.isEmpty || role.map(tour.roles.contains) == true)
        }
        guard let tour else { return [] }
        var commands: [TourCommand] = []
        if manualEntry(tour)?.resetsState == true {
            let rules = rules(tour)
            let writes = rules.writes(for: .reset, context: context, stepIndex: 0) + rules.clearProgress()
            state.apply(writes)
            commands = writes.map(TourCommand.write)
        }
        return commands + start(tour, automatic: false)
    }

    /// The user left `screen`: it is no longer the current screen, and a tooltip or a card (a
    /// one-step tour) bound to it ends (`cancelled`, reason `screenLeft`), so it does not block
    /// every other tour.
    mutating func leave(_ screen: String) -> [TourCommand] {
        let wasCurrent = currentScreen == screen
        if wasCurrent { currentScreen = nil }
        guard let current = run else { return [] }
        if let i = tourIndex[current.tour.id], index.screen[i] == screen, current.tour.endsWhenScreenLeft {
            return end(reason: "screenLeft")
        }
        return wasCurrent ? screenChanged() : []
    }

    /// The app invalidates `id`: its `completed` updates (show-once keys) and the runtime's
    /// invalidated set are written; a run of it ends `cancelled`. Invalidating twice writes
    /// nothing more.
    mutating func invalidate(_ id: String) -> [TourCommand] {
        guard let i = tourIndex[id], !state.contains(id, inSetAt: Self.invalidatedKey) else { return [] }
        let tour = bundle.tours[i]
        let rules = rules(tour)
        let writes = [StateWrite.insert(key: Self.invalidatedKey, element: id)]
            + rules.writes(for: .completed, context: context, stepIndex: run?.index ?? 0)
        state.apply(writes)
        var commands = writes.map(TourCommand.write)
        if run?.tour.id == id { commands += end(reason: "invalidated") }
        return commands
    }
}
