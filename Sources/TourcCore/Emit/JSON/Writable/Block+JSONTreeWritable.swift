/// The JSON trees of the TourKit types of Block.swift: synthesized `Encodable` conformances
/// generated from the model's declarations once, hand-written `encode(to:)` mirrored by hand; all kept
/// in sync by hand (the oracle and drift tests in
/// EmitJSONTreeWritableTests.swift fail when they fall behind). See JSONTreeWritable.swift.
import TourKit

extension TourKit.Block.Kind: JSONTreeWritable {}

extension TourKit.TextStyle: JSONTreeWritable {}

extension TourKit.ListStyle: JSONTreeWritable {}

extension TourKit.ListItem: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.putIfPresent(icon, forKey: "icon")
        try node.putIfPresent(title, forKey: "title")
        try node.putIfPresent(text, forKey: "text")
    }
}

extension TourKit.LegendItem: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(color, forKey: "color")
        try node.put(label, forKey: "label")
        try node.put(text, forKey: "text")
    }
}

extension TourKit.Topic: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(id, forKey: "id")
        try node.put(title, forKey: "title")
        try node.put(summary, forKey: "summary")
        try node.putIfPresent(icon, forKey: "icon")
        try node.put(sheet, forKey: "sheet")
    }
}

extension TourKit.Sheet: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(title, forKey: "title")
        try node.putIfPresent(icon, forKey: "icon")
        try node.putIfPresent(body, forKey: "body")
        try node.put(content, forKey: "content")
        try node.putIfPresent(footer, forKey: "footer")
        try node.put(dismissLabel, forKey: "dismissLabel")
        try node.put(detents, forKey: "detents")
    }
}

extension TourKit.ComponentEmbed: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(component, forKey: "component")
        try node.putIfPresent(presentation, forKey: "presentation")
        try node.put(autoPresent, forKey: "autoPresent")
        try node.putIfPresent(title, forKey: "title")
        try node.put(options, forKey: "options")
        try node.putIfPresent(footer, forKey: "footer")
        try node.putIfPresent(submitLabel, forKey: "submitLabel")
        try node.putIfPresent(emptySubmitLabel, forKey: "emptySubmitLabel")
        try node.putIfPresent(dismissLabel, forKey: "dismissLabel")
        try node.putIfPresent(failureMessage, forKey: "failureMessage")
        try node.put(detents, forKey: "detents")
    }
}

/// Mirrors `Block.encode(to:)`: `type`, then the payload; an embed or illustration is flattened in.
extension TourKit.Block: JSONTreeWritable {
    func writeJSON(into node: JSONTreeNode) throws {
        node.makeObject()
        try node.put(type, forKey: "type")
        switch self {
        case .text(let text, let style):
            try node.put(text, forKey: "text")
            try node.put(style, forKey: "style")
        case .bullets(let items, let style):
            try node.put(items, forKey: "items")
            try node.put(style, forKey: "style")
        case .numbered(let items): try node.put(items, forKey: "items")
        case .legend(let items): try node.put(items, forKey: "items")
        case .topics(let items): try node.put(items, forKey: "items")
        case .component(let embed): try embed.writeJSON(into: node)
        case .link(let label, let icon, let action):
            try node.put(label, forKey: "label")
            try node.putIfPresent(icon, forKey: "icon")
            try node.put(action, forKey: "action")
        case .illustration(let illustration): try illustration.writeJSON(into: node)
        }
    }
}
