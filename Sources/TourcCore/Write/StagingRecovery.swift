import Foundation

/// Finishes or removes what a killed build left in an output folder, before a build looks at it.
///
/// A build's commit moves its staged files into place one rename at a time; POSIX has no rename
/// of two files at once, so a build killed between the renames of one app's JSON and Swift would
/// leave a new file beside an old one. To rule that out the commit is a redo log: before its
/// first rename it writes a commit marker into its staging folder (`commitMarker`), and removes
/// it only after its last. The next build (any build that may write: `OutputStaging.recover`)
/// finds a staging folder whose owner is gone and
///
/// - with the marker: moves the rest of its staged files into place, so the output is the killed
///   build's complete output, every app's pair from that one build (rolled forward);
/// - without it (killed while staging, before the commit began): removes it; nothing of it was
///   ever in place.
///
/// "Owner gone" is decided by a lock, not by a process number: each build holds an exclusive
/// `flock` on its staging folder while it runs, and the kernel drops it when the process dies
/// however it dies. A lock this process cannot take belongs to a live build, in this process, in
/// another one, or in another container sharing the folder. See docs/output.md.
enum StagingRecovery {
    /// The file inside a staging folder that says its commit has begun.
    static let commitMarker = ".tourc-commit"

    /// What recovery did, for tests and `--verify`'s note.
    struct Outcome: Equatable {
        /// Output paths (relative to the root) moved into place from killed commits.
        var rolledForward: [String] = []
        /// Staging folders removed.
        var removed: [String] = []
    }

    /// Recovers every abandoned staging folder directly in `root`.
    @discardableResult
    static func recover(root: String) -> Outcome {
        var outcome = Outcome()
        for name in stagingFolders(in: root) {
            let path = join(root, name)
            let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            // Held by a live build: leave it alone.
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            if access(join(path, commitMarker), F_OK) == 0 {
                rollForward(from: path, relative: "", to: root, outcome: &outcome)
                unlink(join(path, commitMarker))
            }
            try? FileManager.default.removeItem(atPath: path)
            outcome.removed.append(name)
        }
        return outcome
    }

    /// Whether `root` holds a staging folder of a killed build whose commit had begun (what
    /// `--verify` and `--dry-run`, which never write, mention instead of repairing).
    static func hasInterruptedCommit(in root: String) -> Bool {
        stagingFolders(in: root).contains { name in
            let path = join(root, name)
            guard access(join(path, commitMarker), F_OK) == 0 else { return false }
            let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }
            flock(fd, LOCK_UN)
            return true
        }
    }

    /// The names of the staging folders directly in `root`, sorted (read with `readdir`: this
    /// runs at the start of every writing build, most often over a folder without any).
    static func stagingFolders(in root: String) -> [String] {
        guard let dir = opendir(root.isEmpty ? "." : root) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(OutputStaging.stagingPrefix) { names.append(name) }
        }
        return names.sorted()
    }

    /// Moves what is left under `staging/relative` into place: a folder the output lacks in one
    /// rename, everything else entry by entry (each rename replaces the file the killed build
    /// was about to replace).
    private static func rollForward(from staging: String, relative: String, to root: String, outcome: inout Outcome) {
        let folder = relative.isEmpty ? staging : join(staging, relative)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !(relative.isEmpty && name == commitMarker) {
            let inner = relative.isEmpty ? name : relative + "/" + name
            let source = join(staging, inner), target = join(root, inner)
            var info = stat()
            guard lstat(source, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var existing = stat()
                if lstat(target, &existing) != 0, errno == ENOENT, rename(source, target) == 0 {
                    outcome.rolledForward += files(under: target, relative: inner)
                } else {
                    rollForward(from: staging, relative: inner, to: root, outcome: &outcome)
                }
            } else if rename(source, target) == 0 {
                outcome.rolledForward.append(inner)
            }
        }
    }

    private static func files(under path: String, relative: String) -> [String] {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
        return names.filter { name in
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: join(path, name), isDirectory: &isDir) && !isDir.boolValue
        }.map { relative + "/" + $0 }.sorted()
    }

    static func join(_ a: String, _ b: String) -> String {
        a.isEmpty ? b : a.hasSuffix("/") ? a + b : a + "/" + b
    }
}
