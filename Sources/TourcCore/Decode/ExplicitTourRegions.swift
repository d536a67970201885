import TourKit

/// Spotlights and regions (slices, offsets, sizes, paddings) for `ExplicitTourDecoding`, each
/// mirroring its TourKit `init(from:)` or the synthesized one.
extension ExplicitTourDecoding {
    static func spotlight(_ d: ExplicitNode) throws -> Spotlight {
        var m = try MappingReader(d)
        let value = try spotlightFields(&m)
        try m.finish()
        return value
    }

    static func spotlightFields(_ m: inout MappingReader) throws -> Spotlight {
        return Spotlight(
            regions: try m.list("regions", region),
            shape: try m.raw("shape", default: SpotlightShape.roundedRect),
            cornerRadius: try m.optionalDouble("cornerRadius") ?? 16)
    }

    static func region(_ d: ExplicitNode) throws -> Region {
        var m = try MappingReader(d)
        let value = try regionFields(&m)
        try m.finish()
        return value
    }

    static func regionFields(_ m: inout MappingReader) throws -> Region {
        return Region(
            target: try m.string("target"),
            slice: try m.present("slice").map(slice),
            offset: try m.present("offset").map(point),
            size: try m.present("size").map(size),
            padding: try m.present("padding").map(padding) ?? .zero)
    }

    static func slice(_ d: ExplicitNode) throws -> Slice {
        var m = try MappingReader(d)
        let value = try sliceFields(&m)
        try m.finish()
        return value
    }

    static func sliceFields(_ m: inout MappingReader) throws -> Slice {
        return Slice(edge: try m.raw("edge", Edge.self), length: try m.double("length"))
    }

    static func point(_ d: ExplicitNode) throws -> Point {
        var m = try MappingReader(d)
        let value = try pointFields(&m)
        try m.finish()
        return value
    }

    static func pointFields(_ m: inout MappingReader) throws -> Point {
        return Point(x: try m.optionalDouble("x") ?? 0, y: try m.optionalDouble("y") ?? 0)
    }

    static func size(_ d: ExplicitNode) throws -> Size {
        var m = try MappingReader(d)
        let value = try sizeFields(&m)
        try m.finish()
        return value
    }

    static func sizeFields(_ m: inout MappingReader) throws -> Size {
        return Size(width: try m.double("width"), height: try m.double("height"))
    }

    /// As `Padding.init(from:)`: one number for all sides, or a mapping of the two.
    static func padding(_ d: ExplicitNode) throws -> Padding {
        if let all = try? d.double() { return Padding(all) }
        var m = try MappingReader(d)
        let value = Padding(horizontal: try m.optionalDouble("horizontal") ?? 0, vertical: try m.optionalDouble("vertical") ?? 0)
        try m.finish()
        return value
    }
}
