#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of processors tourc may use: what `ProcessInfo.processInfo.activeProcessorCount`
/// answers, worked out the way swift-foundation does on Linux (a CFS quota of cgroup v1, else
/// the first range of the cgroup's cpuset, else the online processors), through plain POSIX reads.
///
/// Why: Foundation reads those two small files through `URL` and `Data`, and together with
/// creating `ProcessInfo` that is a noticeable cost on the main thread before `tourc check`
/// can start any work. A test requires the same answer as
/// Foundation's.
public enum ProcessorCount {
    public static var active: Int {
#if os(Linux)
        if let quota = coreCount(quota: "/sys/fs/cgroup/cpu/cpu.cfs_quota_us", period: "/sys/fs/cgroup/cpu/cpu.cfs_period_us") {
            return quota
        }
        if let cpuset = coreCount(cpuset: "/sys/fs/cgroup/cpuset/cpuset.cpus") {
            return cpuset
        }
#endif
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// `ceil(quota / period)` when both files hold positive numbers.
    static func coreCount(quota: String, period: String) -> Int? {
        guard let q = firstLine(of: quota).flatMap({ Int($0) }), q > 0,
              let p = firstLine(of: period).flatMap({ Int($0) }), p > 0 else { return nil }
        return (q - 1 + p) / p
    }

    /// The size of the first range of a cpuset list (`0-3,7` -> 4), as Foundation counts it.
    static func coreCount(cpuset path: String) -> Int? {
        guard let line = firstLine(of: path), let first = line.split(separator: ",").first else { return nil }
        let ids = first.split(separator: "-", maxSplits: 1)
        guard let low = ids.first.flatMap({ Int($0, radix: 10) }), let high = ids.last.flatMap({ Int($0, radix: 10) }),
              high >= low else { return nil }
        return 1 + high - low
    }

    /// The first non-empty line of a small file; nil when it cannot be read or is not UTF-8.
    static func firstLine(of path: String) -> Substring? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while bytes.count < 65536 {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            bytes.append(contentsOf: buffer[..<n])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return text.split(separator: "\n").first ?? ""
    }
}
