import Foundation
import TourKit

/// The registry's conditions, compiled once per coordinator: each is answered by the host, by a
/// stored key (truthy, `equals`/`in` a declared value, `atLeast`/`atMost` a number), by a counted
/// event (`atLeast` times `within` a window) or by other conditions (`any`, `all`, `not`).
///
/// Answers other than the host's are memoised for one state generation (``StateTransaction``
/// bumps it on every write and commit): a signal over 1,000 tours that share a counted condition
/// reads its event log once, not 1,000 times.
final class ConditionRules: @unchecked Sendable {
    enum Rule {
        case host
        case key(stored: String, test: KeyTest, fallback: StoredValue?)
        /// `slot`: the event's place in ``logs``.
        case event(slot: Int, atLeast: Int?, atMost: Int?, within: Double?)
        case any([Int])
        case all([Int])
        case not(Int)
    }

    enum KeyTest {
        /// Truthy; with `values`, anything but the first value (`unmarked`).
        case marked(unmarked: StoredValue?)
        case equals([StoredValue])
        case range(atLeast: Int?, atMost: Int?, names: [String])
    }

    /// How many occurrences of a counted event the runtime keeps (the most recent).
    static let eventLogLimit = TourDisplayKeys.eventLogLimit
    /// Deeper compositions than this answer false (a hostile bundle may nest or loop them;
    /// `tourc check` rejects loops, TOUR3802).
    static let maxDepth = 32

    let index: [String: Int]
    let ids: [String]
    let rules: [Rule]
    /// Counted events (those some condition names), by slot, and their slots by name.
    let events: [String]
    let eventSlots: [String: Int]
    var counted: Set<String> { Set(events) }
    /// The event logs as times (seconds since 1970, oldest first), by slot; nil until read
    /// from the store. The runtime owns `tourkit.eventLog.*` (one engine per store), so after
    /// the first read its own writes keep this copy current and a signal reads no store key.
    @exclusivity(unchecked) private var logs: [[Double]?]
    @exclusivity(unchecked) private var memo: [Int8]
    @exclusivity(unchecked) private var memoGeneration = -1
    /// Answers are memoised only while a signal is handled (``beginSignal(now:)``): between
    /// signals the app may write the store or the clock may move, and `eligibility(of:)` must
    /// see that.
    @exclusivity(unchecked) private var memoActive = false
    /// The time of the signal being handled (read once per signal, not once per tour).
    @exclusivity(unchecked) private var signalNow: Date?

    /// `tours`: their `when`/`unless` entries written in place (``InlineCondition``) are compiled
    /// after the registry's, each under its own text (``ConditionEntry/name``), once however
    /// many tours and steps write it.
    init(_ registry: AppRegistry, keys: [String: PersistenceKey], tours: [Tour] = []) {
        let all = registry.conditions + Self.inlineConditions(tours)
        var index: [String: Int] = [:]
        for (i, c) in all.enumerated() where index[c.id] == nil { index[c.id] = i }
        var events: [String] = []
        var eventSlots: [String: Int] = [:]
        rules = all.map { c in
            if let event = c.event {
                let slot: Int
                if let known = eventSlots[event] { slot = known } else { slot = events.count; eventSlots[event] = slot; events.append(event) }
                return .event(slot: slot, atLeast: c.atLeast, atMost: c.atMost, within: c.within.flatMap(TourDuration.seconds))
            }
            if let key = c.key {
                let declared = keys[key]
                let fallback = declared?.default.flatMap { KeyValues.stored($0, for: declared) }
                let test: KeyTest
                if let equals = c.equals {
                    test = .equals([equals].compactMap { KeyValues.stored(name: $0, for: declared) })
                } else if !c.in.isEmpty {
                    test = .equals(c.in.compactMap { KeyValues.stored(name: $0, for: declared) })
                } else if c.atLeast != nil || c.atMost != nil {
                    test = .range(atLeast: c.atLeast, atMost: c.atMost, names: declared?.values ?? [])
                } else {
                    test = .marked(unmarked: KeyValues.unmarked(declared))
                }
                return .key(stored: key, test: test, fallback: fallback)
            }
            if !c.any.isEmpty { return .any(c.any.map { index[$0] ?? -1 }) }
            if !c.all.isEmpty { return .all(c.all.map { index[$0] ?? -1 }) }
            if let not = c.not { return .not(index[not] ?? -1) }
            return .host
        }
        self.index = index
        ids = all.map(\.id)
        self.events = events
        self.eventSlots = eventSlots
        logs = Array(repeating: nil, count: events.count)
        memo = Array(repeating: -1, count: rules.count)
    }

    /// The conditions the tours write in place (tour and step `when`/`unless`), as registry
    /// conditions named by their text, each once, in order of first appearance.
    static func inlineConditions(_ tours: [Tour]) -> [Condition] {
        var seen: Set<String> = []
        var result: [Condition] = []
        func note(_ entries: [ConditionEntry]) {
            for entry in entries {
                guard let inline = entry.inlineCondition else { continue }
                let text = inline.text
                if seen.insert(text).inserted { result.append(inline.condition(id: text)) }
            }
        }
        for tour in tours {
            note(tour.when)
            note(tour.unless)
            for step in tour.steps {
                note(step.when)
                note(step.unless)
            }
        }
        return result
    }

    /// The answer to condition `id`: the host's (`ask`) for a condition the app answers or one
    /// the registry does not declare.
    func holds(_ id: String, state: StateTransaction, now: Date, ask: (String) -> Bool) -> Bool {
        guard let i = index[id] else { return ask(id) }
        return holds(i, id: id, state: state, now: signalNow ?? now, ask: ask, depth: 0)
    }

    /// The memoised answer of condition `i` in this signal, if there is one: the per-tour fast
    /// path of a scan (no closure, no clock).
    @inline(__always)
    func memoized(_ i: Int, _ state: StateTransaction) -> Bool? {
        guard memoActive, i >= 0, memoGeneration == state.generation else { return nil }
        let m = memo[i]
        return m < 0 ? nil : m == 1
    }

    /// The same by the condition's position (``TourGate`` resolves ids once); -1 is a condition
    /// the registry does not declare, which the host answers.
    /// `ask` is built only when a host answer is needed: a scan over 1,000 tours whose
    /// conditions are keys and events builds no closure per tour.
    func holds(at i: Int, id: String, state: StateTransaction, clock: any TourClock, ask: @autoclosure () -> (String) -> Bool) -> Bool {
        guard i >= 0 else { return ask()(id) }
        switch rules[i] {
        case .host: return ask()(id)
        case .key, .event:
            // No composition: answered without the host, memoised as `holds` would.
            let answer = compute(i, id: id, state: state, now: signalNow ?? clock.now, ask: { _ in false }, depth: 0)
            if memoActive {
                syncMemo(state)
                memo[i] = answer ? 1 : 0
            }
            return answer
        case .any, .all, .not:
            return holds(i, id: id, state: state, now: signalNow ?? clock.now, ask: ask(), depth: 0)
        }
    }

    private func holds(_ i: Int, id: String?, state: StateTransaction, now: Date, ask: (String) -> Bool, depth: Int) -> Bool {
        guard i >= 0, i < rules.count, depth <= Self.maxDepth else { return false }
        if !memoActive {
            return compute(i, id: id, state: state, now: now, ask: ask, depth: depth)
        }
        syncMemo(state)
        if memo[i] >= 0 { return memo[i] == 1 }
        switch rules[i] {
        case .host:
            // Not memoised: the host answers from its own state, which may change between asks.
            return ask(id ?? ids[i])
        case .key, .event, .any, .all, .not: break
        }
        let answer = compute(i, id: id, state: state, now: now, ask: ask, depth: depth)
        memo[i] = answer ? 1 : 0
        return answer
    }

    /// Forgets the answers of an earlier state generation.
    @inline(__always)
    private func syncMemo(_ state: StateTransaction) {
        guard memoGeneration != state.generation else { return }
        memoGeneration = state.generation
        for j in memo.indices { memo[j] = -1 }
    }

    /// A fresh signal: forget earlier answers and start memoising.
    func beginSignal(now: Date) {
        memoActive = true
        memoGeneration = -1
        signalNow = now
    }

    func endSignal() {
        memoActive = false
        signalNow = nil
    }

    /// The store's logs were removed (``TourCoordinator/resetAllState()``): read them afresh.
    func forgetLogs() {
        for j in logs.indices { logs[j] = nil }
    }

    private func compute(_ i: Int, id: String?, state: StateTransaction, now: Date, ask: (String) -> Bool, depth: Int) -> Bool {
        let answer: Bool
        switch rules[i] {
        case .host:
            return ask(id ?? ids[i])
        case .key(let stored, let test, let fallback):
            answer = KeyValues.test(test, state.value(forKey: stored) ?? fallback)
        case .event(let slot, let atLeast, let atMost, let within):
            let times = occurrences(slot, state)
            var count = times.count
            if let window = within {
                // Oldest first: count back from the newest while inside the window.
                let since = now.timeIntervalSince1970 - window
                count = 0
                for t in times.reversed() { if t >= since { count += 1 } else { break } }
            }
            answer = count >= (atLeast ?? 0) && count <= (atMost ?? Int.max)
        case .any(let parts):
            answer = parts.contains { holds($0, id: nil, state: state, now: now, ask: ask, depth: depth + 1) }
        case .all(let parts):
            answer = parts.allSatisfy { holds($0, id: nil, state: state, now: now, ask: ask, depth: depth + 1) }
        case .not(let part):
            answer = !holds(part, id: nil, state: state, now: now, ask: ask, depth: depth + 1)
        }
        return answer
    }

    /// The logged times of the event in `slot`, read from the store once; an `int` in the store
    /// (a scenario's `given.store`, a count kept before times were) is that many occurrences
    /// long ago.
    private func occurrences(_ slot: Int, _ state: StateTransaction) -> [Double] {
        if let known = logs[slot] { return known }
        let times: [Double]
        switch state.value(forKey: TourDisplayKeys.eventLog(events[slot])) {
        case .strings(let list)?: times = list.compactMap(Double.init).sorted()
        case .int(let n)?: times = Array(repeating: 0, count: max(0, min(n, Self.eventLogLimit)))
        case .bool?, .string?, .date?, nil: times = []
        }
        logs[slot] = times
        return times
    }

    /// The write that logs one occurrence of `event` at `now`, keeping the most recent
    /// ``eventLogLimit``; nil for an event no condition counts.
    func logWrite(_ event: String, now: Date, state: StateTransaction) -> StateWrite? {
        guard let slot = eventSlots[event] else { return nil }
        var times = occurrences(slot, state)
        times.append(now.timeIntervalSince1970.rounded(.down))
        if times.count > Self.eventLogLimit { times.removeFirst(times.count - Self.eventLogLimit) }
        logs[slot] = times
        return .set(key: TourDisplayKeys.eventLog(event), value: .strings(times.map { String(Int($0)) }))
    }
}

/// A key's declared values (`values:`, `default:`) as stored values.
enum KeyValues {
    /// The stored form of a value name or text for `key`: an `int` key with `values` stores the
    /// name's position; an `int` key a number; a `bool` key `true`/`false`; others the text.
    static func stored(name: String, for key: PersistenceKey?) -> StoredValue? {
        guard let key else { return .string(name) }
        switch key.type {
        case .int:
            if let i = key.values.firstIndex(of: name) { return .int(i) }
            return Int(name).map(StoredValue.int)
        case .bool:
            switch name {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return nil
            }
        case .string, .json: return .string(name)
        case .stringSet, .date: return nil
        }
    }

    static func stored(_ value: StateValue, for key: PersistenceKey?) -> StoredValue? {
        switch value {
        case .bool(let b): return .bool(b)
        case .string(let s): return stored(name: s, for: key)
        }
    }

    /// The first declared value, which means "not yet" (nil: the key has no `values`).
    static func unmarked(_ key: PersistenceKey?) -> StoredValue? {
        guard let key, let first = key.values.first else { return nil }
        return stored(name: first, for: key)
    }

    /// Whether a value marks the key (a show-once key is seen; a condition holds): anything but
    /// the "not yet" value of a key with `values`, else a truthy value.
    static func marks(_ value: StoredValue?, unmarked: StoredValue?) -> Bool {
        guard let value else { return false }
        if let unmarked { return value != unmarked }
        return value.isTruthy
    }

    static func test(_ test: ConditionRules.KeyTest, _ value: StoredValue?) -> Bool {
        switch test {
        case .marked(let unmarked): return marks(value, unmarked: unmarked)
        case .equals(let accepted): return value.map(accepted.contains) ?? false
        case .range(let atLeast, let atMost, let names):
            guard let n = number(value, names: names) else { return false }
            return n >= (atLeast ?? Int.min) && n <= (atMost ?? Int.max)
        }
    }

    /// A value as a number: an int, a bool as 0/1, a `values` name as its position, a numeric text.
    static func number(_ value: StoredValue?, names: [String]) -> Int? {
        switch value {
        case .int(let i)?: return i
        case .bool(let b)?: return b ? 1 : 0
        case .string(let s)?: return names.firstIndex(of: s) ?? Int(s)
        case .strings?, .date?, nil: return nil
        }
    }
}
