import Foundation
import TourcDiagnostics

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
/// Only a folder a build of this user made here, since this machine last started, is touched
/// (`StagingOwner`, checked before anything moves): anything else that looks like a staging
/// folder (a link, a folder committed to git or copied in) is left alone with a warning
/// (TOUR4006), never rolled forward. Every move goes through open folder handles that never
/// follow a link (`DirectoryHandles`), so nothing lands outside the output folder.
///
/// "Owner gone" is decided by a lock, not by a process number: each build holds an exclusive
/// `flock` on its staging folder while it runs, and the kernel drops it when the process dies
/// however it dies. A lock this process cannot take belongs to a live build, in this process, in
/// another one, or in another container sharing the folder. See docs/output.md.
enum StagingRecovery {
    /// The file inside a staging folder that says its commit has begun.
    static let commitMarker = ".tourc-commit"
    /// The prefix of a staging folder while it is made (`OutputStaging.stagingFolder`).
    static let newPrefix = ".tourc-new-"

    /// What recovery did, for tests and `--verify`'s note.
    struct Outcome: Equatable {
        /// Output paths (relative to the root) moved into place from killed commits.
        var rolledForward: [String] = []
        /// Staging folders removed.
        var removed: [String] = []
        /// Staging folders left alone, each with why (reported as TOUR4006).
        var refused: [(name: String, reason: String)] = []
        /// Killed commits from before the machine restarted, removed without rolling forward.
        var droppedCommits: [String] = []

        static func == (a: Outcome, b: Outcome) -> Bool {
            a.rolledForward == b.rolledForward && a.removed == b.removed && a.droppedCommits == b.droppedCommits
                && a.refused.map(\.name) == b.refused.map(\.name) && a.refused.map(\.reason) == b.refused.map(\.reason)
        }
    }

    /// One abandoned staging folder as `walk` hands it over: open, locked, its owner judged.
    struct Abandoned {
        var name: String
        var root: Int32
        var folder: Int32
        /// Its commit had begun (the marker is there).
        var committing: Bool
        var verdict: StagingOwner.Verdict
    }

    /// Visits every staging folder directly in `root` that no live build holds (its lock could
    /// be taken), for `recover` and `inspect`, which differ only in what they do with each. A
    /// name that is not a folder is refused here; a folder whose owner is foreign is refused
    /// here too and not handed over. The lock is released when `body` returns.
    private static func walk(_ root: String, _ outcome: inout Outcome, _ body: (Abandoned, inout Outcome) -> Void) {
        let rootFD = open(root.isEmpty ? "." : root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootFD >= 0 else { return }
        defer { close(rootFD) }
        for name in stagingFolders(in: root) {
            guard let folder = DirectoryHandles.openFolder(name, in: rootFD) else {
                outcome.refused.append((name, "it is not a folder (a link, or a file)"))
                continue
            }
            defer { close(folder) }
            // Held by a live build: leave it alone.
            guard flock(folder, LOCK_EX | LOCK_NB) == 0 else { continue }
            defer { flock(folder, LOCK_UN) }
            let verdict = StagingOwner.verdict(found: StagingOwner.read(from: folder),
                                               expected: StagingOwner.current(output: rootFD, folder: folder))
            if case .foreign(let reason) = verdict {
                outcome.refused.append((name, reason))
                continue
            }
            body(Abandoned(name: name, root: rootFD, folder: folder,
                           committing: DirectoryHandles.kind(of: commitMarker, in: folder) != nil, verdict: verdict),
                 &outcome)
        }
    }

    /// Recovers every abandoned staging folder directly in `root`.
    @discardableResult
    static func recover(root: String) -> Outcome {
        var outcome = Outcome()
        walk(root, &outcome) { found, outcome in
            switch found.verdict {
            case .ours:
                if found.committing && found.name.hasPrefix(OutputStaging.stagingPrefix) {
                    rollForward(from: found.folder, to: found.root, relative: "", outcome: &outcome)
                }
            case .oursBeforeRestart:
                if found.committing { outcome.droppedCommits.append(found.name) }
            case .foreign:
                return  // `walk` refuses these; never handed over.
            }
            DirectoryHandles.remove(found.name, in: found.root)
            outcome.removed.append(found.name)
        }
        return outcome
    }

    /// `recover`, with what it left alone reported.
    static func recover(root: String, diagnostics: inout DiagnosticCollector) {
        report(recover(root: root), root: root, diagnostics: &diagnostics)
    }

    /// TOUR4006 for each folder left alone and each killed commit dropped after a restart.
    static func report(_ outcome: Outcome, root: String, diagnostics: inout DiagnosticCollector) {
        for (name, reason) in outcome.refused {
            let path = OutputWriter(root: root).absolutePath(name)
            diagnostics.emit(OutputCodes.foreignStaging,
                             "\(path) looks like a staging folder of a killed build, but \(reason); tourc left it alone and moves nothing out of it. Delete it (`rm -r '\(path)'`) unless you know it is yours",
                             at: nil)
        }
        for name in outcome.droppedCommits {
            let path = OutputWriter(root: root).absolutePath(name)
            diagnostics.emit(OutputCodes.foreignStaging,
                             "\(path) held the commit of a build killed before this machine restarted; tourc removed it without moving its files into place, and this build writes every file that differs",
                             at: nil)
        }
    }

    /// What `--verify` and `--dry-run` (which never write) say about the staging folders:
    /// whether one of this machine's killed builds left a commit to finish, and the folders a
    /// writing build would leave alone.
    static func inspect(root: String) -> (interruptedCommit: Bool, refused: Outcome) {
        var interrupted = false
        var outcome = Outcome()
        walk(root, &outcome) { found, _ in
            switch found.verdict {
            case .ours:
                if found.committing && found.name.hasPrefix(OutputStaging.stagingPrefix) { interrupted = true }
            case .oursBeforeRestart, .foreign:
                break
            }
        }
        return (interrupted, outcome)
    }

    /// Whether `root` holds a staging folder of a killed build whose commit had begun (what
    /// `--verify` and `--dry-run`, which never write, mention instead of repairing).
    static func hasInterruptedCommit(in root: String) -> Bool {
        inspect(root: root).interruptedCommit
    }

    /// The names of the staging folders (and folders being made into one) directly in `root`,
    /// sorted (read with `readdir`: this runs at the start of every writing build, most often
    /// over a folder without any).
    static func stagingFolders(in root: String) -> [String] {
        guard let dir = opendir(root.isEmpty ? "." : root) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(OutputStaging.stagingPrefix) || name.hasPrefix(newPrefix) { names.append(name) }
        }
        return names.sorted()
    }

    /// Moves what is left in the open staging folder `staging` (at `relative`) into the open
    /// output folder `target`: a folder the output lacks in one rename, everything else entry by
    /// entry (each rename replaces the file the killed build was about to replace). A link in
    /// the output where a folder is expected is never entered, and a link in the staging folder
    /// (tourc never stages one) is never moved.
    private static func rollForward(from staging: Int32, to target: Int32, relative: String, outcome: inout Outcome) {
        for name in DirectoryHandles.names(in: staging)
        where !(relative.isEmpty && (name == commitMarker || name == StagingOwner.fileName)) {
            let inner = relative.isEmpty ? name : relative + "/" + name
            switch DirectoryHandles.kind(of: name, in: staging) {
            case S_IFDIR:
                let existing = DirectoryHandles.kind(of: name, in: target)
                if existing == nil, renameat(staging, name, target, name) == 0 {
                    if let moved = DirectoryHandles.openFolder(name, in: target) {
                        outcome.rolledForward += files(in: moved, relative: inner)
                        close(moved)
                    }
                } else if existing == S_IFDIR, let from = DirectoryHandles.openFolder(name, in: staging),
                          let to = DirectoryHandles.openFolder(name, in: target) {
                    rollForward(from: from, to: to, relative: inner, outcome: &outcome)
                    close(from)
                    close(to)
                }
            case S_IFREG:
                guard DirectoryHandles.kind(of: name, in: target) != S_IFDIR else { continue }
                if renameat(staging, name, target, name) == 0 { outcome.rolledForward.append(inner) }
            default:
                continue
            }
        }
    }

    /// The files under the open folder `folder`, as paths starting with `relative`, sorted.
    private static func files(in folder: Int32, relative: String, depth: Int = 0) -> [String] {
        var result: [String] = []
        for name in DirectoryHandles.names(in: folder) {
            switch DirectoryHandles.kind(of: name, in: folder) {
            case S_IFDIR:
                guard depth < 64, let inner = DirectoryHandles.openFolder(name, in: folder) else { continue }
                result += files(in: inner, relative: relative + "/" + name, depth: depth + 1)
                close(inner)
            case .some:
                result.append(relative + "/" + name)
            case nil:
                continue
            }
        }
        return result.sorted()
    }

    static func join(_ a: String, _ b: String) -> String {
        a.isEmpty ? b : a.hasSuffix("/") ? a + b : a + "/" + b
    }
}
