import TourcDiagnostics
import YAMLLoader

/// What `tourc check` does with scenario files, handed to `Checker` by the composition root
/// (Pipeline.swift): each file against the scenario schema and parser (`ScenarioRunner.load`),
/// then the names it uses against its app (`ScenarioNameCheck`).
struct ScenarioFiles: ScenarioFileCheck {
    func check(_ files: [String], decoded: [String: DecodedFile], limits: LoadLimits, jobs: Int) -> [String: DiagnosticCollector] {
        let results = ParallelMap.map(files, jobs: jobs) { file in
            var found = DiagnosticCollector()
            let scenario = ScenarioRunner.load(file, limits: limits, sources: nil, diagnostics: &found)
            return (file, scenario, found)
        }
        var scenarios: [(file: String, scenario: Scenario)] = []
        var found: [String: DiagnosticCollector] = [:]
        for (file, scenario, diagnostics) in results {
            if let scenario { scenarios.append((file, scenario)) }
            found[file] = diagnostics
        }
        for (file, names) in ScenarioNameCheck.check(scenarios, decoded: decoded, limits: limits, jobs: jobs) {
            found[file, default: DiagnosticCollector()].merge(names)
        }
        return found
    }
}
