import Foundation
import TourcDiagnostics

/// Applies an `OutputPlan` under an output folder: each file atomically (temporary file in the
/// same folder, then `rename`), and only when its bytes differ from what is there. Never deletes
/// anything but its own temporary files.
public struct OutputWriter: Sendable {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public func absolutePath(_ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// What applying `plan` would change, reading but never writing. For `--dry-run` and
    /// `--verify`.
    public func changes(for plan: OutputPlan) -> [FileOutcome] {
        plan.files.map { FileOutcome(path: $0.path, change: change(for: $0)) }
    }

    func change(for file: OutputPlan.File) -> FileChange {
        guard let existing = FileManager.default.contents(atPath: absolutePath(file.path)) else { return .create }
        // One memcmp: comparing `Data` with an array element by element goes through generic
        // iterators, which costs seconds on tens of MB of output.
        guard existing.count == file.bytes.count else { return .update }
        let same = existing.withUnsafeBytes { old in
            file.bytes.withUnsafeBytes { new in
                old.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0
            }
        }
        return same ? .unchanged : .update
    }

    /// Writes every file of `plan` that changed, through `OutputStaging` (the one way tourc
    /// writes output). A failure is reported as `TOUR4002` and the other files are still written
    /// (each rename is atomic on its own).
    public func apply(_ plan: OutputPlan, diagnostics: inout DiagnosticCollector) -> [FileOutcome] {
        OutputStaging.recover(root: root, diagnostics: &diagnostics)
        let staging = OutputStaging(writer: self, writes: true)
        var outcomes: [FileOutcome] = []
        for file in plan.files {
            if let outcome = staging.stage(file, diagnostics: &diagnostics) { outcomes.append(outcome) }
        }
        let failed = staging.commit(diagnostics: &diagnostics)
        diagnostics = Self.uniqueWriteFailures(diagnostics)
        outcomes.removeAll { failed.contains($0.path) }
        return outcomes
    }

    /// TOUR4002 for `relative`, in the words every write failure uses. A folder that cannot be
    /// created fails every file under it in the same way: that message names the folder, not
    /// the file, so it is the same for each, and `uniqueWriteFailures` keeps one.
    func reportWriteFailure(_ relative: String, _ error: any Error, diagnostics: inout DiagnosticCollector) {
        let advice = "check that the folder is writable, that no file stands where a folder should, and that the disk is not full"
        if let error = error as? FileSystemError, error.operation == "creating" {
            // Named by the folder it could not be made in: the staging folder's own name is
            // random per attempt, the folder that refuses it is the cause.
            let parent = UserPath(error.path).parent.string
            diagnostics.emit(OutputCodes.writeFailed,
                             "could not write into \(root): cannot create a folder in \(parent): \(String(cString: strerror(error.code))); \(advice)",
                             at: nil)
        } else {
            diagnostics.emit(OutputCodes.writeFailed, "could not write \(absolutePath(relative)): \(error); \(advice)", at: nil)
        }
    }

    /// `diagnostics` with each TOUR4002 message kept once (one cause, one line).
    public static func uniqueWriteFailures(_ diagnostics: DiagnosticCollector) -> DiagnosticCollector {
        var seen: Set<String> = []
        var out = DiagnosticCollector()
        for diagnostic in diagnostics.diagnostics
        where diagnostic.code.id != OutputCodes.writeFailed.id || seen.insert(diagnostic.message).inserted {
            out.emit(diagnostic)
        }
        return out
    }
}

/// A failed file-system call, with the path and the system's words for it.
public struct FileSystemError: Error, CustomStringConvertible, Sendable {
    public var operation: String
    public var path: String
    public var code: Int32

    public var description: String {
        "\(operation) \(path) failed: \(String(cString: strerror(code)))"
    }
}

/// Writes a file atomically: the bytes go to a new temporary file in the same folder (so the
/// rename cannot cross file systems), are flushed to disk, and the temporary file is renamed over
/// the target. Readers see either the old file or the new one, never a partial one.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let folder = UserPath(path).parent
        try FileManager.default.createDirectory(atPath: folder.string, withIntermediateDirectories: true)
        let name = UserPath(path).lastComponent
        let temp = folder.appending(".\(name).tourc-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp").string
        try writeNew(bytes, at: temp)
        guard rename(temp, path) == 0 else {
            let code = errno
            unlink(temp)
            throw FileSystemError(operation: "renaming to", path: path, code: code)
        }
    }

    /// Creates `path` (which must not exist), writes `bytes` and flushes them to disk; on any
    /// failure the partial file is removed.
    static func writeNew(_ bytes: [UInt8], at path: String) throws(FileSystemError) {
        let fd = try create(bytes, at: path)
        do { try flushAndClose(fd, path: path) } catch { unlink(path); throw error }
    }

    /// Creates `path` (which must not exist) and writes `bytes`, returning the still open file
    /// for `flushAndClose`; on a failure the partial file is removed.
    static func create(_ bytes: [UInt8], at path: String) throws(FileSystemError) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw FileSystemError(operation: "creating", path: path, code: errno) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                let error = FileSystemError(operation: "writing", path: path, code: errno)
                close(fd)
                unlink(path)
                throw error
            }
            offset += n
        }
        return fd
    }

    /// Flushes an open file to disk and closes it (closed even when the flush fails).
    static func flushAndClose(_ fd: Int32, path: String) throws(FileSystemError) {
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw FileSystemError(operation: "flushing", path: path, code: errno) }
    }
}
