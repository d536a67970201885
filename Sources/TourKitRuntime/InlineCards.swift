import TourKit

/// Tours in an `inline` container (issue 24 item 4): a card the app draws in its own layout,
/// as TipKit's `TipView` or Bitwarden's action cards, rather than over it.
///
/// The runtime decides, as for any tour, whether and which step shows; the host decides where:
/// each place in the app's layout that can hold a card is named by a registry target (the
/// tooltip's `anchor`), and asks ``TourHost/inlineCard(at:)`` (or ``slot(of:in:)`` with an
/// engine) whether the step on screen is the card for that place. The card's close button sends
/// `.run(.dismiss)`, which ends a tooltip `dismissed` (its show-once updates run, so a closed
/// card stays closed).
public enum InlineCards {
    /// The place in the app's layout where `presentation` is drawn: the anchor of its tooltip
    /// step (or the target replacing it, `replacedTargets`), when its tour's container is
    /// `inline`; nil for a tour drawn over the app (sheet, overlay, popover, ...).
    public static func slot(of presentation: StepPresentation, in bundle: TourBundle) -> String? {
        guard let tour = bundle.tours.first(where: { $0.id == presentation.tour }) else { return nil }
        switch tour.presentation.container {
        case .inline: break
        case .sheet, .fullScreenCover, .overlay, .popover, .alert: return nil
        }
        switch presentation.step.kind {
        case .tooltip(let tip): return presentation.replacedTargets[tip.anchor] ?? tip.anchor
        // `tourc check` keeps `inline` to tooltip tours (TOUR3844): other steps have no place.
        case .page, .spotlight, .intents: return nil
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TourHost {
    /// The card to draw at `slot` (a registry target id: a place in the app's own layout that can
    /// hold an inline card), or nil: the step on screen when its tour's container is `inline`
    /// and its anchor is `slot`. In SwiftUI, `if let card = host.inlineCard(at: "channelList") {
    /// MyTipCard(card) }` in the view that owns that place; the view updates as `presentation` does.
    public func inlineCard(at slot: String) -> StepPresentation? {
        guard let presentation, InlineCards.slot(of: presentation, in: engine.bundle) == slot else { return nil }
        return presentation
    }
}
