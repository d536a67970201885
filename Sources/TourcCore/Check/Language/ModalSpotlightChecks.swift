import TourKit
import TourcDiagnostics

/// A fully modal spotlight (`modal: true`) does not wait for a touch on the app (TOUR3846).
enum ModalSpotlightChecks {
    /// The touch on the app an advance waits for, in words; nil when it waits for none (the
    /// coach mark's own button, an event, a timer). Of several inputs (`anyOf`), the first such.
    static func appTouch(_ advance: Advance) -> String? {
        advance.waitedInputs.lazy.compactMap { input -> String? in
            switch input {
            case .tapTarget(let target): "a tap on `\(target)`"
            case .gesture(let gesture, _): "a `\(gesture.rawValue)` gesture"
            case .nextButton, .tapAnywhere, .event, .component, .timer, .actionOutcome: nil
            case .anyOf: nil  // flattened by `waitedInputs`
            }
        }.first
    }

    static func run(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        for tour in scope.tours {
            for (s, step) in tour.value.steps.enumerated() {
                let spot: SpotlightContent
                switch step.kind {
                case .spotlight(let content): spot = content
                case .page, .intents, .tooltip: continue
                }
                guard spot.modal else { continue }
                guard let waitsFor = appTouch(spot.advance) else { continue }
                d.emit(LanguageCodes.modalWaitsForTheApp,
                       "this spotlight is fully modal (`modal: true`), so no touch reaches the app, but it waits for \(waitsFor); use `advance: {type: nextButton}` or `tapAnywhere`, or `blocksTouches: true` instead of `modal`",
                       at: NodeRef(tour.document)["steps"][s]["modal"].span)
            }
        }
    }
}
