import Plot
import TourKit

/// A `page` step: a full-screen page (carousel, full-screen cover), a sheet at its detent
/// (bottom sheet, update prompt, any `sheet` container) or a centred card (overlay, popover,
/// alert). Its content scrolls as a SwiftUI `ScrollView` would; what does not fit is marked by
/// the page script, not cut.
enum PageLayer {
    static func render(_ page: PageContent, _ context: FrameContext) -> BodyNode {
        let presentation = context.presentation
        let container: String
        switch presentation.container {
        case .fullScreenCover: container = "full"
        case .sheet: container = "sheet"
        case .overlay, .popover, .alert, .inline: container = "card"
        }
        let detent = presentation.detents.first ?? .large
        let background: String
        switch presentation.background {
        case .none: background = "backdrop-none"
        case .dim: background = "backdrop-dim"
        case .blur: background = "backdrop-blur"
        }
        return .div(
            .class("layer page-layer \(background)"),
            .div(
                .class("page \(container) detent-\(detent.rawValue)"),
                .if(container == "sheet" && presentation.dragIndicator, .div(.class("grabber"))),
                StepFrame.skip(context, inControls: false),
                .div(.class("scroll"), content(page, context)),
                .div(
                    .class("controls"),
                    StepFrame.progress(context),
                    .div(.class("buttons"),
                         .forEach(page.actions) { button($0) },
                         StepFrame.skip(context, inControls: true),
                         StepFrame.back(context),
                         actionsReplaceAdvance(page) ? .empty : StepFrame.advance(page.advance, context))
                )
            )
        )
    }

    /// A page whose buttons already finish or leave it shows no extra Next button.
    static func actionsReplaceAdvance(_ page: PageContent) -> Bool {
        switch page.advance {
        case .nextButton: return page.actions.contains { action in
            switch action.action {
            case .next, .complete, .dismiss, .skip, .goTo: return true
            case .back, .startTour, .showSheet, .presentComponent, .openScreen, .openURL, .perform: return false
            }
        }
        // The button that runs the awaited action is the way on.
        case .actionOutcome(let awaited, _): return page.actions.contains { $0.action == .perform(action: awaited) }
        // The Next button among the alternatives is drawn with the others.
        case .anyOf: return false
        case .tapAnywhere, .tapTarget, .gesture, .event, .component, .timer: return false
        }
    }

    static func content(_ page: PageContent, _ context: FrameContext) -> BodyNode {
        .group(
            page.icon.map { Markup.symbol($0, cls: "symbol hero") } ?? .empty,
            page.iconAsset.map { Markup.symbol("asset: \($0)", cls: "symbol hero") } ?? .empty,
            .h2(.class("title"), Markup.text(page.title)),
            page.subtitle.map { .p(.class("subtitle"), Markup.text($0)) } ?? .empty,
            page.illustration.map(BlockView.illustration) ?? .empty,
            page.body.map { .p(.class("body"), Markup.text($0)) } ?? .empty,
            .forEach(page.content) { BlockView.render($0) }
        )
    }

    static func button(_ button: ActionButton) -> BodyNode {
        .span(.class("button \(button.style.rawValue)"),
              Markup.attribute("title", BlockView.describe(button.action)),
              button.icon.map { Markup.symbol($0) } ?? .empty,
              Markup.text(button.label))
    }
}
