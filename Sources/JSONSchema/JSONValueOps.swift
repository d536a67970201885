#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YAMLLoader

/// JSON semantics over located nodes: equality as JSON Schema defines it (`1 == 1.0`,
/// `true != 1`, objects unordered, strings compared by code points), and exact-as-possible number
/// comparison including integers beyond 64 bits.
enum JSONValueOps {
    static func equal(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
        // One switch per side, not `switch (a.kind, b.kind)`: building that tuple copied both
        // nodes' payloads (retaining their strings and arrays) on every `enum`/`const` check.
        switch a.kind {
        case .scalar(let x):
            guard case .scalar(let y) = b.kind else { return false }
            return scalarsEqual(x.value, y.value)
        case .sequence(let x):
            guard case .sequence(let y) = b.kind, x.count == y.count else { return false }
            for i in x.indices where !equal(x[i], y[i]) { return false }
            return true
        case .mapping(let x):
            guard case .mapping(let y) = b.kind, x.count == y.count else { return false }
            outer: for p in x {
                guard let k = p.key.stringKey else { return false }
                for q in y where q.key.stringKey.map({ sameString($0, k) }) ?? false {
                    if equal(p.value, q.value) { continue outer }
                    return false
                }
                return false
            }
            return true
        }
    }

    /// A hash consistent with `equal` (so `1` and `1.0` hash alike, objects ignore key order),
    /// for `uniqueItems` on long lists without comparing every pair.
    static func hash(_ node: YAMLNode, into hasher: inout Hasher) {
        switch node.kind {
        case .scalar(let s):
            switch s.value {
            case .null: hasher.combine(0)
            case .bool(let b): hasher.combine(b ? 1 : 2)
            case .string(let t):
                hasher.combine(3)
                for b in t.utf8 { hasher.combine(b) }
            case .number(let n):
                hasher.combine(4)
                switch n {
                case .int(let i): hasher.combine(i)
                case .bigInt(let t): hasher.combine(Double(t) ?? 0)  // as `equal` compares it with doubles
                case .double(let d):
                    if let i = Int64(exactly: d) { hasher.combine(i) } else { hasher.combine(d) }
                }
            }
        case .sequence(let items):
            hasher.combine(5)
            hasher.combine(items.count)
            for item in items { hash(item, into: &hasher) }
        case .mapping(let pairs):
            hasher.combine(6)
            // Order-independent: combine the pairs' own hashes commutatively.
            var sum = 0
            for pair in pairs {
                var h = Hasher()
                for b in (pair.key.stringKey ?? "").utf8 { h.combine(b) }
                hash(pair.value, into: &h)
                sum &+= h.finalize()
            }
            hasher.combine(sum)
        }
    }

    /// The index of an item equal to an earlier one, with that earlier index, if any.
    static func firstDuplicate(_ items: [YAMLNode]) -> (earlier: Int, later: Int)? {
        if items.count <= 16 {
            for j in 1..<max(1, items.count) {
                for i in 0..<j where equal(items[i], items[j]) { return (i, j) }
            }
            return nil
        }
        var buckets: [Int: [Int]] = [:]
        for (j, item) in items.enumerated() {
            var hasher = Hasher()
            hash(item, into: &hasher)
            let h = hasher.finalize()
            for i in buckets[h] ?? [] where equal(items[i], item) { return (i, j) }
            buckets[h, default: []].append(j)
        }
        return nil
    }

    @inline(__always)
    static func sameString(_ a: String, _ b: String) -> Bool {
        // Swift's `==` uses canonical equivalence; JSON compares code points, i.e. UTF-8 bytes.
        // Comparing the contiguous buffers (after an O(1) length check) is several times faster
        // than iterating two UTF8Views (`enum`/`const` compare many strings).
        guard a.utf8.count == b.utf8.count else { return false }
        // Native strings are contiguous: compare in place, without copying either string.
        if let same = a.utf8.withContiguousStorageIfAvailable({ pa in
            b.utf8.withContiguousStorageIfAvailable { pb in
                pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0
            }
        }), let same { return same }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// Switches on one side at a time (a tuple of the two values would copy both).
    private static func scalarsEqual(_ a: ScalarValue, _ b: ScalarValue) -> Bool {
        switch a {
        case .null:
            if case .null = b { return true }
        case .bool(let x):
            if case .bool(let y) = b { return x == y }
        case .string(let x):
            if case .string(let y) = b { return sameString(x, y) }
        case .number(let x):
            if case .number(let y) = b { return compare(x, y) == 0 }
        }
        return false
    }

    /// Whether `n` keeps a `minimum` (`isMinimum`) or `maximum` bound of `limit`, `exclusive` or
    /// not; a number that does not compare (NaN) keeps none. One rule for the evaluator's
    /// collecting path and its yes/no ops.
    @inline(__always)
    static func keeps(_ n: JSONNumber, bound limit: JSONNumber, isMinimum: Bool, exclusive: Bool) -> Bool {
        guard let c = compare(n, limit) else { return false }
        return isMinimum ? (exclusive ? c > 0 : c >= 0) : (exclusive ? c < 0 : c <= 0)
    }

    /// -1, 0 or 1. NaN compares as unequal to everything (returns nil).
    static func compare(_ a: JSONNumber, _ b: JSONNumber) -> Int? {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            return x < y ? -1 : (x == y ? 0 : 1)
        case (.bigInt(let x), .bigInt(let y)):
            return compareBig(x, y)
        case (.bigInt(let x), .int):
            return x.hasPrefix("-") ? -1 : 1
        case (.int, .bigInt(let y)):
            return y.hasPrefix("-") ? 1 : -1
        default:
            let x = a.doubleValue, y = b.doubleValue
            if x.isNaN || y.isNaN { return nil }
            return x < y ? -1 : (x == y ? 0 : 1)
        }
    }

    private static func compareBig(_ x: String, _ y: String) -> Int {
        let nx = x.hasPrefix("-"), ny = y.hasPrefix("-")
        if nx != ny { return nx ? -1 : 1 }
        let dx = nx ? x.dropFirst() : Substring(x), dy = ny ? y.dropFirst() : Substring(y)
        var c: Int
        if dx.count != dy.count {
            c = dx.count < dy.count ? -1 : 1
        } else {
            c = dx == dy ? 0 : (dx < dy ? -1 : 1)
        }
        if nx { c = -c }
        return c
    }

    /// Whether `value` is an integer multiple of `divisor` (> 0). Exact for 64-bit integers;
    /// for decimals, the quotient must be an integer up to floating-point noise, which is what
    /// makes `0.0075` a multiple of `0.0001` although neither is exact in binary.
    static func isMultiple(_ value: JSONNumber, of divisor: JSONNumber) -> Bool {
        if case .int(let v) = value, case .int(let d) = divisor, d > 0 {  // `Int.min % -1` traps
            return v % d == 0
        }
        let v = value.doubleValue, d = divisor.doubleValue
        guard v.isFinite, d.isFinite, d > 0 else { return false }
        let q = v / d
        if !q.isFinite {
            // The quotient overflowed: an integer is still a multiple of 1/k for integer k.
            let k = 1 / d
            return value.isInteger && k.isFinite && k.rounded() == k
        }
        let r = q.rounded()
        return abs(q - r) <= 1e-9 * max(1, abs(q))
    }

    /// The node's value as JSON text, short, for messages.
    static func describe(_ node: YAMLNode, limit: Int = 40) -> String {
        var s: String
        switch node.kind {
        case .scalar(let sc):
            switch sc.value {
            case .null: s = "null"
            case .bool(let b): s = b ? "true" : "false"
            case .number: s = sc.text
            case .string(let t): s = "\"" + t + "\""
            }
        case .sequence(let items):
            s = "[" + items.prefix(4).map { describe($0, limit: 12) }.joined(separator: ", ") + (items.count > 4 ? ", …]" : "]")
        case .mapping(let pairs):
            s = "{" + pairs.prefix(3).map { ($0.key.stringKey ?? "?") + ": " + describe($0.value, limit: 12) }
                .joined(separator: ", ") + (pairs.count > 3 ? ", …}" : "}")
        }
        if s.unicodeScalars.count > limit {
            s = String(String.UnicodeScalarView(s.unicodeScalars.prefix(limit))) + "…"
        }
        return s
    }
}
