/// The JSON trees of the TourKit types of PageContent.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.PageContent: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(title, forKey: "title")
        try node.putIfPresent(subtitle, forKey: "subtitle")
        try node.putIfPresent(body, forKey: "body")
        try node.putIfPresent(icon, forKey: "icon")
        try node.putIfPresent(iconColor, forKey: "iconColor")
        try node.putIfPresent(illustration, forKey: "illustration")
        try node.put(content, forKey: "content")
        try node.put(actions, forKey: "actions")
        try node.put(advance, forKey: "advance")
    }
}

extension TourKit.Illustration: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.putIfPresent(symbol, forKey: "symbol")
        try node.putIfPresent(asset, forKey: "asset")
        try node.put(description, forKey: "description")
    }
}

extension TourKit.SpotlightContent: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(title, forKey: "title")
        try node.put(body, forKey: "body")
        try node.putIfPresent(hint, forKey: "hint")
        try node.putIfPresent(spotlight, forKey: "spotlight")
        try node.putIfPresent(dim, forKey: "dim")
        try node.put(coachMark, forKey: "coachMark")
        try node.putIfPresent(gestureHint, forKey: "gestureHint")
        try node.putIfPresent(pulseRing, forKey: "pulseRing")
        try node.put(blocksTouches, forKey: "blocksTouches")
        try node.putIfPresent(component, forKey: "component")
        try node.put(advance, forKey: "advance")
        try node.put(celebrate, forKey: "celebrate")
        try node.put(targetFallbacks, forKey: "targetFallbacks")
    }
}

extension TourKit.CoachMark: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(position, forKey: "position")
        try node.putIfPresent(anchor, forKey: "anchor")
    }
}

extension TourKit.TooltipPosition: JSONTreeWritable {}

extension TourKit.TargetFallback: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(target, forKey: "target")
        try node.put(replacement, forKey: "replacement")
        try node.put(when, forKey: "when")
        try node.put(unless, forKey: "unless")
    }
}

extension TourKit.TooltipContent: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.putIfPresent(title, forKey: "title")
        try node.put(body, forKey: "body")
        try node.put(anchor, forKey: "anchor")
        try node.put(position, forKey: "position")
        try node.put(dismiss, forKey: "dismiss")
    }
}

extension TourKit.DismissMethod: JSONTreeWritable {}

extension TourKit.IntentContent: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(intents, forKey: "intents")
    }
}
