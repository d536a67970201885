#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
/// glibc's `pthread_getattr_np` is declared only under _GNU_SOURCE, which the Glibc module does
/// not define; bind the symbol directly.
@_silgen_name("pthread_getattr_np")
private func getThreadAttributes(_ thread: pthread_t, _ attr: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

/// Knows how much stack the current thread has left, so recursive evaluation and parsing stop
/// with a diagnostic instead of crashing on threads with small stacks (dispatch and Swift
/// concurrency threads can have 512 KB), whatever the document's depth.
struct StackGuard {
    /// The lowest stack address this thread may reach before we give up.
    private let floor: UInt

    init(margin: UInt = 160 * 1024) {
        var low: UInt = 0
        #if canImport(Glibc)
        var attr = pthread_attr_t()
        if getThreadAttributes(pthread_self(), &attr) == 0 {
            var address: UnsafeMutableRawPointer?
            var size = 0
            if pthread_attr_getstack(&attr, &address, &size) == 0, let address {
                low = UInt(bitPattern: address)
            }
            pthread_attr_destroy(&attr)
        }
        #elseif canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        low = top - UInt(pthread_get_stacksize_np(pthread_self()))
        #endif
        floor = low == 0 ? 0 : low + margin
    }

    /// Whether the stack is nearly exhausted at the caller's depth.
    @inline(__always)
    func isExhausted() -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } < floor
    }
}

/// A `StackGuard` made on first need. Finding the stack's bounds costs a `pthread_getattr_np`,
/// which on Linux's main thread reads and parses /proc/self/maps (system calls and a text
/// parse): too much to pay for every small document. Shallow recursion cannot use up
/// the guard's 160 KB margin, so the stack is consulted only past `shallowDepth` levels.
struct DeepStackGuard {
    static let shallowDepth = 32
    private var stackGuard: StackGuard?

    init() {}

    /// Whether the stack is nearly exhausted, at `depth` levels of the caller's recursion.
    @inline(__always)
    mutating func isExhausted(atDepth depth: Int) -> Bool {
        if depth <= Self.shallowDepth { return false }
        return deepCheck()
    }

    private mutating func deepCheck() -> Bool {
        if stackGuard == nil { stackGuard = StackGuard() }
        return stackGuard!.isExhausted()
    }
}
