import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A store kept in one JSON file: for apps that keep tour state out of UserDefaults (a shared
/// app-group container, a per-account folder) and for command-line use.
///
/// It never loses state:
/// - a value it cannot read (`null`, `1.5`, an object, a value written by a newer runtime) is
///   kept as it is and written back unchanged; only the keys the runtime writes change;
/// - a file that is not a JSON object at all (truncated, empty of braces) is moved aside to
///   `<name>.unreadable` before the first write, never overwritten;
/// - the folder is created on the first write;
/// - every batch (one per handled signal) runs under an advisory lock on `<name>.lock`
///   (`flock`), re-reads the file when another process or instance changed it, applies its
///   writes to what is on disk, and replaces the file atomically (temporary file, `fsync`,
///   `rename`, `fsync` of the folder). Two processes merge key by key; neither loses the
///   other's writes. Reads are served from memory: ``reload()`` re-reads at once;
/// - its one temporary file (`.<name>.tmp`) is written only under the lock, so a kill leaves at
///   most that one file, and it is removed the next time the store is opened or written.
public final class JSONFileStateStore: TourStateStore, @unchecked Sendable {
    /// Guards everything below; the file lock is taken inside it.
    private let lock = NSLock()
    public let url: URL
    private var values: [String: StoredValue] = [:]
    /// Values this runtime cannot read, by key, as their JSON text: written back as they were.
    private var kept: [String: String] = [:]
    /// The file as last read or written (inode, size, modification time): a batch re-reads only
    /// when it changed.
    private var seen: FileStamp?
    /// What the last read found that was not a JSON object (moved aside before the next write).
    private var unreadable = false
    /// Files written by this instance (tests hold it to one per handled signal).
    private var written = 0
    var fileWrites: Int {
        lock.lock(); defer { lock.unlock() }
        return written
    }

    public init(url: URL) {
        self.url = url
        lock.lock(); defer { lock.unlock() }
        withFileLock(create: false) {
            removeTemporary()
            read()
        }
    }

    public func value(forKey key: String) -> StoredValue? {
        lock.lock(); defer { lock.unlock() }
        return values[key]
    }

    public func set(_ value: StoredValue, forKey key: String) {
        apply([.set(key: key, value: value)])
    }

    public func removeValue(forKey key: String) {
        apply([.clear(key: key)])
    }

    /// Applies the batch to the file's current content under the file lock: one write.
    public func apply(_ writes: [StateWrite]) {
        guard !writes.isEmpty else { return }
        lock.lock(); defer { lock.unlock() }
        withFileLock(create: true) {
            if FileStamp(path: url.path) != seen { read() }
            var changed = false
            for write in writes {
                let old = values[write.key]
                let new = write.applied(to: old)
                // A write to a key holding a value this runtime cannot read replaces it (a clear
                // removes it): the runtime's own keys are the runtime's to change.
                if new != old || kept.removeValue(forKey: write.key) != nil { changed = true }
                values[write.key] = new
            }
            if changed { save() }
        }
    }

    /// Re-reads the file now (another process may have written it).
    public func reload() {
        lock.lock(); defer { lock.unlock() }
        withFileLock(create: false) { read() }
    }

    /// The JSON text of the values kept unread, by key (for inspection in tests).
    public var keptValues: [String: String] {
        lock.lock(); defer { lock.unlock() }
        return kept
    }

    // MARK: The file (called with `lock` held)

    /// The file's folder and name, split at the last `/` of its path (a file URL's path is
    /// absolute). Plain string handling, as tourc's rule for paths asks, since the runtime cannot
    /// use tourc's path type (apps import it with no dependency).
    private var parts: (folder: String, name: String) {
        let path = url.path
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
    private var folder: URL { URL(fileURLWithPath: parts.folder, isDirectory: true) }
    /// A sibling of the file: `<folder>/<prefix><name><suffix>`.
    private func sibling(_ prefix: String, _ suffix: String) -> URL {
        let (folder, name) = parts
        return URL(fileURLWithPath: (folder == "/" ? "" : folder) + "/" + prefix + name + suffix)
    }
    private var temporaryURL: URL { sibling(".", ".tmp") }
    private var lockURL: URL { sibling("", ".lock") }

    /// Runs `body` holding the exclusive advisory lock of the file. Without a folder (and
    /// `create` false) there is nothing to lock, nor to read. A lock that cannot be taken (a
    /// read-only folder) does not stop the store: it still reads and tries to write.
    private func withFileLock(create: Bool, _ body: () -> Void) {
        if create { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let fd = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if fd >= 0 { _ = flock(fd, LOCK_EX) }
        body()
        if fd >= 0 {
            _ = flock(fd, LOCK_UN)
            close(fd)
        }
    }

    private func removeTemporary() {
        try? FileManager.default.removeItem(at: temporaryURL)
    }

    private func read() {
        values = [:]
        kept = [:]
        unreadable = false
        seen = FileStamp(path: url.path)
        guard let data = try? Data(contentsOf: url), !data.isEmpty else { return }
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any] else {
            unreadable = true
            return
        }
        let decoder = JSONDecoder()
        for (key, raw) in object {
            guard let fragment = try? JSONSerialization.data(withJSONObject: raw, options: [.fragmentsAllowed, .sortedKeys]) else { continue }
            if let value = try? decoder.decode(StoredValue.self, from: fragment) {
                values[key] = value
            } else {
                kept[key] = String(decoding: fragment, as: UTF8.self)
            }
        }
    }

    /// Sorted keys, one per line: the file's bytes depend only on its content.
    private func save() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var lines: [(String, String)] = kept.map { ($0.key, $0.value) }
        for (key, value) in values {
            guard let data = try? encoder.encode(value) else { continue }
            lines.append((key, String(decoding: data, as: UTF8.self)))
        }
        lines.sort { $0.0 < $1.0 }
        let body = lines.map { key, value in
            "  " + String(decoding: (try? encoder.encode(key)) ?? Data(), as: UTF8.self) + " : " + value
        }
        let text = lines.isEmpty ? "{\n}\n" : "{\n" + body.joined(separator: ",\n") + "\n}\n"
        if unreadable {
            // Never overwrite what could not be read: keep it beside the store.
            let aside = sibling("", ".unreadable")
            try? FileManager.default.removeItem(at: aside)
            try? FileManager.default.moveItem(at: url, to: aside)
            unreadable = false
        }
        guard write(Array(text.utf8)) else { return }
        written += 1
        seen = FileStamp(path: url.path)
    }

    /// Temporary file, fsync, rename over the file, fsync of the folder.
    private func write(_ bytes: [UInt8]) -> Bool {
        let fd = open(temporaryURL.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { Glue.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            done += n
        }
        let ok = done == bytes.count && fsync(fd) == 0
        close(fd)
        guard ok, rename(temporaryURL.path, url.path) == 0 else {
            removeTemporary()
            return false
        }
        let dir = open(folder.path, O_RDONLY | O_CLOEXEC)
        if dir >= 0 {
            _ = fsync(dir)
            close(dir)
        }
        return true
    }
}

/// The POSIX `write`, named apart from the store's own `write`.
private enum Glue {
    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }
}

/// What identifies one version of a file without reading it.
struct FileStamp: Equatable {
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }
}
