import Dispatch
import Foundation

/// Maps over an array on at most `jobs` threads and returns results in input order, so
/// parallelism never changes what tourc prints.
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        if jobs <= 1 || inputs.count <= 1 { return inputs.map(transform) }
        let slots = Slots<Output>(count: inputs.count)
        // `jobs` workers take the next input until none is left: a slow file never holds up a
        // fixed share of the others.
        DispatchQueue.concurrentPerform(iterations: min(jobs, inputs.count)) { _ in
            while let index = slots.claim() {
                slots.set(index, transform(inputs[index]))
            }
        }
        return slots.values()
    }

    /// Work distribution and result slots shared by the workers; the lock makes that safe.
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value?]
        private var next = 0

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.withLock {
                guard next < storage.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func set(_ index: Int, _ value: Value) { lock.withLock { storage[index] = value } }

        func values() -> [Value] { lock.withLock { storage.map { $0! } } }
    }
}
