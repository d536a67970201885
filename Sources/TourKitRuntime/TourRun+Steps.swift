import Foundation
import TourKit

extension TourRun {
    // MARK: Which steps apply

    func applies(_ i: Int, _ context: RunContext) -> Bool {
        context.allows(when: tour.steps[i].when, unless: tour.steps[i].unless)
    }

    func firstApplicable(from start: Int, _ context: RunContext) -> Int? {
        (start..<tour.steps.count).first { applies($0, context) }
    }

    func nextApplicable(after i: Int, _ context: RunContext) -> Int? {
        firstApplicable(from: i + 1, context)
    }

    func previousApplicable(before i: Int, _ context: RunContext) -> Int? {
        (0..<i).last { applies($0, context) }
    }

    /// `targetFallbacks` whose conditions fail, then the registry fallbacks of targets the host
    /// reported missing.
    func replacedTargets(_ step: Step, _ context: RunContext) -> [String: String] {
        var replaced: [String: String] = [:]
        switch step.kind {
        case .spotlight(let spot):
            for fallback in spot.targetFallbacks where !context.allows(when: fallback.when, unless: fallback.unless) {
                replaced[fallback.target] = replaced[fallback.target] ?? fallback.replacement
            }
        case .page, .intents, .tooltip: break
        }
        return replaced.merging(missingReplacements) { _, missing in missing }
    }

    /// Step `i`'s 0-based position among the steps that apply now (it counts itself), and their
    /// number.
    func place(_ i: Int, _ context: RunContext) -> (position: Int, count: Int) {
        if everyStepApplies { return (i, tour.steps.count) }
        var position = 0, count = 0
        for j in tour.steps.indices where applies(j, context) || j == i {
            if j < i { position += 1 }
            count += 1
        }
        return (position, count)
    }

    /// What `present` would show for step `i` now.
    func presentation(_ i: Int, _ context: RunContext) -> StepPresentation? {
        guard tour.steps.indices.contains(i) else { return nil }
        let step = tour.steps[i]
        let (position, applicableCount) = place(i, context)
        let isLast = nextApplicable(after: i, context) == nil
        let progress = tour.presentation.progress
        var labels = tour.labels
        if let o = step.labels {
            labels.next = o.next ?? labels.next
            labels.back = o.back ?? labels.back
            labels.skip = o.skip ?? labels.skip
            labels.done = o.done ?? labels.done
            labels.dismiss = o.dismiss ?? labels.dismiss
        }
        let skip = tour.flow.skip
        let showsProgress = progress.style != .none && !(progress.hiddenForSingleStep && applicableCount == 1)
            && !(progress.excludesFinalStep && isLast)
        let counted = max(1, applicableCount - (progress.excludesFinalStep ? 1 : 0))
        let replaced = replacedTargets(step, context)
        var primaryEnabled = true
        var primaryLabel = isLast ? labels.done : labels.next
        var wait = Self.stepWait(waits(step), replaced)
        if let button = primaryButton(of: step) {
            // A page's, coach mark's or tooltip's own buttons stand in for Next / "Got it".
            wait = .action(label: button.label)
            primaryLabel = button.label
        } else {
            switch step.kind {
            case .tooltip: primaryLabel = labels.dismiss
            case .page, .spotlight, .intents: primaryEnabled = wait.includes(.nextButton)
            }
        }
        return StepPresentation(
            tour: tour.id, step: step, index: i, position: position, count: applicableCount,
            showsProgress: showsProgress,
            progressText: showsProgress ? progress.text(current: position + 1, total: counted) : nil,
            progressCurrent: showsProgress ? position + 1 : 0, progressTotal: showsProgress ? counted : 0,
            canGoBack: tour.flow.back && previousApplicable(before: i, context) != nil,
            showsSkip: skip.available && step.skippable && !(skip.hiddenOnLastStep && isLast),
            labels: labels, isLast: isLast, replacedTargets: replaced, attempt: attempt,
            waitsFor: wait, primaryEnabled: primaryEnabled, primaryLabel: primaryLabel,
            closeButton: step.kind.closeButton,
            footer: tour.footer(on: step), swipesBetweenPages: swipesBetweenPages && Self.isPage(step))
    }

    static func isPage(_ step: Step) -> Bool {
        switch step.kind {
        case .page: true
        case .spotlight, .tooltip, .intents: false
        }
    }

    /// What a host is told the step waits for, with replaced targets applied.
    static func stepWait(_ wait: Wait, _ replaced: [String: String]) -> StepWait {
        switch wait {
        case .next, .immediately: .nextButton
        case .tapAnywhere: .tapAnywhere
        case .tapTarget(let target): .tapTarget(replaced[target] ?? target)
        case .gesture(let gesture, let target): .gesture(gesture, target: target.map { replaced[$0] ?? $0 })
        case .event(let event): .event(event)
        case .component(let id, let outcomes): .component(id: id, outcomes: outcomes)
        case .actionOutcome(let action, let outcomes): .actionOutcome(action: action, outcomes: outcomes)
        case .timer(let seconds): .timer(seconds: seconds)
        case .anyOf(let ways): .anyOf(ways.map { stepWait($0, replaced) })
        }
    }

    // MARK: Screens

    static func screens(of tour: Tour, registry: AppRegistry) -> [String?] {
        var targetScreens: [String: String] = [:]
        for target in registry.targets { if let s = target.screen, targetScreens[target.id] == nil { targetScreens[target.id] = s } }
        guard !targetScreens.isEmpty else { return Array(repeating: nil, count: tour.steps.count) }
        return tour.steps.map { step in
            switch step.kind {
            case .spotlight(let spot):
                var targets = spot.spotlight?.regions.map(\.target) ?? []
                for way in spot.advance.alternatives {
                    switch way {
                    case .tapTarget(let t): targets.append(t)
                    case .gesture(_, let t?): targets.append(t)
                    case .nextButton, .tapAnywhere, .gesture(_, nil), .event, .component, .actionOutcome, .timer, .anyOf: break
                    }
                }
                return targets.lazy.compactMap { targetScreens[$0] }.first
            case .tooltip(let tip): return targetScreens[tip.anchor]
            case .page, .intents: return nil
            }
        }
    }

    /// The screen the user is on changed: a held step shows when its screen is current; a shown
    /// step bound to another screen is hidden (held) until the user comes back to it.
    mutating func screenChanged(_ context: RunContext) -> [TourCommand] {
        guard outcome == nil, stepScreens.indices.contains(index), let screen = stepScreens[index] else { return [] }
        if let again = heldAgain {
            return context.isOn(screen) ? present(index, context, again: again) : []
        }
        guard visible, !context.isOn(screen) else { return [] }
        return present(index, context, again: true)
    }

    // MARK: Moving

    /// Shows step `i`. `again` re-shows the current step (a retry, a replaced target, a return
    /// from the background) without counting a new view or a new step.
    mutating func present(_ i: Int, _ context: RunContext, again: Bool = false) -> [TourCommand] {
        generation += 1
        retryPending = false
        if i != index { attempt = 1 }
        index = i
        // A step bound to a screen waits for the user to be on it (a `visit` or `ready`).
        if stepScreens.indices.contains(i), let screen = stepScreens[i], !context.isOn(screen) {
            let wasVisible = visible
            visible = false
            heldAgain = again && (heldAgain ?? true)
            return wasVisible ? [.hide(tour: tour.id)] : []
        }
        heldAgain = nil
        visible = true
        guard let shown = presentation(i, context) else { return end(.completed, context) }
        let step = shown.step
        var commands: [TourCommand] = [.present(shown)]
        if !again {
            commands += haptics(.entry)
            commands += record("stepViewed", context, ["stepIndex": String(i), "stepId": step.id])
            commands += rules.progressWrites(stepIndex: i).map(TourCommand.write)
            commands += rules.writes(for: .stepChanged, context: context, stepIndex: i).map(TourCommand.write)
        }
        switch step.kind {
        case .intents(let content): commands.append(.perform(.intents(content.intents)))
        case .spotlight(let spot):
            if let embed = spot.component, embed.autoPresent { commands.append(.perform(.presentComponent(embed))) }
        case .page, .tooltip: break  // nothing to perform on entry
        }
        switch waits(step) {
        case .timer(let after):
            commands.append(.scheduleTimer(TourTimer(tour: tour.id, purpose: .autoAdvance, generation: generation, after: after)))
        case .immediately:
            commands += advance(byAction: false, context)
        case .anyOf:
            // A timer among the alternatives runs while the step waits for the others.
            if let after = step.kind.advance?.timerSeconds {
                commands.append(.scheduleTimer(TourTimer(tour: tour.id, purpose: .autoAdvance, generation: generation, after: after)))
            }
        // Wait for the user or the app.
        case .next, .tapAnywhere, .tapTarget, .gesture, .event, .component, .actionOutcome: break
        }
        return commands
    }

    /// Leaves the current step forward: the celebration and action haptics when the user did
    /// what the step asked, then the next applicable step (after `flow.stepDelay`), or completion.
    mutating func advance(byAction: Bool, _ context: RunContext) -> [TourCommand] {
        let step = tour.steps[index]
        var commands: [TourCommand] = []
        if byAction {
            commands += haptics(.actionCompleted)
            switch step.kind {
            case .spotlight(let spot): if spot.celebrate { commands.append(.celebrate) }
            case .page, .intents, .tooltip: break
            }
        }
        commands += gestureDemo(step, watched: true, context)
        guard let next = nextApplicable(after: index, context) else { return commands + end(.completed, context) }
        commands += haptics(.advance)
        return commands + go(to: next, context)
    }

    mutating func go(to next: Int, _ context: RunContext) -> [TourCommand] {
        missingReplacements = [:]
        let delay = tour.flow.stepDelay
        guard delay > 0 else { return present(next, context) }
        generation += 1
        visible = false
        pendingIndex = next
        return [.hide(tour: tour.id), .scheduleTimer(TourTimer(tour: tour.id, purpose: .stepDelay, generation: generation, after: delay))]
    }

    /// Ends the run: the outcome's haptic and state writes, progress cleared, the lifecycle
    /// analytics event, then `ended`.
    mutating func end(_ result: RunOutcome, _ context: RunContext, reason: String = "error") -> [TourCommand] {
        generation += 1
        visible = false
        pendingIndex = nil
        outcome = result
        var commands: [TourCommand] = awaitingSkipConfirmation ? [.dismissSkipConfirmation] : []
        awaitingSkipConfirmation = false
        switch result {
        case .completed: commands += haptics(.complete)
        case .skipped: commands += haptics(.skip)
        case .dismissed: commands += haptics(.dismiss)
        case .abandoned, .cancelled, .notApplicable: break
        }
        if let language = result.tourOutcome, !confirmsDisplay || displayed {
            commands += rules.writes(for: language, context: context, stepIndex: index).map(TourCommand.write)
        }
        commands += rules.clearProgress().map(TourCommand.write)
        let total = place(index, context).count
        switch result {
        case .completed:
            let seconds = context.now.timeIntervalSince(startedAt)
            commands += record("tourCompleted", context, ["duration": Self.format(seconds)])
        case .skipped:
            commands += record("tourSkipped", context, ["atStep": String(index), "totalSteps": String(total)])
        case .abandoned, .cancelled:
            commands += record("tourAbandoned", context, ["atStep": String(index), "reason": reason])
        case .dismissed, .notApplicable: break
        }
        commands.append(.ended(tour: tour.id, outcome: result))
        return commands
    }

    static func format(_ seconds: Double) -> String {
        let rounded = (seconds * 1000).rounded() / 1000
        // `Int(exactly:)`: nil for a value no `Int` holds (1e19, infinity, NaN from a hand-edited
        // bundle), which is then written as a `Double` instead of trapping.
        if rounded == rounded.rounded(), let whole = Int(exactly: rounded) { return String(whole) }
        return String(rounded)
    }

    // MARK: Recovery

    /// A failed step is tried 1 + `maxRetries` times in all, `retryDelay` apart; then its
    /// fallback applies. Without a recovery strategy a failure skips the step (the user is never
    /// trapped on a step that cannot show). A `restart` fallback restarts at most once per run.
    mutating func fail(_ kind: TourErrorKind, _ context: RunContext) -> [TourCommand] {
        let strategy = tour.flow.recovery
        // Tries so far <= retries, i.e. `attempt < 1 + maxRetries` without the sum, which
        // overflows for `Int.max` from a hand-edited bundle.
        let retries = max(0, strategy?.maxRetries ?? 0)
        if let strategy, attempt <= retries {
            generation += 1
            visible = false
            retryPending = true
            return record("tourError", context, ["error": kind.rawValue, "recovered": "true"])
                + [.hide(tour: tour.id), .scheduleTimer(TourTimer(tour: tour.id, purpose: .retry, generation: generation, after: strategy.retryDelay))]
        }
        func recovered(_ yes: Bool) -> [TourCommand] {
            record("tourError", context, ["error": kind.rawValue, "recovered": String(yes)])
        }
        switch strategy?.fallback(for: kind) ?? .skipStep {
        case .skipStep:
            var commands = recovered(true) + record("stepSkipped", context, ["stepIndex": String(index)])
            commands += gestureDemo(tour.steps[index], watched: false, context)
            guard let next = nextApplicable(after: index, context) else { return commands + end(.completed, context) }
            return commands + go(to: next, context)
        case .nextCheckpoint:
            let checkpoints = (strategy?.checkpoints ?? []).sorted()
            guard let checkpoint = checkpoints.first(where: { $0 > index && $0 < tour.steps.count }),
                  let target = firstApplicable(from: checkpoint, context) else {
                return recovered(false) + end(.abandoned, context)
            }
            return recovered(true) + go(to: target, context)
        case .endTour(let message):
            return recovered(false) + (message.isEmpty ? [] : [.showMessage(message)]) + end(.abandoned, context)
        case .restart:
            guard !restarted, let first = firstApplicable(from: 0, context) else { return recovered(false) + end(.abandoned, context) }
            restarted = true
            return recovered(true) + go(to: first, context)
        }
    }

    // MARK: Feedback

    /// The haptics for a lifecycle moment (`LifecycleMoment`, declared once in the description).
    func haptics(_ moment: LifecycleMoment) -> [TourCommand] { haptics(moment.rawValue) }

    /// The haptics for a moment or an app event: the step's cue for it, else the tour's.
    func haptics(_ moment: String) -> [TourCommand] {
        let stepCues = tour.steps.indices.contains(index) ? tour.steps[index].haptics.filter { $0.event == moment } : []
        let cues = stepCues.isEmpty ? tour.visuals.haptics.filter { $0.event == moment } : stepCues
        return cues.map { .haptic($0.haptic) }
    }

    func gestureDemo(_ step: Step, watched: Bool, _ context: RunContext) -> [TourCommand] {
        switch step.kind {
        case .intents(let content):
            return content.intents.flatMap { intent -> [TourCommand] in
                switch intent {
                case .demonstrateGesture(let gesture, _, _):
                    return record("gestureDemo", context, ["gestureType": gesture.rawValue, "watched": String(watched)])
                case .navigate, .highlight, .showMessage, .showTooltip, .awaitTap, .awaitNextButton, .delay: return []
                }
            }
        case .page, .spotlight, .tooltip: return []
        }
    }

    /// An analytics event, when the tour reports it (`analytics:` lists it), with exactly the
    /// parameters the registry declares for it, in declared order.
    func record(_ name: String, _ context: RunContext, _ values: [String: String] = [:]) -> [TourCommand] {
        guard tour.analytics.contains(name), let event = registry.analytics.first(where: { $0.id == name }) else { return [] }
        var known = values
        known["tourId"] = tour.id
        known["userRole"] = context.role ?? ""
        known["totalSteps"] = known["totalSteps"] ?? String(tour.steps.count)
        return [.analytics(AnalyticsRecord(name: name, parameters: event.parameters.map { ($0, known[$0] ?? "") }))]
    }
}

extension TourRun {
    /// A button's own analytics event (`analytics:` on the button, issue 24), reported when it
    /// is pressed with the registry's parameters among `tourId`, `stepId`, `button` and
    /// `action`; it needs no entry in the tour's `analytics:` list (the button names it).
    func buttonAnalytics(_ button: ActionButton, _ step: Step, _ context: RunContext) -> [TourCommand] {
        guard let name = button.analytics, let event = registry.analytics.first(where: { $0.id == name }) else { return [] }
        let known = ["tourId": tour.id, "stepId": step.id, "button": button.label, "action": button.action.type.rawValue,
                     "userRole": context.role ?? ""]
        return [.analytics(AnalyticsRecord(name: name, parameters: event.parameters.map { ($0, known[$0] ?? "") }))]
    }
}
