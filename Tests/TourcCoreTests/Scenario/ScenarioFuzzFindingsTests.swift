import Foundation
import Testing
import TourcDiagnostics
@testable import TourcCore

/// What the scenario fuzzer (`FUZZ_TARGET=scenario make fuzz`, docs/fuzzing.md) found, each
/// pinned end to end through `tourc test`'s runner.
@Suite struct ScenarioFuzzFindingsTests {
    static let registry = CheckFixtures.registry.replacingOccurrences(of: """
        analytics:
          - {id: tour_started}
        """, with: """
        analytics:
          - {id: tour_started}
          - {id: tourCompleted, parameters: [tourId, duration]}
        """)
    static let tour = CheckFixtures.tour(extra: "analytics: [tourCompleted]")

    func run(_ scenario: String) throws -> [Diagnostic] {
        let fixture = try CheckFixture(["demo/app.yaml": Self.registry, "demo/intro.yaml": Self.tour,
                                        "demo/tests/s.test.yaml": scenario])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        return ScenarioRunner(toursRoot: fixture.root.path).run(paths: [fixture.root.appendingPathComponent("demo/tests").path])
            .diagnostics.diagnostics
    }

    /// A tour completed after `wait: 1e19` (also `1e308`, `.inf`): the run's duration went
    /// through `String(Int(rounded))` and trapped (issue 20 §3). The scenario now runs to the end.
    @Test(arguments: ["1e19", "1e308", ".inf", "123456789012345678901234567890"])
    func aTourCompletedAfterAHugeWaitDoesNotTrap(wait: String) throws {
        let found = try run("""
            name: Completes after a long wait
            steps:
              - launch
              - expect: {showing: {tour: intro, step: welcome}}
              - wait: \(wait)
              - next
              - expect: {showing: none, ended: {tour: intro, outcome: completed}}
            """)
        #expect(found.filter { $0.severity == .error }.isEmpty, "\(found.map { "\($0.code.id) \($0.message)" })")
    }
}
