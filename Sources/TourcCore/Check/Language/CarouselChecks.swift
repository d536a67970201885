import TourKit
import TourcDiagnostics

/// A carousel's `carousel:` (issue 24 item 3): it belongs to a `fullScreenCarousel` tour
/// (TOUR3814), its shared buttons are labelled for VoiceOver (TOUR3502), and every page can be
/// left: a page that moves by swipe needs no button that moves on, the last page needs one that
/// ends the tour (TOUR3305, as for any page). What the shared buttons name is resolved with
/// every other action's (`TourWalker.forEachAction` visits the footer once).
enum CarouselChecks {
    static func run(_ tour: Located<Tour>, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let t = tour.value
        guard let carousel = t.carousel else { return }
        let root = NodeRef(tour.document)
        guard t.isCarousel else {
            d.emit(LanguageCodes.carouselWithoutEffect,
                   "`carousel:` applies to a `fullScreenCarousel` tour; this tour is a `\(t.presentation.style.rawValue)`, so the runtime ignores it; remove it or present the tour as a carousel",
                   at: root["carousel"].keySpan)
            return
        }
        let footer = root["carousel"]["footer"]
        for (i, button) in carousel.footer.enumerated() {
            if TextWhitespace.isBlankLine(button.label) && button.accessibilityLabel == nil {
                d.emit(LanguageCodes.missingAccessibilityLabel,
                       "this button has no label; add an `accessibilityLabel` so VoiceOver can name it",
                       at: footer[i]["label"].span)
            }
        }
        let walker = TourWalker(tour: tour)
        walker.forEachStep { index, step, node in
            let page: PageContent
            switch step.kind {
            case .page(let content): page = content
            case .spotlight, .tooltip, .intents: return  // a carousel shows pages (TOUR3301 otherwise)
            }
            let isLast = index == t.steps.count - 1
            // A swipe moves on from every page but the last.
            if carousel.swipe && !isLast { return }
            let buttons = page.actions + walker.footerShown(on: step)
            let awaited = page.advance.awaitedAction?.id
            guard !buttons.isEmpty, !buttons.contains(where: {
                $0.action.movesOn(fromLastStep: isLast) || ($0.action.performedAction != nil && $0.action.performedAction == awaited)
            }) else { return }
            let at = page.actions.isEmpty ? footer.keySpan : node["actions"].keySpan
            d.emit(LanguageCodes.cannotFinish,
                   isLast
                    ? "this is the last page, and none of its buttons or the carousel's `footer` completes, dismisses, skips or starts another tour, so the user cannot finish the tour; add e.g. `{label: Done, action: {type: complete}}`"
                    : "this page shows its buttons and the carousel's `footer` instead of Next, none of them moves on, and the carousel does not swipe (`swipe: false`), so the user cannot get past it; add e.g. `{label: Next, action: {type: next}}` or let the carousel swipe",
                   at: at)
        }
    }
}
