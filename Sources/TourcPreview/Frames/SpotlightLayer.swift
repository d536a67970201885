import Plot
import TourKit

/// A `spotlight` step: the dimmed screen with the cut-out (shape, corner radius, padding), the
/// pulse ring, the gesture hint, and the coach mark with its arrow, progress text and buttons.
enum SpotlightLayer {
    /// Every target the step draws, in the order it names them.
    static func targets(_ content: SpotlightContent) -> [String] {
        var ids = content.spotlight?.regions.map(\.target) ?? []
        if let anchor = content.coachMark.anchor { ids.append(anchor.target) }
        if let ring = content.pulseRing { ids.append(ring.target) }
        if let at = content.gestureHint?.at { ids.append(at.target) }
        return ids
    }

    static func bubbleAbove(_ position: TooltipPosition) -> Bool { Bubble.above(position) }

    static func render(_ content: SpotlightContent, _ context: FrameContext, _ layout: TargetLayout) -> BodyNode {
        let cuts = (content.spotlight?.regions ?? []).compactMap { region -> DimLayer.Cut? in
            guard let box = layout.box(of: region), let spotlight = content.spotlight else { return nil }
            return DimLayer.Cut(box: box, shape: spotlight.shape, cornerRadius: spotlight.cornerRadius)
        }
        let anchor = content.coachMark.anchor.flatMap(layout.box(of:)) ?? cuts.first?.box
        let dim = content.dim ?? context.tour.visuals.dim ?? 0.6
        let bubble = Bubble(target: anchor, position: content.coachMark.position, width: 272, arrow: content.coachMark.arrow)
        // On the target itself: the region's offsets are in the app's points, relative to a view
        // whose real size only the app knows, so they would put the hand beside the placeholder.
        let gestureBox = content.gestureHint?.at.flatMap { layout.boxes[$0.target] } ?? anchor
        return .div(
            .class("layer spotlight-layer"),
            DimLayer.render(id: "cut-\(context.index)", dim: dim, cuts: cuts, pulse: content.pulseRing.flatMap(layout.box(of:))),
            content.gestureHint.map { hint in gesture(hint.gesture, at: gestureBox) } ?? .empty,
            StepFrame.skip(context),
            bubble.render("coach-mark", [
                .div(.class("bubble-head"),
                     content.icon.map { Markup.symbol($0) } ?? .empty,
                     content.iconAsset.map { Markup.symbol("asset: \($0)") } ?? .empty,
                     Markup.span("bubble-title", content.title),
                     context.showsProgress ? (context.progressText.map { Markup.span("progress-text", $0) } ?? StepFrame.progress(context)) : .empty),
                .p(.class("body"), Markup.text(content.body)),
                content.hint.map { .p(.class("hint"), Markup.text($0)) } ?? .empty,
                content.component.map(BlockView.component) ?? .empty,
                content.actions.isEmpty
                    ? .div(.class("buttons"), StepFrame.back(context), advance(content, context))
                    : .div(.class("buttons"), .forEach(content.actions) { PageLayer.button($0) }),
                close(content.closeButton),
            ])
        )
    }

    /// A coach mark's or tooltip's icon-only close button, with its VoiceOver label as the
    /// tooltip a reviewer hovers.
    static func close(_ button: CloseButton?) -> BodyNode {
        guard let button else { return .empty }
        return .span(.class("button close"), Markup.attribute("title", button.accessibilityLabel ?? "(no VoiceOver label)"),
                     Markup.symbol(button.icon))
    }

    /// The Next button, or for any other way on the author's `hint` when there is one (it is
    /// what the coach mark shows; the generic "Tap … to continue" is only for a step without).
    static func advance(_ content: SpotlightContent, _ context: FrameContext) -> BodyNode {
        switch content.advance {
        case .nextButton: return StepFrame.advance(content.advance, context)
        case .tapAnywhere, .tapTarget, .gesture, .event, .component, .actionOutcome, .timer, .anyOf:
            return content.hint == nil ? StepFrame.advance(content.advance, context) : .empty
        }
    }

    /// A gesture demonstration: the gesture's name on a hand marker over its place.
    static func gesture(_ gesture: GestureKind, at box: Box?) -> BodyNode {
        let center = box.map { (x: $0.midX, y: $0.midY) } ?? (x: StepFrame.width / 2, y: StepFrame.height / 2)
        let place = Box(x: Bubble.clamp(center.x - 40, 4, StepFrame.width - 84), y: Bubble.clamp(center.y - 14, 4, StepFrame.height - 32),
                        width: 80, height: 28)
        return .div(.class("gesture"), Markup.attribute("style", Format.place(place)), Markup.text("◉ \(gesture.rawValue)"))
    }
}

/// A `tooltip` step: its anchor target and the tooltip bubble with its arrow edge; the tour's
/// tooltip style gives the width (maxWidth) and corner radius.
enum TooltipLayer {
    static func render(_ content: TooltipContent, _ context: FrameContext, _ layout: TargetLayout) -> BodyNode {
        let style = context.tour.visuals.tooltip
        let width = (style?.maxWidth).map { $0 * StepFrame.scale } ?? 240
        let bubble = Bubble(target: layout.boxes[content.anchor], position: content.position, width: width)
        let radius = (style?.cornerRadius).map { "border-radius:\(Format.number($0 * StepFrame.scale))px" }
        let dismissals = content.dismiss.map(\.rawValue).joined(separator: ", ")
        return .div(
            .class("layer tooltip-layer"),
            bubble.render("tooltip", [
                radius.map { Markup.attribute("data-radius", $0) } ?? .empty,
                .div(.class("bubble-head"),
                     content.icon.map { Markup.symbol($0) } ?? .empty,
                     content.iconAsset.map { Markup.symbol("asset: \($0)") } ?? .empty,
                     content.title.map { Markup.span("bubble-title", $0) } ?? .empty),
                .p(.class("body"), Markup.text(content.body)),
                !content.actions.isEmpty
                    ? .div(.class("buttons"), .forEach(content.actions) { PageLayer.button($0) })
                    : content.dismiss.contains(.button)
                    ? .div(.class("buttons"), .span(.class("button primary"), Markup.text(context.label(.dismiss)))) : .empty,
                SpotlightLayer.close(content.closeButton),
                dismissals.isEmpty ? .empty : Markup.span("hint", "Dismiss: \(dismissals)"),
            ])
        )
    }
}
