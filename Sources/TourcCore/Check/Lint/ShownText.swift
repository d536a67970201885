import TourKit

/// Every text a tour shows to users, with its node and its length budget (characters, after
/// joining lines), per docs/language.md "Content lint". Content lint checks them all alike.
///
/// The texts are handed to a visitor one by one, in a fixed order, rather than collected: almost
/// every text passes the lint, and storing each one with an escaping closure that finds its node
/// cost an allocation per text (and looking up the nodes of all of them was half of content
/// lint's time). A text's node is looked up only when the visitor asks for it (`node`).
enum ShownText {
    /// What the visitor gets: the text, how to find its node, what it is for messages ("title",
    /// "button label"), and its budget.
    typealias Visit = (_ text: String, _ node: () -> NodeRef, _ role: String, _ budget: Int?) -> Void

    typealias Add = (String?, @autoclosure () -> NodeRef, String, Int?) -> Void

    /// Budgets by presentation: (title, body).
    static func pageBudgets(_ style: PresentationStyle) -> (title: Int, body: Int) {
        switch style {
        case .fullScreenCarousel: (40, 150)
        case .spotlight: (30, 120)
        case .tooltip: (40, 120)
        case .bottomSheet, .updatePrompt, .intentSequence: (40, 200)
        }
    }

    static let buttonLabel = 24, linkLabel = 60, listText = 90, topicTitle = 30, sheetTitle = 40, sheetBody = 300

    /// Visits every shown text of `tour`, in document order of the checks (tour labels, then
    /// each step's texts).
    static func forEach(in tour: Located<Tour>, _ visit: Visit) {
        let t = tour.value
        let root = NodeRef(tour.document)
        func add(_ text: String?, _ node: @autoclosure () -> NodeRef, _ role: String, _ budget: Int?) {
            // `withoutActuallyEscaping`: Swift does not let a non-escaping closure be handed
            // straight to another closure parameter; `node` is only called inside `visit`.
            if let text { withoutActuallyEscaping(node) { visit(text, $0, role, budget) } }
        }
        func labels(_ l: LabelOverrides?, _ node: @autoclosure () -> NodeRef) {
            guard let l else { return }
            for (text, key) in [(l.next, "next"), (l.back, "back"), (l.skip, "skip"), (l.done, "done"), (l.dismiss, "dismiss")] {
                add(text, node()[key], "button label", buttonLabel)
            }
        }
        let tl = t.labels
        let labelsNode = root["labels"]
        for (text, key) in [(tl.next, "next"), (tl.back, "back"), (tl.skip, "skip"), (tl.done, "done"), (tl.dismiss, "dismiss")]
        where labelsNode.has(key) {
            add(text, labelsNode[key], "button label", buttonLabel)
        }
        for (i, button) in (t.carousel?.footer ?? []).enumerated() where !button.label.isEmpty {
            add(button.label, root["carousel"]["footer"][i]["label"], "button label", buttonLabel)
        }
        let budgets = pageBudgets(t.presentation.style)
        TourWalker(tour: tour).forEachStep { _, step, node in
            labels(step.labels, node["labels"])
            switch step.kind {
            case .page(let page):
                add(page.title, node["title"], "title", budgets.title)
                add(page.subtitle, node["subtitle"], "subtitle", t.presentation.style == .fullScreenCarousel ? 80 : budgets.title)
                add(page.body, node["body"], "body", budgets.body)
                for (i, button) in page.actions.enumerated() where !button.label.isEmpty {
                    add(button.label, node["actions"][i]["label"], "button label", buttonLabel)
                }
                blocks(page.content, node["content"], add)
            case .spotlight(let spot):
                // An absent title is the empty default: the bubble shows the body alone.
                if node.has("title") { add(spot.title, node["title"], "title", 30) }
                add(spot.body, node["body"], "body", 120)
                add(spot.hint, node["hint"], "hint", 40)
                if let embed = spot.component { component(embed, node["component"], add) }
                buttons(spot.actions, spot.closeButton, node, add)
            case .intents(let content):
                for (i, intent) in content.intents.enumerated() {
                    let ref = node["intents"][i]
                    switch intent {
                    case .showMessage(let title, let body):
                        add(title, ref["title"], "message title", 40)
                        add(body, ref["body"], "message", 160)
                    case .showTooltip(let message, _): add(message, ref["message"], "tooltip message", 100)
                    case .navigate, .highlight, .demonstrateGesture, .awaitTap, .awaitNextButton, .delay: break  // show no text
                    }
                }
            case .tooltip(let tip):
                add(tip.title, node["title"], "title", 40)
                add(tip.body, node["body"], "body", 120)
                buttons(tip.actions, tip.closeButton, node, add)
            }
        }
    }

    /// A coach mark's or tooltip's buttons and its close button's VoiceOver label.
    static func buttons(_ actions: [ActionButton], _ close: CloseButton?, _ node: NodeRef, _ add: Add) {
        for (i, button) in actions.enumerated() where !button.label.isEmpty {
            add(button.label, node["actions"][i]["label"], "button label", buttonLabel)
        }
        add(close?.accessibilityLabel, node["closeButton"]["accessibilityLabel"], "close button VoiceOver label", nil)
    }

    static func component(_ embed: ComponentEmbed, _ node: @escaping @autoclosure () -> NodeRef, _ add: Add) {
        add(embed.title, node()["title"], "title", sheetTitle)
        add(embed.submitLabel, node()["submitLabel"], "button label", buttonLabel)
        add(embed.emptySubmitLabel, node()["emptySubmitLabel"], "button label", buttonLabel)
        add(embed.dismissLabel, node()["dismissLabel"], "button label", buttonLabel)
        add(embed.footer, node()["footer"], "footer", listText)
        add(embed.failureMessage, node()["failureMessage"], "message", listText)
        for (i, option) in embed.options.enumerated() {
            add(option.title, node()["options"][i]["title"], "option", listText)
            add(option.text, node()["options"][i]["text"], "option text", listText)
        }
    }

    static func blocks(_ blocks: [Block], _ node: @escaping @autoclosure () -> NodeRef, _ add: Add) {
        for (i, block) in blocks.enumerated() {
            switch block {
            case .text(let text, _): add(text, node()[i]["text"], "text", nil)
            case .bullets(let items, _):
                for (j, item) in items.enumerated() {
                    add(item.title, node()[i]["items"][j]["title"], "list item title", listText)
                    add(item.text, node()[i]["items"][j]["text"], "list item", listText)
                }
            case .numbered(let items):
                for (j, item) in items.enumerated() { add(item, node()[i]["items"][j], "instruction", listText) }
            case .legend(let items):
                for (j, item) in items.enumerated() {
                    add(item.label, node()[i]["items"][j]["label"], "legend label", listText)
                    add(item.text, node()[i]["items"][j]["text"], "legend text", listText)
                }
            case .topics(let items):
                for (j, topic) in items.enumerated() {
                    add(topic.title, node()[i]["items"][j]["title"], "topic title", topicTitle)
                    add(topic.summary, node()[i]["items"][j]["summary"], "topic summary", listText)
                    sheet(topic.sheet, node()[i]["items"][j]["sheet"], add)
                }
            case .component(let embed): component(embed, node()[i], add)
            case .link(let label, _, _, let action):
                add(label, node()[i]["label"], "link label", linkLabel)
                switch action {
                case .showSheet(let s): sheet(s, node()[i]["action"]["sheet"], add)
                case .next, .back, .skip, .complete, .dismiss, .startTour, .goTo, .presentComponent, .openScreen, .openURL, .perform: break
                }
            case .illustration(let illustration):
                // A decorative image has no description (TOUR3806 holds the others to one).
                if !illustration.description.isEmpty { add(illustration.description, node()[i]["description"], "description", nil) }
            }
        }
    }

    static func sheet(_ s: Sheet, _ node: @escaping @autoclosure () -> NodeRef, _ add: Add) {
        add(s.title, node()["title"], "sheet title", sheetTitle)
        add(s.body, node()["body"], "sheet body", sheetBody)
        add(s.footer, node()["footer"], "sheet footer", sheetBody)
        if node().has("dismissLabel") { add(s.dismissLabel, node()["dismissLabel"], "button label", buttonLabel) }
        blocks(s.content, node()["content"], add)
    }
}
