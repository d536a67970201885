/// A point in a source file.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars from the start of the line
/// (so "é" and "🚀" each count one), which is what editors that speak LSP-ish "character" offsets
/// and humans expect. `offset` is the 0-based UTF-8 byte offset, which is what tools that slice
/// the file need.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// A half-open range `[start, end)` inside one file. Nodes carry only this (no path) to stay small;
/// a `SourceSpan` adds the file when a diagnostic needs it.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at a point, for problems that have a position but no extent.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = location
    }
}

/// A range in a named file: what diagnostics point at.
public struct SourceSpan: Hashable, Sendable {
    public var file: String
    public var range: SourceRange

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
    }
}
