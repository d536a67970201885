import Plot
import TourcDiagnostics

/// The document around every page: the inline stylesheet and scripts, a header with the
/// breadcrumbs, the body. Rendered without indentation, so the bytes depend on the content only.
enum PageShell {
    static func render(title: String, crumbs: [(label: String, href: String)], header: [BodyNode], main: [BodyNode]) -> String {
        let html = HTML(
            .lang(.english),
            .head(
                .meta(.charset(.utf8)),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .title(title),
                .script(.raw(PreviewScript.errors)),
                .style(PreviewStyle.css)
            ),
            .body(
                .data(named: "appearance", value: "light"),
                .data(named: "type", value: "default"),
                .header(
                    .div(.class("crumbs"), .forEach(Array(crumbs.enumerated())) { index, crumb in
                        .group(index > 0 ? .text(" › ") : .empty, Markup.link(crumb.href, crumb.label))
                    }),
                    .group(header)
                ),
                .main(.group(main)),
                .pre(.id("preview-check")),
                .script(.raw(PreviewScript.main))
            )
        )
        return html.render()
    }

    /// The light/dark and Dynamic Type switch above a tour's frames.
    static func appearanceSwitch() -> BodyNode {
        .div(.class("appearance"),
             button("Light", appearance: "light", type: nil),
             button("Dark", appearance: "dark", type: nil),
             button("Default text", appearance: nil, type: "default"),
             button("Large text", appearance: nil, type: "large"))
    }

    static func button(_ label: String, appearance: String?, type: String?) -> BodyNode {
        Markup.element("button", [
            Markup.attribute("type", "button"),
            appearance.map { Markup.attribute("data-appearance", $0) } ?? .empty,
            type.map { Markup.attribute("data-type", $0) } ?? .empty,
            Markup.text(label),
        ])
    }

    /// Diagnostics as a list, each with its code, place and message, in the order of the run.
    static func diagnostics(_ list: [Diagnostic]) -> BodyNode {
        guard !list.isEmpty else { return .empty }
        return .ul(.class("diagnostics"), .forEach(list) { diagnostic in
            let place = diagnostic.span.map { "\($0.file):\($0.range.start.line):\($0.range.start.column)" } ?? ""
            let severity: String
            switch diagnostic.severity {
            case .error: severity = "error"
            case .warning: severity = "warning"
            case .note: severity = "note"
            }
            return .li(.class("diagnostic \(severity)"),
                       Markup.span("code", "\(severity)[\(diagnostic.code.id)]"), .text(" "),
                       Markup.text(diagnostic.message),
                       place.isEmpty ? .empty : .group(.text(" "), Markup.span("place", "(\(place))")))
        })
    }
}
