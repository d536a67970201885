import TourKit
import TourcDiagnostics

/// The buttons of coach marks and tooltips (issue 24 item 3): an icon-only button or close
/// button has a VoiceOver label (TOUR3502, as for page buttons), and buttons that replace the
/// usual Next / "Got it" leave a way on (TOUR3813). Pages' buttons are checked by `FlowChecks`
/// and `ContentLint`.
enum StepButtonChecks {
    static func run(_ tour: Located<Tour>, _ d: inout DiagnosticCollector) {
        TourWalker(tour: tour).forEachStep { index, step, node in
            let isLast = index == tour.value.steps.count - 1
            let buttons: [ActionButton]
            let stuck: Bool
            switch step.kind {
            case .page, .intents: return
            case .spotlight(let spot):
                buttons = spot.actions
                // Only Next is replaced: a step that waits for a tap or an event moves on by it.
                stuck = spot.advance == .nextButton
            case .tooltip(let tip):
                buttons = tip.actions
                let leavesOtherwise = tip.closeButton != nil || tip.dismiss.contains { method in
                    switch method {
                    case .tapOutside, .swipeDown, .escapeGesture: true
                    case .button: false
                    }
                }
                stuck = !leavesOtherwise
            }
            for (i, button) in buttons.enumerated() where TextWhitespace.isBlankLine(button.label) && button.accessibilityLabel == nil {
                d.emit(LanguageCodes.missingAccessibilityLabel,
                       "this button has no label; add an `accessibilityLabel` so VoiceOver can name it",
                       at: node["actions"][i]["label"].span)
            }
            if let close = step.kind.closeButton, (close.accessibilityLabel.map(TextWhitespace.isBlankLine) ?? true) {
                d.emit(LanguageCodes.missingAccessibilityLabel,
                       "this close button shows only its icon, so VoiceOver can name it only by its label; add `accessibilityLabel: Close` (in the tour's language)",
                       at: node["closeButton"].keySpan)
            }
            let awaited = step.kind.advance?.awaitedAction?.id
            let movesOn = buttons.contains { $0.action.movesOn(fromLastStep: isLast) || ($0.action.performedAction != nil && $0.action.performedAction == awaited) }
            if !buttons.isEmpty, stuck, !movesOn {
                let what: String
                switch step.kind {
                case .tooltip: what = "this tooltip shows its buttons instead of \"Got it\", none of them moves on or ends the tour, and it has no close button or tap outside"
                case .spotlight, .page, .intents: what = "this coach mark shows its buttons instead of Next, and none of them moves on"
                }
                d.emit(LanguageCodes.stepButtonsLeadNowhere,
                       "\(what), so the user cannot get past it; add e.g. `{label: \(isLast ? "Done, action: {type: complete}" : "Next, action: {type: next}")}`",
                       at: node["actions"].keySpan)
            }
        }
    }
}
