import Foundation

/// Gives renderers the text of the files diagnostics point at. The human renderer needs it for
/// snippets; the machine formats do not.
public protocol SourceProvider {
    func source(for file: String) -> SourceText?
}

/// The driver's source provider: files it already read are added as they are loaded, and any
/// other file a diagnostic names is read from disk on first use (through `reader`) and kept.
///
/// Keeping only what diagnostics need (instead of every file read) keeps memory proportional to
/// the files that have problems, not to the whole corpus. A lock makes it safe to fill from
/// parallel loading tasks.
public final class SourceCache: SourceProvider, @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String: SourceText] = [:]
    private var missing: Set<String> = []
    private let reader: (@Sendable (String) -> [UInt8]?)?

    /// - Parameter reader: reads a file that was not added; nil means "only what was added".
    public init(reader: (@Sendable (String) -> [UInt8]?)? = nil) {
        self.reader = reader
    }

    /// A cache that reads missing files from disk (at most `maxBytes`; larger files get no snippet).
    public static func readingFromDisk(maxBytes: Int = 64 * 1024 * 1024) -> SourceCache {
        SourceCache { path in
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            guard let data = try? handle.read(upToCount: maxBytes + 1), data.count <= maxBytes else {
                return nil
            }
            return [UInt8](data)
        }
    }

    public func add(_ file: String, bytes: [UInt8]) {
        let text = SourceText(bytes: bytes)
        lock.withLock { texts[file] = text }
    }

    public func add(_ file: String, text: String) {
        add(file, bytes: Array(text.utf8))
    }

    public func source(for file: String) -> SourceText? {
        if let found = lock.withLock({ texts[file] }) { return found }
        guard let reader, !lock.withLock({ missing.contains(file) }) else { return nil }
        guard let bytes = reader(file) else {
            lock.withLock { _ = missing.insert(file) }
            return nil
        }
        let text = SourceText(bytes: bytes)
        lock.withLock { texts[file] = text }
        return text
    }
}
