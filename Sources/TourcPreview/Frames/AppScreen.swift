import Plot
import TourKit

/// The app's screen under a step: a status bar, a navigation bar with the screen's name, grey
/// placeholder rows, the tab bar when the registry has tab-bar items, and a labelled box for each
/// target the step names. Only the boxes carry meaning; the rest says "an app screen".
enum AppScreen {
    static func render(_ context: FrameContext, screen: String?, layout: TargetLayout) -> BodyNode {
        let tabItems = context.registry.targets.filter { $0.type == .tabBarItem }.prefix(5)
        let title = screen.map(context.screenName) ?? context.registry.name
        return .div(
            .class("screen"),
            .div(.class("status-bar"), .span(.text("9:41"))),
            .div(.class("nav-bar"), Markup.text(title)),
            .div(.class("placeholder-rows"), .forEach(0..<6) { _ in .div(.class("row")) }),
            .if(!tabItems.isEmpty, .div(
                .class("tab-bar"),
                .forEach(Array(tabItems)) { item in
                    .span(.class("tab"), Markup.text(item.accessibilityLabel ?? item.id))
                }
            )),
            .forEach(layout.order) { id in
                guard let box = layout.boxes[id] else { return .empty }
                let kind = context.target(id)?.type.rawValue ?? "view"
                return .div(
                    .class("target target-\(kind)"),
                    Markup.attribute("style", Format.place(box)),
                    Markup.attribute("title", context.target(id)?.description ?? id),
                    Markup.span("target-label", id)
                )
            }
        )
    }
}
