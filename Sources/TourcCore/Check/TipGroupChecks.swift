import TourKit
import TourcDiagnostics

/// app.yaml's `tipGroups:` (issue 24 item 4): each names the app's tours (an unknown one is
/// TOUR3110), no tour is in two groups (TOUR3841), a group holds at least two
/// tours (TOUR3842) and group ids are unique (TOUR3843).
enum TipGroupChecks {
    static func run(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        let groups = scope.registry.value.tipGroups
        guard !groups.isEmpty else { return }
        let root = NodeRef(scope.registry.document)["tipGroups"]
        var firstGroup: [String: (group: String, node: NodeRef)] = [:]
        var groupIDs: [String: NodeRef] = [:]
        for (g, group) in groups.enumerated() {
            let node = root[g]
            if let first = groupIDs[group.id] {
                d.emit(LanguageCodes.duplicateTipGroup, "another tip group is already called `\(group.id)`; give this one its own id",
                       at: node["id"].span, labels: [Diagnostic.Label(span: first.span, message: "first defined here")])
            } else {
                groupIDs[group.id] = node["id"]
            }
            for (t, tour) in group.tours.enumerated() {
                let at = node["tours"][t]
                scope.resolve(tour, .tour, at: at, diagnostics: &d)
                if let first = firstGroup[tour], first.group != group.id || first.node.span != at.span {
                    d.emit(LanguageCodes.tourInTwoGroups,
                           "`\(tour)` is already in the tip group `\(first.group)`; a tour belongs to one group, so take it out of one (or merge the groups)",
                           at: at.span, labels: [Diagnostic.Label(span: first.node.span, message: "in `\(first.group)` here")])
                } else if firstGroup[tour] == nil {
                    firstGroup[tour] = (group.id, at)
                }
            }
            if group.tours.count == 1 {
                d.emit(LanguageCodes.groupOfOne,
                       "this tip group has one tour, so it holds nothing back; add the tours that should show one at a time, or remove the group",
                       at: node["tours"].span)
            }
        }
    }
}

/// An `inline` container is a tooltip tour's (TOUR3844): the card is drawn at its anchor.
enum InlineContainerChecks {
    static func run(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        for tour in scope.tours {
            let p = tour.value.presentation
            switch p.container {
            case .inline: break
            case .sheet, .fullScreenCover, .overlay, .popover, .alert: continue
            }
            switch p.style {
            case .tooltip: continue
            case .bottomSheet, .fullScreenCarousel, .spotlight, .intentSequence, .updatePrompt: break
            }
            d.emit(LanguageCodes.inlineWithoutPlace,
                   "an `inline` card is drawn in the app's layout at its tooltip's anchor, but a `\(p.style.rawValue)` tour has no anchor; use `style: tooltip`, or another container (`sheet`, `overlay`)",
                   at: NodeRef(tour.document)["presentation"]["container"].span)
        }
    }
}

/// A fully modal spotlight (`modal: true`) does not wait for a touch on the app (TOUR3846).
enum ModalSpotlightChecks {
    static func run(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        for tour in scope.tours {
            for (s, step) in tour.value.steps.enumerated() {
                let spot: SpotlightContent
                switch step.kind {
                case .spotlight(let content): spot = content
                case .page, .intents, .tooltip: continue
                }
                guard spot.modal else { continue }
                let waitsFor: String
                switch spot.advance {
                case .tapTarget(let target): waitsFor = "a tap on `\(target)`"
                case .gesture(let gesture, _): waitsFor = "a `\(gesture.rawValue)` gesture"
                case .nextButton, .tapAnywhere, .event, .component, .timer: continue
                }
                d.emit(LanguageCodes.modalWaitsForTheApp,
                       "this spotlight is fully modal (`modal: true`), so no touch reaches the app, but it waits for \(waitsFor); use `advance: {type: nextButton}` or `tapAnywhere`, or `blocksTouches: true` instead of `modal`",
                       at: NodeRef(tour.document)["steps"][s]["modal"].span)
            }
        }
    }
}
