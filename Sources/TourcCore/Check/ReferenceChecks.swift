import TourKit
import TourcDiagnostics

/// References resolve (TOUR31xx): every id a tour or the registry uses names something the app
/// declares. The table in docs/language.md ("References resolve") lists every place checked.
enum ReferenceChecks {
    /// Haptic cue events that are lifecycle moments, not app events.
    static let lifecycleMoments = Set(HapticCue.lifecycleMoments)

    static func run(_ scope: AppScope, diagnostics: inout DiagnosticCollector) {
        registry(scope, &diagnostics)
        for tour in scope.tours { self.tour(tour, scope, &diagnostics) }
    }

    static func registry(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        let r = scope.registry.value
        let root = NodeRef(scope.registry.document)
        for (i, screen) in r.screens.enumerated() {
            if let target = screen.target { scope.resolve(target, .target, at: root["screens"][i]["target"], diagnostics: &d) }
        }
        for (i, target) in r.targets.enumerated() {
            let node = root["targets"][i]
            if let screen = target.screen { scope.resolve(screen, .screen, at: node["screen"], diagnostics: &d) }
            if let fallback = target.fallback { scope.resolve(fallback, .target, at: node["fallback"], diagnostics: &d) }
        }
        for (i, event) in r.events.enumerated() {
            if let screen = event.screen { scope.resolve(screen, .screen, at: root["events"][i]["screen"], diagnostics: &d) }
        }
        for (i, component) in r.components.enumerated() {
            for (j, event) in component.events.enumerated() {
                scope.resolve(event, .event, at: root["components"][i]["events"][j], diagnostics: &d)
            }
        }
        for (i, condition) in r.conditions.enumerated() {
            if let key = condition.key { scope.resolve(key, .persistenceKey, at: root["conditions"][i]["key"], diagnostics: &d) }
        }
    }

    /// Nodes are looked up only for names that do not resolve (see `AppScope.resolve`).
    static func list(_ names: [String], _ kind: RefKind, _ node: @autoclosure () -> NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        for (i, name) in names.enumerated() { scope.resolve(name, kind, at: node()[i], diagnostics: &d) }
    }

    static func tour(_ tour: Located<Tour>, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let t = tour.value
        let root = NodeRef(tour.document)
        list(t.roles, .role, root["roles"], scope, &d)
        list(t.tags, .tag, root["tags"], scope, &d)
        list(t.when, .condition, root["when"], scope, &d)
        list(t.unless, .condition, root["unless"], scope, &d)
        list(t.analytics, .analyticsEvent, root["analytics"], scope, &d)
        func persistence() -> NodeRef { root["persistence"] }
        list(t.persistence.onceKeys, .persistenceKey, persistence()["onceKeys"], scope, &d)
        if let key = t.persistence.progressKey {
            // A progress key holds a step index; a spelled-alike show-once flag is no candidate.
            scope.resolve(key, .persistenceKey, at: persistence()["progressKey"], diagnostics: &d) { candidate in
                FlowStateChecks.canHoldProgress(scope.persistenceKey(candidate)?.type) && !t.persistence.onceKeys.contains(candidate)
            }
        }
        for (i, update) in t.persistence.updates.enumerated() {
            scope.resolve(update.key, .persistenceKey, at: persistence()["updates"][i]["key"], diagnostics: &d)
        }
        for (i, trigger) in t.triggers.enumerated() {
            func node() -> NodeRef { root["triggers"][i] }
            switch trigger.kind {
            case .firstLaunch, .appLaunch: break
            case .firstVisit(let screen, let via):
                scope.resolve(screen, .screen, at: node()["screen"], diagnostics: &d)
                if let via { scope.resolve(via, .target, at: node()["via"], diagnostics: &d) }
            case .targetTap(let target): scope.resolve(target, .target, at: node()["target"], diagnostics: &d)
            case .event(let event, _): scope.resolve(event, .event, at: node()["event"], diagnostics: &d)
            case .majorUpdate(let versionKey, _):
                scope.resolve(versionKey, .persistenceKey, at: node()["versionKey"], diagnostics: &d)
            case .manual(let entry): scope.resolve(entry.screen, .screen, at: node()["screen"], diagnostics: &d)
            }
        }
        haptics(t.visuals.haptics, root["visuals"]["haptics"], scope, &d)
        TourWalker(tour: tour).forEachStep { _, step, node in
            self.step(step, node, scope, &d, tour: t)
        }
    }

    static func haptics(_ cues: [HapticCue], _ node: @autoclosure () -> NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        for (i, cue) in cues.enumerated() where !lifecycleMoments.contains(cue.event) {
            scope.resolve(cue.event, .event, at: node()[i]["event"], diagnostics: &d)
        }
    }

    static func step(_ step: Step, _ node: NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector, tour: Tour) {
        list(step.tags, .tag, node["tags"], scope, &d)
        list(step.when, .condition, node["when"], scope, &d)
        list(step.unless, .condition, node["unless"], scope, &d)
        haptics(step.haptics, node["haptics"], scope, &d)
        switch step.kind {
        case .page(let page):
            TourWalker.forEachBlock(page.content, node["content"]) { block, ref in
                switch block {
                case .component(let embed): scope.resolve(embed.component, .component, at: ref()["component"], diagnostics: &d)
                // A link's action is resolved with the step's actions; the others name no id.
                case .text, .bullets, .numbered, .legend, .topics, .link, .illustration: break
                }
            }
            advance(page.advance, node["advance"], scope, &d)
            AppActionChecks.advance(page.advance, node["advance"], step: step, stepNode: node, scope, &d)
        case .spotlight(let spot):
            for (i, region) in (spot.spotlight?.regions ?? []).enumerated() {
                scope.resolve(region.target, .target, at: node["spotlight"]["regions"][i]["target"], diagnostics: &d)
            }
            if let anchor = spot.coachMark.anchor { scope.resolve(anchor.target, .target, at: node["coachMark"]["anchor"]["target"], diagnostics: &d) }
            if let at = spot.gestureHint?.at { scope.resolve(at.target, .target, at: node["gestureHint"]["at"]["target"], diagnostics: &d) }
            if let ring = spot.pulseRing { scope.resolve(ring.target, .target, at: node["pulseRing"]["target"], diagnostics: &d) }
            if let embed = spot.component { scope.resolve(embed.component, .component, at: node["component"]["component"], diagnostics: &d) }
            for (i, fallback) in spot.targetFallbacks.enumerated() {
                let ref = node["targetFallbacks"][i]
                scope.resolve(fallback.target, .target, at: ref["target"], diagnostics: &d)
                scope.resolve(fallback.replacement, .target, at: ref["replacement"], diagnostics: &d)
                list(fallback.when, .condition, ref["when"], scope, &d)
                list(fallback.unless, .condition, ref["unless"], scope, &d)
            }
            advance(spot.advance, node["advance"], scope, &d)
            AppActionChecks.advance(spot.advance, node["advance"], step: step, stepNode: node, scope, &d)
        case .intents(let content):
            for (i, intent) in content.intents.enumerated() {
                func ref() -> NodeRef { node["intents"][i] }
                switch intent {
                case .navigate(let to): scope.resolve(to, .target, at: ref()["to"], diagnostics: &d)
                case .highlight(let target, _): scope.resolve(target, .target, at: ref()["target"], diagnostics: &d)
                case .demonstrateGesture(_, _, let target?), .awaitTap(let target?):
                    scope.resolve(target, .target, at: ref()["target"], diagnostics: &d)
                // Names no registry id.
                case .demonstrateGesture(_, _, nil), .awaitTap(nil), .showMessage, .showTooltip, .awaitNextButton, .delay:
                    break
                }
            }
        case .tooltip(let tip):
            scope.resolve(tip.anchor, .target, at: node["anchor"], diagnostics: &d)
        }
        TourWalker.forEachAction(step, node) { action, ref in
            switch action {
            case .startTour(let tour): scope.resolve(tour, .tour, at: ref()["tour"], diagnostics: &d)
            case .presentComponent(let embed): scope.resolve(embed.component, .component, at: ref()["component"], diagnostics: &d)
            case .openScreen(let screen): scope.resolve(screen, .screen, at: ref()["screen"], diagnostics: &d)
            case .goTo(let target): GoToChecks.resolve(target, in: tour, at: ref()["step"], &d)
            case .perform(let action): scope.resolve(action, .appAction, at: ref()["action"], diagnostics: &d)
            // Name no registry id (a sheet's own actions are walked by `forEachAction`).
            case .next, .back, .skip, .complete, .dismiss, .showSheet, .openURL: break
            }
        }
    }

    static func advance(_ advance: Advance, _ node: @autoclosure () -> NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        switch advance {
        case .tapTarget(let target): scope.resolve(target, .target, at: node()["target"], diagnostics: &d)
        case .gesture(_, let target?): scope.resolve(target, .target, at: node()["target"], diagnostics: &d)
        case .event(let event): scope.resolve(event, .event, at: node()["event"], diagnostics: &d)
        case .component(let component, let outcomes):
            scope.resolve(component, .component, at: node()["component"], diagnostics: &d)
            guard let declared = scope.component(component)?.outcomes else { return }
            for (i, outcome) in outcomes.enumerated() where !declared.contains(outcome) {
                d.emit(LanguageCodes.unknownOutcome,
                       "the component `\(component)` has no outcome `\(outcome)`; it declares \(declared.isEmpty ? "none" : declared.map { "`\($0)`" }.joined(separator: ", "))",
                       at: node()["outcomes"][i].span, suggestions: Suggestions.closest(to: outcome, in: declared))
            }
        case .anyOf(let ways):
            for (i, way) in ways.enumerated() { ReferenceChecks.advance(way, node()["of"][i], scope, &d) }
        // `actionOutcome`: AppActionChecks.
        case .gesture(_, nil), .nextButton, .tapAnywhere, .timer, .actionOutcome: break
        }
    }
}
