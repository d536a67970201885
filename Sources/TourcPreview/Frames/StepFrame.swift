import Plot
import TourKit

/// One step drawn as its presentation on a phone-sized frame (320 × 692 CSS pixels, an iPhone's
/// 390 × 844 points at 0.82).
///
/// The frame has two layers, as on the device: the app's screen (a placeholder: tourc does not
/// know the app's views, so a target is a labelled box where the registry says it is), and the
/// tour's layer over it, chosen by the step's kind and the tour's presentation. The page script
/// checks each frame in the browser (nothing may leave it) and marks what overflows.
enum StepFrame {
    /// The frame's size in CSS pixels, and the scale from points.
    static let width = 320.0
    static let height = 692.0
    static let scale = 320.0 / 390.0

    static func render(_ context: FrameContext) -> BodyNode {
        let step = context.step
        let kind: String
        let targets: [String]
        let low: Bool
        switch step.kind {
        case .page:
            (kind, targets, low) = ("page", [], false)
        case .spotlight(let spotlight):
            (kind, targets, low) = ("spotlight", SpotlightLayer.targets(spotlight), SpotlightLayer.bubbleAbove(spotlight.coachMark.position))
        case .tooltip(let tooltip):
            (kind, targets, low) = ("tooltip", [tooltip.anchor], SpotlightLayer.bubbleAbove(tooltip.position))
        case .intents(let intents):
            (kind, targets, low) = ("intents", IntentsLayer.targets(intents), IntentsLayer.bubbleAbove(intents))
        }
        let layout = TargetLayout(targets: targets, registry: context.registry, low: low)
        let layer: BodyNode
        switch step.kind {
        case .page(let page): layer = PageLayer.render(page, context)
        case .spotlight(let spotlight): layer = SpotlightLayer.render(spotlight, context, layout)
        case .tooltip(let tooltip): layer = TooltipLayer.render(tooltip, context, layout)
        case .intents(let intents): layer = IntentsLayer.render(intents, context, layout)
        }
        let screen = IntentsLayer.screen(step, context) ?? defaultScreen(context, targets)
        return .div(
            .class("frame kind-\(kind) style-\(context.presentation.style.rawValue)"),
            .data(named: "step", value: step.id),
            .data(named: "index", value: String(context.index)),
            context.tour.visuals.accentColor.flatMap(BlockView.cssColor).map { Markup.attribute("style", "--accent:\($0)") } ?? .empty,
            AppScreen.render(context, screen: screen, layout: layout),
            layer
        )
    }

    /// The screen the step is most likely on: the screen of its first target, else nothing named.
    static func defaultScreen(_ context: FrameContext, _ targets: [String]) -> String? {
        for id in targets {
            if let screen = context.target(id)?.screen { return screen }
        }
        return nil
    }

    /// The progress indicator as the tour's style draws it: dots, or the counter's text.
    static func progress(_ context: FrameContext) -> BodyNode {
        guard context.showsProgress else { return .empty }
        if let text = context.progressText { return Markup.span("progress-text", text) }
        let (current, total) = context.progress
        return .div(.class("dots"), .forEach(1...max(total, 1)) { n in
            .span(.class(n == current ? "dot on" : "dot"))
        })
    }

    /// The Skip control where the tour puts it, when the tour offers it on this step.
    /// `inControls`: the page's button row is drawing it (a bottom or inline Skip on a page,
    /// which would otherwise cover the page's own buttons); nil: it is drawn where it belongs.
    static func skip(_ context: FrameContext, inControls: Bool? = nil) -> BodyNode {
        let policy = context.tour.flow.skip
        guard policy.available, context.step.skippable, !(policy.hiddenOnLastStep && context.isLast) else { return .empty }
        if let inControls {
            let bottom: Bool
            switch policy.position {
            case .topLeading, .topTrailing: bottom = false
            case .bottomLeading, .bottomTrailing, .inline: bottom = true
            }
            guard bottom == inControls else { return .empty }
            if bottom { return .span(.class("button link skip-inline"), Markup.text(context.label(.skip))) }
        }
        return .span(.class("skip pos-\(policy.position.rawValue)"), Markup.text(context.label(.skip)))
    }

    /// The Back button, when the tour allows it and there is a step to go back to.
    static func back(_ context: FrameContext) -> BodyNode {
        guard context.tour.flow.back, context.index > 0 else { return .empty }
        return .span(.class("button secondary"), Markup.text(context.label(.back)))
    }

    /// What the user does to go on, as the control or hint the step shows.
    static func advance(_ advance: Advance, _ context: FrameContext) -> BodyNode {
        let control: TourControl = context.isLast ? .done : .next
        switch advance {
        case .nextButton:
            return .span(.class("button primary"), Markup.text(context.label(control)))
        case .tapAnywhere:
            return Markup.span("hint", "Tap anywhere to continue")
        case .tapTarget(let target):
            return Markup.span("hint", "Tap \(targetName(target, context)) to continue")
        case .gesture(let gesture, let target):
            return Markup.span("hint", "\(gesture.rawValue)" + (target.map { " on \(targetName($0, context))" } ?? ""))
        case .event(let event):
            return Markup.span("hint", "Waits for the app event \(event)")
        case .component(let component, let outcomes):
            return Markup.span("hint", "Waits for \(component): \(outcomes.joined(separator: ", "))")
        case .actionOutcome(let action, let outcomes):
            return Markup.span("hint", "Waits for \(action): \(outcomes.joined(separator: ", "))")
        case .anyOf(let ways):
            return .group(.forEach(ways) { StepFrame.advance($0, context) })
        case .timer(let after):
            return Markup.span("hint", "Continues after \(Format.number(after)) s")
        }
    }

    static func targetName(_ id: String, _ context: FrameContext) -> String {
        context.target(id)?.accessibilityLabel ?? id
    }
}
