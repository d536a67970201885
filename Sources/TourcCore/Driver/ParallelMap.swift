import Dispatch
import Foundation

/// Maps over an array on several threads and returns results in input order, so parallelism
/// never changes what tourc prints.
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        if jobs <= 1 || inputs.count <= 1 { return inputs.map(transform) }
        let slots = Slots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            slots.set(index, transform(inputs[index]))
        }
        return slots.values()
    }

    /// Result slots filled from several threads; the lock makes that safe.
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value?]

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) { lock.withLock { storage[index] = value } }

        func values() -> [Value] { lock.withLock { storage.map { $0! } } }
    }
}
