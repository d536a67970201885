import TourKit

/// A `fullScreenCarousel` tour's `carousel` (issue 24 item 3): pages that move with a swipe, and
/// buttons every page shares.
extension TourRun {
    /// Whether a swipe moves between this tour's pages (a carousel with `carousel.swipe`).
    var swipesBetweenPages: Bool {
        guard let carousel = tour.carousel, carousel.swipe else { return false }
        return tour.isCarousel
    }

    /// The buttons the step shows: its own, then (on a carousel's pages) the carousel's footer
    /// (`Tour.footer(on:)`, the rule `tourc check` reads too).
    func buttons(_ step: Step) -> [ActionButton] {
        step.kind.buttons + tour.footer(on: step)
    }

    /// The primary one among `buttons(step)`: the first `primary`, else the first.
    func primaryButton(of step: Step) -> ActionButton? {
        let all = buttons(step)
        return all.first { $0.style == .primary } ?? all.first
    }

    /// A swipe on a swiping carousel's page (reported without a target: the pager itself): left
    /// shows the next applicable page, right the previous one, as the paged view moves; at
    /// either end nothing happens (the pager does not wrap, and a swipe never ends the tour).
    /// Nil when the swipe is not the carousel's to handle.
    mutating func carouselSwipe(_ gesture: GestureKind, target: String?, _ step: Step, _ context: RunContext) -> [TourCommand]? {
        guard swipesBetweenPages, target == nil else { return nil }
        switch step.kind {
        case .page: break
        case .spotlight, .tooltip, .intents: return nil
        }
        switch gesture {
        case .swipeLeft:
            guard let next = nextApplicable(after: index, context) else { return [] }
            attempt = 1
            return haptics(.advance) + go(to: next, context)
        case .swipeRight:
            guard let previous = previousApplicable(before: index, context) else { return [] }
            attempt = 1
            missingReplacements = [:]
            return present(previous, context)
        case .tap, .doubleTap, .longPress, .swipeUp, .swipeDown, .pinchIn, .pinchOut: return nil
        }
    }
}
