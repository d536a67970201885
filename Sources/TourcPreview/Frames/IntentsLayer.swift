import Plot
import TourKit

/// An `intents` step (OPS style), drawn as its end state: the screen it navigated to, its
/// highlights cut out of the dim, its message card or tooltip, the gesture it demonstrates and
/// the control it waits for. The full sequence, with delays, is listed beside the frame.
enum IntentsLayer {
    static func targets(_ content: IntentContent) -> [String] {
        content.intents.compactMap { intent in
            switch intent {
            case .highlight(let target, _): return target
            case .demonstrateGesture(_, _, let target): return target
            case .awaitTap(let target): return target
            case .navigate, .showMessage, .showTooltip, .awaitNextButton, .delay: return nil
            }
        }
    }

    static func bubbleAbove(_ content: IntentContent) -> Bool {
        content.intents.contains { intent in
            switch intent {
            case .showTooltip(_, let position): return Bubble.above(position)
            case .navigate, .highlight, .showMessage, .demonstrateGesture, .awaitTap, .awaitNextButton, .delay: return false
            }
        }
    }

    /// The screen the step's last `navigate` leads to (the target's screen, else its id).
    static func screen(_ step: Step, _ context: FrameContext) -> String? {
        let content: IntentContent
        switch step.kind {
        case .intents(let intents): content = intents
        // Other kinds never navigate; their screen is their target's.
        case .page, .spotlight, .tooltip: return nil
        }
        var screen: String?
        for intent in content.intents {
            switch intent {
            case .navigate(let to): screen = context.target(to)?.screen ?? to
            case .highlight, .showMessage, .showTooltip, .demonstrateGesture, .awaitTap, .awaitNextButton, .delay: break
            }
        }
        return screen
    }

    static func render(_ content: IntentContent, _ context: FrameContext, _ layout: TargetLayout) -> BodyNode {
        var cuts: [DimLayer.Cut] = []
        var lastHighlight: Box?
        var nodes: [BodyNode] = []
        var waitsForNext = false
        var waits: [String] = []
        var messageNodes: [BodyNode] = []
        for intent in content.intents {
            switch intent {
            case .highlight(let target, let padding):
                let region = Region(target: target, padding: padding)
                if let box = layout.box(of: region) {
                    cuts.append(DimLayer.Cut(box: box, shape: .roundedRect, cornerRadius: 10))
                    lastHighlight = box
                }
            case .showMessage(let title, let body):
                messageNodes = [Markup.span("bubble-title", title), .p(.class("body"), Markup.text(body))]
            case .showTooltip(let message, let position):
                let bubble = Bubble(target: lastHighlight, position: position, width: 260)
                nodes.append(bubble.render("tooltip intent-tooltip", [.p(.class("body"), Markup.text(message))]))
            case .demonstrateGesture(let gesture, _, let target):
                nodes.append(SpotlightLayer.gesture(gesture, at: target.flatMap { layout.boxes[$0] } ?? lastHighlight))
            case .awaitTap(let target):
                waits.append(target.map { "Tap \(StepFrame.targetName($0, context)) to continue" } ?? "Tap anywhere to continue")
            case .awaitNextButton:
                waitsForNext = true
            case .navigate, .delay:
                break
            }
        }
        let controls: [BodyNode] = [
            .div(.class("buttons"),
                 StepFrame.back(context),
                 waitsForNext ? .span(.class("button primary"), Markup.text(context.label(context.isLast ? .done : .next))) : .empty),
            .forEach(waits) { Markup.span("hint", $0) },
        ]
        let dim = context.tour.visuals.dim ?? 0.6
        let dims = context.presentation.background == .dim || !cuts.isEmpty
        return .div(
            .class("layer intents-layer"),
            dims ? DimLayer.render(id: "cut-\(context.index)", dim: dim, cuts: cuts) : .empty,
            StepFrame.skip(context),
            .group(nodes),
            messageNodes.isEmpty
                ? .div(.class("intent-controls"), StepFrame.progress(context), .group(controls))
                : Bubble(target: nil, position: .center, width: 280).render("message-card", messageNodes + [StepFrame.progress(context)] + controls)
        )
    }
}
