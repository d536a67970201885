import TourKit

/// A tour's flow as nodes and edges: how it starts, every step with what advances it, Back,
/// conditional steps and the path around them, the buttons that leave or branch, target
/// fallbacks and recovery, checkpoints, and the outcomes with what each writes.
///
/// Built from TourKit's model alone, so it is the same graph whatever draws it (`FlowGraphSVG`).
struct FlowGraph: Equatable {
    enum NodeKind: String, Equatable {
        case start, step, outcome, tour, recovery
    }

    struct Node: Equatable {
        var id: String
        var kind: NodeKind
        var title: String
        /// Lines under the title: conditions, fallbacks, what an outcome writes.
        var notes: [String] = []
        var conditional = false
        var checkpoint = false
    }

    enum EdgeKind: String, Equatable {
        /// The step's own way on.
        case advance
        /// Back to the previous step.
        case back
        /// Around a conditional step when its condition does not hold.
        case bypass
        /// A button or rule that leaves the line (skip, dismiss, complete, start another tour).
        case branch
    }

    struct Edge: Equatable {
        var from: String
        var to: String
        var label: String
        var kind: EdgeKind
    }

    var nodes: [Node] = []
    var edges: [Edge] = []

    static func stepNode(_ index: Int) -> String { "step-\(index)" }

    init(tour: Tour, registry: AppRegistry) {
        let steps = tour.steps
        let recovery = tour.flow.recovery
        let triggers = tour.triggers.map(Format.trigger)
        var start = Node(id: "start", kind: .start, title: "Start", notes: triggers.isEmpty ? ["no trigger: started by the app"] : triggers)
        if let guards = Format.conditions(when: tour.when, unless: tour.unless) { start.notes.append("if \(guards)") }
        nodes.append(start)
        for (index, step) in steps.enumerated() {
            var node = Node(id: Self.stepNode(index), kind: .step, title: "\(index + 1). \(step.id) (\(step.kind.type.rawValue))")
            if let condition = Format.conditions(when: step.when, unless: step.unless) {
                node.conditional = true
                node.notes.append("only if \(condition)")
            }
            node.checkpoint = recovery?.checkpoints.contains(index) ?? false
            node.notes += Self.targetNotes(step, registry: registry, recovery: recovery)
            nodes.append(node)
        }
        nodes += Self.outcomeNodes(tour)
        if let recovery { nodes.append(Self.recoveryNode(recovery)) }
        let end = "outcome-completed"
        var previous = "start"
        var previousLabel = triggers.isEmpty ? "start" : "trigger"
        var pendingBypass: [String] = []
        for (index, step) in steps.enumerated() {
            let id = Self.stepNode(index)
            edges.append(Edge(from: previous, to: id, label: previousLabel, kind: .advance))
            for source in pendingBypass { edges.append(Edge(from: source, to: id, label: "condition false", kind: .bypass)) }
            pendingBypass = Self.isConditional(step) ? [previous] : []
            if tour.flow.back, index > 0 { edges.append(Edge(from: id, to: Self.stepNode(index - 1), label: "Back", kind: .back)) }
            edges += Self.branches(step, from: id, tour: tour)
            previous = id
            previousLabel = Self.advanceLabel(step)
        }
        edges.append(Edge(from: previous, to: end, label: steps.isEmpty ? "start" : previousLabel, kind: .advance))
        for source in pendingBypass { edges.append(Edge(from: source, to: end, label: "condition false", kind: .bypass)) }
        // External tours a button starts, once each.
        var seen: Set<String> = []
        for edge in edges where edge.to.hasPrefix("tour-") && seen.insert(edge.to).inserted {
            nodes.append(Node(id: edge.to, kind: .tour, title: "tour \(edge.to.dropFirst(5))"))
        }
    }

    static func isConditional(_ step: Step) -> Bool { !step.when.isEmpty || !step.unless.isEmpty }

    /// What takes the user on from a step: its advance, or "Next" for an intents step.
    static func advanceLabel(_ step: Step) -> String {
        switch step.kind {
        case .page(let page): return Format.advance(page.advance)
        case .spotlight(let spotlight): return Format.advance(spotlight.advance)
        case .tooltip(let tooltip): return tooltip.dismiss.isEmpty ? "dismiss" : tooltip.dismiss.map(\.rawValue).joined(separator: "/")
        case .intents(let content):
            var label = "Next"
            for intent in content.intents {
                switch intent {
                case .awaitTap(let target): label = target.map { "tap \($0)" } ?? "tap anywhere"
                case .awaitNextButton: label = "Next"
                case .navigate, .highlight, .showMessage, .showTooltip, .demonstrateGesture, .delay: break
                }
            }
            return label
        }
    }

    /// The buttons of a page that leave the line of steps.
    static func branches(_ step: Step, from id: String, tour: Tour) -> [Edge] {
        let page: PageContent
        switch step.kind {
        case .page(let content): page = content
        // Coach marks, tooltips and intents have no buttons of their own that leave the line.
        case .spotlight, .tooltip, .intents: return []
        }
        return page.actions.compactMap { button in
            switch button.action {
            case .skip: return Edge(from: id, to: "outcome-skipped", label: button.label, kind: .branch)
            case .dismiss: return Edge(from: id, to: "outcome-dismissed", label: button.label, kind: .branch)
            case .complete: return Edge(from: id, to: "outcome-completed", label: button.label, kind: .branch)
            case .startTour(let other): return Edge(from: id, to: "tour-\(other)", label: button.label, kind: .branch)
            case .goTo(let step): return tour.steps.firstIndex { $0.id == step }.map { Edge(from: id, to: Self.stepNode($0), label: button.label, kind: .branch) }
            case .next, .back, .showSheet, .presentComponent, .openScreen, .openURL, .perform: return nil
            }
        }
    }

    /// What happens when a step's target is missing (docs/runtime.md, "Target fallbacks" and
    /// "Recovery"): a `targetFallbacks` entry when its conditions fail, the registry target's
    /// `fallback` when the host reports it missing, else the step is retried and the tour's
    /// recovery for `targetNotFound` (or its general fallback) applies; without recovery the step
    /// is skipped.
    static func targetNotes(_ step: Step, registry: AppRegistry, recovery: RecoveryStrategy?) -> [String] {
        var notes: [String] = []
        let targets: [String]
        switch step.kind {
        case .page: targets = []
        case .tooltip(let content): targets = [content.anchor]
        case .spotlight(let content):
            targets = SpotlightLayer.targets(content)
            for fallback in content.targetFallbacks {
                let condition = Format.conditions(when: fallback.when, unless: fallback.unless).map { " unless \($0)" } ?? ""
                notes.append("\(fallback.target) → \(fallback.replacement)\(condition)")
            }
        case .intents(let content): targets = IntentsLayer.targets(content)
        }
        guard !targets.isEmpty else { return notes }
        var seen: Set<String> = []
        for id in targets where seen.insert(id).inserted {
            if let replacement = registry.targets.first(where: { $0.id == id })?.fallback {
                notes.append("\(id) missing → \(replacement)")
            }
        }
        if let recovery {
            let fallback = recovery.errors.first { $0.error == .targetNotFound }?.fallback ?? recovery.fallback
            let tries = recovery.maxRetries > 0 ? "\(recovery.maxRetries) retries, then " : ""
            notes.append("target missing → \(tries)\(Format.shortFallback(fallback))")
        } else {
            notes.append("target missing → skip the step")
        }
        return notes
    }

    /// The tour's recovery as one box: how often a failing step is tried, the checkpoints, and
    /// what each kind of failure leads to (docs/runtime.md, "Recovery"). A box rather than an
    /// edge from every step: any step can fail, and a dozen identical arcs would hide the flow.
    static func recoveryNode(_ recovery: RecoveryStrategy) -> Node {
        var notes = ["a failing step is tried \(1 + recovery.maxRetries)×"]
        // Step numbers, as the nodes are numbered (the ⚑ beside each says which).
        let numbers = recovery.checkpoints.map { String($0 + 1) }
        if !numbers.isEmpty { notes.append("checkpoints: step " + numbers.joined(separator: ", ")) }
        for entry in recovery.errors {
            notes.append("\(entry.error.rawValue) → \(Format.shortFallback(entry.fallback))")
        }
        notes.append("other failures → \(Format.shortFallback(recovery.fallback))")
        if Self.canAbandon(recovery) { notes.append("end tour, or no later checkpoint → abandoned") }
        return Node(id: "recovery", kind: .recovery, title: "Recovery", notes: notes)
    }

    /// Whether a failure can end the run `abandoned` (`endTour`, `nextCheckpoint` past the last
    /// checkpoint, a second `restart`).
    static func canAbandon(_ recovery: RecoveryStrategy) -> Bool {
        ([recovery.fallback] + recovery.errors.map(\.fallback)).contains { fallback in
            switch fallback {
            case .endTour, .nextCheckpoint, .restart: return true
            case .skipStep: return false
            }
        }
    }

    /// The outcomes a run can end in, each with the persisted writes it makes.
    static func outcomeNodes(_ tour: Tour) -> [Node] {
        var outcomes: [TourOutcome] = [.completed]
        if tour.flow.skip.available { outcomes.append(.skipped) }
        outcomes.append(.dismissed)
        let abandons = tour.flow.recovery.map(canAbandon) ?? false
        if abandons || tour.persistence.updates.contains(where: { $0.outcomes.contains(.abandoned) }) { outcomes.append(.abandoned) }
        return outcomes.map { outcome in
            var notes = tour.persistence.updates.filter { $0.outcomes.contains(outcome) }.map { update in
                let value = Format.value(update.value)
                return "\(update.operation.rawValue) \(update.key)" + (value.isEmpty ? "" : " = \(value)")
            }
            if outcome == .skipped {
                var skip = "Skip on any step"
                if let after = tour.flow.skip.confirmAfterProgress { skip += ", confirm after \(Format.number(after * 100))%" }
                notes.insert(skip, at: 0)
            }
            if notes.isEmpty { notes = ["writes nothing"] }
            return Node(id: "outcome-\(outcome.rawValue)", kind: .outcome, title: outcome.rawValue, notes: notes)
        }
    }
}
