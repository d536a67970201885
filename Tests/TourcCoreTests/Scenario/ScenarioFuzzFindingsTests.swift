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

    static func scenario(wait: String) -> String {
        """
        name: Completes after a long wait
        steps:
          - launch
          - expect: {showing: {tour: intro, step: welcome}}
          - wait: \(wait)
          - next
          - expect: {showing: none, ended: {tour: intro, outcome: completed}}
        """
    }

    /// A tour completed after `wait: 1e19` (the scenario fuzzer's seed; also `1e308`, `.inf`, a
    /// 30-digit integer): the run's duration went through `String(Int(rounded))` and trapped
    /// (issue 20 §3). Such a wait is now one located range error, and nothing runs.
    @Test(arguments: ["1e19", "1e308", ".inf", "123456789012345678901234567890"])
    func aHugeWaitIsALocatedErrorNotATrap(wait: String) throws {
        let errors = try run(Self.scenario(wait: wait)).filter { $0.severity == .error }
        #expect(errors.map(\.code.id) == ["TOUR2006"], "\(errors.map(\.message))")
        #expect(errors.first?.span?.range.start.line == 5)
    }

    /// The longest wait the format takes (a year) runs to the end: the duration of the completed
    /// run is reported, and every expectation holds.
    @Test func theLongestWaitCompletesTheTour() throws {
        let found = try run(Self.scenario(wait: "31536000"))
        #expect(found.filter { $0.severity == .error }.isEmpty, "\(found.map { "\($0.code.id) \($0.message)" })")
    }
}
