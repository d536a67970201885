import Plot
import TourKit

/// A coach mark or tooltip bubble beside its target, with its arrow on the edge that faces the
/// target, placed where the step's position says (automatic: below a target in the upper half,
/// above one in the lower half), kept inside the frame.
struct Bubble {
    var style: String
    /// The edge of the bubble the arrow is on; nil for none (centred bubbles).
    var arrowEdge: Edge?
    var arrowOffset: Double

    static let margin = 12.0
    static let gap = 14.0

    /// Whether a bubble at `position` sits above its target (so the target goes low on the screen).
    static func above(_ position: TooltipPosition) -> Bool {
        switch position {
        case .above: return true
        case .below, .leading, .trailing, .center, .automatic: return false
        }
    }

    init(target: Box?, position: TooltipPosition, width requested: Double, arrow: CoachMarkArrow? = nil) {
        let frameWidth = StepFrame.width
        let frameHeight = StepFrame.height
        guard let target else {
            self = Self.centred(width: min(requested, frameWidth - 2 * Self.margin))
            return
        }
        var resolved = position
        if resolved == .automatic { resolved = target.midY < frameHeight / 2 ? .below : .above }
        var width = min(requested, frameWidth - 2 * Self.margin)
        var place: String
        var edge: Edge?
        var left: Double
        switch resolved {
        case .below, .automatic:
            left = Self.clamp(target.midX - width / 2, Self.margin, frameWidth - Self.margin - width)
            place = "top:\(Format.number(min(target.maxY + Self.gap, frameHeight - 120)))px"
            edge = .top
        case .above:
            left = Self.clamp(target.midX - width / 2, Self.margin, frameWidth - Self.margin - width)
            place = "bottom:\(Format.number(min(frameHeight - target.y + Self.gap, frameHeight - 120)))px"
            edge = .bottom
        case .leading, .trailing:
            width = min(width, 180)
            let leading = resolved == .leading
            left = leading ? max(Self.margin / 2, target.x - width - Self.gap) : min(frameWidth - Self.margin / 2 - width, target.maxX + Self.gap)
            place = "top:\(Format.number(Self.clamp(target.midY - 40, 60, frameHeight - 200)))px"
            edge = leading ? .trailing : .leading
        case .center:
            self = Self.centred(width: width)
            return
        }
        if let explicit = arrow?.edge { edge = explicit }
        var offset: Double
        switch edge {
        case .top?, .bottom?:
            switch arrow?.alignment ?? .center {
            case .leading: offset = 20
            case .trailing: offset = width - 20
            case .center: offset = Self.clamp(target.midX - left, 18, width - 18)
            }
        case .leading?, .trailing?, nil:
            offset = 30
        }
        self.init(style: "left:\(Format.number(left))px;width:\(Format.number(width))px;\(place)", arrowEdge: edge, arrowOffset: offset)
    }

    private init(style: String, arrowEdge: Edge?, arrowOffset: Double) {
        self.style = style
        self.arrowEdge = arrowEdge
        self.arrowOffset = arrowOffset
    }

    /// A bubble in the middle of the screen, without an arrow.
    static func centred(width: Double) -> Bubble {
        Bubble(style: "left:\(Format.number((StepFrame.width - width) / 2))px;width:\(Format.number(width))px;top:34%",
               arrowEdge: nil, arrowOffset: 0)
    }

    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { max(low, min(value, max(low, high))) }

    /// The bubble with its content.
    func render(_ cls: String, _ children: [BodyNode]) -> BodyNode {
        .div(
            .class("bubble \(cls)"),
            Markup.attribute("style", style),
            arrowEdge.map { edge -> BodyNode in
                let side: String
                switch edge {
                case .top, .bottom: side = "left:\(Format.number(arrowOffset - 7))px"
                case .leading, .trailing: side = "top:\(Format.number(arrowOffset - 7))px"
                }
                return .span(.class("arrow arrow-\(edge.rawValue)"), Markup.attribute("style", side))
            } ?? .empty,
            .group(children)
        )
    }
}

/// The dimmed screen with its cut-outs, drawn as an SVG mask so any number of regions of any
/// shape (rounded rectangle, circle, capsule) can be cut, each outlined to show its padding.
enum DimLayer {
    struct Cut {
        var box: Box
        var shape: SpotlightShape
        var cornerRadius: Double
    }

    static func render(id: String, dim: Double, cuts: [Cut], pulse: Box? = nil) -> BodyNode {
        let size: [BodyNode] = [
            Markup.attribute("width", Format.number(StepFrame.width)),
            Markup.attribute("height", Format.number(StepFrame.height)),
        ]
        let holes = cuts.map { shape($0, fill: "black", cls: nil) }
        let outlines = cuts.map { shape($0, fill: "none", cls: "cut-outline") }
        return Markup.element("svg", [
            Markup.attribute("class", "dim"),
            Markup.attribute("viewBox", "0 0 \(Format.number(StepFrame.width)) \(Format.number(StepFrame.height))"),
        ] + size + [
            Markup.element("mask", [Markup.attribute("id", id)]
                + [Markup.element("rect", [Markup.attribute("fill", "white")] + size)] + holes),
            Markup.element("rect", size + [
                Markup.attribute("mask", "url(#\(id))"),
                Markup.attribute("fill", "rgba(0,0,0,\(Format.number(min(max(dim, 0), 1))))"),
            ]),
        ] + outlines + [pulse.map { ring($0) } ?? .empty])
    }

    static func shape(_ cut: Cut, fill: String, cls: String?) -> BodyNode {
        let box = cut.box
        var attributes = [Markup.attribute("fill", fill)]
        if let cls { attributes.append(Markup.attribute("class", cls)) }
        switch cut.shape {
        case .circle:
            return Markup.element("circle", attributes + [
                Markup.attribute("cx", Format.number(box.midX)), Markup.attribute("cy", Format.number(box.midY)),
                Markup.attribute("r", Format.number(max(box.width, box.height) / 2)),
            ])
        case .roundedRect, .capsule:
            let radius = cut.shape == .capsule ? min(box.width, box.height) / 2 : cut.cornerRadius * StepFrame.scale
            return Markup.element("rect", attributes + [
                Markup.attribute("x", Format.number(box.x)), Markup.attribute("y", Format.number(box.y)),
                Markup.attribute("width", Format.number(box.width)), Markup.attribute("height", Format.number(box.height)),
                Markup.attribute("rx", Format.number(radius)),
            ])
        }
    }

    /// The pulse ring, drawn at its largest: the region grown by a few pixels, rounded.
    static func ring(_ box: Box) -> BodyNode {
        let ring = box.inset(dx: -5, dy: -5)
        return Markup.element("rect", [
            Markup.attribute("class", "pulse-ring"), Markup.attribute("fill", "none"),
            Markup.attribute("x", Format.number(ring.x)), Markup.attribute("y", Format.number(ring.y)),
            Markup.attribute("width", Format.number(ring.width)), Markup.attribute("height", Format.number(ring.height)),
            Markup.attribute("rx", Format.number(min(ring.width, ring.height) / 2)),
        ])
    }
}
