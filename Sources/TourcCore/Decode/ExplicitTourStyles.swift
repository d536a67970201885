import TourKit

/// The smaller style types of a tour's visuals and accessibility (celebrations, ranges, tooltip
/// styles, touch targets) for `ExplicitTourDecoding`, mirroring TourKit's `Celebration.init(from:)`
/// and the synthesized `init(from:)`s of the others (required keys stay required, optionals
/// read null as absent).
///
/// Why: through `Decodable` the first value of each type instantiates a keyed container's
/// generic metadata at run time, and its `CodingKeys: CodingKey` check scans every protocol
/// conformance record of the process (docs/performance-notes.md has the measured cost).
extension ExplicitTourDecoding {
    static func celebration(_ d: ExplicitNode) throws -> Celebration {
        var m = try MappingReader(d)
        let value = try celebrationFields(&m)
        try m.finish()
        return value
    }

    static func celebrationFields(_ m: inout MappingReader) throws -> Celebration {
        return Celebration(
            style: try m.raw("style", default: CelebrationStyle.burst),
            particleCount: try m.optionalInt("particleCount"),
            colors: try m.strings("colors", default: []),
            particleSize: try m.present("particleSize").map(closedRange),
            spread: try m.optionalDouble("spread"),
            visibleFor: try m.optionalDouble("visibleFor"),
            haptic: try m.optionalRaw("haptic", Haptic.self))
    }

    static func closedRange(_ d: ExplicitNode) throws -> ClosedRangeValue {
        var m = try MappingReader(d)
        let value = try closedRangeFields(&m)
        try m.finish()
        return value
    }

    static func closedRangeFields(_ m: inout MappingReader) throws -> ClosedRangeValue {
        return ClosedRangeValue(min: try m.double("min"), max: try m.double("max"))
    }

    static func tooltipStyle(_ d: ExplicitNode) throws -> TooltipStyle {
        var m = try MappingReader(d)
        let value = try tooltipStyleFields(&m)
        try m.finish()
        return value
    }

    static func tooltipStyleFields(_ m: inout MappingReader) throws -> TooltipStyle {
        return TooltipStyle(
            maxWidth: try m.optionalDouble("maxWidth"),
            cornerRadius: try m.optionalDouble("cornerRadius"),
            material: try m.optionalRaw("material", Material.self),
            colorScheme: try m.optionalRaw("colorScheme", ColorScheme.self))
    }

    static func touchTarget(_ d: ExplicitNode) throws -> TouchTarget {
        var m = try MappingReader(d)
        let value = try touchTargetFields(&m)
        try m.finish()
        return value
    }

    static func touchTargetFields(_ m: inout MappingReader) throws -> TouchTarget {
        return TouchTarget(control: try m.raw("control", TourControl.self), minimum: try m.double("minimum"))
    }
}
