import Plot
import TourKit

/// The content blocks of a page or sheet, each as SwiftUI would lay it out: text in its style,
/// plain or card lists, numbered lists, legends with their colour swatches, topic rows that open
/// a sheet, inline component cards, links and illustrations.
enum BlockView {
    static func render(_ block: Block) -> BodyNode {
        switch block {
        case .text(let text, let style):
            return .p(.class("text \(style.rawValue)"), Markup.text(text))
        case .bullets(let items, let style):
            return .ul(.class("bullets \(style.rawValue)"), .forEach(items) { item in
                .li(
                    Markup.icon(item.icon, asset: item.iconAsset),
                    .div(item.title.map { Markup.span("item-title", $0) } ?? .empty,
                         item.text.map { Markup.span("item-text", $0) } ?? .empty)
                )
            })
        case .numbered(let items):
            return .ol(.class("numbered"), .forEach(items) { .li(Markup.text($0)) })
        case .legend(let items):
            return .ul(.class("legend"), .forEach(items) { item in
                .li(
                    .span(.class("swatch"), Markup.attribute("style", "background:\(cssColor(item.color) ?? "#8e8e93")")),
                    .div(Markup.span("item-title", item.label), Markup.span("item-text", item.text))
                )
            })
        case .topics(let items):
            return .ul(.class("topics"), .forEach(items) { topic in
                .li(
                    Markup.icon(topic.icon, asset: topic.iconAsset),
                    .div(Markup.span("item-title", topic.title), Markup.span("item-text", topic.summary)),
                    .span(.class("chevron"), Markup.attribute("title", "opens the sheet “\(topic.sheet.title)”"), .text("›"))
                )
            })
        case .component(let embed):
            return component(embed)
        case .link(let label, let icon, let iconAsset, let action):
            return .p(.class("link"), Markup.attribute("title", describe(action)),
                      Markup.icon(icon, asset: iconAsset), Markup.text(label))
        case .illustration(let illustration):
            return self.illustration(illustration)
        }
    }

    /// An illustration the browser cannot draw: its symbol or asset name and its description
    /// (the VoiceOver text), in a box of the space it takes.
    static func illustration(_ illustration: Illustration) -> BodyNode {
        let name = illustration.symbol ?? illustration.asset.map { "asset: \($0)" } ?? "illustration"
        let caption = illustration.decorative ? "(decorative: VoiceOver skips it)" : illustration.description
        return .div(.class("illustration"), Markup.symbol(name), Markup.span("caption", caption))
    }

    /// An app component embedded in the page: tourc knows its id, title, options and labels,
    /// not its view, so it is a card that says so.
    static func component(_ embed: ComponentEmbed) -> BodyNode {
        .div(
            .class("component \(embed.presentation?.rawValue ?? "inline")"),
            Markup.span("component-id", "component: \(embed.component)"),
            embed.title.map { Markup.span("item-title", $0) } ?? .empty,
            .forEach(embed.options) { option in
                .div(.class("option"), option.icon.map { Markup.symbol($0) } ?? .empty,
                     Markup.text(option.title ?? option.text ?? ""))
            },
            embed.footer.map { Markup.span("item-text", $0) } ?? .empty,
            embed.submitLabel.map { .span(.class("button primary"), Markup.text($0)) } ?? .empty
        )
    }

    /// What an action does, for a button's tooltip.
    static func describe(_ action: Action) -> String {
        switch action {
        case .next: return "goes to the next step"
        case .back: return "goes back a step"
        case .skip: return "skips the tour"
        case .complete: return "completes the tour"
        case .dismiss: return "dismisses the tour"
        case .startTour(let tour): return "starts the tour \(tour)"
        case .goTo(let step): return "goes to the step \(step)"
        case .showSheet(let sheet): return "opens the sheet “\(sheet.title)”"
        case .presentComponent(let embed): return "presents the component \(embed.component)"
        case .openScreen(let screen): return "opens the screen \(screen)"
        case .openURL(let url): return "opens \(url)"
        case .perform(let action): return "asks the app to \(action)"
        }
    }

    /// SwiftUI's named colours, in iOS's light palette.
    static let systemColors: [String: String] = [
        "red": "#ff3b30", "orange": "#ff9500", "yellow": "#ffcc00", "green": "#34c759", "mint": "#00c7be",
        "teal": "#30b0c7", "cyan": "#32ade6", "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de",
        "pink": "#ff2d55", "brown": "#a2845e", "gray": "#8e8e93", "white": "#ffffff", "black": "#000000",
    ]

    /// A colour the language allows (`#RRGGBB`, `#RRGGBBAA` or a SwiftUI colour name) as CSS;
    /// nil for an asset-catalogue colour, which only the app knows (the preview then keeps its
    /// default). Never raw author text in CSS.
    static func cssColor(_ color: String) -> String? {
        let hex = color.utf8.dropFirst()
        if color.hasPrefix("#"), hex.count == 6 || hex.count == 8,
           hex.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 70) || ($0 >= 97 && $0 <= 102) }) {
            return color
        }
        return systemColors[color]
    }
}
