/// A stack shared by all open collections: children are pushed as they finish, and when a
/// collection closes its children (the top of the stack) are moved out into one exactly-sized
/// array.
///
/// Growing a separate array per collection would reallocate several times per small mapping and
/// leave up to half of each array unused; moving from one shared buffer allocates each final array
/// once, at its final size, without touching reference counts.
final class MoveStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// `consuming`: the caller's last use of `element` moves it in, without a retain/release pair.
    func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Access to an element still on the stack, in place: a field of it is read or written
    /// through the pointer, without copying the element or checking uniqueness (what an array of
    /// open collections cost on every attached node).
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "MoveStack index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count, "MoveStack index out of range")
            return base + index
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The top element, in place: a caller updating several of its fields computes its address
    /// once. Valid until the next push, pop or growth; the stack must not be empty.
    @inline(__always)
    var top: UnsafeMutablePointer<Element> {
        assert(count > 0, "MoveStack.top of an empty stack")
        return base + (count - 1)
    }

    /// Moves the top element out; the stack must not be empty (what `popLast` costs without
    /// wrapping the element in an optional and unwrapping it again).
    @inline(__always)
    func removeTop() -> Element {
        precondition(count > 0, "MoveStack.removeTop of an empty stack")
        count -= 1
        return (base + count).move()
    }

    /// Moves the top element out, if any.
    func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// Looks at an element in place, without copying it out (no retain and release of what it
    /// holds, which `subscript` costs).
    @inline(__always)
    func inspect<R>(_ index: Int, _ body: (UnsafePointer<Element>) -> R) -> R {
        body(UnsafePointer(base + index))
    }

    /// Moves the elements from `start` to the top out into an array.
    func popArray(from start: Int) -> [Element] {
        let n = count - start
        guard n > 0 else { return [] }
        // `reserveCapacity` + moving appends, not `Array(unsafeUninitializedCapacity:)`: that one
        // allocates through an unspecialized standard-library entry point that looks up the
        // storage class's metadata on every call (several hundred instructions per array).
        var result: [Element] = []
        result.reserveCapacity(n)
        for i in start..<count { result.append((base + i).move()) }
        count = start
        return result
    }

    /// Drops everything (between documents, after an error).
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
