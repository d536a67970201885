/// The Target part of the one description of the language (TourKit's Target.swift).
extension Language {
    static let target = ModelFile("Target", [
        structure("Target", """
                A UI anchor a tour can point at: a view, a tab-bar item, a screen, the full screen, or a rectangle.

                Registry targets are flat mappings: `type` says how the app finds the anchor, and the field
                that kind needs sits beside it (`identifier` for views and tab-bar items, `screen`, `rect`).
                """, [
            field("id", .string, "The target id tours use (e.g. `currentWeek`).", schema: ["pattern": .idPattern, "examples": ["currentWeek", "potaActivationsTab"]]),
            field("type", .named(.TargetKind), "How the runtime locates the target."),
            field("identifier", .optional(.string), "For `view`: the accessibility identifier; for `tabBarItem`: the tab item's identifier."),
            field("screen", .optional(.string), "For `screen`: the screen shown. For other kinds: the screen the target lives on, if fixed.",
                  hover: "The screen the target lives on (for `type: screen`, the screen itself).",
                  schema: ["pattern": .idPattern, "examples": ["dashboard"]], ref: .screen),
            field("rect", .optional(.Rect), "For `coordinates`: the rectangle in screen points."),
            field("fallback", .optional(.string), "A target to use instead when this one cannot be located (e.g. a coordinate fallback).",
                  hover: "A target to use when this one cannot be located (e.g. a `coordinates` target).",
                  schema: ["pattern": .idPattern, "examples": ["gridTopLeft"]], ref: .target),
            field("icon", .optional(.string), "The SF Symbol of an icon-only control (e.g. a `questionmark.circle` help button).",
                  hover: "The SF Symbol of an icon-only control (e.g. a help button).",
                  schema: ["pattern": .symbolPattern, "examples": ["questionmark.circle"]]),
            field("accessibilityLabel", .optional(.string), "The VoiceOver label of the control; required when it shows only an icon.",
                  hover: "The control's VoiceOver label; required when it shows only an icon.", schema: ["examples": ["Help"]]),
            field("description", .optional(.string), authoringOnly: true, "What the target is."),
        ],
            def: "target",
            hover: "A UI anchor tours may point at. `type` says how the app locates it.",
            schema: ["examples": [["id": "currentWeek", "type": "view", "identifier": "grid.currentWeek"]]],
            // Per-kind fields: each kind of `type` takes its own keys (the schema's branches);
            // the fields no kind names are common to all. TourKit's struct stays flat.
            kinds: [
                variant("view", "A view carrying `.accessibilityIdentifier(identifier)` (or a frame the app reports for it).", [
                    field("identifier", .optional(.string), "The accessibility identifier.", schema: ["examples": ["grid.currentWeek"]]),
                ], required: ["type", "id", "identifier"]),
                variant("tabBarItem", "A tab-bar item; always reachable.", [
                    field("identifier", .optional(.string), "The tab item's identifier.", schema: ["examples": ["tab.jobBoard"]]),
                ], required: ["type", "id", "identifier"]),
                variant("screen", "A whole screen of the app (`screen` names it).", required: ["type", "id", "screen"]),
                variant("fullScreen", "No single anchor: a full overlay without spotlight."),
                variant("coordinates", "A fixed rectangle: the fallback for dynamic elements.", [
                    field("rect", .optional(.Rect), "The rectangle in points."),
                ], required: ["type", "id", "rect"]),
            ]
        ),
        stringEnum("TargetKind", "How a target is located at run time.", [
            value("view", "A view carrying `.accessibilityIdentifier(identifier)` (or a frame the app reports for it)."),
            value("tabBarItem", "A tab-bar item; always reachable."),
            value("screen", "A whole screen of the app."),
            value("fullScreen", "No single anchor: the overlay covers the full screen, no spotlight."),
            value("coordinates", "A fixed rectangle: the fallback for dynamic elements."),
        ]),
        structure("Rect", "A rectangle in points.", [
            field("x", .double, "The left edge.", hover: "Left edge.", unit: .points),
            field("y", .double, "The top edge.", hover: "Top edge.", unit: .points),
            field("width", .double, "The width.", hover: "Width.", schema: ["minimum": 0], unit: .points),
            field("height", .double, "The height.", hover: "Height.", schema: ["minimum": 0], unit: .points),
        ],
            def: "rect",
            hover: "A rectangle in screen points.",
            schema: ["examples": [["x": 0, "y": 600, "width": 390, "height": 100]]]
        ),
        structure("Point", "A 2-D offset in points (positive `y` is down).", [
            field("x", .double, default: 0, "Horizontal offset (positive: trailing).", unit: .points),
            field("y", .double, default: 0, "Vertical offset (positive: down).", unit: .points),
        ],
            def: "point",
            hover: "An offset in points (positive `y` is down).",
            schema: ["examples": [["x": 0, "y": 60]]]
        ),
        structure("Size", "A size in points.", [
            field("width", .double, "The width.", hover: "Width.", schema: ["minimum": 0], unit: .points),
            field("height", .double, "The height.", hover: "Height.", schema: ["minimum": 0], unit: .points),
        ],
            def: "size",
            schema: ["examples": [["width": 160, "height": 120]]]
        ),
    ])
}
