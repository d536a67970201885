/// The Block part of the one description of the language (TourKit's Block.swift).
extension Language {
    static let block = ModelFile("Block", [
        union("Block", "A block of rich page content. YAML: `{type: bullets, items: [...]}`.", [
            variant("text", "A paragraph.", [field("text", "String"), field("style", "TextStyle", default: ".body")]),
            variant("bullets", "A list of items with optional icons and titles (benefits, services...).", [field("items", "[ListItem]"), field("style", "ListStyle", default: ".plain")]),
            variant("numbered", "Numbered instructions.", [field("items", "[String]")]),
            variant("legend", "A colour legend.", [field("items", "[LegendItem]")]),
            variant("topics", "Selectable topic cards, each opening a detail sheet.", [field("items", "[Topic]")]),
            variant("component", "An app component embedded in the page.", [flattened("ComponentEmbed")]),
            variant("link", "A secondary link or action.", [field("label", "String"), field("icon", "String?"), field("action", "Action")]),
            variant("illustration", "An illustration.", [flattened("Illustration")]),
        ]),
        stringEnum("TextStyle", "The text style of a paragraph block.", [
            value("body"),
            value("callout"),
            value("footnote"),
            value("caption"),
        ]),
        stringEnum("ListStyle", "How a bullet list is drawn.", [
            value("plain", "Icon + text rows."),
            value("cards", "Each item on a soft card."),
        ]),
        structure("ListItem", "An item of a bullet list: an optional icon, an optional bold title, and text.", [
            field("icon", "String?", "An SF Symbol."),
            field("title", "String?", "The bold lead (e.g. `POTA`)."),
            field("text", "String?", "The text (e.g. `Upload activations to Parks on the Air`)."),
        ]),
        structure("LegendItem", "One entry of a colour legend.", [
            field("color", "String", "The colour token (e.g. `gray`, `orange`, `green`, or `#RRGGBB`)."),
            field("label", "String", "The status name (e.g. `Available`)."),
            field("text", "String", "What it means (e.g. `Never used or fully rested - safe to use`)."),
        ]),
        structure("Topic", "A selectable topic card that opens a detail sheet.", [
            field("id", "String", "The topic id, unique in its tour (e.g. `history`)."),
            field("title", "String", "The card title (e.g. `View Your History`)."),
            field("summary", "String", "The card's one-line summary."),
            field("icon", "String?", "An SF Symbol for the card."),
            field("sheet", "Sheet", "The sheet the card opens."),
        ]),
        structure("Sheet", "A detail sheet: a title, text and blocks, and a dismiss button.", [
            field("title", "String", "The sheet title."),
            field("icon", "String?", "An SF Symbol shown at the top."),
            field("body", "String?", "The sheet text."),
            field("content", "[Block]", default: "[]", "Further blocks."),
            field("footer", "String?", "Text under the content."),
            field("dismissLabel", "String", default: "\"Done\"", "The dismiss button's label (e.g. `Got it`)."),
            field("detents", "[Detent]", default: "[.medium]", "Sheet heights."),
        ]),
        structure("ComponentEmbed", "A registry component embedded in a tour, with the texts the tour gives it.", [
            field("component", "String", "The registry component id."),
            field("presentation", "ComponentPresentation?", "Overrides the component's default presentation."),
            field("autoPresent", "Bool", default: "false", "Whether it is presented as soon as its step appears."),
            field("title", "String?", "A title (navigation title of a sheet)."),
            field("options", "[ListItem]", default: "[]", "Options to pick from (a picker's rows)."),
            field("footer", "String?", "Text under the component."),
            field("submitLabel", "String?", "The submit button's label when the form has input (e.g. `Connect`)."),
            field("emptySubmitLabel", "String?", "The submit button's label when the form is empty (e.g. `Skip`)."),
            field("dismissLabel", "String?", "The close button's label (e.g. `Done`, `Skip for now`)."),
            field("failureMessage", "String?", "The message shown when submitting fails."),
            field("detents", "[Detent]", default: "[]", "Sheet heights, for sheet presentation."),
        ]),
    ])
}
