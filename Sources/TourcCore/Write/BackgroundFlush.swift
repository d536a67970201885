import Foundation

/// Flushes staged files to disk on a thread of its own while the workers go on building.
///
/// Why: `fsync` mostly waits for the disk; done by
/// the worker that wrote the file, that wait leaves a core idle. A file that replaces content is
/// still flushed before it is renamed into place (`OutputStaging.flushesBeforeRename`):
/// `OutputStaging` calls `finish` before its first rename, so a crash can never leave a renamed
/// but empty file where a good one stood.
/// At most `limit` files wait at once, so a slow disk cannot run the process out of descriptors.
final class BackgroundFlush: @unchecked Sendable {
    private let queue = DispatchQueue(label: "tourc.output-flush")
    private let slots: DispatchSemaphore
    /// Guards `failures` and `count`.
    private let lock = NSLock()
    private var failures: [String: FileSystemError] = [:]
    private var count = 0

    /// How many files were handed over so far.
    var handedOver: Int { lock.withLock { count } }

    init(limit: Int = 32) {
        slots = DispatchSemaphore(value: limit)
    }

    /// Takes over `fd` (open on `path`): it is flushed and closed in the background. A failure is
    /// kept under `path` for `finish`.
    func flush(_ fd: Int32, path: String) {
        lock.withLock { count += 1 }
        slots.wait()
        queue.async { [self] in
            do throws(FileSystemError) {
                try AtomicFile.flushAndClose(fd, path: path)
            } catch {
                lock.withLock { failures[path] = error }
            }
            slots.signal()
        }
    }

    /// Waits until every file handed over so far is flushed and closed; returns the failures,
    /// by path, and forgets them.
    func finish() -> [String: FileSystemError] {
        queue.sync {}
        return lock.withLock {
            defer { failures = [:] }
            return failures
        }
    }
}
