/// A linear-time matcher for the small regular expressions schemas use most
/// (`^[a-z][a-z0-9-]*$`, `^[0-9]+\.[0-9]+(\.[0-9]+)?$`, `^x-`), so that validating a string does
/// not go through `NSRegularExpression` (which bridges every string to UTF-16 and costs more than
/// parsing the value did).
///
/// It accepts only a subset whose ECMA-262 meaning is unambiguous: ASCII literals, escaped
/// punctuation, `\d`, `\w`, classes of ASCII characters and ranges (not negated), groups (`(…)`,
/// `(?:…)`) with `|` inside, the quantifiers `* + ? {n} {n,} {n,m}` (lazy forms too: laziness
/// does not change *whether* a pattern matches), `^` only at the very start and `$` only at the very
/// end. Anything else (`.`, `\s`, `\b`, negated classes, look-arounds, back-references, non-ASCII)
/// returns nil from `init` and the pattern stays with ICU. No atom matches a non-ASCII scalar, so
/// strings are walked as UTF-8 bytes and any byte ≥ 0x80 simply fails to match.
///
/// The pattern becomes a Thompson NFA of at most 64 states, simulated with one 64-bit mask:
/// matching costs a few instructions per byte, never backtracks, allocates nothing.
struct ASCIIPatternMatcher: Sendable {
    /// Per ASCII byte, the consuming states that accept it (bit `s` for state `s`): one look-up
    /// per byte picks the live states that move on, where testing each live state's set took
    /// most of matching.
    private var statesAccepting: [UInt64] = []
    /// The epsilon closure of each state's successor, as a mask of consuming states and `accept`.
    private var successors: [UInt64] = []
    private var startMask: UInt64 = 0
    private var acceptBit: UInt64 = 0
    private var anchoredStart = false
    private var anchoredEnd = false

    init?(_ pattern: String) {
        var parser = Parser(Array(pattern.utf8))
        guard let parsed = parser.parseWhole() else { return nil }
        anchoredStart = parsed.start
        anchoredEnd = parsed.end
        var builder = Builder()
        guard let entry = builder.build(parsed.node, next: Builder.acceptState), builder.ok,
              builder.consuming.count < 64 else { return nil }
        let accept = builder.consuming.count
        acceptBit = 1 << UInt64(accept)
        // Resolve epsilon states into closures over consuming states (plus accept). `seen` is
        // one flag per state, reused by every closure (a `Set` per closure cost more than the
        // rest of building the matcher: the snapshot reads every pattern at start-up).
        var seen = [Bool](repeating: false, count: builder.states.count)
        var visited: [Int] = []
        var stack: [Int] = []
        func closure(_ state: Int) -> UInt64 {
            var mask: UInt64 = 0
            for s in visited { seen[s] = false }
            visited.removeAll(keepingCapacity: true)
            stack.append(state)
            while let s = stack.popLast() {
                if s == Builder.acceptState { mask |= 1 << UInt64(accept); continue }
                guard !seen[s] else { continue }
                seen[s] = true
                visited.append(s)
                switch builder.states[s] {
                case .consume(let index, _): mask |= 1 << UInt64(index)
                case .split(let a, let b): stack.append(a); stack.append(b)
                }
            }
            return mask
        }
        startMask = closure(entry)
        for state in builder.states {
            if case .consume(_, let next) = state {
                successors.append(closure(next))
            }
        }
        statesAccepting = (0..<128).map { (c: Int) -> UInt64 in
            var mask: UInt64 = 0
            for (state, set) in builder.consuming.enumerated() {
                let bits = c < 64 ? set.low : set.high
                if bits & (1 << UInt64(c & 63)) != 0 { mask |= 1 << UInt64(state) }
            }
            return mask
        }
    }

    /// Whether the pattern matches somewhere in `string` (ECMA `RegExp.prototype.test`).
    func matches(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { matches(bytes: $0) }
    }

    func matches(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var current = startMask
        if current & acceptBit != 0 && (!anchoredEnd || bytes.isEmpty) { return true }
        for b in bytes {
            var next: UInt64 = 0
            if b < 0x80 {
                var moving = current & ~acceptBit & statesAccepting[Int(b)]
                while moving != 0 {
                    next |= successors[moving.trailingZeroBitCount]
                    moving &= moving - 1
                }
            }
            if !anchoredStart { next |= startMask }
            current = next
            if current & acceptBit != 0 && !anchoredEnd { return true }
            if current == 0 { return false }
        }
        return current & acceptBit != 0
    }

    // MARK: Parsing

    /// A 128-bit ASCII set.
    struct ByteSet: Equatable {
        var low: UInt64 = 0, high: UInt64 = 0
        mutating func insert(_ c: UInt8) {
            if c < 64 { low |= 1 << UInt64(c) } else { high |= 1 << UInt64(c - 64) }
        }
        mutating func insert(_ from: UInt8, through to: UInt8) {
            for c in from...to { insert(c) }
        }
        mutating func formUnion(_ other: ByteSet) { low |= other.low; high |= other.high }
        var isEmpty: Bool { low == 0 && high == 0 }
    }

    indirect enum Node {
        case set(ByteSet)
        case sequence([Node])
        case alternatives([Node])
        case repeated(Node, min: Int, max: Int?)
    }

    struct Parser {
        let p: [UInt8]
        var i = 0
        init(_ p: [UInt8]) { self.p = p }

        mutating func parseWhole() -> (node: Node, start: Bool, end: Bool)? {
            var end = p.count
            let start = p.first == UInt8(ascii: "^")
            if start { i = 1 }
            var anchoredEnd = false
            if end > i, p[end - 1] == UInt8(ascii: "$") {
                // An escaped `\$` is a literal: count the backslashes before it.
                var k = end - 2, slashes = 0
                while k >= i, p[k] == UInt8(ascii: "\\") { slashes += 1; k -= 1 }
                if slashes % 2 == 0 { anchoredEnd = true; end -= 1 }
            }
            let body = Parser(Array(p[i..<end]))
            var inner = body
            guard let node = inner.alternation(), inner.i == inner.p.count else { return nil }
            // `^a|b$` anchors each side differently: leave top-level alternation to ICU.
            if case .alternatives = node, start || anchoredEnd { return nil }
            return (node, start, anchoredEnd)
        }

        mutating func alternation() -> Node? {
            var options: [Node] = []
            while true {
                guard let s = sequence() else { return nil }
                options.append(s)
                guard i < p.count, p[i] == UInt8(ascii: "|") else { break }
                i += 1
            }
            return options.count == 1 ? options[0] : .alternatives(options)
        }

        mutating func sequence() -> Node? {
            var items: [Node] = []
            while i < p.count, p[i] != UInt8(ascii: "|"), p[i] != UInt8(ascii: ")") {
                guard var atom = atom() else { return nil }
                if i < p.count, let (min, max) = quantifier() {
                    if let max, max < min { return nil }
                    atom = .repeated(atom, min: min, max: max)
                    if i < p.count, p[i] == UInt8(ascii: "?") { i += 1 }   // lazy
                    if i < p.count, "*+?{".utf8.contains(p[i]) { return nil }
                }
                items.append(atom)
            }
            return .sequence(items)
        }

        mutating func quantifier() -> (Int, Int?)? {
            switch p[i] {
            case UInt8(ascii: "*"): i += 1; return (0, nil)
            case UInt8(ascii: "+"): i += 1; return (1, nil)
            case UInt8(ascii: "?"): i += 1; return (0, 1)
            case UInt8(ascii: "{"):
                var j = i + 1
                func number() -> Int? {
                    var v = 0, digits = 0
                    while j < p.count, p[j] >= UInt8(ascii: "0"), p[j] <= UInt8(ascii: "9"), digits < 4 {
                        v = v * 10 + Int(p[j] - UInt8(ascii: "0")); j += 1; digits += 1
                    }
                    return digits == 0 ? nil : v
                }
                guard let min = number() else { return nil }
                var max: Int? = min
                if j < p.count, p[j] == UInt8(ascii: ",") {
                    j += 1
                    max = j < p.count && p[j] == UInt8(ascii: "}") ? nil : number()
                    if max == nil, j < p.count, p[j] != UInt8(ascii: "}") { return nil }
                }
                guard j < p.count, p[j] == UInt8(ascii: "}") else { return nil }
                i = j + 1
                return (min, max)
            default:
                return nil
            }
        }

        mutating func atom() -> Node? {
            let c = p[i]
            switch c {
            case UInt8(ascii: "("):
                i += 1
                if i + 1 < p.count, p[i] == UInt8(ascii: "?") {
                    guard p[i + 1] == UInt8(ascii: ":") else { return nil }
                    i += 2
                }
                guard let inner = alternation(), i < p.count, p[i] == UInt8(ascii: ")") else { return nil }
                i += 1
                return inner
            case UInt8(ascii: "["):
                return bracket()
            case UInt8(ascii: "\\"):
                guard i + 1 < p.count, let set = escape(p[i + 1]) else { return nil }
                i += 2
                return .set(set)
            case UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                 UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
                return nil
            default:
                guard c < 0x80 else { return nil }
                i += 1
                var set = ByteSet()
                set.insert(c)
                return .set(set)
            }
        }

        /// `\d`, `\w` and escaped punctuation; nil for anything with another meaning.
        func escape(_ e: UInt8) -> ByteSet? {
            var set = ByteSet()
            switch e {
            case UInt8(ascii: "d"): set.insert(UInt8(ascii: "0"), through: UInt8(ascii: "9"))
            case UInt8(ascii: "w"):
                set.insert(UInt8(ascii: "a"), through: UInt8(ascii: "z"))
                set.insert(UInt8(ascii: "A"), through: UInt8(ascii: "Z"))
                set.insert(UInt8(ascii: "0"), through: UInt8(ascii: "9"))
                set.insert(UInt8(ascii: "_"))
            default:
                guard "^$\\.*+?()[]{}|/-".utf8.contains(e) else { return nil }
                set.insert(e)
            }
            return set
        }

        mutating func bracket() -> Node? {
            i += 1
            guard i < p.count, p[i] != UInt8(ascii: "^"), p[i] != UInt8(ascii: "]") else { return nil }
            var set = ByteSet()
            while i < p.count, p[i] != UInt8(ascii: "]") {
                guard let (low, lowSet) = classAtom() else { return nil }
                if i + 1 < p.count, p[i] == UInt8(ascii: "-"), p[i + 1] != UInt8(ascii: "]") {
                    i += 1
                    guard let (high, highSet) = classAtom(), lowSet == nil, highSet == nil, low <= high else { return nil }
                    set.insert(low, through: high)
                } else if let lowSet {
                    set.formUnion(lowSet)
                } else {
                    set.insert(low)
                }
            }
            guard i < p.count else { return nil }
            i += 1
            return .set(set)
        }

        /// One class member: a character, or an escape (`\d`, `\w`: a set; `\-`, `\]`…: a character).
        mutating func classAtom() -> (UInt8, ByteSet?)? {
            let c = p[i]
            guard c < 0x80, c != UInt8(ascii: "[") else { return nil }
            if c == UInt8(ascii: "\\") {
                guard i + 1 < p.count else { return nil }
                let e = p[i + 1]
                i += 2
                if e == UInt8(ascii: "d") || e == UInt8(ascii: "w") { return (0, escape(e)) }
                guard "^$\\.*+?()[]{}|/-".utf8.contains(e) else { return nil }
                return (e, nil)
            }
            i += 1
            return (c, nil)
        }
    }

    // MARK: NFA construction

    struct Builder {
        enum State {
            /// Consuming state number `index` (its set is `consuming[index]`), then `next`.
            case consume(index: Int, next: Int)
            case split(Int, Int)
        }

        static let acceptState = -1
        var states: [State] = []
        var consuming: [ByteSet] = []
        var ok = true

        /// Builds `node` so that it continues at `next`; returns its entry state.
        mutating func build(_ node: Node, next: Int) -> Int? {
            guard ok, consuming.count < 64, states.count < 4096 else { ok = false; return nil }
            switch node {
            case .set(let set):
                if set.isEmpty { ok = false; return nil }
                states.append(.consume(index: consuming.count, next: next))
                consuming.append(set)
                return states.count - 1
            case .sequence(let items):
                var entry = next
                for item in items.reversed() {
                    guard let e = build(item, next: entry) else { return nil }
                    entry = e
                }
                if entry == next {
                    // An empty sequence: an epsilon state so that the entry is distinct.
                    states.append(.split(next, next))
                    return states.count - 1
                }
                return entry
            case .alternatives(let options):
                var entries: [Int] = []
                for option in options {
                    guard let e = build(option, next: next) else { return nil }
                    entries.append(e)
                }
                var entry = entries.removeLast()
                for e in entries.reversed() {
                    states.append(.split(e, entry))
                    entry = states.count - 1
                }
                return entry
            case .repeated(let inner, let min, let max):
                if let max, max > 64 { ok = false; return nil }
                if min > 64 { ok = false; return nil }
                var entry = next
                if let max {
                    // Optional copies: each may be skipped to `next`.
                    for _ in 0..<(max - min) {
                        guard let e = build(inner, next: entry) else { return nil }
                        states.append(.split(e, next))
                        entry = states.count - 1
                    }
                } else {
                    // A loop: split → inner → back to split, or on to `next`.
                    states.append(.split(next, next))
                    let loop = states.count - 1
                    guard let e = build(inner, next: loop) else { return nil }
                    states[loop] = .split(e, next)
                    entry = loop
                }
                for _ in 0..<min {
                    guard let e = build(inner, next: entry) else { return nil }
                    entry = e
                }
                return entry
            }
        }
    }
}
