import TourKit

/// The smaller style types of a tour's visuals and accessibility (celebrations, ranges, tooltip
/// styles, touch targets) for `ExplicitTourDecoding`, mirroring TourKit's `Celebration.init(from:)`
/// and the synthesized `init(from:)`s of the others (required keys stay required, optionals
/// read null as absent).
///
/// Why: through `Decodable` the first value of each type instantiates a keyed container's
/// generic metadata at run time, and its `CodingKeys: CodingKey` check scans every protocol
/// conformance record of the process (~300 k instructions per type).
extension ExplicitTourDecoding {
    static func celebration(_ d: ExplicitNode) throws -> Celebration {
        let m = try MappingReader(d)
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
        let m = try MappingReader(d)
        return ClosedRangeValue(min: try m.double("min"), max: try m.double("max"))
    }

    static func tooltipStyle(_ d: ExplicitNode) throws -> TooltipStyle {
        let m = try MappingReader(d)
        return TooltipStyle(
            maxWidth: try m.optionalDouble("maxWidth"),
            cornerRadius: try m.optionalDouble("cornerRadius"),
            material: try m.optionalRaw("material", Material.self),
            colorScheme: try m.optionalRaw("colorScheme", ColorScheme.self))
    }

    static func touchTarget(_ d: ExplicitNode) throws -> TouchTarget {
        let m = try MappingReader(d)
        return TouchTarget(control: try m.raw("control", TourControl.self), minimum: try m.double("minimum"))
    }
}
