import TourKit
import TourcDiagnostics

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
