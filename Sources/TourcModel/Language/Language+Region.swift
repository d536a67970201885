/// The Region part of the one description of the language (TourKit's Region.swift).
extension Language {
    static let region = ModelFile("Region", [
        structure("Region", """
                A screen region derived from a target's frame: the shape every spotlight, pulse ring, coach-mark
                anchor and gesture-hint position is written in.

                The frame is computed in this order: the target's frame → `slice` (keep a strip along one edge)
                → `offset` (move) → `size` (replace the size, keeping the moved origin) → `padding` (grow).
                Example (Finite, "a region of filled weeks"): `{target: currentWeek, offset: {x: -120, y: -60},
                size: {width: 160, height: 120}}`.
                """, [
            field("target", .string, "The registry target whose frame the region starts from.",
                schema: ["pattern": .idPattern, "examples": ["currentWeek", "grid"]], ref: .target
            ),
            field("slice", .optional(.Slice), "Keep only a strip of the frame along one edge.", hover: "Keep only a strip along one edge."),
            field("offset", .optional(.Point), "Move the frame by this many points."),
            field("size", .optional(.Size), "Replace the frame's size (after the offset), keeping its origin."),
            field("padding", .named(.Padding), default: .member("zero"), "Grow the frame by this many points on each side (negative shrinks).",
                hover: "Grow the frame by this many points (negative shrinks).",
                schema: ["default": 0],
                unit: .points
            ),
        ],
            def: "region",
            hover: "A region derived from a target's frame. Computed in order: the target's frame → `slice` → `offset` → `size` → `padding`.",
            schema: [
                "examples": [
                    ["target": "currentWeek", "padding": 24],
                    ["target": "currentWeek", "offset": ["x": -120, "y": -60], "size": ["width": 160, "height": 120]],
                ],
            ]
        ),
        structure("Slice", "A strip of a frame along one edge: `{edge: bottom, length: 100}` is the bottom 100 pt.", [
            field("edge", .named(.Edge), "The edge the strip lies along.", hover: "The edge kept."),
            field("length", .double, "The strip's thickness in points.", schema: ["exclusiveMinimum": 0], unit: .points),
        ],
            def: "slice",
            hover: "A strip of the frame along one edge.",
            schema: ["examples": [["edge": "bottom", "length": 100]]]
        ),
        stringEnum("Edge", "An edge of a rectangle.", [
            value("top", "The top edge."),
            value("bottom", "The bottom edge."),
            value("leading", "The leading edge (left in left-to-right)."),
            value("trailing", "The trailing edge."),
        ]),
        structure("Padding", encodesItself: true, handWritten: "it is written either as one number or as a mapping", """
                Padding around a frame. Written either as one number (`padding: 8`, all sides) or as
                `{horizontal: 40, vertical: 20}`; always encoded in the second, normalized form.
                """, [
            field("horizontal", .double, "Points added on the leading and trailing sides.", unit: .points),
            field("vertical", .double, "Points added on the top and bottom sides.", unit: .points),
        ],
            def: "padding",
            // Hand-written: a padding is one number or a mapping, a choice of JSON types no struct has.
            node: [
                "oneOf": [
                    [
                        "type": "number", "minimum": .int(NumberUnit.points.range.minimum), "maximum": .int(NumberUnit.points.range.maximum),
                        "description": "The same padding on every side, in points.",
                        "markdownDescription": "The same padding on every side, in points.",
                        "examples": [8, 16],
                    ],
                    [
                        "type": "object",
                        "properties": [
                            "horizontal": [
                                "type": "number", "minimum": .int(NumberUnit.points.range.minimum), "maximum": .int(NumberUnit.points.range.maximum),
                                "description": "Points added left and right.",
                                "markdownDescription": "Points added left and right.",
                                "default": 0,
                            ],
                            "vertical": [
                                "type": "number", "minimum": .int(NumberUnit.points.range.minimum), "maximum": .int(NumberUnit.points.range.maximum),
                                "description": "Points added top and bottom.",
                                "markdownDescription": "Points added top and bottom.",
                                "default": 0,
                            ],
                        ],
                        "additionalProperties": false,
                        "description": "Horizontal and vertical padding, in points.",
                        "markdownDescription": "Horizontal and vertical padding, in points.",
                        "examples": [["horizontal": 40, "vertical": 20]],
                    ],
                ],
                "description": "Padding around a frame: one number for all sides, or `{horizontal, vertical}`. Negative values shrink.",
                "markdownDescription": "Padding around a frame: one number for all sides, or `{horizontal, vertical}`. Negative values shrink.",
                "examples": [16, ["horizontal": 40, "vertical": 20]],
            ]
        ),
        structure("Spotlight", "A spotlight: the dimmed overlay's cut-out, the union of one or more regions.", [
            field("regions", .list(.Region), "The regions whose union is cut out (at least one).",
                schema: ["minItems": 1]
            ),
            field("shape", .named(.SpotlightShape), default: .enumCase("roundedRect"), "The cut-out's shape."),
            field("cornerRadius", .double, default: 16, "Corner radius of a `roundedRect` cut-out, in points.", schema: ["minimum": 0], unit: .points),
        ],
            def: "spotlight",
            hover: "The spotlight cut-out: the union of `regions`.",
            schema: ["examples": [["regions": [["target": "grid", "padding": 16]], "cornerRadius": 16]]]
        ),
        stringEnum("SpotlightShape", "The shape of a spotlight cut-out.", [
            value("roundedRect", "A rounded rectangle with `cornerRadius`."),
            value("circle", "A circle around the region's centre."),
            value("capsule", "A capsule (fully rounded short sides)."),
        ]),
    ])
}
