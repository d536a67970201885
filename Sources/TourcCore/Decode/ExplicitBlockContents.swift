import TourKit

/// What content blocks hold (illustrations, list and legend items, topics, sheets, component
/// embeds) for `ExplicitTourDecoding`, each mirroring its TourKit `init(from:)` or the
/// synthesized one.
extension ExplicitTourDecoding {
    static func illustration(_ d: ExplicitNode) throws -> Illustration {
        var m = try MappingReader(d)
        let value = try illustrationFields(&m)
        try m.finish()
        return value
    }

    static func illustrationFields(_ m: inout MappingReader) throws -> Illustration {
        return Illustration(symbol: try m.optionalString("symbol"), asset: try m.optionalString("asset"),
                            description: try m.string("description"))
    }

    static func listItem(_ d: ExplicitNode) throws -> ListItem {
        var m = try MappingReader(d)
        let value = try listItemFields(&m)
        try m.finish()
        return value
    }

    static func listItemFields(_ m: inout MappingReader) throws -> ListItem {
        return ListItem(icon: try m.optionalString("icon"), title: try m.optionalString("title"), text: try m.optionalString("text"))
    }

    static func legendItem(_ d: ExplicitNode) throws -> LegendItem {
        var m = try MappingReader(d)
        let value = try legendItemFields(&m)
        try m.finish()
        return value
    }

    static func legendItemFields(_ m: inout MappingReader) throws -> LegendItem {
        return LegendItem(color: try m.string("color"), label: try m.string("label"), text: try m.string("text"))
    }

    static func topic(_ d: ExplicitNode) throws -> Topic {
        var m = try MappingReader(d)
        let value = try topicFields(&m)
        try m.finish()
        return value
    }

    static func topicFields(_ m: inout MappingReader) throws -> Topic {
        return Topic(id: try m.string("id"), title: try m.string("title"), summary: try m.string("summary"),
                     icon: try m.optionalString("icon"), sheet: try sheet(m.required("sheet")))
    }

    static func sheet(_ d: ExplicitNode) throws -> Sheet {
        var m = try MappingReader(d)
        let value = try sheetFields(&m)
        try m.finish()
        return value
    }

    static func sheetFields(_ m: inout MappingReader) throws -> Sheet {
        return Sheet(
            title: try m.string("title"),
            icon: try m.optionalString("icon"),
            body: try m.optionalString("body"),
            content: try m.list("content", default: [], block),
            footer: try m.optionalString("footer"),
            dismissLabel: try m.optionalString("dismissLabel") ?? "Done",
            detents: try m.rawList("detents", default: [Detent.medium]))
    }

    static func componentEmbed(_ d: ExplicitNode) throws -> ComponentEmbed {
        var m = try MappingReader(d)
        let value = try componentEmbedFields(&m)
        try m.finish()
        return value
    }

    static func componentEmbedFields(_ m: inout MappingReader) throws -> ComponentEmbed {
        return ComponentEmbed(
            component: try m.string("component"),
            presentation: try m.optionalRaw("presentation", ComponentPresentation.self),
            autoPresent: try m.bool("autoPresent", default: false),
            title: try m.optionalString("title"),
            options: try m.list("options", default: [], listItem),
            footer: try m.optionalString("footer"),
            submitLabel: try m.optionalString("submitLabel"),
            emptySubmitLabel: try m.optionalString("emptySubmitLabel"),
            dismissLabel: try m.optionalString("dismissLabel"),
            failureMessage: try m.optionalString("failureMessage"),
            detents: try m.rawList("detents", default: [Detent]()))
    }
}
