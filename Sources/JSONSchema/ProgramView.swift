import YAMLLoader

/// A `SchemaProgram`'s buffers as plain pointers. Reading a node through the program object
/// retained and released it on every evaluation, and both worker threads share that object, so
/// its reference count went back and forth between the cores; this struct has no references.
struct ProgramView {
    let nodes: UnsafePointer<SchemaNode>
    let count: Int
    let keywords: UnsafePointer<Keyword>
    let keywordStarts: UnsafePointer<Int>
    let refTargets: UnsafePointer<Int>
    let ops: UnsafePointer<KeywordOp>
    let strings: UnsafePointer<String>
    let dispatches: UnsafePointer<AlternativeDispatch>
    let applicators: UnsafePointer<Unmanaged<PropertyApplicatorBox>>
    let regexes: UnsafePointer<Unmanaged<SchemaRegex>>
    /// The program's number pool (`KeywordOp.Code.minimum`/`.maximum`).
    let numbers: UnsafePointer<JSONNumber>
    /// The program's node pool (`KeywordOp.Code.conditional`).
    let poolNodes: UnsafePointer<Int>

    /// Applicator `i` of the program's pool (`KeywordOp.Code.properties`), unretained.
    @inline(__always)
    func applicator(_ i: Int) -> Unmanaged<PropertyApplicatorBox> { applicators[i] }

    /// Regex `i` of the program's pool (`KeywordOp.Code.pattern`), unretained.
    @inline(__always)
    func regex(_ i: Int) -> Unmanaged<SchemaRegex> { regexes[i] }

    /// Dispatch `i` of the program's dispatch buffer (see `KeywordOp.Code.dispatchedOneOf`).
    @inline(__always)
    func dispatch(_ i: Int) -> UnsafePointer<AlternativeDispatch> { dispatches + i }

    /// `count` strings of the enum string pool from `start`.
    @inline(__always)
    func strings(_ start: Int, _ count: Int) -> UnsafeBufferPointer<String> {
        UnsafeBufferPointer(start: strings + start, count: count)
    }

    /// Node `i`'s keywords as `KeywordOp`s (same positions as `keywords(i)`).
    @inline(__always)
    func ops(_ i: Int) -> UnsafeBufferPointer<KeywordOp> {
        let range = keywordRange(i)
        return UnsafeBufferPointer(start: ops + range.lowerBound, count: range.count)
    }

    @inline(__always)
    func node(_ i: Int) -> UnsafePointer<SchemaNode> {
        precondition(i >= 0 && i < count, "node index out of range")
        return nodes + i
    }

    @inline(__always)
    func keywords(_ i: Int) -> UnsafeBufferPointer<Keyword> {
        let range = keywordRange(i)
        return UnsafeBufferPointer(start: keywords + range.lowerBound, count: range.count)
    }

    /// Where node `i`'s keywords (and their ops, at the same positions) lie in the flat buffers.
    @inline(__always)
    private func keywordRange(_ i: Int) -> Range<Int> {
        precondition(i >= 0 && i < count, "node index out of range")
        return keywordStarts[i]..<keywordStarts[i + 1]
    }

    @inline(__always)
    func refTarget(_ i: Int) -> Int {
        precondition(i >= 0 && i < count, "node index out of range")
        return refTargets[i]
    }
}
