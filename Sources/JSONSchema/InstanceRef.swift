import TourcDiagnostics
import YAMLLoader

/// The value under evaluation, passed by address.
///
/// Why: the evaluator is `mutating`, so a `YAMLNode` argument read from a pair or item of the
/// instance (through a buffer pointer, or an array) had to be copied before each call, retaining
/// its strings or arrays, and destroyed after it, at every pair and item the evaluator entered.
/// The tree is not mutated while it is evaluated, so its nodes are passed where they are.
///
/// (Reading a node's payload through `pointee` still copies it; binding a scalar's fields there
/// measured slower than the whole-node copy the getters make, so the accessors below forward.)
typealias InstanceRef = UnsafePointer<YAMLNode>

extension UnsafePointer where Pointee == YAMLNode {
    @inline(__always) var kind: YAMLNode.Kind { pointee.kind }
    @inline(__always) var range: SourceRange { pointee.range }
    @inline(__always) var string: String? { pointee.string }
}

extension UnsafeBufferPointer where Element == YAMLPair {
    /// The value of pair `i`, in place.
    @inline(__always)
    func valueOf(_ i: Int) -> InstanceRef {
        UnsafeRawPointer(baseAddress! + i).advanced(by: YAMLPair.valueOffset).assumingMemoryBound(to: YAMLNode.self)
    }
}

extension YAMLPair {
    /// Where `value` lies in a pair.
    static let valueOffset = MemoryLayout<YAMLPair>.offset(of: \YAMLPair.value)!
}
