import Foundation

/// The clock the runtime reads for durations and `$now`: injected, so tests and `tourc test`
/// move time by hand.
public protocol TourClock: Sendable {
    var now: Date { get }
}

/// The system clock.
public struct SystemClock: TourClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that only moves when told to.
public final class ManualClock: TourClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    public init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = start
    }

    public var now: Date {
        lock.lock(); defer { lock.unlock() }
        return current
    }

    /// Moves the clock on by `seconds`.
    public func advance(by seconds: Double) {
        lock.lock(); defer { lock.unlock() }
        current = current.addingTimeInterval(seconds)
    }
}
