import Dispatch
import Foundation

/// Runs the stages' folder checks on a serial queue of their own, while the checker goes on
/// loading the next files.
///
/// Why: a folder check (decoding an app and running the language checks) is most of a small run
/// such as `tourc check tours/`, and it ran on the checker's thread between two batches of
/// loads, leaving the other core idle. Now the next batch loads while a folder is checked.
///
/// What stays the same: each `FolderCheckRun` is called by one thread at a time, folders in the
/// same order as before, and nothing reads a run before `waitUntilDone()` returns (the runs
/// order their own output by `order`, so the diagnostics are identical). At most `maxPending`
/// folders wait or run at once, so a slow check cannot make the checker hold every app's
/// documents in memory.
final class FolderPipeline: @unchecked Sendable {
    // @unchecked: `runs` are only touched on `queue` until `waitUntilDone()`, then by the caller.
    private let runs: [any FolderCheckRun]
    private let queue = DispatchQueue(label: "tourc.folder-checks")
    private let slots: DispatchSemaphore
    static let maxPending = 2

    init(runs: [any FolderCheckRun]) {
        self.runs = runs
        slots = DispatchSemaphore(value: Self.maxPending)
    }

    /// Queues a complete folder for every run; blocks while `maxPending` folders are queued.
    func check(_ folder: FolderBatches.Folder) {
        guard !runs.isEmpty else { return }
        slots.wait()
        queue.async {
            for run in self.runs {
                run.check(folder: folder.folder, order: folder.order, files: folder.files)
            }
            ExitKeeper.keep(folder)
            self.slots.signal()
        }
    }

    /// Returns once every queued folder was checked.
    func waitUntilDone() {
        queue.sync {}
    }
}

/// Keeps the documents of the first few checked folders alive until the process exits, instead
/// of freeing them one node at a time (as compilers skip freeing their trees before exiting).
///
/// Why: `tourc check tours/` spends a measurable share of its work tearing down YAML trees and decoded
/// tours it is about to exit from anyway. Only the first `limit` files are kept, so a large run
/// still holds one app's documents at a time.
enum ExitKeeper {
    static let limit = 64

    private final class Storage: @unchecked Sendable {
        // @unchecked: every access holds `lock`.
        let lock = NSLock()
        var folders: [FolderBatches.Folder] = []
        var files = 0
    }

    private static let storage = Storage()

    static func keep(_ folder: FolderBatches.Folder) {
        storage.lock.withLock {
            guard storage.files + folder.files.count <= limit else { return }
            storage.files += folder.files.count
            storage.folders.append(folder)
        }
    }
}
