import Plot

/// Lays out a `FlowGraph` and draws it as inline SVG.
///
/// Why our own layout rather than Graphviz: a tour's flow is a line of steps with a few arcs
/// (Back on the left, paths around conditional steps on the right, buttons that leave the line
/// to the outcomes in a second column), which a fixed layout draws more readably than a general
/// one, in microseconds, with no program to install, and with the same bytes on every machine
/// (Graphviz's output changes between its versions). docs/preview.md says more.
struct FlowGraphSVG {
    static let nodeWidth = 280.0
    static let mainX = 96.0
    static let sideX = mainX + nodeWidth + 150
    static let sideWidth = 280.0
    static let gap = 46.0
    static let titleChars = 38
    static let noteChars = 46

    struct Placed {
        var node: FlowGraph.Node
        var box: Box
    }

    var placed: [String: Placed] = [:]
    var order: [String] = []
    var width: Double
    var height: Double
    let graph: FlowGraph

    init(_ graph: FlowGraph) {
        self.graph = graph
        var y = 20.0
        var sideY = 20.0 + 60
        for node in graph.nodes {
            let height = 34 + 15 * Double(node.notes.count)
            let box: Box
            switch node.kind {
            case .start, .step:
                box = Box(x: Self.mainX, y: y, width: Self.nodeWidth, height: height)
                y += height + Self.gap
            case .outcome where node.id == "outcome-completed":
                box = Box(x: Self.mainX, y: y, width: Self.nodeWidth, height: height)
                y += height + Self.gap
            case .outcome, .tour, .recovery:
                box = Box(x: Self.sideX, y: sideY, width: Self.sideWidth, height: height)
                sideY += height + Self.gap
            }
            placed[node.id] = Placed(node: node, box: box)
            order.append(node.id)
        }
        width = Self.sideX + Self.sideWidth + 20
        height = max(y, sideY) - Self.gap + 20
    }

    func render() -> BodyNode {
        var bypassLane = 0
        var edges: [BodyNode] = []
        for edge in graph.edges {
            guard let from = placed[edge.from]?.box, let to = placed[edge.to]?.box else { continue }
            edges.append(render(edge, from: from, to: to, lane: &bypassLane))
        }
        return Markup.element("svg", [
            Markup.attribute("class", "flow"),
            Markup.attribute("xmlns", "http://www.w3.org/2000/svg"),
            Markup.attribute("width", Format.number(width)),
            Markup.attribute("height", Format.number(height)),
            Markup.attribute("viewBox", "0 0 \(Format.number(width)) \(Format.number(height))"),
            Markup.element("defs", [
                Markup.element("marker", [
                    Markup.attribute("id", "arrowhead"), Markup.attribute("viewBox", "0 0 10 10"),
                    Markup.attribute("refX", "9"), Markup.attribute("refY", "5"),
                    Markup.attribute("markerWidth", "7"), Markup.attribute("markerHeight", "7"),
                    Markup.attribute("orient", "auto-start-reverse"),
                    Markup.element("path", [Markup.attribute("d", "M0,0 L10,5 L0,10 z"), Markup.attribute("class", "arrowhead")]),
                ]),
            ]),
            .group(edges),
            .group(order.compactMap { placed[$0] }.map(node)),
        ])
    }

    func node(_ placed: Placed) -> BodyNode {
        let box = placed.box
        let node = placed.node
        var cls = "node node-\(node.kind.rawValue)"
        if node.conditional { cls += " conditional" }
        if node.checkpoint { cls += " checkpoint" }
        let full = ([node.title] + node.notes).joined(separator: "\n")
        var children: [BodyNode] = [
            Markup.attribute("class", cls),
            Markup.attribute("data-node", node.id),
            Markup.element("title", [Markup.text(full)]),
            Markup.element("rect", [
                Markup.attribute("x", Format.number(box.x)), Markup.attribute("y", Format.number(box.y)),
                Markup.attribute("width", Format.number(box.width)), Markup.attribute("height", Format.number(box.height)),
                Markup.attribute("rx", Self.rounded(node.kind) ? "18" : "8"),
            ]),
            text(Self.truncate(node.title, Self.titleChars), x: box.x + 10, y: box.y + 21, cls: "node-title"),
        ]
        for (line, note) in node.notes.enumerated() {
            children.append(text(Self.truncate(note, Self.noteChars), x: box.x + 10, y: box.y + 38 + 15 * Double(line), cls: "node-note"))
        }
        if node.checkpoint {
            children.append(text("⚑ checkpoint", x: box.x - 88, y: box.y + 21, cls: "checkpoint-flag"))
        }
        return Markup.element("g", children)
    }

    func render(_ edge: FlowGraph.Edge, from: Box, to: Box, lane: inout Int) -> BodyNode {
        let path: String
        let label: (x: Double, y: Double, anchor: String)
        switch edge.kind {
        case .advance:
            path = "M\(n(from.midX)),\(n(from.maxY)) L\(n(to.midX)),\(n(to.y))"
            label = (from.midX + 8, (from.maxY + to.y) / 2 + 4, "start")
        case .back:
            let x0 = from.x, y0 = from.y + 12, x1 = to.x, y1 = to.maxY - 12
            path = "M\(n(x0)),\(n(y0)) C\(n(x0 - 46)),\(n(y0)) \(n(x1 - 46)),\(n(y1)) \(n(x1)),\(n(y1))"
            label = (x0 - 40, (y0 + y1) / 2 + 4, "end")
        case .bypass:
            lane += 1
            let offset = 30.0 + Double(lane % 4) * 14
            let x0 = from.maxX, y0 = from.midY, x1 = to.maxX, y1 = to.midY
            path = "M\(n(x0)),\(n(y0)) C\(n(x0 + offset * 2)),\(n(y0)) \(n(x1 + offset * 2)),\(n(y1)) \(n(x1)),\(n(y1))"
            label = (x0 + offset + 8, (y0 + y1) / 2, "start")
        case .branch where to.x <= from.x:
            // To the completed outcome in the main column: around the right of the steps.
            let x0 = from.maxX, y0 = from.midY + 6, x1 = to.maxX, y1 = to.midY
            path = "M\(n(x0)),\(n(y0)) C\(n(x0 + 90)),\(n(y0)) \(n(x1 + 90)),\(n(y1)) \(n(x1)),\(n(y1))"
            label = (x0 + 40, y0 - 4, "start")
        case .branch:
            let x0 = from.maxX, y0 = from.midY, x1 = to.x, y1 = to.midY
            path = "M\(n(x0)),\(n(y0)) C\(n(x0 + 70)),\(n(y0)) \(n(x1 - 70)),\(n(y1)) \(n(x1)),\(n(y1))"
            // Beside the arrowhead: several buttons of one step start at one point but end apart.
            label = (x1 - 10, y1 - 6, "end")
        }
        return Markup.element("g", [
            Markup.attribute("class", "edge edge-\(edge.kind.rawValue)"),
            Markup.element("title", [Markup.text(edge.label)]),
            Markup.element("path", [Markup.attribute("d", path), Markup.attribute("marker-end", "url(#arrowhead)")]),
            text(Self.truncate(edge.label, 24), x: label.x, y: label.y, cls: "edge-label", anchor: label.anchor),
        ])
    }

    func text(_ value: String, x: Double, y: Double, cls: String, anchor: String = "start") -> BodyNode {
        Markup.element("text", [
            Markup.attribute("x", n(x)), Markup.attribute("y", n(y)), Markup.attribute("class", cls),
            Markup.attribute("text-anchor", anchor), Markup.text(value),
        ])
    }

    func n(_ value: Double) -> String { Format.number(value) }

    /// Start and outcomes are rounded; steps, other tours and the recovery box are not.
    static func rounded(_ kind: FlowGraph.NodeKind) -> Bool {
        switch kind {
        case .start, .outcome: return true
        case .step, .tour, .recovery: return false
        }
    }

    /// SVG text does not wrap: a long line is cut with an ellipsis (the node's `<title>` holds it
    /// whole, shown on hover).
    static func truncate(_ value: String, _ limit: Int) -> String {
        value.count <= limit ? value : String(value.prefix(limit - 1)) + "…"
    }
}
