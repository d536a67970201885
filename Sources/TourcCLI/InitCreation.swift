import Foundation
import TourcCore

/// The files and folders `tourc init` made, in order, through POSIX calls so that a failure
/// names its path and the system's reason (not "NSCocoaErrorDomain error 512").
struct InitCreation {
    /// A failed call: what was done, to which path, and the system's words for why.
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var path: String
        var code: Int32
        var description: String { "\(operation) \(path) failed: \(String(cString: strerror(code)))" }
    }

    private(set) var made: [(path: String, isFolder: Bool)] = []

    /// Creates `path` (which must not exist) holding `text`.
    mutating func file(_ path: String, _ text: String) throws(InitCreation.Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw InitCreation.Failure(operation: "creating", path: path, code: errno) }
        made.append((path, false))
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                let code = n < 0 ? errno : EIO
                close(fd)
                throw InitCreation.Failure(operation: "writing", path: path, code: code)
            }
            done += n
        }
        guard close(fd) == 0 else { throw InitCreation.Failure(operation: "writing", path: path, code: errno) }
    }

    /// Creates `path` and the folders above it that are missing.
    mutating func folders(_ path: String) throws(InitCreation.Failure) {
        var missing: [String] = []
        var folder = UserPath(path)
        var info = stat()
        while stat(folder.string, &info) != 0, folder.lastComponent != "..", missing.count < 64 {
            missing.insert(folder.string, at: 0)
            let up = folder.parent
            if up == folder { break }
            folder = up
        }
        for dir in missing {
            guard mkdir(dir, 0o777) == 0 else { throw InitCreation.Failure(operation: "creating", path: dir, code: errno) }
            made.append((dir, true))
        }
    }

    /// Removes what was made, newest first.
    func undo() {
        for (path, isFolder) in made.reversed() {
            if isFolder { rmdir(path) } else { unlink(path) }
        }
    }
}
