import TourKit

/// Visits the parts of a tour that several checks need, each with its node: every step, and
/// inside steps every content block (recursively, through topic sheets), every action and every
/// advance rule. Checks keep their own logic; this only keeps the value and node walks in step.
struct TourWalker {
    let tour: Located<Tour>

    var root: NodeRef { NodeRef(tour.document) }

    /// Each step with its index and node.
    ///
    /// By index, each step handed to `body` in place: `enumerated()` copied every step (a dozen
    /// strings, arrays and optionals, each retained and released) for each of the checks.
    func forEachStep(_ body: (Int, Step, NodeRef) -> Void) {
        let steps = root["steps"]
        for i in tour.value.steps.indices { body(i, tour.value.steps[i], steps[i]) }
    }

    /// Every content block of a page (and of the sheets its topics and actions open).
    ///
    /// Nodes are found only when `body` asks (the `() -> NodeRef` it gets): most checks look at
    /// the node only to report a problem, and finding every block's and action's node was a
    /// large part of the reference checks.
    static func forEachBlock(_ blocks: [Block], _ node: @autoclosure () -> NodeRef, _ body: (Block, () -> NodeRef) -> Void) {
        for (i, block) in blocks.enumerated() {
            func ref() -> NodeRef { node()[i] }
            withoutActuallyEscaping(ref) { body(block, $0) }
            switch block {
            case .topics(let items):
                for (j, topic) in items.enumerated() {
                    forEachBlock(topic.sheet.content, ref()["items"][j]["sheet"]["content"], body)
                }
            case .link(_, _, _, .showSheet(let sheet)):
                forEachBlock(sheet.content, ref()["action"]["sheet"]["content"], body)
            // Hold no blocks of their own.
            case .link, .text, .bullets, .numbered, .legend, .component, .illustration: break
            }
        }
    }

    /// Every action of the tour, each once: every step's (`forEachAction(_:_:_:)`), then the
    /// buttons of a carousel's `footer`. The footer shows on every page but is written once, so
    /// it is visited once, after the steps: a problem in it is reported once, at the footer.
    /// What one step shows, the footer included: `forEachActionShown(on:_:_:)`.
    func forEachAction(_ body: (Action, () -> NodeRef) -> Void) {
        forEachStep { _, step, node in Self.forEachAction(step, node, body) }
        let footer = root["carousel"]["footer"]
        for (i, button) in (tour.value.carousel?.footer ?? []).enumerated() { body(button.action) { footer[i]["action"] } }
    }

    /// Every action the user can press while `step` shows: the step's own
    /// (`forEachAction(_:_:_:)`) and the carousel footer's buttons it shows (`footerShown(on:)`).
    /// For checks that ask what a step offers (a button that performs the awaited action, a way
    /// out); `forEachAction(_:)` instead visits the footer once, for checks that report each
    /// written action once. A footer action's node is its place in the footer.
    func forEachActionShown(on step: Step, _ node: NodeRef, _ body: (Action, () -> NodeRef) -> Void) {
        Self.forEachAction(step, node, body)
        for (i, button) in footerShown(on: step).enumerated() { body(button.action) { root["carousel"]["footer"][i]["action"] } }
    }

    /// The carousel footer's buttons that `step` shows, after its own: the runtime's rule
    /// (`Tour.footer(on:)`), so the checks learn where the footer shows from the one place the
    /// runtime does.
    func footerShown(on step: Step) -> [ActionButton] { tour.value.footer(on: step) }

    /// Every action of a step: its `actions` buttons (a page's, coach mark's or tooltip's) and
    /// `link` blocks (pages only); the node of each only when `body` asks for it.
    static func forEachAction(_ step: Step, _ node: NodeRef, _ body: (Action, () -> NodeRef) -> Void) {
        for (i, button) in step.kind.buttons.enumerated() { body(button.action) { node["actions"][i]["action"] } }
        switch step.kind {
        case .page(let page):
            forEachBlock(page.content, node["content"]) { block, ref in
                if let action = block.button?.action {
                    withoutActuallyEscaping(ref) { ref in body(action) { ref()["action"] } }
                }
            }
        case .spotlight, .intents, .tooltip: return
        }
    }

    /// A step's advance rule, if it has one (intents and tooltip steps do not).
    static func advance(of step: Step) -> Advance? {
        step.kind.advance
    }
}
