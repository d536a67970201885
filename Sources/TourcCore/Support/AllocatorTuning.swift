#if canImport(Glibc)
import Glibc
#endif

/// Keeps freed memory in the process for the rest of a build instead of handing it back to the
/// kernel after every app.
///
/// Why: a build allocates and frees the same large buffers app after app (YAML trees, JSON trees,
/// output buffers of hundreds of KB). With glibc's defaults, blocks above the mmap threshold are
/// fresh mappings and the top of each heap is trimmed when freed, so every app's buffers come back
/// as new pages: the kernel zeroes and maps each one on first touch. With a high mmap threshold and no trimming the same
/// memory is reused and most of those page faults go away. Peak RSS barely moves (it is the
/// high-water mark either way), memory is simply not returned before
/// the process exits, which a short-lived compiler run does a moment later anyway.
///
/// A process-wide setting, so the process decides: `tourc build` applies it before building; the
/// library's `BuildDriver` leaves the allocator alone (tests and other hosts keep their settings).
public enum AllocatorTuning {
    /// Applied once per process.
    public static func forBuild() {
        _ = applied
    }

    private static let applied: Bool = {
        #if canImport(Glibc)
        // `mallopt` is glibc's (malloc.h, which the Glibc module does not import), so it is
        // looked up at run time; without it (another libc) the defaults simply stay.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // malloc.h: M_TRIM_THRESHOLD = -1, M_MMAP_THRESHOLD = -3; values in bytes. mallopt
        // returns 1 on success; a refusal only leaves the default.
        let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1
        _ = mallopt(mmapThreshold, 64 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
        return true
        #else
        return false
        #endif
    }()
}
