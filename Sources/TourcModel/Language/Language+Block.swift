/// The Block part of the one description of the language (TourKit's Block.swift).
extension Language {
    static let block = ModelFile("Block", [
        union("Block", "A block of rich page content. YAML: `{type: bullets, items: [...]}`.", [
            variant("text", "A paragraph.", [field("text", .string, hover: "The text."), field("style", .named(.TextStyle), default: .enumCase("body"), hover: "The text style.")]),
            variant("bullets", "A list of items with optional icons and titles (benefits, services...).", [field("items", .list(.ListItem), hover: "The rows.", schema: ["minItems": 1]), field("style", .named(.ListStyle), default: .enumCase("plain"),
                hover: "`cards` puts each row on a soft card."
            )], hover: "A list of rows with optional icons and bold titles."),
            variant("numbered", "Numbered instructions.", [field("items", .list(.string),
                hover: "The instructions, in order.",
                schema: ["items": ["minLength": 1], "minItems": 1]
            )]),
            variant("legend", "A colour legend.", [field("items", .list(.LegendItem), hover: "The entries.", schema: ["minItems": 1])]),
            variant("topics", "Selectable topic cards, each opening a detail sheet.", [field("items", .list(.Topic), hover: "The cards.", schema: ["minItems": 1])], hover: "Selectable topic cards that open detail sheets."),
            variant("component", "An app component embedded in the page.", [flattened(.ComponentEmbed)]),
            variant("link", "A secondary link or action.", [field("label", .string,
                hover: "The link text.",
                schema: ["examples": ["Connect a different service instead"]]
            ), field("icon", .optional(.string),
                hover: "An icon. An SF Symbol name.",
                schema: ["pattern": .symbolPattern]
            ), assetIcon(in: "link"), field("action", .named(.Action), hover: "What it does.")]),
            variant("illustration", "An illustration.", [flattened(.Illustration)]),
        ],
            def: "block",
            schema: [
                "examples": [
                    ["type": "numbered", "items": ["Tap a zone on the body diagram", "Confirm the placement"]],
                ],
            ]
        ),
        stringEnum("TextStyle", "The text style of a paragraph block.", [
            value("body", "The page's ordinary text size."),
            value("callout", "Slightly smaller than body, for an aside."),
            value("footnote", "Small text, for a note under the content."),
            value("caption", "The smallest text, for a label or credit."),
        ]),
        stringEnum("ListStyle", "How a bullet list is drawn.", [
            value("plain", "Icon + text rows."),
            value("cards", "Each item on a soft card."),
        ]),
        structure("ListItem", "An item of a bullet list: an optional icon, an optional bold title, and text.", [
            field("icon", .optional(.string), "An SF Symbol.",
                hover: "The row's icon. An SF Symbol name.",
                schema: ["pattern": .symbolPattern, "examples": ["tree"]]
            ),
            assetIcon(in: "row"),
            field("title", .optional(.string), "The bold lead (e.g. `POTA`).",
                schema: ["examples": ["POTA"]]
            ),
            field("text", .optional(.string), "The text (e.g. `Upload activations to Parks on the Air`).",
                schema: ["examples": ["Upload activations to Parks on the Air"]]
            ),
        ],
            def: "listItem",
            hover: "A list row: optional icon, optional bold title, text.",
            schema: ["examples": [["icon": "tree", "title": "POTA", "text": "Upload activations to Parks on the Air"]]]
        ),
        structure("LegendItem", "One entry of a colour legend.", [
            field("color", .string, "The colour token (e.g. `gray`, `orange`, `green`, or `#RRGGBB`).",
                hover: "The swatch colour. A colour token (`gray`, `appAccent`) or `#RRGGBB`.",
                schema: ["pattern": .colorPattern, "examples": ["gray", "orange", "green"]]
            ),
            field("label", .string, "The status name (e.g. `Available`).",
                schema: ["examples": ["Available"]]
            ),
            field("text", .string, "What it means (e.g. `Never used or fully rested - safe to use`).",
                schema: ["examples": ["Never used or fully rested - safe to use"]]
            ),
        ],
            def: "legendItem",
            hover: "A colour legend entry."
        ),
        structure("Topic", "A selectable topic card that opens a detail sheet.", [
            field("id", .string, "The topic id, unique in its tour (e.g. `history`).",
                schema: ["pattern": .idPattern, "examples": ["history"]]
            ),
            field("title", .string, "The card title (e.g. `View Your History`).",
                schema: ["examples": ["View Your History"]]
            ),
            field("summary", .string, "The card's one-line summary.",
                schema: ["examples": ["placement log and editing"]]
            ),
            field("icon", .optional(.string), "An SF Symbol for the card.",
                hover: "The card icon. An SF Symbol name.",
                schema: ["pattern": .symbolPattern, "examples": ["clock.arrow.circlepath"]]
            ),
            assetIcon(in: "card"),
            field("sheet", .named(.Sheet), "The sheet the card opens."),
        ],
            def: "topic",
            hover: "A topic card that opens a detail sheet."
        ),
        structure("Sheet", "A detail sheet: a title, text and blocks, and a dismiss button.", [
            field("title", .string, "The sheet title.", schema: ["examples": ["View Your History"]]),
            field("icon", .optional(.string), "An SF Symbol shown at the top.",
                hover: "An icon at the top. An SF Symbol name.",
                schema: ["pattern": .symbolPattern]
            ),
            assetIcon(in: "sheet's top"),
            field("body", .optional(.string), "The sheet text."),
            field("content", .list(.Block), default: [], "Further blocks."),
            field("footer", .optional(.string), "Text under the content."),
            field("dismissLabel", .string, default: .text("Done"), "The dismiss button's label (e.g. `Got it`).",
                schema: ["examples": ["Got it"]]
            ),
            field("detents", .list(.Detent), default: .cases(["medium"]), "Sheet heights.",
                schema: [
                    "items": ["description": "A sheet height.", "markdownDescription": "A sheet height."],
                ]
            ),
        ],
            def: "sheet",
            hover: "A detail sheet: title, text, blocks and a dismiss button.",
            schema: ["examples": [["title": "View Your History", "body": "...", "dismissLabel": "Got it"]]]
        ),
        structure("ComponentEmbed", "A registry component embedded in a tour, with the texts the tour gives it.", [
            field("component", .string, "The registry component id.",
                schema: ["pattern": .idPattern, "examples": ["qrzSignIn", "phaseForm", "servicePicker"]], ref: .component
            ),
            field("presentation", .optional(.ComponentPresentation), "Overrides the component's default presentation."),
            field("autoPresent", .bool, default: false, "Whether it is presented as soon as its step appears."),
            field("title", .optional(.string), "A title (navigation title of a sheet).",
                hover: "A title (e.g. a sheet's navigation title).",
                schema: ["examples": ["Other Services"]]
            ),
            field("options", .list(.ListItem), default: [], "Options to pick from (a picker's rows)."),
            field("footer", .optional(.string), "Text under the component."),
            field("submitLabel", .optional(.string), "The submit button's label when the form has input (e.g. `Connect`).",
                schema: ["examples": ["Connect"]]
            ),
            field("emptySubmitLabel", .optional(.string), "The submit button's label when the form is empty (e.g. `Skip`).",
                schema: ["examples": ["Skip"]]
            ),
            field("dismissLabel", .optional(.string), "The close button's label (e.g. `Done`, `Skip for now`).",
                schema: ["examples": ["Done", "Skip for now"]]
            ),
            field("failureMessage", .optional(.string), "The message shown when submitting fails.",
                hover: "Shown when submitting fails.",
                schema: ["examples": ["Invalid credentials. Please try again."]]
            ),
            field("detents", .list(.Detent), default: [], "Sheet heights, for sheet presentation.",
                schema: [
                    "items": ["description": "A sheet height.", "markdownDescription": "A sheet height."],
                ]
            ),
        ],
            def: "componentEmbed",
            hover: "A registry component embedded in the tour, with the texts the tour gives it.",
            schema: ["examples": [["component": "phaseForm", "presentation": "sheet", "autoPresent": true]]]
        ),
    ])
}
