import TourKit
import TourcDiagnostics

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
