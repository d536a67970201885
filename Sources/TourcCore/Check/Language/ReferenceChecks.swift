import TourKit
import TourcDiagnostics

/// References resolve (TOUR31xx): every id a tour or the registry uses names something the app
/// declares. Which keys hold an id is the description's `ref:` (docs/reference.md, "Keys that
/// name an id"); `ReferenceWalker`, generated from it, finds them, and this resolves them.
enum ReferenceChecks {
    /// Haptic cue events that are lifecycle moments, not app events.
    static let lifecycleMoments = Set(HapticCue.lifecycleMoments)

    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        var resolver = Resolver(scope: scope, tour: nil)
        ReferenceWalker.walk(scope.registry.value, NodeRef(scope.registry.document), &resolver)
        diagnostics.merge(resolver.diagnostics)
        for tour in scope.tours { self.tour(tour, scope, &diagnostics) }
    }

    /// Every id the tour names (the generated walk over the description's `ref:` fields), then
    /// what no `ref:` says: an advance's outcomes and a `goTo` step, both of this tour.
    static func tour(_ tour: Located<Tour>, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let t = tour.value
        var resolver = Resolver(scope: scope, tour: t)
        ReferenceWalker.walk(t, NodeRef(tour.document), &resolver)
        d.merge(resolver.diagnostics)
        ConditionEntryChecks.tour(tour, scope, &d)
        let walker = TourWalker(tour: tour)
        walker.forEachStep { _, step, node in
            if let advance = step.kind.advance {
                outcomes(advance, node["advance"], scope, &d)
                AppActionChecks.advance(advance, node["advance"], step: step, stepNode: node, in: walker, scope, &d)
            }
        }
        // Every step's actions and a carousel's footer (once).
        walker.forEachAction { action, ref in
            switch action {
            case .goTo(let target): GoToChecks.resolve(target, in: t, at: ref()["step"], &d)
            // Resolved by the walk, or name nothing to resolve.
            case .next, .back, .skip, .complete, .dismiss, .showSheet, .openURL, .startTour, .presentComponent, .openScreen, .perform: break
            }
        }
    }

    /// Resolves each id the walk finds, as its field wants it resolved.
    struct Resolver: ReferenceVisitor {
        let scope: AppScope
        /// The tour walked; nil for the registry.
        let tour: Tour?
        var diagnostics = DiagnosticCollector()

        mutating func visit(_ id: String, _ kind: RefKind, _ field: String, _ node: () -> NodeRef) {
            switch field {
            case "HapticCue.event":
                // A lifecycle moment is the tour's own, not an app event.
                if !ReferenceChecks.lifecycleMoments.contains(id) { scope.resolve(id, kind, at: node(), diagnostics: &diagnostics) }
            case "TourPersistence.progressKey":
                // A progress key holds a step index; a spelled-alike show-once flag is no candidate.
                let (scope, onceKeys) = (scope, tour?.persistence.onceKeys ?? [])
                scope.resolve(id, kind, at: node(), diagnostics: &diagnostics) { candidate in
                    FlowStateChecks.canHoldProgress(scope.persistenceKey(candidate)?.type) && !onceKeys.contains(candidate)
                }
            case "Action.startTour.tour":
                scope.resolve(id, kind, at: node(), diagnostics: &diagnostics, site: "`startTour` starts a tour of the same app")
            default:
                scope.resolve(id, kind, at: node(), diagnostics: &diagnostics)
            }
        }
    }

    /// An advance on a component's outcomes names outcomes the component declares (TOUR3110).
    static func outcomes(_ advance: Advance, _ node: @autoclosure () -> NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        switch advance {
        case .component(let component, let outcomes):
            guard let declared = scope.component(component)?.outcomes else { return }
            for (i, outcome) in outcomes.enumerated() where !declared.contains(outcome) {
                d.emit(LanguageCodes.unknownOutcome,
                       "the component `\(component)` has no outcome `\(outcome)`; it declares \(declared.isEmpty ? "none" : declared.map { "`\($0)`" }.joined(separator: ", "))",
                       at: node()["outcomes"][i].span, suggestions: Suggestions.closest(to: outcome, in: declared))
            }
        case .anyOf(let ways):
            for (i, way) in ways.enumerated() { outcomes(way, node()["of"][i], scope, &d) }
        // An app action's outcomes: AppActionChecks.
        case .tapTarget, .gesture, .event, .nextButton, .tapAnywhere, .timer, .actionOutcome: break
        }
    }
}
