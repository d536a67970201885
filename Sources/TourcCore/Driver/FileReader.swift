#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TourcDiagnostics
import YAMLLoader

/// Reads input files with a hard size cap, through POSIX calls so that errors keep the system's
/// reason (`Permission denied`, `Is a directory`) and so that nothing, not even `/dev/zero` or a
/// FIFO, makes tourc read more than the limit.
public enum FileReader {
    public enum Failure: Error, Equatable, Sendable {
        case notFound(String)
        case unreadable(String, reason: String)
        case isDirectory(String)
        case tooLarge(String, limit: Int)

        /// The diagnostic for this failure, pointing at no range (the problem is the whole file).
        public var diagnostic: Diagnostic {
            switch self {
            case .notFound(let path):
                Diagnostic(ToolCodes.pathNotFound, "\(path): no such file or folder", at: nil)
            case .unreadable(let path, let reason):
                Diagnostic(ToolCodes.unreadable, "\(path): cannot read: \(reason)", at: nil)
            case .isDirectory(let path):
                Diagnostic(ToolCodes.expectedFile, "\(path) is a folder; this command needs a file", at: nil)
            case .tooLarge(let path, let limit):
                // The loader's code: the same limit, enforced before reading so that memory stays bounded.
                Diagnostic(
                    YAMLCodes.fileTooLarge,
                    "this file is larger than \(FileReader.describe(bytes: limit)), the most tourc reads from one file; split it into smaller files",
                    at: SourceSpan(file: path, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))))
            }
        }
    }

    /// The file's bytes, refusing files larger than `limit` bytes without reading past it.
    ///
    /// Only regular files are read unless `streams`: a FIFO, socket or device is refused at once
    /// (opened with `O_NONBLOCK`, so not even the `open` of a FIFO without a writer waits), and
    /// the size is checked with `fstat` on the open file before a byte is read. `streams` is for
    /// `tourc dump` (`-` reads standard input, a pipe): such a file is read up to `limit`.
    public static func bytes(of path: String, limit: Int, streams: Bool = false) throws(Failure) -> [UInt8] {
        let fd = open(path, streams ? O_RDONLY | O_CLOEXEC : O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path, errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path, errno) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw .isDirectory(path)
        case S_IFREG: break
        default:
            guard streams else {
                throw .unreadable(path, reason: "\(kind(of: info.st_mode)), not a regular file; tourc reads only regular files")
            }
            return try readStream(fd, path: path, limit: limit)
        }
        if Int(info.st_size) > limit { throw .tooLarge(path, limit: limit) }
        // Back to blocking reads: O_NONBLOCK was only for the open.
        if !streams { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        if let bytes = try readRegular(fd, path: path, size: Int(info.st_size)) { return bytes }
        return try readStream(fd, path: path, limit: limit)
    }

    /// What a non-regular file is, in plain words.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "it is a FIFO (named pipe)"
        case S_IFSOCK: "it is a socket"
        case S_IFCHR: "it is a character device"
        case S_IFBLK: "it is a block device"
        default: "it is a special file"
        }
    }

    /// A regular file of known size: one read straight into an exactly-sized array (no chunk
    /// buffer, no copies, no regrowth). Nil when the file changed size under us (the caller then
    /// falls back to the streaming read, which enforces the limit as it goes).
    private static func readRegular(_ fd: Int32, path: String, size: Int) throws(Failure) -> [UInt8]? {
        var readError: Int32 = 0
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let n = read(fd, buffer.baseAddress! + done, size - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    break
                }
                if n == 0 { complete = false; break }
                done += n
            }
            initialized = done
        }
        if readError != 0 { throw failure(path, readError) }
        guard complete else { return nil }
        // A file that grew since fstat: read the rest the careful way.
        var probe: UInt8 = 0
        if read(fd, &probe, 1) != 0 { return nil }
        return bytes
    }

    private static func readStream(_ fd: Int32, path: String, limit: Int) throws(Failure) -> [UInt8] {
        if lseek(fd, 0, SEEK_SET) < 0 && errno != ESPIPE { throw failure(path, errno) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, errno)
            }
            if count == 0 { break }
            if bytes.count + count > limit { throw .tooLarge(path, limit: limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Whether `path` (after following links) is a regular file. Folder walks take only those, so
    /// a FIFO or device file that happens to end in `.yaml` cannot block or flood a run.
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    static func failure(_ path: String, _ code: Int32) -> Failure {
        switch code {
        case ENOENT: .notFound(path)
        case EISDIR: .isDirectory(path)
        default: .unreadable(path, reason: String(cString: strerror(code)))
        }
    }

    static func describe(bytes: Int) -> String {
        bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MiB" : "\(bytes) bytes"
    }
}
