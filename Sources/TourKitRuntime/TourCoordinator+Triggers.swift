import Foundation
import TourKit

extension TourCoordinator {
    /// Whether an automatic trigger may start `tour` now: roles, guards, show-once keys, and not
    /// already run this session. User-initiated triggers (`manual`, `targetTap`) skip this.
    func eligible(_ tour: Tour) -> Bool {
        guard run == nil, !ranThisSession.contains(tour.id) else { return false }
        if showAllToursForTesting { return true }
        if !tour.roles.isEmpty {
            guard let role = environment.role, tour.roles.contains(role) else { return false }
        }
        if !tour.when.isEmpty || !tour.unless.isEmpty {
            guard context.allows(when: tour.when, unless: tour.unless) else { return false }
        }
        return !rules(tour).seen(in: store)
    }

    func rules(_ tour: Tour) -> TourStateRules {
        TourStateRules(tour: tour, keys: keys, contentHash: bundle.contentHash)
    }

    /// The tour a launch starts: the first eligible one in start order (highest `priority`, then
    /// bundle order).
    func launchCandidate() -> Tour? {
        let launchedBefore = store.value(forKey: Self.launchedKey) != nil
        for i in index.launch {
            let tour = bundle.tours[i]
            let fires = tour.triggers.contains { trigger in
                switch trigger.kind {
                case .appLaunch: return true
                case .firstLaunch: return !tour.persistence.onceKeys.isEmpty || !launchedBefore
                case .majorUpdate(let key, let version):
                    guard let due = dueMajorVersion(running: environment.appVersion, lastToured: store.value(forKey: key)?.stringValue,
                                                    majors: bundle.app.majorVersions) else { return showAllToursForTesting }
                    return version.map { VersionNumber($0) == VersionNumber(due) } ?? true
                default: return false
                }
            }
            if fires && eligible(tour) { return tour }
        }
        return nil
    }

    /// The tour a visit of `screen` starts: the first eligible first-visit tour in start order.
    func visitCandidate(_ screen: String) -> Tour? {
        guard let candidates = index.visit[screen] else { return nil }
        let visited = store.value(forKey: Self.visitedKey)?.stringList ?? []
        for i in candidates {
            let tour = bundle.tours[i]
            if (!tour.persistence.onceKeys.isEmpty || !visited.contains(screen)) && eligible(tour) { return tour }
        }
        return nil
    }

    /// Launch: an interrupted run comes back first (its `onRelaunch`), then launch triggers.
    mutating func launch() -> [TourCommand] {
        launched = true
        ranThisSession = []
        var commands: [TourCommand] = []
        defer { store.set(.bool(true), forKey: Self.launchedKey) }
        for i in index.progress {
            let tour = bundle.tours[i]
            let rules = rules(tour)
            guard let stored = rules.storedProgress(in: store) else { continue }
            switch tour.flow.resume.onRelaunch {
            case .resume where stored.sameContent && stored.index < tour.steps.count:
                return commands + start(tour, at: stored.index)
            case .resume, .restart:
                return commands + start(tour)
            case .end:
                for write in rules.clearProgress() { write.apply(to: store); commands.append(.write(write)) }
            }
        }
        if let tour = launchCandidate() { return commands + start(tour) }
        return commands
    }

    /// A screen visit: its first-visit tours (one, in start order).
    mutating func visit(_ screen: String) -> [TourCommand] {
        currentScreen = screen
        let candidate = run == nil ? visitCandidate(screen) : nil
        var visited = store.value(forKey: Self.visitedKey)?.stringList ?? []
        if !visited.contains(screen) {
            visited.append(screen)
            store.set(.strings(visited.sorted()), forKey: Self.visitedKey)
        }
        guard let tour = candidate else { return [] }
        return start(tour)
    }

    /// A tap with no tour running: a `targetTap` tour starts (user-initiated); a tab or a
    /// `firstVisit … via` target is a visit of its screen.
    mutating func tapped(_ target: String) -> [TourCommand] {
        if let first = index.tap[target]?.first { return start(bundle.tours[first]) }
        if let screen = index.opens[target] { return visit(screen) }
        return []
    }

    /// An app event with no tour running: event tours start, after their delay.
    mutating func eventTriggers(_ event: String) -> [TourCommand] {
        for i in index.event[event] ?? [] {
            let tour = bundle.tours[i]
            for trigger in tour.triggers {
                guard case .event(let e, let delay) = trigger.kind, e == event, eligible(tour) else { continue }
                if delay <= 0 { return start(tour) }
                triggerGeneration += 1
                return [.scheduleTimer(TourTimer(tour: tour.id, purpose: .triggerDelay, generation: triggerGeneration, after: delay))]
            }
        }
        return []
    }

    mutating func triggerTimerFired(_ timer: TourTimer) -> [TourCommand] {
        guard timer.generation == triggerGeneration, let tour = bundle.tour(timer.tour), eligible(tour) else { return [] }
        return start(tour)
    }

    /// A re-entry control: by tour id, or by label (choosing the tour for the user's role). It
    /// always starts the tour (user-initiated); `resetsState` first writes the tour's `reset`
    /// updates and clears its progress. Ignored while another tour runs.
    mutating func manual(_ name: String) -> [TourCommand] {
        guard run == nil else { return [] }
        let manualEntry: (Tour) -> ManualEntry? = { tour in
            for trigger in tour.triggers { if case .manual(let entry) = trigger.kind { return entry } }
            return nil
        }
        let tours = bundle.tours, role = environment.role
        let tour = bundle.tour(name) ?? index.order.lazy.map { tours[$0] }.first { tour in
            manualEntry(tour)?.label == name && (tour.roles.isEmpty || role.map(tour.roles.contains) == true)
        }
        guard let tour, let entry = manualEntry(tour) else { return [] }
        var commands: [TourCommand] = []
        if entry.resetsState {
            let rules = rules(tour)
            let writes = rules.writes(for: .reset, context: context, stepIndex: 0) + rules.clearProgress()
            for write in writes { write.apply(to: store) }
            commands = writes.map(TourCommand.write)
        }
        return commands + start(tour)
    }
}
