import TourKit
import TourKitRuntime
import TourcDiagnostics

/// One scenario run: its steps against a ``VirtualHost``, each `expect` compared with what
/// happened. Every failed expectation is reported (the run goes on), located at its entry.
struct ScenarioExecution {
    let scenario: Scenario
    var host: VirtualHost
    /// Analytics names already compared by an earlier `expect`.
    var analyticsSeen = 0

    init(scenario: Scenario, bundle: TourBundle) {
        self.scenario = scenario
        let newest = bundle.app.versions.map(\.version).max { (VersionNumber($0) ?? VersionNumber("0")!) < (VersionNumber($1) ?? VersionNumber("0")!) }
        host = VirtualHost(bundle: bundle, appVersion: scenario.appVersion ?? newest ?? "1.0", role: scenario.role,
                           conditions: scenario.conditions, store: ScenarioStoreValues.stored(scenario.store, bundle))
    }

    /// Runs every step; stops once `diagnostics` holds `errorLimit` errors (0: no limit), as
    /// `--max-errors` asks: nothing after would be shown.
    /// Returns whether it stopped before the last step.
    @discardableResult
    mutating func execute(diagnostics: inout DiagnosticCollector, errorLimit: Int = 0) -> Bool {
        let name = Self.clip(scenario.name, to: 80)
        for (index, step) in scenario.steps.enumerated() {
            if errorLimit > 0, diagnostics.errorCount >= errorLimit { return index < scenario.steps.count }
            switch step.action {
            case .launch: host.send(.launch)
            case .relaunch(let change): host.relaunch(change)
            case .signal(let signal): host.send(signal)
            case .wait(let seconds): host.wait(seconds)
            case .conditions(let answers): host.setConditions(answers)
            case .expect(let expectation):
                host.note("expect")
                for problem in check(expectation) {
                    // Clipped: a message repeats the scenario's name and may quote authored
                    // values, and a scenario can be megabytes with a thousand failing expects.
                    let problem = Self.clip(problem, to: 500)
                    host.note("  FAILED: \(problem)")
                    diagnostics.emit(ScenarioCodes.expectationFailed, "\(name): \(problem)", at: step.span)
                }
                analyticsSeen = host.analytics.count
                host.message = nil
            }
        }
        return false
    }

    /// `text`, or its first `limit` characters and how long it is (never splits a character).
    static func clip(_ text: String, to limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var end = text.startIndex
        var taken = 0
        for index in text.indices {
            guard taken < limit else { break }
            end = text.index(after: index)
            taken += 1
        }
        return "\(text[..<end])… (\(text.utf8.count) bytes)"
    }

    /// What does not hold, in plain words: "expected …, but …".
    func check(_ e: Scenario.Expectation) -> [String] {
        var problems: [String] = []
        let showing = host.showing.map { "`\($0.tour)` at step `\($0.step)`" } ?? "no tour"
        switch e.showing {
        case .none?:
            if host.showing != nil { problems.append("expected no tour on screen, but \(showing) is showing") }
        case .step(let tour, let step)?:
            if host.showing?.tour != tour || (step != nil && host.showing?.step != step) {
                problems.append("expected `\(tour)`\(step.map { " at step `\($0)`" } ?? "") on screen, but \(showing) is showing")
            }
        case nil: break
        }
        if let wanted = e.progressText {
            let actual = host.progressText ?? ""
            if actual != wanted {
                problems.append("expected the progress text \"\(wanted)\", but it is \(actual.isEmpty ? "not shown" : "\"\(actual)\"")")
            }
        }
        problems += ScenarioLocalization.check(e.text, host)
        if let wanted = e.waitsFor, host.showing != nil, host.waitsFor?.name != wanted {
            problems.append("expected the shown step to wait for \(wanted), but it waits for \(host.waitsFor?.name ?? "nothing")")
        }
        if let (tour, reason) = e.eligible {
            let actual = host.coordinator.eligibility(of: tour).name
            if actual != reason {
                problems.append("expected `\(tour)` to be \(reason == "eligible" ? "eligible" : "ineligible (\(reason))"), but it is \(actual == "eligible" ? "eligible" : "ineligible (\(actual))")")
            }
        }
        if let ended = e.ended {
            let last = host.coordinator.lastEnded
            if last?.tour != ended.tour || last?.outcome != ended.outcome {
                let actual = last.map { "`\($0.tour)` ended \($0.outcome.rawValue)" } ?? "no run has ended"
                problems.append("expected `\(ended.tour)` to have ended \(ended.outcome.rawValue), but \(actual)")
            }
        }
        for (key, named) in e.store {
            let wanted = ScenarioStoreValues.stored(named, key: key, host.bundle)
            let actual = host.store.value(forKey: key)
            if !Self.matches(actual, wanted) {
                problems.append("expected the store's `\(key)` to be \(wanted?.rendered ?? "absent"), but it is \(actual?.rendered ?? "absent")")
            }
        }
        if let wanted = e.analytics {
            let emitted = Array(host.analytics[analyticsSeen...])
            if emitted != wanted {
                problems.append("expected analytics [\(wanted.joined(separator: ", "))] since the previous expect, but the runtime emitted [\(emitted.joined(separator: ", "))]")
            }
        }
        if let wanted = e.message, host.message != wanted {
            problems.append("expected the message \"\(wanted)\", but \(host.message.map { "\"\($0)\"" } ?? "no message") was shown")
        }
        if let wanted = e.skipConfirmation, host.awaitingSkipConfirmation != wanted {
            problems.append(wanted ? "expected a skip confirmation to be asked, but none is" : "expected no skip confirmation, but one is being asked")
        }
        if let wanted = e.targets, host.replacedTargets != wanted {
            let render = { (m: [String: String]) in m.isEmpty ? "none" : m.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }.joined(separator: ", ") }
            problems.append("expected the step's replaced targets to be \(render(wanted)), but they are \(render(host.replacedTargets))")
        }
        return problems
    }

    /// `"*"` matches any present value; lists compare as sets; a Date is not comparable in YAML,
    /// so only `"*"` or absence can be expected of one.
    static func matches(_ actual: StoredValue?, _ wanted: StoredValue?) -> Bool {
        switch (actual, wanted) {
        case (nil, nil): return true
        case (_?, .string("*")?): return true
        case (.strings(let a)?, .strings(let b)?): return Set(a) == Set(b)
        case (let a?, let b?): return a == b
        default: return false
        }
    }
}
