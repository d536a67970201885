import Plot

/// The node type of every page body: Plot's body context, so an element that does not belong in a
/// body (a `<title>`, a `<meta>`) does not compile there.
typealias BodyNode = Node<HTML.BodyContext>

/// The few helpers Plot leaves to its users, each closing a gap that would otherwise let author
/// text change the page's structure.
enum Markup {
    /// Author text as a text node, shown exactly as written.
    ///
    /// Why not Plot's `.text` alone: Plot escapes `<` and `>` but keeps `&name;` sequences as
    /// entities, so `&copy;` in a title would render as ©. Escaping `&` first makes every
    /// character literal.
    static func text(_ value: String) -> BodyNode {
        .text(value.replacingOccurrences(of: "&", with: "&amp;"))
    }

    /// An attribute whose value is escaped: Plot writes attribute values verbatim, and a quote in
    /// author text would end the attribute.
    static func attribute(_ name: String, _ value: String) -> BodyNode {
        .attribute(named: name, value: escapedAttribute(value), ignoreIfValueIsEmpty: false)
    }

    static func escapedAttribute(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A link to another page of the site.
    static func link(_ href: String, _ label: String) -> BodyNode {
        .a(.attribute(named: "href", value: escapedAttribute(href)), .text(label.replacingOccurrences(of: "&", with: "&amp;")))
    }

    /// A custom element (SVG, or an HTML element Plot has no function for) with its children.
    static func element(_ name: String, _ children: [BodyNode]) -> BodyNode {
        .element(named: name, nodes: children)
    }

    /// A `<span>` with a class and text, the commonest leaf of a step frame.
    static func span(_ cls: String, _ value: String) -> BodyNode {
        .span(.class(cls), text(value))
    }

    /// A `<div>` with a class.
    static func div(_ cls: String, _ children: [BodyNode]) -> BodyNode {
        .div(.class(cls), .group(children))
    }

    /// A short placeholder for a symbol the browser cannot draw (an SF Symbol, an asset): its
    /// name in a glyph box, so a reviewer still sees which one the step names.
    static func symbol(_ name: String, cls: String = "symbol") -> BodyNode {
        .span(.class(cls), attribute("title", name), .span(.class("glyph"), text("◆")), text(name))
    }

    /// An `icon` (SF Symbol) or `iconAsset` (asset-catalog image) placeholder; nothing for neither.
    static func icon(_ symbol: String?, asset: String?, cls: String = "symbol") -> BodyNode {
        if let symbol { return self.symbol(symbol, cls: cls) }
        if let asset { return self.symbol("asset: \(asset)", cls: cls) }
        return .empty
    }
}
