/// Everything a build would write, computed in memory before anything touches the disk, so a
/// build with any error can write nothing at all.
public struct OutputPlan: Sendable, Equatable {
    /// One file: a path relative to the output folder (always `/`-separated) and its bytes.
    public struct File: Sendable, Equatable {
        public var path: String
        public var bytes: [UInt8]
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    public private(set) var files: [File] = []

    public init(files: [File] = []) {
        for file in files { add(file) }
    }

    /// Adds a file, keeping the list sorted by path (byte order) so every report and every write
    /// happens in the same order whatever order the emitters ran in.
    public mutating func add(_ file: File) {
        precondition(!files.contains { $0.path == file.path }, "two outputs for \(file.path)")
        let i = files.firstIndex { file.path.utf8.lexicographicallyPrecedes($0.path.utf8) } ?? files.endIndex
        files.insert(file, at: i)
    }

    public mutating func add(path: String, text: String) {
        add(File(path: path, bytes: Array(text.utf8)))
    }
}

/// What applying a plan does (or would do) to one file.
public enum FileChange: String, Sendable, Equatable {
    /// The file does not exist yet.
    case create
    /// The file exists with different bytes.
    case update
    /// The file already has exactly these bytes: it is not touched (its mtime stays).
    case unchanged
}

/// One line of a build report.
public struct FileOutcome: Sendable, Equatable {
    public var path: String
    public var change: FileChange
    public init(path: String, change: FileChange) {
        self.path = path
        self.change = change
    }
}
