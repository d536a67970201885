import Foundation
import TourKit

/// What the app itself does to a run: ending it, and confirming its steps on screen.
extension TourRun {
    /// `start`, for a host that confirms each step on screen: the `started` updates are held
    /// until the first `displayed`.
    static func start(_ tour: Tour, in bundle: TourBundle, at index: Int, context: RunContext, keys: [String: PersistenceKey]?,
                      contentHash: String?, generation: Int, confirmsDisplay: Bool) -> (TourRun, [TourCommand]) {
        guard confirmsDisplay else {
            return start(tour, in: bundle, at: index, context: context, keys: keys, contentHash: contentHash, generation: generation)
        }
        var run = TourRun(tour: tour, bundle: bundle, context: context, keys: keys, contentHash: contentHash, generation: generation)
        run.confirmsDisplay = true
        guard let first = run.firstApplicable(from: max(0, min(index, tour.steps.count)), context) else {
            return (run, run.end(.notApplicable, context))
        }
        run.startWrites = run.rules.writes(for: .started, context: context, stepIndex: index)
        let commands = run.record("tourStarted", context) + run.present(first, context)
        return (run, commands)
    }

    /// The host confirmed step `id` on screen: the first confirmation releases the `started`
    /// updates. A confirmation for another step (late) is ignored.
    mutating func confirmDisplayed(_ id: String) -> [TourCommand] {
        guard confirmsDisplay, visible, tour.steps[index].id == id, !displayed else { return [] }
        displayed = true
        let writes = startWrites
        startWrites = []
        return writes.map(TourCommand.write)
    }

    /// The app ends the run (``TourSignal/end(reason:)``): at once, without retries or a
    /// confirmation; only the progress is cleared.
    mutating func cancel(reason: String, _ context: RunContext) -> [TourCommand] {
        guard outcome == nil else { return [] }
        return end(.cancelled, context, reason: reason)
    }
}
