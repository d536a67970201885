import Foundation
import TourcDiagnostics

/// A build's output on its way to disk, one app at a time.
///
/// Why not plan everything in memory and then write: the output of a large build is several
/// times its input (66 MB for the 20 MB benchmark corpus), and holding all of it until the end
/// made peak memory grow with the corpus. Instead each app's files are compared with the disk as
/// soon as the app is emitted, and the changed ones are written to a staging folder inside the
/// output folder; then the bytes are dropped. Only `commit` moves them into place, and only after
/// the whole build was found free of errors. `discard` removes the staging folder and any folder
/// staging had to create, so a build with errors still leaves the output as it was.
///
/// The staging folder mirrors the output's layout. Why: `commit` runs alone, after every worker
/// is done, so whatever it does is added to the build's wall time. A folder the output does not
/// have yet (every app's folder in a first build) moves in with one `rename`, its files already
/// inside; it was created by the workers while staging, in parallel. Only files whose folder
/// already exists are renamed one by one. Every rename stays atomic (same file system).
///
/// Unchanged files are never staged or touched. In `--dry-run` and `--verify` nothing is written
/// at all: staging only compares.
///
/// The commit is crash-consistent: it writes a commit marker into the staging folder before its
/// first rename and holds a lock on the folder while the build runs, so a build killed at any
/// point is either finished (rolled forward) or removed by the next build (`StagingRecovery`),
/// and every app's JSON and Swift are from one build again.
public final class OutputStaging: @unchecked Sendable {
    public let writer: OutputWriter
    private let writes: Bool
    /// Guards everything below: apps are staged from several workers at once.
    private let lock = NSLock()
    /// Flushes staged files while the build goes on; waited for before anything moves.
    private let flush = BackgroundFlush()
    private var folder: String?
    /// Folders that did not exist before staging created them, outermost first.
    private var created: [String] = []
    private var staged: [(path: String, temp: String)] = []
    /// Folders made inside the staging folder, relative (`app`, `app/deep`).
    private var stagedFolders: Set<String> = []
    /// The staging folder, open and `flock`ed while this build runs (-1 before it exists): what
    /// tells `StagingRecovery` in another build that this one is alive.
    private var lockFD: Int32 = -1
    /// Tests only: asked before each rename of the commit with the output path it moves; false
    /// stops the commit right there, leaving everything as a build killed at that point would
    /// (the lock is let go as the kernel would).
    var beforeRename: (@Sendable (String) -> Bool)?

    public init(writer: OutputWriter, writes: Bool) {
        self.writer = writer
        self.writes = writes
    }

    /// Compares `file` with the disk and, when it changed and this build writes, stages it.
    public func stage(_ file: OutputPlan.File) throws(FileSystemError) -> FileOutcome {
        let change = writer.change(for: file)
        guard writes, change != .unchanged else { return FileOutcome(path: file.path, change: change) }
        // The staging folder mirrors the output, so a path must stay inside it.
        guard file.path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw FileSystemError(operation: "staging", path: file.path, code: EINVAL)
        }
        lock.lock()
        let folder: String
        do { folder = try stagingFolder() } catch { lock.unlock(); throw error }
        staged.append((file.path, ""))
        let index = staged.count - 1
        lock.unlock()
        let temp = "\(folder)/\(file.path)"
        try makeStagedFolders(for: file.path, in: folder)
        let fd = try AtomicFile.create(file.bytes, at: temp)
        if Self.flushesBeforeRename(change) {
            flush.flush(fd, path: temp)
        } else if close(fd) != 0 {
            let code = errno
            unlink(temp)
            throw FileSystemError(operation: "closing", path: temp, code: code)
        }
        lock.withLock { staged[index].temp = temp }
        return FileOutcome(path: file.path, change: change)
    }

    /// How many staged files were handed to the background flush (for tests).
    var filesFlushed: Int { flush.handedOver }

    /// Whether a staged file is flushed to disk (`fsync`) before it is renamed into place: only
    /// when it replaces a file that has content.
    ///
    /// Why not every file: the flush is what keeps a crash (power loss) from leaving a renamed
    /// but empty file where a good one stood, and that is the case worth a disk round trip per
    /// file. A file that did not exist has no old content to lose: after a crash it may be empty
    /// or missing, exactly as if the build had not run, and the next build (or `--verify`) sees
    /// that it differs. Flushing new files cost a first build of the benchmark corpus about a
    /// tenth of its wall time (200 files, 66 MB), the common CI case of building into a clean
    /// folder. Readers never see a partial file either way: the rename is atomic.
    static func flushesBeforeRename(_ change: FileChange) -> Bool {
        change == .update
    }

    /// `stage`, with a failure reported as `TOUR4002` (and nil returned).
    public func stage(_ file: OutputPlan.File, diagnostics: inout DiagnosticCollector) -> FileOutcome? {
        do {
            return try stage(file)
        } catch {
            writer.reportWriteFailure(file.path, error, diagnostics: &diagnostics)
            return nil
        }
    }

    /// Moves every staged file into place: a folder the output lacks in one rename, other files
    /// one by one. A failed rename is reported as `TOUR4002`; the other files are still moved
    /// (each rename is atomic on its own). Returns the paths that failed.
    public func commit(diagnostics: inout DiagnosticCollector) -> Set<String> {
        let flushFailures = flush.finish()
        let (stagedFiles, folder, stagedFolders) = lock.withLock { (staged, self.folder, self.stagedFolders) }
        var files = stagedFiles
        var failed: Set<String> = []
        // A file that could not be flushed is never moved: it counts as not staged.
        for index in files.indices where !files[index].temp.isEmpty {
            guard let error = flushFailures[files[index].temp] else { continue }
            unlink(files[index].temp)
            files[index].temp = ""
            failed.insert(files[index].path)
            writer.reportWriteFailure(files[index].path, error, diagnostics: &diagnostics)
        }
        // From here on the commit may be interrupted: the marker tells the next build to finish it.
        if let folder, files.contains(where: { !$0.temp.isEmpty }) {
            let marker = open("\(folder)/\(StagingRecovery.commitMarker)", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if marker >= 0 { close(marker) }
        }
        var interrupted = false
        let moved = folder.map { moveMissingFolders(stagedFolders, from: $0, files: files, interrupted: &interrupted) } ?? []
        // Folders already made (or found) by this commit: an app's files share one, and asking
        // the file system again costs a walk up the path per file.
        var folders: Set<String> = []
        // A file whose staging failed has no temporary file; that failure was already reported.
        for file in files.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
        where !interrupted && !file.temp.isEmpty && !Self.ancestors(of: file.path).contains(where: moved.contains) {
            let target = writer.absolutePath(file.path)
            if let beforeRename, !beforeRename(file.path) {
                interrupted = true
                break
            }
            do {
                // Never through a link inside the output folder (one can come with a checkout).
                if let link = DirectoryHandles.linkOnTheWay(to: file.path, in: writer.root) {
                    throw FileSystemError(operation: "refusing to write through the symbolic link", path: writer.absolutePath(link), code: ELOOP)
                }
                let parent = UserPath(target).parent.string
                if !folders.contains(parent) {
                    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
                    folders.insert(parent)
                }
                guard rename(file.temp, target) == 0 else {
                    throw FileSystemError(operation: "renaming to", path: target, code: errno)
                }
            } catch {
                unlink(file.temp)
                failed.insert(file.path)
                writer.reportWriteFailure(file.path, error, diagnostics: &diagnostics)
            }
        }
        if interrupted {
            // As a killed process: nothing more is done, and the kernel lets go of the lock.
            releaseLock()
            lock.withLock { staged = []; self.folder = nil; created = []; self.stagedFolders = [] }
            return Set(files.map(\.path))
        }
        if let folder {
            unlink("\(folder)/\(StagingRecovery.commitMarker)")
            try? FileManager.default.removeItem(atPath: folder)
        }
        releaseLock()
        lock.withLock { staged = []; self.folder = nil; created = []; self.stagedFolders = [] }
        return failed
    }

    private func releaseLock() {
        let fd = lock.withLock { () -> Int32 in
            let fd = lockFD
            lockFD = -1
            return fd
        }
        if fd >= 0 { close(fd) }
    }

    /// Renames each staged folder that the output does not have into place, outermost first, and
    /// returns the ones moved (their files are then in place). A folder holding a file whose
    /// staging failed is left to the file-by-file path, so it never appears half-filled.
    private func moveMissingFolders(_ stagedFolders: Set<String>, from folder: String,
                                    files: [(path: String, temp: String)], interrupted: inout Bool) -> Set<String> {
        var incomplete: Set<String> = []
        for file in files where file.temp.isEmpty { incomplete.formUnion(Self.ancestors(of: file.path)) }
        var moved: Set<String> = []
        for relative in stagedFolders.sorted(by: { $0.utf8.count < $1.utf8.count })
        where !incomplete.contains(relative) && !Self.ancestors(of: relative).contains(where: moved.contains) {
            let target = writer.absolutePath(relative)
            var info = stat()
            // Only a folder that does not exist: one that does may hold files tourc never wrote.
            guard lstat(target, &info) != 0, errno == ENOENT, DirectoryHandles.linkOnTheWay(to: relative, in: writer.root) == nil else { continue }
            if let beforeRename, !beforeRename(relative) {
                interrupted = true
                break
            }
            if rename("\(folder)/\(relative)", target) == 0 { moved.insert(relative) }
        }
        return moved
    }

    /// `a`, `a/b` for `a/b/c`: the folders a relative path lies in, outermost first.
    static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var index = path.utf8.startIndex
        while let slash = path.utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            result.append(String(path[..<slash]))
            index = path.utf8.index(after: slash)
        }
        return result
    }

    /// Creates the folders `path` lies in inside the staging folder. Several workers may make the
    /// same one at once; `mkdir` settles that (`EEXIST` is fine inside tourc's own folder).
    private func makeStagedFolders(for path: String, in folder: String) throws(FileSystemError) {
        for relative in Self.ancestors(of: path) where !lock.withLock({ stagedFolders.contains(relative) }) {
            let dir = "\(folder)/\(relative)"
            guard mkdir(dir, 0o777) == 0 || errno == EEXIST else {
                throw FileSystemError(operation: "creating", path: dir, code: errno)
            }
            lock.withLock { _ = stagedFolders.insert(relative) }
        }
    }

    /// Removes everything staging wrote, including folders it created for the staging folder.
    public func discard() {
        _ = flush.finish()
        let (folder, created) = lock.withLock { (self.folder, self.created) }
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
        releaseLock()
        for path in created.reversed() { rmdir(path) }
        lock.withLock { staged = []; self.folder = nil; self.created = []; stagedFolders = [] }
    }

    /// The staging folder, created on first use: a hidden folder in the output folder, named
    /// after the process so that two builds into one folder never share it.
    private func stagingFolder() throws(FileSystemError) -> String {
        if let folder { return folder }
        var missing: [String] = []
        var path = writer.root.isEmpty ? "." : writer.root
        while !FileManager.default.fileExists(atPath: path) {
            missing.insert(path, at: 0)
            // Lexical: `o` -> `.`, which exists, so the walk ends there.
            let parent = UserPath(path).parent.string
            if parent == path || UserPath(path).lastComponent == ".." { break }
            path = parent
        }
        for dir in missing {
            guard mkdir(dir, 0o777) == 0 || errno == EEXIST else {
                throw FileSystemError(operation: "creating", path: dir, code: errno)
            }
            created.append(dir)
        }
        let name = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let folder = writer.absolutePath("\(Self.stagingPrefix)\(name)")
        // Held until the commit or discard ends (or the process dies): see `StagingRecovery`.
        // The folder is made under another name and locked before it is renamed to the one
        // recovery looks for (the lock follows the folder), so another build never sees it
        // unlocked while this one lives. A file system without `flock` makes the folder look
        // alive to every later build: it is then never recovered automatically, which is safe.
        let fresh = writer.absolutePath(".tourc-new-\(name)")
        guard mkdir(fresh, 0o777) == 0 else { throw FileSystemError(operation: "creating", path: fresh, code: errno) }
        let fd = open(fresh, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 { _ = flock(fd, LOCK_EX) }
        // Who made it, before it gets the name recovery looks for (`StagingOwner`): without it
        // a later build would leave a killed commit of this one alone.
        let rootFD = open(writer.root.isEmpty ? "." : writer.root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let ownerError: Int32? = {
            guard fd >= 0, rootFD >= 0 else { return errno }
            return StagingOwner.current(output: rootFD, folder: fd)?.write(into: fd)
        }()
        if rootFD >= 0 { close(rootFD) }
        if let ownerError {
            if fd >= 0 { close(fd) }
            DirectoryHandles.remove(fresh, in: AT_FDCWD)
            throw FileSystemError(operation: "creating", path: "\(fresh)/\(StagingOwner.fileName)", code: ownerError)
        }
        guard rename(fresh, folder) == 0 else {
            let code = errno
            if fd >= 0 { close(fd) }
            rmdir(fresh)
            throw FileSystemError(operation: "creating", path: folder, code: code)
        }
        lockFD = fd
        self.folder = folder
        return folder
    }

    static let stagingPrefix = ".tourc-staging-"

    /// Finishes or removes what killed builds left in the output folder (`StagingRecovery`). A
    /// build that writes calls it first, before it compares anything with the disk, whether or
    /// not it then has anything to write.
    public static func recover(root: String, diagnostics: inout DiagnosticCollector) {
        StagingRecovery.recover(root: root.isEmpty ? "." : root, diagnostics: &diagnostics)
    }
}
