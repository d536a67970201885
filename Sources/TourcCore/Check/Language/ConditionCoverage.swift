import TourKit

/// Whether some step of a tour applies whatever its conditions answer (TOUR3303).
///
/// Why enumerate instead of looking for "an unconditional step": authors write a step per case
/// (`when: [signedIn]` and a twin with `unless: [signedIn]`), and exactly one of those always
/// applies; warning that such a tour "may show nothing" sent them to invent an unconditional step
/// they did not want. Each step applies when all its `when:` conditions hold and none of its
/// `unless:` conditions do, so the tour shows something for every answer exactly when the steps'
/// conjunctions cover all assignments of the conditions they name. Tours name a handful of
/// conditions; past `maxConditions` (2^12 assignments) the answer is "not proven", which keeps
/// the warning, as before this check existed.
enum ConditionCoverage {
    static let maxConditions = 12

    /// True when, for every combination of answers, at least one step applies.
    /// `negations`: registry conditions that are `not:` another (`signedOut` → `signedIn`), read
    /// as that condition negated, so `when: [signedIn]` and `when: [signedOut]` cover every case.
    static func someStepAlwaysApplies(_ steps: [Step], negations: [String: String] = [:]) -> Bool {
        if steps.contains(where: { $0.when.isEmpty && $0.unless.isEmpty }) { return true }
        // Entries by name: a condition written in place (`{not: signedIn}`) is its text, and a
        // pure `not` of one is that condition negated, as a registry `not:` condition is.
        var negations = negations
        for step in steps {
            for entry in step.when + step.unless {
                if let c = entry.inlineCondition, let negated = c.not, c.key == nil, c.event == nil, c.any.isEmpty, c.all.isEmpty {
                    negations[c.text] = negated
                }
            }
        }
        let steps: [(when: [String], unless: [String])] = steps.map { step in
            let (when, unless) = (step.when.map(\.name), step.unless.map(\.name))
            return (when.filter { negations[$0] == nil } + unless.compactMap { negations[$0] },
                    unless.filter { negations[$0] == nil } + when.compactMap { negations[$0] })
        }
        let names = Array(Set(steps.flatMap { $0.when + $0.unless })).sorted()
        guard names.count <= maxConditions else { return false }
        let bit = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        // Each step as (conditions that must hold, conditions that must not), as bit masks.
        let terms: [(must: Int, mustNot: Int)] = steps.map { step in
            (mask(step.when, bit), mask(step.unless, bit))
        }
        for answers in 0..<(1 << names.count) {
            let applies = terms.contains { ($0.must & answers) == $0.must && ($0.mustNot & answers) == 0 }
            if !applies { return false }
        }
        return true
    }

    private static func mask(_ names: [String], _ bit: [String: Int]) -> Int {
        names.reduce(0) { $0 | (bit[$1].map { 1 << $0 } ?? 0) }
    }

    /// The registry's `not:` conditions: each id to the condition it negates.
    static func negations(_ registry: AppRegistry) -> [String: String] {
        var map: [String: String] = [:]
        for c in registry.conditions {
            if let negated = c.not, c.key == nil, c.event == nil, c.any.isEmpty, c.all.isEmpty { map[c.id] = negated }
        }
        return map
    }
}
