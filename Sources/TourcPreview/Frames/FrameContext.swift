import TourKit

/// What drawing one step needs besides the step: its tour, its app's registry, its place in the
/// progress count.
struct FrameContext {
    var tour: Tour
    var registry: AppRegistry
    var index: Int

    var step: Step { tour.steps[index] }
    var presentation: Presentation { tour.presentation }

    /// The step's 1-based position and the number of steps counted, as the runtime's progress
    /// indicator counts them (a final step is left out with `excludesFinalStep`).
    var progress: (current: Int, total: Int) {
        let count = tour.steps.count
        let excludesLast = presentation.progress.excludesFinalStep && count > 1
        let total = excludesLast ? count - 1 : count
        return (min(index + 1, total), total)
    }

    /// Whether the progress indicator shows on this step.
    var showsProgress: Bool {
        let indicator = presentation.progress
        switch indicator.style {
        case .none: return false
        case .dots, .counter: break
        }
        if indicator.hiddenForSingleStep && tour.steps.count == 1 { return false }
        if indicator.excludesFinalStep && index == tour.steps.count - 1 && tour.steps.count > 1 { return false }
        return true
    }

    /// The progress text the runtime shows ("1 OF 3"): the tour's format, else the counter's own
    /// "n of m"; nil for dots without a format.
    var progressText: String? {
        let (current, total) = progress
        if let text = presentation.progress.text(current: current, total: total) { return text }
        switch presentation.progress.style {
        case .counter: return "\(current) of \(total)"
        case .dots, .none: return nil
        }
    }

    /// The registry's target with this id (nil only for an id the checker would have rejected).
    func target(_ id: String) -> Target? { registry.targets.first { $0.id == id } }

    /// The display name of a screen id.
    func screenName(_ id: String) -> String { registry.screens.first { $0.id == id }?.name ?? id }

    /// The label a standard button shows on this step: the step's override, else the tour's.
    func label(_ control: TourControl) -> String {
        let overrides = step.labels
        let labels = tour.labels
        switch control {
        case .next: return overrides?.next ?? labels.next
        case .back: return overrides?.back ?? labels.back
        case .skip: return overrides?.skip ?? labels.skip
        case .done: return overrides?.done ?? labels.done
        case .dismiss: return overrides?.dismiss ?? labels.dismiss
        case .help: return "?"
        }
    }

    var isLast: Bool { index == tour.steps.count - 1 }
}
