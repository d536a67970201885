import TourKit

/// Decodes tours and registries without `Decodable`: each TourKit type has a reader generated
/// from the one description of the language (Generated/, `make generate`) that mirrors its
/// `init(from:)` key by key (same keys, same defaults, same order), reading through
/// `MappingReader`.
///
/// Why: through `Decodable` every node costs a boxed keyed container, dynamic dispatch per key
/// and generic metadata lookups (and the first use of each type a scan of the conformance
/// tables, costed in docs/performance-notes.md); for a tour that is most of the time
/// `tourc check` and `tourc build` spend decoding.
///
/// When anything fails here, including a key no reader looked up (`MappingReader.finish()`),
/// `YAMLNodeDecoder` decodes the document again through `Decodable`, so errors read exactly as
/// they always did and no authored value is dropped; tests decode every bundled, fixture and
/// generated-corpus file both ways and require equal values (DecodeRoundTripTests).
enum ExplicitDecoding {
    // The readers of the three types whose TourKit declaration is hand-written too (see there).

    /// As `Presentation.init(from:)`: an absent `container` is the style's usual one.
    static func readPresentation(_ d: ExplicitNode) throws -> Presentation {
        var m = try MappingReader(d)
        let style = try m.raw("style", PresentationStyle.self)
        let value = Presentation(
            style: style,
            container: try m.optionalRaw("container", PresentationContainer.self) ?? style.defaultContainer,
            background: try m.raw("background", default: Background.none),
            detents: try m.rawList("detents", default: [Detent]()),
            dragIndicator: try m.bool("dragIndicator", default: false),
            interactiveDismiss: try m.bool("interactiveDismiss", default: true),
            progress: try m.present("progress").map(readProgressIndicator) ?? ProgressIndicator())
        try m.finish()
        return value
    }

    /// As `Padding.init(from:)`: one number for all sides, or `{horizontal, vertical}`.
    static func readPadding(_ d: ExplicitNode) throws -> Padding {
        if let all = try? d.double() { return Padding(all) }
        var m = try MappingReader(d)
        let value = Padding(horizontal: try m.optionalDouble("horizontal") ?? 0, vertical: try m.optionalDouble("vertical") ?? 0)
        try m.finish()
        return value
    }

    /// As `StateValue.init(from:)`: a boolean if it is one, otherwise a string.
    static func readStateValue(_ d: ExplicitNode) throws -> StateValue {
        if let b = try? d.bool() { return .bool(b) }
        return .string(try d.string())
    }

    /// As `ConditionEntry.init(from:)`: a registry id if it is a text, otherwise a condition
    /// written in place.
    static func readConditionEntry(_ d: ExplicitNode) throws -> ConditionEntry {
        if let id = try? d.string() { return .id(id) }
        return .inline(try readInlineCondition(d))
    }
}

/// The entry point for a tour file (`YAMLNodeDecoder`).
enum ExplicitTourDecoding {
    static func tour(_ d: ExplicitNode) throws -> Tour { try ExplicitDecoding.readTour(d) }
}

/// The entry point for a registry (`app.yaml`).
enum ExplicitRegistryDecoding {
    static func registry(_ d: ExplicitNode) throws -> AppRegistry { try ExplicitDecoding.readAppRegistry(d) }
}
