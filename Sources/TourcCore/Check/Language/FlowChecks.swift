import TourKit
import TourcDiagnostics

/// Flow (TOUR33xx): every step fits its presentation and can show, every path can end, no step
/// traps the user, recovery checkpoints are in range, registry fallbacks do not loop.
/// Show-once keys, state writes and progress: FlowStateChecks.swift.
enum FlowChecks {
    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        fallbackCycles(scope, &diagnostics)
        tourLoops(scope, &diagnostics)
        for tour in scope.tours {
            steps(tour, scope, &diagnostics)
            checkpoints(tour, &diagnostics)
            FlowStateChecks.run(tour, scope, &diagnostics)
            PacingChecks.run(tour, scope, &diagnostics)
            DecorativeChecks.run(tour, &diagnostics)
            StepButtonChecks.run(tour, &diagnostics)
            CarouselChecks.run(tour, scope, &diagnostics)
        }
    }

    static func expectedKind(_ style: PresentationStyle) -> StepKind.Kind {
        switch style {
        case .bottomSheet, .fullScreenCarousel, .updatePrompt: .page
        case .spotlight: .spotlight
        case .intentSequence: .intents
        case .tooltip: .tooltip
        }
    }

    static func steps(_ tour: Located<Tour>, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let t = tour.value
        let root = NodeRef(tour.document)
        let expected = expectedKind(t.presentation.style)
        let skip = t.flow.skip
        var traps: [StepTrap] = []
        let walker = TourWalker(tour: tour)
        walker.forEachStep { index, step, node in
            let isLast = index == t.steps.count - 1
            if step.kind.type != expected {
                d.emit(LanguageCodes.presentationMismatch,
                       "a `\(t.presentation.style.rawValue)` tour shows `\(expected.rawValue)` steps, but this step is a `\(step.kind.type.rawValue)` step",
                       at: node["type"].span, suggestions: [expected.rawValue])
            }
            for (i, condition) in step.unless.enumerated() where step.when.contains(condition) {
                d.emit(LanguageCodes.neverShown,
                       "this step needs `\(condition.name)` to hold (`when`) and not to hold (`unless`), so it never shows; remove it from one list",
                       at: node["unless"][i].span,
                       labels: [Diagnostic.Label(span: node["when"][step.when.firstIndex(of: condition) ?? 0].span, message: "required here")])
            }
            let advance = TourWalker.advance(of: step)
            // What the step offers: its own actions and, on a carousel's page, the footer's.
            var actions: [Action] = []
            walker.forEachActionShown(on: step, node) { action, _ in actions.append(action) }
            // A page with actions shows them instead of Next/Done: one of them must move on.
            let pageActions: [ActionButton]
            switch step.kind {
            // A carousel's pages with shared buttons or a swipe: CarouselChecks.
            case .page(let page): pageActions = t.carousel == nil ? page.actions : []
            case .spotlight, .intents, .tooltip: pageActions = []
            }
            // `goTo` moves on from any page but the last (from the last it can only go back).
            // A `perform` button moves on through the outcome the step advances on.
            let awaited = advance?.awaitedAction?.id
            if !pageActions.isEmpty, !pageActions.contains(where: { $0.action.movesOn(fromLastStep: isLast) || ($0.action.performedAction != nil && $0.action.performedAction == awaited) }) {
                d.emit(LanguageCodes.cannotFinish,
                       isLast
                        ? "this is the last step, and none of its actions ends the tour (the ways out are an action of type \(WaysOut.list(fromLastStep: true))), so the user cannot finish the tour; add e.g. `{label: Done, action: {type: complete}}`"
                        : "this page shows its actions instead of Next, and none of them moves on (an action of type \(WaysOut.list(fromLastStep: false))), so the user cannot get past it; add e.g. `{label: Next, action: {type: next}}`",
                       at: node["actions"].keySpan)
            }
            let intents: [Intent]
            switch step.kind {
            case .intents(let content): intents = content.intents
            case .page, .spotlight, .tooltip: intents = []
            }
            if let last = intents.last, !last.waits {
                d.emit(LanguageCodes.intentsDoNotWait,
                       "this step ends with `\(last.type.rawValue)`, so it moves on as soon as its intents ran and the user may not see them; end it with `{type: awaitNextButton}`",
                       at: node["intents"][intents.count - 1].span)
            }
            // No trap: waiting for one specific action needs a way out.
            // Where the step waits (`advance`, or the index of its `awaitTap` intent); the node is
            // looked up only when the trap is reported.
            var waits = false
            var waitIntent: Int?
            if let advance, advance.requiresUserAction { waits = true }
            if let i = intents.firstIndex(where: { intent in
                switch intent {
                case .awaitTap(let target): target.map { !$0.isEmpty } ?? false
                case .navigate, .highlight, .showMessage, .showTooltip, .demonstrateGesture, .awaitNextButton, .delay: false
                }
            }) {
                waits = true
                waitIntent = i
            }
            if waits {
                let canSkip = step.skippable && skip.available && !(skip.hiddenOnLastStep && isLast)
                var dismissible = false
                if let outcomes = advance?.awaitedComponent?.outcomes { dismissible = outcomes.contains("dismissed") }
                if !canSkip, !dismissible, actions.isEmpty {
                    traps.append(StepTrap(step: step, node: node, waitIntent: waitIntent, advance: advance))
                }
            }
            switch step.kind {
            case .page, .intents, .tooltip: return
            case .spotlight(let spot):
                // An undeclared target is reported as a reference already: one diagnostic per mistake.
                let tapped: String?
                switch spot.advance {
                case .tapTarget(let target): tapped = target
                case .anyOf(let ways): tapped = ways.lazy.compactMap(\.tappedTarget).first
                case .nextButton, .tapAnywhere, .gesture, .event, .component, .actionOutcome, .timer: tapped = nil
                }
                if spot.blocksTouches, let target = tapped, scope.isDeclared(target, .target),
                   !(spot.spotlight?.regions.contains { $0.target == target } ?? false) {
                    d.emit(LanguageCodes.blockedTarget,
                           "this step blocks touches outside its spotlight but waits for a tap on `\(target)`, which the spotlight does not contain; add a region on `\(target)` or set `blocksTouches: false`",
                           at: node["blocksTouches"].keySpan)
                }
                guard !spot.targetFallbacks.isEmpty else { return }
                var used = Set(spot.spotlight?.regions.map(\.target) ?? [])
                if let anchor = spot.coachMark.anchor { used.insert(anchor.target) }
                if let at = spot.gestureHint?.at { used.insert(at.target) }
                if let ring = spot.pulseRing { used.insert(ring.target) }
                used.formUnion(spot.advance.waitedTargets)
                for (i, fallback) in spot.targetFallbacks.enumerated() where !used.contains(fallback.target) {
                    d.emit(LanguageCodes.unusedTargetFallback,
                           "this step never uses the target `\(fallback.target)`, so this fallback has no effect",
                           at: node["targetFallbacks"][i]["target"].span, suggestions: Suggestions.closest(to: fallback.target, in: used.sorted()))
                }
            }
        }
        // Leaving the screen ends a tooltip or a one-step tour bound to it (the runtime's `leave`):
        // that is a way out, so such a step traps no one.
        if !traps.isEmpty, StepTrap.screenItEndsOn(t, scope) == nil { StepTrap.report(traps, tour: t, root: root, &d) }
        if t.steps.count > 1, !ConditionCoverage.someStepAlwaysApplies(t.steps, negations: ConditionCoverage.negations(scope.registry.value)) {
            // A condition every step shares is the tour's: moving it up keeps who sees what.
            let sharedWhen = t.steps.dropFirst().reduce(Set(t.steps[0].when.map(\.name))) { $0.intersection($1.when.map(\.name)) }.sorted()
            let sharedUnless = t.steps.dropFirst().reduce(Set(t.steps[0].unless.map(\.name))) { $0.intersection($1.unless.map(\.name)) }.sorted()
            let shared = (sharedWhen.isEmpty ? [] : ["`when: [\(sharedWhen.joined(separator: ", "))]`"])
                + (sharedUnless.isEmpty ? [] : ["`unless: [\(sharedUnless.joined(separator: ", "))]`"])
            let advice = shared.isEmpty
                ? "add a step for the case no step covers (a twin with `unless:` for a `when:`), make one step unconditional, or move the condition to the tour's `when:`/`unless:`"
                : "every step has \(shared.joined(separator: " and ")), so it belongs to the tour: move it to the tour's own `when:`/`unless:` (then the tour does not start at all when it fails)"
            d.emit(LanguageCodes.allStepsConditional,
                   "every step of this tour has conditions, and for some answers none of them applies, so it may start and show nothing; \(advice)",
                   at: root["steps"].keySpan)
        }
    }

    static func checkpoints(_ tour: Located<Tour>, _ d: inout DiagnosticCollector) {
        guard let recovery = tour.value.flow.recovery else { return }
        let node = NodeRef(tour.document)["flow"]["recovery"]
        let count = tour.value.steps.count
        for (i, checkpoint) in recovery.checkpoints.enumerated() where checkpoint >= count {
            d.emit(LanguageCodes.checkpointOutOfRange,
                   "checkpoint \(checkpoint) is out of range: this tour has \(count) step\(count == 1 ? "" : "s"), numbered 0 to \(count - 1)",
                   at: node["checkpoints"][i].span)
        }
        var fallbacks: [(Fallback, NodeRef)] = [(recovery.fallback, node["fallback"])]
        for (i, error) in recovery.errors.enumerated() { fallbacks.append((error.fallback, node["errors"][i]["fallback"])) }
        if recovery.checkpoints.isEmpty {
            for (fallback, ref) in fallbacks where fallback == .nextCheckpoint {
                d.emit(LanguageCodes.noCheckpoints,
                       "`nextCheckpoint` jumps forward to the next checkpoint after the failing step, and this tour declares none; list the steps to continue at, from 0, e.g. `checkpoints: \(Self.exampleCheckpoints(count))` under `flow.recovery`, or use `skipStep`",
                       at: ref["type"].span)
            }
        } else if count > 1, recovery.checkpoints.allSatisfy({ $0 == 0 }),
                  let (_, ref) = fallbacks.first(where: { $0.0 == .nextCheckpoint }) {
            // Only checkpoint 0 (or ones past the end): a failure never has a checkpoint after it,
            // so every `nextCheckpoint` ends the tour. The explanation always said so.
            d.emit(LanguageCodes.noCheckpoints,
                   "`nextCheckpoint` jumps forward to the next checkpoint after the failing step, but no checkpoint comes after step 0, so every failure ends the tour; add later steps, e.g. `checkpoints: \(Self.exampleCheckpoints(count))`, or use `skipStep`",
                   at: ref["type"].span)
        } else if !recovery.checkpoints.contains(0) {
            d.emit(LanguageCodes.noFirstCheckpoint,
                   "the checkpoints do not include 0, so a failure before the first one has nowhere safe to go; start the list with 0",
                   at: node["checkpoints"].span)
        }
    }

    /// Checkpoints an author can paste: 0 and every third step after it (`[0, 3, 6]` for 8 steps).
    static func exampleCheckpoints(_ count: Int) -> String {
        "[" + stride(from: 0, to: max(count, 1), by: 3).map(String.init).joined(separator: ", ") + "]"
    }

    /// A registry target's fallback chain that comes back to the target.
    static func fallbackCycles(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        let targets = scope.registry.value.targets
        let root = NodeRef(scope.registry.document)["targets"]
        for (i, target) in targets.enumerated() where target.fallback != nil {
            var chain = [target.id]
            var next = target.fallback
            while let id = next, !chain.contains(id), chain.count <= targets.count {
                chain.append(id)
                next = scope.target(id)?.fallback  // the first target of that id, as declared
            }
            if next == target.id {
                d.emit(LanguageCodes.fallbackCycle,
                       "the fallback of `\(target.id)` leads back to it (\((chain + [target.id]).map { "`\($0)`" }.joined(separator: " → "))); end the chain at a target without a fallback, e.g. a `coordinates` target",
                       at: root[i]["fallback"].span)
            }
        }
    }

    /// `startTour` of the tour itself, or a cycle of `startTour`s between tours.
    static func tourLoops(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        // Lists, not dictionaries: an app has a few `startTour` actions at most (see `AppScope`
        // on what each new dictionary type costs at start-up).
        var edges: [(from: String, to: String, ref: NodeRef)] = []
        for tour in scope.tours {
            TourWalker(tour: tour).forEachAction { action, ref in
                if let next = action.startedTour { edges.append((tour.value.id, next, ref()["tour"])) }
            }
        }
        func reaches(_ from: String, _ goal: String) -> Bool {
            var seen: [String] = [from]
            var stack = [from]
            while let id = stack.popLast() {
                if id == goal { return true }
                for edge in edges where edge.from == id && !seen.contains(edge.to) {
                    seen.append(edge.to)
                    stack.append(edge.to)
                }
            }
            return false
        }
        for tour in scope.tours {
            for (from, next, ref) in edges where from == tour.value.id {
                if next == tour.value.id {
                    let others = scope.tours.map(\.value.id).filter { $0 != tour.value.id }
                    d.emit(LanguageCodes.tourLoop,
                           "this tour starts itself, so the user would see it again from the start; start another tour\(others.isEmpty ? "" : " (this app has \(others.prefix(4).map { "`\($0)`" }.joined(separator: ", ")))"), or end this one with `complete` or `dismiss`",
                           at: ref.span, suggestions: Suggestions.closest(to: tour.value.id, in: others))
                } else if scope.isDeclared(next, .tour), reaches(next, tour.value.id) {
                    d.emit(LanguageCodes.tourLoop,
                           "`\(tour.value.id)` starts `\(next)`, which starts `\(tour.value.id)` again, so the user can go round in a loop; end one of them with `complete` or `dismiss`",
                           at: ref.span)
                }
            }
        }
    }
}
