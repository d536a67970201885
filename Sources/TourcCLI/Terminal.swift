#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX write(2), named apart from the `write` method below.
private func posixWrite(_ fd: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Standard output and error, written straight to the file descriptors (no stdio buffering, no
/// shared global state), so diagnostics and results never interleave mid-line.
enum Terminal {
    enum Stream {
        case standardOutput, standardError

        var descriptor: Int32 { self == .standardOutput ? STDOUT_FILENO : STDERR_FILENO }
        var isTerminal: Bool { isatty(descriptor) == 1 }
    }

    static func write(_ text: String, to stream: Stream) {
        var text = text
        text.withUTF8 { write($0, to: stream) }
    }

    static func write(_ bytes: [UInt8], to stream: Stream) {
        bytes.withUnsafeBufferPointer { write($0, to: stream) }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to stream: Stream) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = posixWrite(stream.descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return  // A closed pipe or full disk: nothing sensible left to report to.
            }
            offset += written
        }
    }

    /// The environment variables tourc's output depends on (`DiagnosticFormat.automatic`,
    /// `ColorPolicy`), those that are set.
    ///
    /// Why not `ProcessInfo.processInfo.environment`: it copies the whole environment into a
    /// dictionary each time, on every `tourc check`; `getenv` reads the three.
    static let variables = ["GITHUB_ACTIONS", "NO_COLOR", "TERM"]

    static var environment: [String: String] {
        var values: [String: String] = [:]
        for name in variables {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
