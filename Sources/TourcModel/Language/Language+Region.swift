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
            field("target", "String", "The registry target whose frame the region starts from."),
            field("slice", "Slice?", "Keep only a strip of the frame along one edge."),
            field("offset", "Point?", "Move the frame by this many points."),
            field("size", "Size?", "Replace the frame's size (after the offset), keeping its origin."),
            field("padding", "Padding", default: ".zero", "Grow the frame by this many points on each side (negative shrinks)."),
        ]),
        structure("Slice", "A strip of a frame along one edge: `{edge: bottom, length: 100}` is the bottom 100 pt.", [
            field("edge", "Edge", "The edge the strip lies along."),
            field("length", "Double", "The strip's thickness in points."),
        ]),
        stringEnum("Edge", "An edge of a rectangle.", [
            value("top"),
            value("bottom"),
            value("leading"),
            value("trailing"),
        ]),
        structure("Padding", encodesItself: true, handWritten: "it is written either as one number or as a mapping", """
                Padding around a frame. Written either as one number (`padding: 8`, all sides) or as
                `{horizontal: 40, vertical: 20}`; always encoded in the second, normalized form.
                """, [
            field("horizontal", "Double", "Points added on the leading and trailing sides."),
            field("vertical", "Double", "Points added on the top and bottom sides."),
        ]),
        structure("Spotlight", "A spotlight: the dimmed overlay's cut-out, the union of one or more regions.", [
            field("regions", "[Region]", "The regions whose union is cut out (at least one)."),
            field("shape", "SpotlightShape", default: ".roundedRect", "The cut-out's shape."),
            field("cornerRadius", "Double", default: "16", "Corner radius of a `roundedRect` cut-out, in points."),
        ]),
        stringEnum("SpotlightShape", "The shape of a spotlight cut-out.", [
            value("roundedRect", "A rounded rectangle with `cornerRadius`."),
            value("circle", "A circle around the region's centre."),
            value("capsule", "A capsule (fully rounded short sides)."),
        ]),
    ])
}
