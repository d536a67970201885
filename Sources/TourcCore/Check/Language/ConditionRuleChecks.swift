import TourKit
import TourKitRuntime
import TourcDiagnostics

/// Registry conditions over values and events, and the keys' declared values (TOUR3802-3804,
/// issue 24 item 2): references resolve, each rule has one shape that fits its key or event,
/// compositions do not loop, values and defaults fit their keys.
enum ConditionRuleChecks {
    static func run(_ scope: AppScope, _ d: inout DiagnosticCollector) {
        let r = scope.registry.value
        let root = NodeRef(scope.registry.document)
        for (i, key) in r.persistence.enumerated() { keyValues(key, root["persistence"][i], &d) }
        for (i, condition) in r.conditions.enumerated() {
            let node = root["conditions"][i]
            // Its `event`, `any`, `all` and `not` resolve with every reference (ReferenceChecks).
            shape(condition, node, scope, &d)
        }
        loops(r.conditions, root, &d)
        for tour in scope.tours {
            updates(tour, scope, &d)
        }
    }

    /// One way of answering, and the comparisons it allows.
    static func shape(_ c: Condition, _ node: NodeRef, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let ways = [("key", c.key != nil), ("event", c.event != nil), ("any", !c.any.isEmpty), ("all", !c.all.isEmpty), ("not", c.not != nil)]
            .filter(\.1).map(\.0)
        if ways.count > 1 {
            d.emit(LanguageCodes.conditionMisfit,
                   "a condition is answered one way, but this one has \(ways.map { "`\($0)`" }.joined(separator: " and ")); split it into two conditions and combine them with `all:` or `any:`",
                   at: node[ways[1]].keySpan)
            return
        }
        if c.equals != nil, !c.in.isEmpty {
            d.emit(LanguageCodes.conditionMisfit, "`equals` and `in` both compare the key; keep one (`in: [a, b]` covers `equals: a`)", at: node["in"].keySpan)
        }
        if let low = c.atLeast, let high = c.atMost, low > high {
            d.emit(LanguageCodes.conditionMisfit, "`atLeast: \(low)` is above `atMost: \(high)`, so this condition never holds; swap them", at: node["atLeast"].span)
        }
        let way = ways.first
        for comparison in ["equals", "in"] where node.has(comparison) && way != "key" {
            d.emit(LanguageCodes.conditionMisfit,
                   "`\(comparison)` compares a stored key's value, but this condition has no `key`; add `key: <a persistence key>`\(way == "event" ? " (an event is counted: use `atLeast`/`atMost`)" : "")",
                   at: node[comparison].keySpan)
        }
        for comparison in ["atLeast", "atMost"] where node.has(comparison) && way != "key" && way != "event" {
            d.emit(LanguageCodes.conditionMisfit, "`\(comparison)` compares a key's number or an event's count, but this condition has neither; add `key:` or `event:`",
                   at: node[comparison].keySpan)
        }
        if node.has("within"), way != "event" {
            d.emit(LanguageCodes.conditionMisfit, "`within` is the time window of an event's count, but this condition has no `event`; add `event: <a registry event>` or remove `within`",
                   at: node["within"].keySpan)
        }
        if way == "event" {
            if c.atLeast == nil && c.atMost == nil {
                d.emit(LanguageCodes.conditionMisfit, "this condition counts `\(c.event ?? "")` but says nothing about the count; add `atLeast: N` (e.g. `atLeast: 3`)", at: node["event"].keySpan)
            }
            if let n = c.atLeast, n > ConditionLimits.eventLogLimit {
                d.emit(LanguageCodes.conditionMisfit, "the runtime keeps the \(ConditionLimits.eventLogLimit) most recent occurrences of an event, so `atLeast: \(n)` never holds; use at most \(ConditionLimits.eventLogLimit)",
                       at: node["atLeast"].span)
            }
        }
        if way == "key", let key = c.key, let declared = scope.persistenceKey(key) {
            if let equals = c.equals { value(equals, declared, node["equals"], &d) }
            for (j, item) in c.in.enumerated() { value(item, declared, node["in"][j], &d) }
            if c.atLeast != nil || c.atMost != nil, declared.type != .int, declared.values.isEmpty {
                d.emit(LanguageCodes.conditionMisfit, "`\(key)` is a `\(declared.type.rawValue)` key without `values`, so it holds no number to compare; compare an `int` key, or use `equals`",
                       at: node[c.atLeast != nil ? "atLeast" : "atMost"].keySpan)
            }
        }
    }

    /// A value a condition compares `declared` with: a `values` name, or a value of its type.
    static func value(_ text: String, _ key: PersistenceKey, _ node: NodeRef, _ d: inout DiagnosticCollector) {
        if !key.values.isEmpty {
            guard !key.values.contains(text) else { return }
            d.emit(LanguageCodes.conditionMisfit, "`\(key.key)` holds one of \(key.values.map { "`\($0)`" }.joined(separator: ", ")), not `\(text)`",
                   at: node.span, suggestions: Suggestions.closest(to: text, in: key.values))
            return
        }
        let fits: Bool
        switch key.type {
        case .int: fits = Int(text) != nil
        case .bool: fits = text == "true" || text == "false"
        case .string, .json: fits = true
        case .stringSet, .date: fits = false
        }
        if !fits {
            d.emit(LanguageCodes.conditionMisfit, "`\(key.key)` is a `\(key.type.rawValue)` key, so it never holds `\(text)`; compare with a value of its type, or declare `values:` for it",
                   at: node.span)
        }
    }

    static func keyValues(_ key: PersistenceKey, _ node: NodeRef, _ d: inout DiagnosticCollector) {
        if !key.values.isEmpty, key.type != .int, key.type != .string {
            d.emit(LanguageCodes.keyValueMisfit, "`values` name what an `int` or `string` key stores, but `\(key.key)` is a `\(key.type.rawValue)` key; remove `values` or change the type",
                   at: node["values"].keySpan)
        }
        guard let fallback = key.default else { return }
        let fits: Bool
        switch (fallback, key.type) {
        case (.bool, .bool): fits = true
        case (.bool, .int), (.bool, .string), (.bool, .stringSet), (.bool, .date), (.bool, .json): fits = false
        case (.string(let s), .int): fits = key.values.contains(s) || (key.values.isEmpty && Int(s) != nil)
        case (.string(let s), .string): fits = key.values.isEmpty || key.values.contains(s)
        case (.string, .bool), (.string, .stringSet), (.string, .date), (.string, .json): fits = false
        }
        if !fits {
            let takes = key.values.isEmpty ? (key.type == .bool ? "`true` or `false`" : key.type == .int ? "a number as text (`\"0\"`)" : key.type == .string ? "a text" : "no default")
                : "one of \(key.values.map { "`\($0)`" }.joined(separator: ", "))"
            d.emit(LanguageCodes.keyValueMisfit, "`\(key.key)` is a `\(key.type.rawValue)` key\(key.values.isEmpty ? "" : " with `values`"), so its `default` is \(takes)",
                   at: node["default"].span, suggestions: key.values.isEmpty ? [] : Suggestions.closest(to: fallback.text, in: key.values))
        }
    }

    /// Updates of keys with `values` write one of the names (or a `$` token).
    static func updates(_ tour: Located<Tour>, _ scope: AppScope, _ d: inout DiagnosticCollector) {
        let root = NodeRef(tour.document)
        for (i, update) in tour.value.persistence.updates.enumerated() {
            guard update.operation == .set, let declared = scope.persistenceKey(update.key), !declared.values.isEmpty,
                  case .string(let text)? = update.value, !text.hasPrefix("$"), !declared.values.contains(text) else { continue }
            d.emit(LanguageCodes.keyValueMisfit, "`\(update.key)` holds one of \(declared.values.map { "`\($0)`" }.joined(separator: ", ")), not `\(text)`",
                   at: root["persistence"]["updates"][i]["value"].span, suggestions: Suggestions.closest(to: text, in: declared.values))
        }
    }

    /// Compositions that reach themselves (depth-first over `any`, `all`, `not`).
    static func loops(_ conditions: [Condition], _ root: NodeRef, _ d: inout DiagnosticCollector) {
        var index: [String: Int] = [:]
        for (i, c) in conditions.enumerated() where index[c.id] == nil { index[c.id] = i }
        func parts(_ c: Condition) -> [(String, NodeRef.Path)] {
            c.any.enumerated().map { ($1, .item("any", $0)) } + c.all.enumerated().map { ($1, .item("all", $0)) }
                + (c.not.map { [($0, NodeRef.Path.key("not"))] } ?? [])
        }
        var state = Array(repeating: 0, count: conditions.count) // 0 new, 1 on the path, 2 done
        var reported: Set<Int> = []
        // Iterative, with an explicit stack: a registry may chain thousands of conditions.
        for start in conditions.indices where state[start] == 0 {
            var stack: [(node: Int, next: Int, parts: [(String, NodeRef.Path)])] = [(start, 0, parts(conditions[start]))]
            state[start] = 1
            while !stack.isEmpty {
                let top = stack.count - 1
                let i = stack[top].node
                guard stack[top].next < stack[top].parts.count else {
                    state[i] = 2
                    stack.removeLast()
                    continue
                }
                let (name, path) = stack[top].parts[stack[top].next]
                stack[top].next += 1
                guard let j = index[name] else { continue }
                if state[j] == 1 {
                    if reported.insert(i).inserted {
                        d.emit(LanguageCodes.conditionLoop, "`\(conditions[i].id)` refers to `\(name)`, which leads back to `\(conditions[i].id)`; a condition cannot depend on its own answer",
                               at: path.resolve(root["conditions"][i]).span)
                    }
                } else if state[j] == 0 {
                    state[j] = 1
                    stack.append((j, 0, parts(conditions[j])))
                }
            }
        }
    }
}

/// The runtime's bounds the checks hold authors to.
enum ConditionLimits {
    static let eventLogLimit = TourDisplayKeys.eventLogLimit
}

extension NodeRef {
    /// A place under a node, named before the node is looked up.
    enum Path {
        case key(String)
        case item(String, Int)

        func resolve(_ node: NodeRef) -> NodeRef {
            switch self {
            case .key(let k): node[k]
            case .item(let k, let i): node[k][i]
            }
        }
    }
}

extension StateValue {
    /// The value as text (for suggestions).
    var text: String {
        switch self {
        case .bool(let b): String(b)
        case .string(let s): s
        }
    }
}
